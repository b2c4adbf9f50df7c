/**
 * Brings the cached data answers up to a new data version. Marking them stale would not be
 * enough: §4 data queries never refetch on their own (not on mount, focus or reconnect, and
 * they stay fresh for hours). So the queries on screen are refetched now, each keeping its
 * current answer until the new one arrives, and every other one is dropped, so the next screen
 * that reads it fetches afresh instead of showing the old answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { DATA_QUERY_SCOPE } from './use-data';

export async function refreshDataQueries(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: DATA_QUERY_SCOPE, type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: DATA_QUERY_SCOPE, refetchType: 'active' });
}
