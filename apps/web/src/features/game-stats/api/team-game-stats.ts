/** `team-game-stats` of one game: two rows per team (its line and its opponent's), the team box and four factors. */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'team-game-stats';

export function useTeamGameLines(config: GameConfig): UseDataResult<TeamGameStatsRow[]> {
  return useEndpoint(ENDPOINT, config);
}
