/** `streaks-margins` of one game: largest leads, lead changes, ties and time ahead per team (tier ≥ 1). */
import type { StreaksMarginRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'streaks-margins';

export function fetchGameMargins(
  config: GameConfig,
  signal?: AbortSignal,
): Promise<StreaksMarginRow[]> {
  return fetchData<StreaksMarginRow[]>(ENDPOINT, config, { signal });
}

export function gameMarginsQueryOptions(config: GameConfig) {
  return dataQueryOptions<StreaksMarginRow[]>(ENDPOINT, config);
}

export function useGameMargins(config: GameConfig): UseDataResult<StreaksMarginRow[]> {
  return useData<StreaksMarginRow[]>(ENDPOINT, config);
}
