/**
 * The conference and team filters of a division's player list read from its rows, so every
 * option lists at least one player: the conference names (rows carry conference ids only) and
 * the teams of the chosen conference (0: all), both sorted by label.
 */
import { useMemo } from 'react';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';

export interface FilterOption {
  value: number;
  label: string;
}

/** What a row needs for the filters: its conference and team. */
export interface FilterableRow {
  readonly conferenceId: number | null;
  readonly teamId: number;
  readonly teamMarket: string;
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

export function usePlayerFilterOptions(
  competitionId: number,
  rows: readonly FilterableRow[],
  conference: number,
) {
  const conferences = useCompetitionConferences(competitionId);
  const conferenceNames = useMemo(
    () => new Map((conferences.data ?? []).map((c) => [c.conferenceId, c.conferenceShortName])),
    [conferences.data],
  );
  const conferenceOptions = useMemo(() => {
    const ids = new Set(
      rows.flatMap((row) => (row.conferenceId === null ? [] : [row.conferenceId])),
    );
    return [...ids]
      .map((id) => ({ value: id, label: conferenceNames.get(id) ?? `Conference ${id}` }))
      .sort(byLabel);
  }, [rows, conferenceNames]);
  const teamOptions = useMemo(() => {
    const teams = new Map<number, string>();
    for (const row of rows) {
      if (conference === 0 || row.conferenceId === conference) {
        teams.set(row.teamId, row.teamMarket);
      }
    }
    return [...teams].map(([value, label]) => ({ value, label })).sort(byLabel);
  }, [rows, conference]);
  return { conferenceNames, conferenceOptions, teamOptions };
}
