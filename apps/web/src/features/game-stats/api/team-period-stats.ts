/**
 * `team-period-stats` of one game: each team's line per period (halves or quarters, then each
 * overtime), the header's line score. Only play-by-play games have periods, so `enabled` is
 * false for the others and nothing is sent. Public.
 */
import type { TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { GameConfig } from './game-config';

const ENDPOINT = 'team-period-stats';

export function useGamePeriods(
  config: GameConfig,
  enabled: boolean,
): UseDataResult<TeamPeriodStatsRow[]> {
  return useEndpoint(ENDPOINT, enabled ? config : null);
}
