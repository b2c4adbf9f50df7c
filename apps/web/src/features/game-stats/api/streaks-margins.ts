/** `streaks-margins` of one game: largest leads, lead changes, ties and time ahead per team (tier ≥ 1). */
import type { StreaksMarginRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'streaks-margins';

export function useGameMargins(config: GameConfig): UseDataResult<StreaksMarginRow[]> {
  return useEndpoint(ENDPOINT, config);
}
