/** `enh-pbp`: every event with the score, margin and win probability after it (play-by-play games only). */
import type { EnhPbpRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'enh-pbp';

export function useGamePlayByPlay(config: GameConfig): UseDataResult<EnhPbpRow[]> {
  return useEndpoint(ENDPOINT, config);
}
