/** `enh-lineup-game-summaries` of one game: each unit both teams used (tier ≥ 1). */
import type { LineupGameRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'enh-lineup-game-summaries';

export function fetchGameLineups(
  config: GameConfig,
  signal?: AbortSignal,
): Promise<LineupGameRow[]> {
  return fetchData<LineupGameRow[]>(ENDPOINT, config, { signal });
}

export function gameLineupsQueryOptions(config: GameConfig) {
  return dataQueryOptions<LineupGameRow[]>(ENDPOINT, config);
}

export function useGameLineups(config: GameConfig): UseDataResult<LineupGameRow[]> {
  return useData<LineupGameRow[]>(ENDPOINT, config);
}
