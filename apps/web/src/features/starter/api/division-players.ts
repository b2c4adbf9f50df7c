/**
 * `player-agg-stats` of one division: every player's season line, the players view's rows,
 * slimmed with `fields` to the board's columns (a division's full rows are megabytes).
 * Tier ≥ 1 (the server answers a visitor with 403 and gives tier 1 its trial players only).
 * `qualifiedOnly` asks the server for players with 10% of their team's minutes, so the
 * division's long tail of walk-ons is not sent at all.
 */
import type { EndpointParams, PlayerAggStatsRow } from '@courtside/contract/schemas';
import { PLAYER_BOARD_SEASON_COLUMNS } from '@/components/stats/player-leaderboard';
import { useEndpoint } from '@/lib/api';
import type { DivisionRequest } from './division-teams';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

/**
 * The board's columns plus what the table needs besides: the row key, the names, and the
 * games, minutes and possessions its per-game / per-40 / per-100 switch divides by.
 */
export const DIVISION_PLAYER_FIELDS = [
  'playerKey',
  'fullName',
  'teamMarket',
  'poss',
  'isQualified',
  ...PLAYER_BOARD_SEASON_COLUMNS,
] as const;

export type DivisionPlayerRow = Pick<
  PlayerAggStatsRow,
  'competitionId' | 'playerId' | 'teamId' | (typeof DIVISION_PLAYER_FIELDS)[number]
>;

export interface DivisionPlayersRequest extends DivisionRequest {
  qualifiedOnly: boolean;
}

export function divisionPlayersConfig({
  competitionId,
  divisionId,
  qualifiedOnly,
}: DivisionPlayersRequest): EndpointParams<'player-agg-stats'> {
  const config: EndpointParams<'player-agg-stats'> = {
    competitionId,
    divisionId,
    scope: 'season',
    fields: [...DIVISION_PLAYER_FIELDS],
  };
  return qualifiedOnly ? { ...config, isQualified: true } : config;
}

export const useDivisionPlayers = (request: DivisionPlayersRequest) =>
  useEndpoint(ENDPOINT, divisionPlayersConfig(request), {
    onError: shownOnScreen,
  });
