/**
 * The player-box view's data: the division's NIL rows (one request per division; the page's
 * other filters narrow them here, as the values are pooled over the whole division anyway), the
 * conference names the rows only carry as ids, and the options of the conference and team
 * filters, read from the rows so every option lists at least one player.
 */
import type { NilPredictionRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useNilPredictions } from '../api/nil-predictions';
import { filterNilRows, type NilFilters } from '../content/nil-route';

export interface FilterOption {
  value: number;
  label: string;
}

/** One identity while loading, so the options below are not rebuilt on every render. */
const NO_ROWS: readonly NilPredictionRow[] = [];

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

export function useNilPlayers(competitionId: number, filters: NilFilters) {
  const predictions = useNilPredictions({ competitionId, divisionId: filters.division });
  const conferences = useCompetitionConferences(competitionId);
  const conferenceNames = useMemo(
    () => new Map((conferences.data ?? []).map((c) => [c.conferenceId, c.conferenceShortName])),
    [conferences.data],
  );
  const data = predictions.data;
  const all = data ?? NO_ROWS;

  const conferenceOptions = useMemo(() => {
    const ids = new Set(
      all.flatMap((row) => (row.conferenceId === null ? [] : [row.conferenceId])),
    );
    return [...ids]
      .map((id) => ({ value: id, label: conferenceNames.get(id) ?? `Conference ${id}` }))
      .sort(byLabel);
  }, [all, conferenceNames]);

  const teamOptions = useMemo(() => {
    const teams = new Map<number, string>();
    for (const row of all) {
      if (filters.conference === 0 || row.conferenceId === filters.conference) {
        teams.set(row.teamId, row.teamMarket);
      }
    }
    return [...teams].map(([value, label]) => ({ value, label })).sort(byLabel);
  }, [all, filters.conference]);

  // undefined (loading) and null stay as they are: the view's DataState reads them.
  const rows = useMemo(
    () => (data === undefined || data === null ? data : filterNilRows(data, filters)),
    [data, filters],
  );

  return { predictions, rows, conferenceNames, conferenceOptions, teamOptions };
}
