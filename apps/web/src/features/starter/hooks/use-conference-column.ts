/**
 * The conference column of the starter's team tables: the team's conference short name from
 * `competition-conferences`. The rows carry only the id; until the names arrive (or if they
 * fail) the column shows a dash rather than holding the table back.
 */
import { useMemo } from 'react';
import type { StatColumn } from '@/components/stats/StatTable/stat-columns';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';

export function useConferenceColumn<TRow extends { conferenceId: number | null }>(
  competitionId: number,
): StatColumn<TRow> {
  const conferences = useCompetitionConferences(competitionId);
  return useMemo(() => {
    const names = new Map(
      (conferences.data ?? []).map((row) => [row.conferenceId, row.conferenceShortName]),
    );
    return {
      key: 'conferenceShortName',
      value: (row: TRow) =>
        row.conferenceId === null ? null : (names.get(row.conferenceId) ?? null),
    };
  }, [conferences.data]);
}
