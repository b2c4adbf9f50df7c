/**
 * The conferences of a page's division in its season (`competition-conferences`), for the
 * conference picker and the table's conference column. The rows carry only the id: until the
 * names arrive (or if they fail) the column shows a dash and the picker offers every conference
 * only, rather than holding the table back.
 */
import { useMemo } from 'react';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { MISSING_VALUE } from '@/lib/stats/format';

export interface ConferenceChoice {
  conferenceId: number;
  label: string;
}

export interface DivisionConferences {
  choices: readonly ConferenceChoice[];
  /** Short name of a conference; a dash when unknown. */
  shortNameOf: (conferenceId: number | null) => string;
}

export function useDivisionConferences(
  competitionId: number,
  divisionId: number,
): DivisionConferences {
  const conferences = useCompetitionConferences(competitionId);
  return useMemo(() => {
    const rows = (conferences.data ?? []).filter((row) => row.divisionId === divisionId);
    const shortNames = new Map(rows.map((row) => [row.conferenceId, row.conferenceShortName]));
    return {
      choices: rows
        .map((row) => ({ conferenceId: row.conferenceId, label: row.conferenceLongName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      shortNameOf: (conferenceId) =>
        conferenceId === null ? MISSING_VALUE : (shortNames.get(conferenceId) ?? MISSING_VALUE),
    };
  }, [conferences.data, divisionId]);
}
