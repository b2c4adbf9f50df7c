/** `enh-pbp`: every event with the score, margin and win probability after it (play-by-play games only). */
import type { EnhPbpRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'enh-pbp';

export function fetchGamePlayByPlay(
  config: GameConfig,
  signal?: AbortSignal,
): Promise<EnhPbpRow[]> {
  return fetchData<EnhPbpRow[]>(ENDPOINT, config, { signal });
}

export function gamePlayByPlayQueryOptions(config: GameConfig) {
  return dataQueryOptions<EnhPbpRow[]>(ENDPOINT, config);
}

export function useGamePlayByPlay(config: GameConfig): UseDataResult<EnhPbpRow[]> {
  return useData<EnhPbpRow[]>(ENDPOINT, config);
}
