/**
 * Whose rows a scatter chart plots: the competition (the URL's, else the user's default season,
 * which is always a scatter season), the division, and the conference — the URL's when it is
 * one of the division's conferences in that competition (`competition-conferences`), else the
 * whole division. Until the conferences are known a named conference is `undefined` (not
 * checked yet), so no request goes out for a conference the division does not have. If the
 * list cannot be read, the chart falls back to the whole division rather than waiting.
 */
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import {
  DIVISIONS,
  divisionIdFromLabel,
  getCompetition,
  type Competition,
  type DivisionLabel,
} from '@courtside/contract';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { SCATTER_DEFAULT_COMPETITION_IDS } from '../content/scatter-params';

export interface ScopeFilters {
  competition: number | null;
  division: DivisionLabel;
  conference: number | null;
}

export interface ScatterScope {
  competitionId: number;
  competition: Competition | undefined;
  division: { id: 1 | 2 | 3; label: DivisionLabel; name: string };
  /** The division's conferences in the competition, by short name. */
  conferences: readonly CompetitionConferenceRow[];
  /** The conference charted; null for the whole division, undefined while not checked. */
  conferenceId: number | null | undefined;
  conferenceName: string | null;
}

export function useScatterScope(filters: ScopeFilters): ScatterScope {
  const defaults = useStatsDefaults();
  const fallback = SCATTER_DEFAULT_COMPETITION_IDS.includes(defaults.competitionId)
    ? defaults.competitionId
    : (SCATTER_DEFAULT_COMPETITION_IDS[0] ?? defaults.competitionId);
  const competitionId = filters.competition ?? fallback;
  const divisionId = divisionIdFromLabel(filters.division);
  const division = {
    id: divisionId,
    label: filters.division,
    name: DIVISIONS.find((entry) => entry.id === divisionId)?.name ?? 'Division',
  };
  const all = useCompetitionConferences(competitionId);
  const conferences = useMemo(
    () =>
      (all.data ?? [])
        .filter((row) => row.divisionId === divisionId)
        .sort((a, b) => a.conferenceShortName.localeCompare(b.conferenceShortName)),
    [all.data, divisionId],
  );
  const named = filters.conference;
  const known = all.status === 'success' || all.status === 'error';
  const match = conferences.find((row) => row.conferenceId === named);
  const conferenceId = named === null ? null : !known ? undefined : (match?.conferenceId ?? null);
  return {
    competitionId,
    competition: getCompetition(competitionId),
    division,
    conferences,
    conferenceId,
    conferenceName: match?.conferenceShortName ?? null,
  };
}
