/**
 * `GET {api}/data-status`: the data version in service and the seasons the background demo
 * build has still to finish, in build order (empty when everything is served, the normal case).
 * While seasons are being built it is read again every 20 s, and each new data version
 * refreshes the cached data answers (refresh-data.ts), so a season that has just finished
 * replaces the empty answers read before it arrived. Read once, by the shell's BuildingNotice.
 */
import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataStatusResponse, DataStatusSeason } from '@courtside/contract';
import { http as appHttp, type HttpClient } from './api/http';
import { refreshDataQueries } from './api/refresh-data';

export const DATA_STATUS_PATH = '/data-status';
/** How often the status is read again while seasons are still being built. */
export const BUILDING_RECHECK_MS = 20_000;

export const dataStatusQueryKey = ['data-status'] as const;

function isSeason(value: unknown): value is DataStatusSeason {
  if (typeof value !== 'object' || value === null) return false;
  const { competitionId, label } = value as Record<string, unknown>;
  return Number.isInteger(competitionId) && typeof label === 'string';
}

/** The answer, checked by hand: the web bundle leaves zod (the contract's schema) out. */
function toDataStatus(body: unknown): DataStatusResponse {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { dataVersion, building } = record;
  const versionOk = dataVersion === null || typeof dataVersion === 'string';
  if (!versionOk || !Array.isArray(building) || !building.every(isSeason)) {
    throw new Error(`Unexpected reply from ${DATA_STATUS_PATH}`);
  }
  return { dataVersion, building };
}

export interface FetchDataStatusOptions {
  signal?: AbortSignal;
  /** The HTTP client to use; the app's `http` by default. */
  client?: HttpClient;
}

export async function fetchDataStatus({
  signal,
  client = appHttp,
}: FetchDataStatusOptions = {}): Promise<DataStatusResponse> {
  const { data } = await client.get(DATA_STATUS_PATH, { signal });
  return toDataStatus(data);
}

const isBuilding = (status: DataStatusResponse | undefined): boolean =>
  status !== undefined && status.building.length > 0;

export const dataStatusQueryOptions = (client?: HttpClient) =>
  queryOptions({
    queryKey: dataStatusQueryKey,
    queryFn: ({ signal }) => fetchDataStatus({ signal, client }),
    // Polled only while something is being built; after that it never changes in this visit.
    refetchInterval: (query) => (isBuilding(query.state.data) ? BUILDING_RECHECK_MS : false),
    // The next poll is the retry; with nothing known the notice just stays hidden.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    networkMode: 'always',
  });

/**
 * The status, or undefined while unknown or after a failed read. A change of data version
 * between two reads refreshes the data queries; the first read only sets where it starts.
 */
export function useDataStatus(client?: HttpClient): DataStatusResponse | undefined {
  const queryClient = useQueryClient();
  const query = useQuery(dataStatusQueryOptions(client));
  const dataVersion = query.data?.dataVersion;
  const seenVersion = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (dataVersion === undefined) return;
    const previous = seenVersion.current;
    seenVersion.current = dataVersion;
    if (previous !== undefined && previous !== dataVersion) void refreshDataQueries(queryClient);
  }, [dataVersion, queryClient]);
  return query.isError ? undefined : query.data;
}
