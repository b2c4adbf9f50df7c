/** `pbp-shots` of one game: both teams' field-goal attempts with their court location. */
import type { PbpShotRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'pbp-shots';

export function useGameShots(config: GameConfig): UseDataResult<PbpShotRow[]> {
  return useEndpoint(ENDPOINT, config);
}
