/** `games` for one game: the header (teams, score, site, periods, coverage). */
import type { GameDataRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'games';

export function useGameRows(config: GameConfig): UseDataResult<GameDataRow[]> {
  return useEndpoint(ENDPOINT, config);
}
