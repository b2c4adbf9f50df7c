/** `games` for one game: the header (teams, score, site, periods, coverage). */
import type { GameDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'games';

export function fetchGameRows(config: GameConfig, signal?: AbortSignal): Promise<GameDataRow[]> {
  return fetchData<GameDataRow[]>(ENDPOINT, config, { signal });
}

export function gameRowsQueryOptions(config: GameConfig) {
  return dataQueryOptions<GameDataRow[]>(ENDPOINT, config);
}

export function useGameRows(config: GameConfig): UseDataResult<GameDataRow[]> {
  return useData<GameDataRow[]>(ENDPOINT, config);
}
