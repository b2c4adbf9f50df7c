import { describe, expect, it } from 'vitest';
import type { LoadAnswer } from './verdicts';
import { bucketAllowance, countLoad, exitCodeOf, formatTarget } from './verdicts';

const A = '127.0.0.1:4001';
const KILLED = '127.0.0.1:4002';
const answer = (
  status: number,
  upstreams: string[],
  method: 'GET' | 'POST' = 'GET',
): LoadAnswer => ({
  method,
  status,
  upstreams,
});

describe('countLoad', () => {
  it('tells answers retried past the killed node, failures in flight to it, and losses apart', () => {
    const counts = countLoad(
      [
        answer(200, [A]),
        answer(200, [KILLED]),
        answer(200, [KILLED, A]),
        answer(502, [KILLED], 'POST'),
        answer(504, [KILLED], 'POST'),
        answer(502, [A]),
        answer(503, [KILLED]),
        answer(429, [A]),
      ],
      KILLED,
      2,
    );
    expect(counts).toEqual({
      answers: 8,
      ok: 3,
      retried: 1,
      inFlightToKilled: 2,
      // 502 from a live node, 503 and 429 are answers, and the 2 requests with no answer.
      lost: 5,
      failures: { 429: 1, 502: 2, 503: 1, 504: 1 },
      perNode: { [A]: 4, [KILLED]: 4 },
    });
  });

  it('counts an answer without X-Upstream under "none" (nginx answered it alone)', () => {
    expect(countLoad([answer(502, [])], KILLED, 0)).toMatchObject({
      lost: 1,
      perNode: { none: 1 },
    });
  });
});

describe('bucketAllowance', () => {
  it('is the burst plus the refill over the time taken, plus one refill step', () => {
    expect(bucketAllowance(100, 10, 0)).toBe(101);
    expect(bucketAllowance(100, 10, 1.05)).toBe(111);
  });
});

describe('exit code', () => {
  const pass = { label: 'a', ok: true, detail: 'fine' };
  const miss = { label: 'b', ok: false, detail: '3× the limit' };

  it('is 0 when every target is met and 1 when one is missed', () => {
    expect(exitCodeOf([pass, pass])).toBe(0);
    expect(exitCodeOf([pass, miss])).toBe(1);
    expect(exitCodeOf([])).toBe(0);
  });

  it('prints PASS or MISS with the figures', () => {
    expect(formatTarget(miss)).toBe('  MISS b: 3× the limit');
    expect(formatTarget(pass)).toBe('  PASS a: fine');
  });
});
