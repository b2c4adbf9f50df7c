/**
 * `team-colors` of a game's two teams (public). Teams outside Division I have no id and so no
 * row; a game between two of them sends nothing. The page uses the default colours until (or
 * unless) the answer arrives.
 */
import type { TeamColorRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'team-colors';

export interface GameTeamsRequest {
  competitionId: number;
  teamIds: readonly (number | null)[];
}

export function gameTeamColorsConfig({ competitionId, teamIds }: GameTeamsRequest) {
  const ids = teamIds.filter((id): id is number => id !== null);
  return ids.length === 0 ? null : { competitionId, teamIds: ids };
}

export function useGameTeamColors(request: GameTeamsRequest): UseDataResult<TeamColorRow[]> {
  return useEndpoint(ENDPOINT, gameTeamColorsConfig(request));
}
