/**
 * The player-box view's data: the division's prospect rows (one request per division; the
 * page's other filters narrow them here, since ranks and the age adjustment are pooled over the
 * whole gender anyway), the conference names the rows only carry as ids, the options of the
 * conference and team filters read from the rows so every option lists at least one player,
 * and whether the rows carry a projection and a known draft at all.
 */
import type { DraftProspectRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { usePlayerFilterOptions } from '@/lib/stats/player-filter-options';
import { useDraftProspects } from '../api/draft-prospects';
import { filterDraftRows, type DraftFilters } from '../content/draft-route';

export type { FilterOption } from '@/lib/stats/player-filter-options';

/** One identity while loading, so the options below are not rebuilt on every render. */
const NO_ROWS: readonly DraftProspectRow[] = [];

export function useDraftPlayers(competitionId: number, filters: DraftFilters) {
  const prospects = useDraftProspects({ competitionId, divisionId: filters.division });
  const data = prospects.data;
  const all = data ?? NO_ROWS;

  const { conferenceNames, conferenceOptions, teamOptions } = usePlayerFilterOptions(
    competitionId,
    all,
    filters.conference,
  );

  // Read from every row of the division, not the filtered ones, so a filter that keeps only
  // unprojected rows does not make the projection columns disappear.
  const hasProjection = useMemo(() => all.some((row) => row.draftProb !== null), [all]);
  const hasDraft = useMemo(() => all.some((row) => row.draftKnown), [all]);

  // undefined (loading) and null stay as they are: the view's DataState reads them. Without a
  // projection the tier filter is not offered, so a tier in a shared link is not applied.
  const rows = useMemo(() => {
    if (data === undefined || data === null) return data;
    return filterDraftRows(data, hasProjection ? filters : { ...filters, tier: 'all' });
  }, [data, filters, hasProjection]);

  return {
    prospects,
    rows,
    conferenceNames,
    conferenceOptions,
    teamOptions,
    hasProjection,
    hasDraft,
  };
}
