/**
 * `player-agg-stats`, season scope, for tiers ≥ 2 (tier 1's answer holds its trial players only,
 * so it compares the public list): a compared player's full line, and his division's qualified
 * players (10% of team minutes) as his percentile pool, slimmed with `fields` to the stats, the
 * key that finds him among them and the position that forms the position pools.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { endpointQueryOptions } from '@/lib/api';
import { PLAYER_AGG_STAT_KEYS } from '@/lib/stats/row-stat-keys';
import type { DivisionRequest } from './team-agg-stats';

const ENDPOINT = 'player-agg-stats';

export interface PlayerSeasonRequest {
  competitionId: number;
  playerId: number;
}

export const playerSeasonConfig = ({ competitionId, playerId }: PlayerSeasonRequest) => ({
  competitionId,
  playerId,
  scope: 'season',
});

export const playerSeasonQueryOptions = (request: PlayerSeasonRequest) =>
  endpointQueryOptions(ENDPOINT, playerSeasonConfig(request));

export const divisionPlayersConfig = ({
  competitionId,
  divisionId,
}: DivisionRequest): EndpointParams<'player-agg-stats'> => ({
  competitionId,
  divisionId,
  scope: 'season',
  isQualified: true,
  fields: ['playerKey', 'position', ...PLAYER_AGG_STAT_KEYS],
});

export const divisionPlayersQueryOptions = (request: DivisionRequest) =>
  endpointQueryOptions(ENDPOINT, divisionPlayersConfig(request));
