/**
 * `team-colors` of a game's two teams (public). Teams outside Division I have no id and so no
 * row; a game between two of them sends nothing. The page uses the default colours until (or
 * unless) the answer arrives.
 */
import type { TeamColorRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'team-colors';

export interface GameTeamsRequest {
  competitionId: number;
  teamIds: readonly (number | null)[];
}

export function gameTeamColorsConfig({ competitionId, teamIds }: GameTeamsRequest) {
  const ids = teamIds.filter((id): id is number => id !== null);
  return ids.length === 0 ? { pass: true } : { competitionId, teamIds: ids };
}

export function fetchGameTeamColors(
  request: GameTeamsRequest,
  signal?: AbortSignal,
): Promise<TeamColorRow[]> {
  return fetchData<TeamColorRow[]>(ENDPOINT, gameTeamColorsConfig(request), { signal });
}

export function gameTeamColorsQueryOptions(request: GameTeamsRequest) {
  return dataQueryOptions<TeamColorRow[]>(ENDPOINT, gameTeamColorsConfig(request));
}

export function useGameTeamColors(request: GameTeamsRequest): UseDataResult<TeamColorRow[]> {
  return useData<TeamColorRow[]>(ENDPOINT, gameTeamColorsConfig(request));
}
