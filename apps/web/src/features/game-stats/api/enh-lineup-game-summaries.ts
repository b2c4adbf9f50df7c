/** `enh-lineup-game-summaries` of one game: each unit both teams used (tier ≥ 1). */
import type { LineupGameRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'enh-lineup-game-summaries';

export function useGameLineups(config: GameConfig): UseDataResult<LineupGameRow[]> {
  return useEndpoint(ENDPOINT, config);
}
