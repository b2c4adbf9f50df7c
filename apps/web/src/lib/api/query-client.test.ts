import { describe, expect, it } from 'vitest';
import { createQueryClient, dataRetry } from './query-client';
import { MalformedDataError, RequestError } from './request-errors';

const notFound = new RequestError('response', 'Not found', { status: 404 });
const canceled = new RequestError('canceled', 'canceled');

describe('createQueryClient (§4)', () => {
  it('never refetches by itself and keeps data 20 minutes without going stale', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      staleTime: Infinity,
      gcTime: 1_200_000,
    });
    const retry = queries?.retry;
    if (typeof retry !== 'function') throw new Error('expected a retry policy function');
    expect(retry(0, notFound)).toBe(false);
    expect(retry(2, new MalformedDataError())).toBe(true);
    expect(retry(3, new MalformedDataError())).toBe(false);
  });
});

describe('dataRetry (§8)', () => {
  it('retries malformed data while fewer than 3 retries happened, whatever the caller says', () => {
    for (const callerRetry of [undefined, false, true, 10]) {
      const retry = dataRetry(callerRetry);
      expect([0, 1, 2, 3].map((n) => retry(n, new MalformedDataError()))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it("retries other errors only as the caller's retry says", () => {
    expect(dataRetry()(0, notFound)).toBe(false);
    expect(dataRetry(true)(5, notFound)).toBe(true);
    expect([0, 1, 2].map((n) => dataRetry(2)(n, notFound))).toEqual([true, true, false]);
    const seen: Array<[number, number | undefined]> = [];
    const byStatus = dataRetry((count, error) => {
      seen.push([count, error.status]);
      return error.status !== 404;
    });
    expect(byStatus(0, notFound)).toBe(false);
    expect(byStatus(0, new RequestError('response', 'x', { status: 503 }))).toBe(true);
    expect(seen).toEqual([
      [0, 404],
      [0, 503],
    ]);
  });

  it('never retries a cancellation', () => {
    expect(dataRetry(true)(0, canceled)).toBe(false);
  });
});
