/** `games` with `latest` N: the newest results of one competition (the stats home's season). */
import type { GameDataRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'games';
export const LATEST_RESULTS = 12;

export const latestGamesConfig = (competitionId: number) => ({
  competitionIds: [competitionId],
  latest: LATEST_RESULTS,
});

export function useLatestGames(competitionId: number): UseDataResult<GameDataRow[]> {
  return useEndpoint(ENDPOINT, latestGamesConfig(competitionId));
}
