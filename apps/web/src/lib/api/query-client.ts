/**
 * The TanStack Query client whose defaults are the data-fetch lifecycle of §4: fetched data is
 * kept until it is replaced, never refetched behind the user's back, and only malformed data is
 * retried.
 */
import { QueryClient } from '@tanstack/react-query';
import { DATA_CACHE, dataRetentionMs, dataStaleTimeMs } from '@courtside/contract';
import { isCanceledRequest, isMalformedDataError, toRequestError } from './request-errors';
import type { RequestError } from './request-errors';

/** What a caller may ask for on errors other than malformed data (TanStack's `retry` forms). */
export type CallerRetry =
  boolean | number | ((failureCount: number, error: RequestError) => boolean);

/**
 * The retry decision of §8. `failureCount` is the number of failures before this one (0 on the
 * first), so `< 3` allows three retries: four requests in all. Malformed data is always
 * retried that far, whatever the caller says; cancellations never are; other errors follow the
 * caller's `retry`, none by default.
 */
export function dataRetry(callerRetry: CallerRetry = false) {
  return (failureCount: number, error: Error): boolean => {
    if (isCanceledRequest(error)) return false;
    if (isMalformedDataError(error)) return failureCount < DATA_CACHE.malformedDataRetries;
    if (typeof callerRetry === 'boolean') return callerRetry;
    if (typeof callerRetry === 'number') return failureCount < callerRetry;
    return callerRetry(failureCount, toRequestError(error));
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        // Offline requests fail as "No response received from server." (§8) instead of pausing.
        networkMode: 'always',
        retry: dataRetry(),
        staleTime: dataStaleTimeMs(),
        gcTime: dataRetentionMs(),
      },
    },
  });
}
