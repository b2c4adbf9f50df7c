/**
 * `team-agg-stats` of Division I for one competition, season scope, offense rows only, slimmed
 * with `fields`: the same request as the home page's top teams, so a visit to the home page and
 * to the tour share one cached answer. The tour's first card links the qualified team with the
 * highest adjusted net rating. Public (tier 0).
 */
import type { EndpointParams, EndpointRow, TeamAggStatsRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';
/** Division I: the default division of the stats areas. */
export const TOUR_DIVISION_ID = 1;

/** The fields the home page reads; the router always keeps ids (teamId, competitionId…). */
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
  divisionId: TOUR_DIVISION_ID,
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

export const useTopTeams = (competitionId: number) =>
  useEndpoint(ENDPOINT, topTeamsConfig(competitionId), { onError: shownOnScreen });
