/**
 * `team-period-stats` of one game: each team's points per half or quarter and overtime, the
 * card's line score. Asked only when the reader opens a final's line score (a busy Saturday has
 * well over a hundred games), and only for play-by-play games, the ones with periods. Public.
 */
import type { TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'team-period-stats';

export interface GamePeriodsRequest {
  competitionId: number;
  gameId: number;
}

/** A null request sends nothing. */
export const useGamePeriods = (
  request: GamePeriodsRequest | null,
): UseDataResult<TeamPeriodStatsRow[]> => useEndpoint(ENDPOINT, request);
