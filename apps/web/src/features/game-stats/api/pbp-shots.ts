/** `pbp-shots` of one game: both teams' field-goal attempts with their court location. */
import type { PbpShotRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'pbp-shots';

export function fetchGameShots(config: GameConfig, signal?: AbortSignal): Promise<PbpShotRow[]> {
  return fetchData<PbpShotRow[]>(ENDPOINT, config, { signal });
}

export function gameShotsQueryOptions(config: GameConfig) {
  return dataQueryOptions<PbpShotRow[]>(ENDPOINT, config);
}

export function useGameShots(config: GameConfig): UseDataResult<PbpShotRow[]> {
  return useData<PbpShotRow[]>(ENDPOINT, config);
}
