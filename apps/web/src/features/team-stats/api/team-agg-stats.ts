/**
 * `team-agg-stats`: a team's aggregates for every named scope (season, home, away, neutral,
 * conference, wins, losses, last N, quadrants, clutch) or, for the whole division, the season
 * rows that place the team among its peers. Public (tier 0).
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

export interface TeamAggStatsRequest {
  competitionId: number;
  teamId: number;
  /** Extra scopes beyond the named ones (e.g. `month-2025-01`); the named ones when empty. */
  scopes?: readonly string[];
}

export function teamAggStatsConfig({
  competitionId,
  teamId,
  scopes,
}: TeamAggStatsRequest): EndpointParams<'team-agg-stats'> {
  const config = { competitionId, teamId };
  return scopes === undefined || scopes.length === 0 ? config : { ...config, scopes };
}

/** A null request (scopes not known yet) sends nothing. */
export const useTeamAggStats = (request: TeamAggStatsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamAggStatsConfig(request), {
    onError: shownOnScreen,
  });

export interface DivisionSeasonRequest {
  competitionId: number;
  divisionId: number;
}

export const divisionSeasonConfig = ({ competitionId, divisionId }: DivisionSeasonRequest) => ({
  competitionId,
  divisionId,
  scope: 'season',
});

/** Every team of the division, season scope: the pool of the overview's percentiles. */
export const useDivisionSeasonStats = (request: DivisionSeasonRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : divisionSeasonConfig(request), {
    onError: shownOnScreen,
  });
