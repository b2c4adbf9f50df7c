/**
 * `player-agg-stats-public`, season scope: the public player stats every tier may read. It lists
 * a team's players for the player choice (names and positions only), and for tier 1 it is what
 * is compared: a player's public line and his division's qualified players (10% of team minutes)
 * as his percentile pool. Public.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import type { PlayerSeasonRequest } from './player-agg-stats';
import { shownOnScreen } from './shown-on-screen';
import type { DivisionRequest } from './team-agg-stats';

const ENDPOINT = 'player-agg-stats-public';

export interface TeamPlayersRequest {
  competitionId: number;
  teamId: number;
}

export const teamPlayersConfig = ({
  competitionId,
  teamId,
}: TeamPlayersRequest): EndpointParams<'player-agg-stats-public'> => ({
  competitionId,
  teamId,
  scope: 'season',
  fields: ['playerKey', 'fullName', 'position', 'gp'],
});

/** A null request (no team chosen yet) sends nothing. */
export const useTeamPlayers = (request: TeamPlayersRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamPlayersConfig(request), {
    onError: shownOnScreen,
  });

export const publicPlayerSeasonConfig = ({ competitionId, playerId }: PlayerSeasonRequest) => ({
  competitionId,
  playerId,
  scope: 'season',
});

export const publicPlayerSeasonQueryOptions = (request: PlayerSeasonRequest) =>
  endpointQueryOptions(ENDPOINT, publicPlayerSeasonConfig(request));

export const publicDivisionPlayersConfig = ({ competitionId, divisionId }: DivisionRequest) => ({
  competitionId,
  divisionId,
  scope: 'season',
  isQualified: true,
});

export const publicDivisionPlayersQueryOptions = (request: DivisionRequest) =>
  endpointQueryOptions(ENDPOINT, publicDivisionPlayersConfig(request));
