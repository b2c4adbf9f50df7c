/** `games` with `latest` N: the newest results of one competition (the stats home's season). */
import type { GameDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'games';
export const LATEST_RESULTS = 12;

export const latestGamesConfig = (competitionId: number) => ({
  competitionIds: [competitionId],
  latest: LATEST_RESULTS,
});

export function fetchLatestGames(competitionId: number, signal?: AbortSignal) {
  return fetchData<GameDataRow[]>(ENDPOINT, latestGamesConfig(competitionId), { signal });
}

export function latestGamesQueryOptions(competitionId: number) {
  return dataQueryOptions<GameDataRow[]>(ENDPOINT, latestGamesConfig(competitionId));
}

export function useLatestGames(competitionId: number): UseDataResult<GameDataRow[]> {
  return useData<GameDataRow[]>(ENDPOINT, latestGamesConfig(competitionId));
}
