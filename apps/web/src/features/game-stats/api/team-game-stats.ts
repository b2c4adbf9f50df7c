/** `team-game-stats` of one game: two rows per team (its line and its opponent's), the team box and four factors. */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'team-game-stats';

export function fetchTeamGameLines(
  config: GameConfig,
  signal?: AbortSignal,
): Promise<TeamGameStatsRow[]> {
  return fetchData<TeamGameStatsRow[]>(ENDPOINT, config, { signal });
}

export function teamGameLinesQueryOptions(config: GameConfig) {
  return dataQueryOptions<TeamGameStatsRow[]>(ENDPOINT, config);
}

export function useTeamGameLines(config: GameConfig): UseDataResult<TeamGameStatsRow[]> {
  return useData<TeamGameStatsRow[]>(ENDPOINT, config);
}
