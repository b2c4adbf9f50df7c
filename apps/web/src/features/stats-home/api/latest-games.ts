/** `games` with `latest` N: the newest results of the default men's and women's competitions. */
import type { GameDataRow } from '@courtside/contract/schemas';
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'games';
export const LATEST_RESULTS = 12;

export const latestGamesConfig = {
  competitionIds: [DEFAULT_COMPETITION_IDS.MALE, DEFAULT_COMPETITION_IDS.FEMALE],
  latest: LATEST_RESULTS,
};

export function fetchLatestGames(signal?: AbortSignal): Promise<GameDataRow[]> {
  return fetchData<GameDataRow[]>(ENDPOINT, latestGamesConfig, { signal });
}

export function latestGamesQueryOptions() {
  return dataQueryOptions<GameDataRow[]>(ENDPOINT, latestGamesConfig);
}

export function useLatestGames(): UseDataResult<GameDataRow[]> {
  return useData<GameDataRow[]>(ENDPOINT, latestGamesConfig);
}
