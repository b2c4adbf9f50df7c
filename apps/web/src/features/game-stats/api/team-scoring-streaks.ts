/** `team-scoring-streaks` of one game: runs of 8-0 or more by either team (tier ≥ 1). */
import type { TeamScoringStreakRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'team-scoring-streaks';

export function useGameRuns(config: GameConfig): UseDataResult<TeamScoringStreakRow[]> {
  return useEndpoint(ENDPOINT, config);
}
