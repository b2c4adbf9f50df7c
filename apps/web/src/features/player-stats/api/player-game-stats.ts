/**
 * `player-game-stats` for one player, full games only (`halfOrQuarter` "game"): his game log.
 * Player lines exist for play-by-play games only. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-game-stats';

export const playerGamesConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
  halfOrQuarter: 'game',
});

export const usePlayerGames = (request: PlayerRequest) =>
  useEndpoint(ENDPOINT, playerGamesConfig(request), { onError: shownOnScreen });
