/**
 * `player-game-stats` for one player, full games only (`halfOrQuarter` "game"): his game log.
 * Player lines exist for play-by-play games only. Tier ≥ 1.
 */
import type { PlayerGameStatsRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-game-stats';

export const playerGamesConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
  halfOrQuarter: 'game',
});

export const fetchPlayerGames = (request: PlayerRequest, signal?: AbortSignal) =>
  fetchData<PlayerGameStatsRow[]>(ENDPOINT, playerGamesConfig(request), { signal });

export const playerGamesQueryOptions = (request: PlayerRequest) =>
  dataQueryOptions<PlayerGameStatsRow[]>(ENDPOINT, playerGamesConfig(request));

export const usePlayerGames = (request: PlayerRequest) =>
  useData<PlayerGameStatsRow[]>(ENDPOINT, playerGamesConfig(request), { onError: shownOnScreen });
