import { describe, expect, it } from 'vitest';
import type { LoadAnswer } from './verdicts';
import {
  bucketAllowance,
  countLoad,
  errorLogSummary,
  exitCodeOf,
  formatTarget,
  redisWarnings,
} from './verdicts';

const A = '127.0.0.1:4001';
const KILLED = '127.0.0.1:4002';
const answer = (
  status: number,
  upstreams: string[],
  method: 'GET' | 'POST' = 'GET',
  afterKill = false,
): LoadAnswer => ({ method, status, upstreams, afterKill });

describe('countLoad', () => {
  it('tells answers retried past the killed node, failures in flight to it, and losses apart', () => {
    const counts = countLoad(
      [
        answer(200, [A]),
        answer(200, [KILLED]),
        answer(200, [KILLED, A], 'GET', true),
        answer(502, [KILLED], 'POST', true),
        answer(504, [KILLED], 'POST', true),
        answer(502, [A], 'GET', true),
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
      retriedPosts: 0,
      inFlightToKilled: 2,
      inFlightPosts: 2,
      // 502 from a live node, 503 and 429 are answers, and the 2 requests with no answer.
      lost: 5,
      failures: { 429: 1, 502: 2, 503: 1, 504: 1 },
      perNode: { [A]: { before: 2, after: 2 }, [KILLED]: { before: 2, after: 2 } },
    });
  });

  it('counts an answer without X-Upstream under "none" (nginx answered it alone)', () => {
    expect(countLoad([answer(502, [])], KILLED, 0)).toMatchObject({
      lost: 1,
      perNode: { none: { before: 1, after: 0 } },
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

describe('errorLogSummary', () => {
  it('groups nginx errors by message and node, most frequent first', () => {
    const log = [
      '2026/11/28 04:29:01 [error] 12#12: *456 connect() failed (111: Connection refused) while connecting to upstream, client: 127.0.0.1, server: , request: "GET /api/x HTTP/1.1", upstream: "http://127.0.0.1:4002/api/x", host: "127.0.0.1:8080"',
      '2026/11/28 04:29:02 [error] 12#12: *457 connect() failed (111: Connection refused) while connecting to upstream, client: 127.0.0.1, server: , request: "GET /api/y HTTP/1.1", upstream: "http://127.0.0.1:4002/api/y", host: "127.0.0.1:8080"',
      '2026/11/28 04:29:01 [warn] 12#12: *458 upstream server temporarily disabled while reading response header from upstream, client: 127.0.0.1, server: , request: "POST /api/z HTTP/1.1", upstream: "http://127.0.0.1:4002/api/z", host: "127.0.0.1:8080"',
      '',
    ].join('\n');
    expect(errorLogSummary(log)).toEqual([
      {
        what: 'error: connect() failed (111: Connection refused) while connecting to upstream (127.0.0.1:4002)',
        count: 2,
      },
      {
        what: 'warn: upstream server temporarily disabled while reading response header from upstream (127.0.0.1:4002)',
        count: 1,
      },
    ]);
  });
});

describe('redisWarnings', () => {
  it('keeps the warnings and errors that mention Redis', () => {
    const log = [
      '{"level":30,"msg":"Courtside listening on http://localhost:4001"}',
      '{"level":40,"msg":"Redis rate limits unavailable; limiting per node"}',
      '{"level":40,"msg":"Slow request"}',
      '{"level":50,"msg":"Redis login back-off unavailable; counting per node"}',
      'not json',
      '{"level":',
    ].join('\n');
    expect(redisWarnings(log)).toEqual([
      'Redis rate limits unavailable; limiting per node',
      'Redis login back-off unavailable; counting per node',
    ]);
  });
});
