/**
 * The data hook of §4 and §8 on TanStack Query. `dataQueryOptions` holds the whole policy (key,
 * cache times, retries) so per-endpoint hooks, prefetching and route loaders reuse it;
 * `useData` adds what only a component can do: the once-per-failure error handler and the
 * emptied data after malformed responses.
 */
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryObserverResult,
} from '@tanstack/react-query';
import {
  dataRetentionMs,
  dataStaleTimeMs,
  isDataRequestEnabled,
  type DataConfig,
} from '@courtside/contract';
import { dataRequestPath, fetchData } from './fetch-data';
import type { HttpClient } from './http';
import { dataRetry, type CallerRetry } from './query-client';
import type { RequestError } from './request-errors';
import { useFailureHandler } from './use-failure-handler';

export interface DataQueryOptions {
  /** Refetch this often (ms); also sets the stale and kept times of §4. */
  refreshIntervalMs?: number;
  /** A new value gives a new cache key, which forces a new fetch (§4). */
  refetchCounter?: number;
  /** Retries for errors other than malformed data (always retried, §8). None by default. */
  retry?: CallerRetry;
  /** The HTTP client to use; the app's `http` by default. */
  client?: HttpClient;
  /** The name is one of the contract's definitions (see FetchDataOptions). */
  definedName?: boolean;
  /**
   * While a changed request loads, go on showing the previous answer (a search refined as one
   * types) instead of nothing; `showsPrevious` says when that is what is shown.
   */
  keepPrevious?: boolean;
}

/** ['data', canonical request URL, refetch counter]. */
export type DataQueryKey = readonly ['data', string, number];

/** The prefix of every data query key: as a filter it matches them all. */
export const DATA_QUERY_SCOPE = ['data'] as const;

/**
 * The canonical URL names the request. A config the codec refuses has no URL; it still gets a
 * distinct key, and its fetch fails as a setup error instead of the render throwing.
 */
function requestKeyUrl(endpoint: string, config: DataConfig): string {
  try {
    return dataRequestPath(endpoint, config);
  } catch {
    return `unbuildable:${endpoint}:${JSON.stringify(config)}`;
  }
}

export function dataQueryKey(
  endpoint: string,
  config: DataConfig = {},
  refetchCounter = 0,
): DataQueryKey {
  return [DATA_QUERY_SCOPE[0], requestKeyUrl(endpoint, config), refetchCounter];
}

export function dataQueryOptions<T>(
  endpoint: string,
  config: DataConfig = {},
  options: DataQueryOptions = {},
) {
  const { refreshIntervalMs, refetchCounter, retry, client, definedName, keepPrevious } = options;
  return queryOptions<T, RequestError, T, DataQueryKey>({
    queryKey: dataQueryKey(endpoint, config, refetchCounter),
    queryFn: ({ signal }) => fetchData<T>(endpoint, config, { signal, client, definedName }),
    enabled: isDataRequestEnabled(config),
    // Repeated here, not only in createQueryClient, so §4 holds whichever client is provided.
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    // Offline requests fail as "No response received from server." (§8) instead of pausing.
    networkMode: 'always',
    refetchInterval: refreshIntervalMs ?? false,
    staleTime: dataStaleTimeMs(refreshIntervalMs),
    gcTime: dataRetentionMs(refreshIntervalMs),
    retry: dataRetry(retry),
    placeholderData: keepPrevious === true ? keepPreviousData : undefined,
  });
}

export interface UseDataOptions extends DataQueryOptions {
  /** Called once per final failure instead of the default console message (§8). */
  onError?: (error: RequestError) => void;
}

export interface UseDataResult<T> {
  /** undefined until the first success; [] or null after malformed data (§8). */
  data: T | null | undefined;
  error: RequestError | null;
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'fetching' | 'idle';
  /** True only while a fetch runs and there is no data yet (§4): never for a `pass` config. */
  isLoading: boolean;
  /** The data is the previous request's, shown while this one loads (`keepPrevious`). */
  showsPrevious: boolean;
  refetch: () => Promise<QueryObserverResult<T, RequestError>>;
}

/** Shared so that emptied data keeps one identity across renders. */
const EMPTY_LIST: readonly never[] = Object.freeze([]);

/** §8: after malformed data, a list becomes an empty list and anything else becomes null. */
function emptiedData<T>(prior: T | undefined): T | null {
  return Array.isArray(prior) ? (EMPTY_LIST as T) : null;
}

export function useData<T>(
  endpoint: string,
  config: DataConfig = {},
  options: UseDataOptions = {},
): UseDataResult<T> {
  const { onError, ...queryInput } = options;
  const dataQuery = dataQueryOptions<T>(endpoint, config, queryInput);
  const query = useQuery(dataQuery);
  useFailureHandler(
    `${JSON.stringify(dataQuery.queryKey)}#${query.errorUpdateCount}`,
    query.error,
    onError,
  );
  const malformed = query.status === 'error' && query.error.kind === 'malformed';
  // TanStack pauses a retry while the window is hidden; the fetch is still under way, so it
  // counts as fetching (§4 knows only fetching and idle).
  const fetchStatus = query.fetchStatus === 'idle' ? 'idle' : 'fetching';
  return {
    data: malformed ? emptiedData(query.data) : query.data,
    error: query.error,
    status: query.status,
    fetchStatus,
    isLoading: query.status === 'pending' && fetchStatus === 'fetching',
    showsPrevious: query.isPlaceholderData,
    refetch: query.refetch,
  };
}
