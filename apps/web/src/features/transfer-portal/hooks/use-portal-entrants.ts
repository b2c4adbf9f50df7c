/**
 * Every entrant of the competition's portal with his season line: the two answers as one query
 * for a DataState (one skeleton, one error with a Retry for whichever failed).
 */
import { useMemo } from 'react';
import type { DataStateQuery } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { usePortalAggStats } from '../api/portal-agg-stats';
import { useTransferPortal, type PortalRequest } from '../api/transfer-portal';
import { joinEntrants, type PortalEntrant } from '../content/entrants';

export function usePortalEntrants(request: PortalRequest): DataStateQuery<PortalEntrant[]> {
  const moves = useTransferPortal(request);
  const lines = usePortalAggStats(request);
  // Joined once per pair of answers, not on every render (the views group the list again).
  const entrants = useMemo(
    () =>
      moves.data === undefined || lines.data === undefined
        ? undefined
        : moves.data === null || lines.data === null
          ? null
          : joinEntrants(moves.data, lines.data),
    [moves.data, lines.data],
  );
  const both = combineQueries(moves, lines);
  return { ...both, data: both.status === 'success' ? entrants : undefined };
}
