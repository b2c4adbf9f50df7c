/** `team-scoring-streaks` of one game: runs of 8-0 or more by either team (tier ≥ 1). */
import type { TeamScoringStreakRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'team-scoring-streaks';

export function fetchGameRuns(
  config: GameConfig,
  signal?: AbortSignal,
): Promise<TeamScoringStreakRow[]> {
  return fetchData<TeamScoringStreakRow[]>(ENDPOINT, config, { signal });
}

export function gameRunsQueryOptions(config: GameConfig) {
  return dataQueryOptions<TeamScoringStreakRow[]>(ENDPOINT, config);
}

export function useGameRuns(config: GameConfig): UseDataResult<TeamScoringStreakRow[]> {
  return useData<TeamScoringStreakRow[]>(ENDPOINT, config);
}
