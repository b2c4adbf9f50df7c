/**
 * `team-agg-stats` of Division I for one competition, season scope, offense rows only, slimmed
 * with `fields` to a team's name, adjusted ratings, pace and record: the full division answer is
 * about 2.5 MB, these few fields a small fraction of it. The home page (top teams and team
 * leaders: ratings and pace are the team's on the offense row) and the demo tour (its top team)
 * send this same request, so a visit to both shares one cached answer. Public.
 */
import type { EndpointParams, EndpointRow, TeamAggStatsRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';

const ENDPOINT = 'team-agg-stats';
const DIVISION_I = 1;

/** The fields asked for; the router always keeps ids (teamId, competitionId…). */
export const TOP_TEAM_FIELDS = [
  'teamMarket',
  'teamName',
  'netRtgAdj',
  'ortgAdj',
  'drtgAdj',
  'paceAdj',
  'overallWins',
  'overallLosses',
  'isQualified',
] as const;

/** A team-agg-stats row as the `fields` selection returns it. */
export type TopTeamRow = Pick<
  TeamAggStatsRow,
  'competitionId' | 'teamId' | (typeof TOP_TEAM_FIELDS)[number]
>;

export const topTeamsConfig = (competitionId: number): EndpointParams<'team-agg-stats'> => ({
  competitionId,
  divisionId: DIVISION_I,
  scope: 'season',
  isOffense: true,
  fields: [...TOP_TEAM_FIELDS],
});

export const fetchTopTeams = (competitionId: number, signal?: AbortSignal) =>
  fetchData<EndpointRow<'team-agg-stats'>[]>(ENDPOINT, topTeamsConfig(competitionId), {
    signal,
    definedName: true,
  });

export const topTeamsQueryOptions = (competitionId: number) =>
  endpointQueryOptions(ENDPOINT, topTeamsConfig(competitionId));

/** `onError` replaces the default console report where the page shows failures itself. */
export const useTopTeams = (competitionId: number, onError?: () => void) =>
  useEndpoint(ENDPOINT, topTeamsConfig(competitionId), onError ? { onError } : {});
