/**
 * `player-game-stats` of one game, full-game rows only (`halfOrQuarter: 'game'`): the player box.
 * Tier ≥ 1; a tier-1 caller gets only its trial players' rows (the server filters).
 */
import type { PlayerGameStatsRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'player-game-stats';

const fullGame = (config: GameConfig) => ({ ...config, halfOrQuarter: 'game' });

export function usePlayerGameLines(config: GameConfig): UseDataResult<PlayerGameStatsRow[]> {
  return useEndpoint(ENDPOINT, fullGame(config));
}
