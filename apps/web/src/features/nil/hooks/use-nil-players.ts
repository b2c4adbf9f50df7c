/**
 * The player-box view's data: the division's NIL rows (one request per division; the page's
 * other filters narrow them here, as the values are pooled over the whole division anyway), the
 * conference names the rows only carry as ids, and the options of the conference and team
 * filters, read from the rows so every option lists at least one player.
 */
import type { NilPredictionRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { usePlayerFilterOptions } from '@/lib/stats/player-filter-options';
import { useNilPredictions } from '../api/nil-predictions';
import { filterNilRows, type NilFilters } from '../content/nil-route';

export type { FilterOption } from '@/lib/stats/player-filter-options';

/** One identity while loading, so the options below are not rebuilt on every render. */
const NO_ROWS: readonly NilPredictionRow[] = [];

export function useNilPlayers(competitionId: number, filters: NilFilters) {
  const predictions = useNilPredictions({ competitionId, divisionId: filters.division });
  const data = predictions.data;
  const all = data ?? NO_ROWS;

  const { conferenceNames, conferenceOptions, teamOptions } = usePlayerFilterOptions(
    competitionId,
    all,
    filters.conference,
  );

  // undefined (loading) and null stay as they are: the view's DataState reads them.
  const rows = useMemo(
    () => (data === undefined || data === null ? data : filterNilRows(data, filters)),
    [data, filters],
  );

  return { predictions, rows, conferenceNames, conferenceOptions, teamOptions };
}
