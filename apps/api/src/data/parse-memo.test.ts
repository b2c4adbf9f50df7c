import { describe, expect, it } from 'vitest';
import { memoizedParser } from './parse-memo';
import type { ParsedRequest } from './parse-request';
import { parseDataRequest } from './parse-request';
import { dataRegistry } from './registry';

/** The real parser, counting its calls. */
function counted(): { parse: (url: string) => ParsedRequest; calls: () => number } {
  let calls = 0;
  return {
    parse: (url) => {
      calls += 1;
      return parseDataRequest(url, '/api', dataRegistry);
    },
    calls: () => calls,
  };
}

const DIVISION = '/api/gs/team-agg-stats/competition/38409/division/1/scope/season/';

describe('memoizedParser', () => {
  it('parses an accepted URL once and answers it from memory after', () => {
    const inner = counted();
    const parse = memoizedParser(inner.parse);
    const first = parse(DIVISION);
    expect(first.kind).toBe('data');
    expect(parse(DIVISION)).toBe(first);
    expect(inner.calls()).toBe(1);
  });

  it('parses refusals every time (anyone can send endless distinct bad URLs)', () => {
    const inner = counted();
    const parse = memoizedParser(inner.parse);
    const bad = '/api/gs/team-agg-stats/competition/abc/';
    expect(parse(bad)).toMatchObject({ kind: 'refused', statusCode: 400 });
    expect(parse(bad)).toMatchObject({ kind: 'refused', statusCode: 400 });
    expect(parse('/api/gs/no-such-endpoint/')).toMatchObject({ statusCode: 404 });
    expect(inner.calls()).toBe(3);
  });

  it('freezes the shared config, so a handler cannot change the next request', () => {
    const parse = memoizedParser(counted().parse);
    const parsed = parse('/api/gs/team-agg-stats/competition/38409/teams/590616-590505/');
    if (parsed.kind !== 'data') throw new Error(`not parsed: ${JSON.stringify(parsed)}`);
    expect(Object.isFrozen(parsed.config)).toBe(true);
    expect(() => {
      (parsed.config as { competitionId: number }).competitionId = 1;
    }).toThrow(TypeError);
    expect(() => (parsed.config.teamIds as number[] | undefined)?.push(1)).toThrow(TypeError);
  });

  it('keeps within its byte budget, least recently used out first', () => {
    const inner = counted();
    // Room for about two entries.
    const parse = memoizedParser(inner.parse, 2 * 1024 + 1200);
    const urls = [1, 2, 3].map((id) => `/api/gs/team-agg-stats/competition/38409/team/${id}/`);
    for (const url of urls) parse(url);
    expect(inner.calls()).toBe(3);
    parse(urls[2] ?? '');
    expect(inner.calls()).toBe(3);
    parse(urls[0] ?? '');
    expect(inner.calls()).toBe(4);
  });
});
