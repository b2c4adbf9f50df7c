/**
 * `team-period-stats` of a whole season: every team's line per period (halves or quarters,
 * then overtimes) summed over its play-by-play games. The endpoint filters by team, conference
 * or game but not by division, so the page asks once for the season, slimmed with `fields` to
 * the period, the games and the one stat, and keeps the division's teams. Offence rows only, as
 * for the scopes. Public.
 */
import type { TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { StatKey } from '@/lib/stats/dictionary';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-period-stats';

export const SPLIT_PERIOD_FIELDS = ['period', 'gpPbp'] as const;

export type SplitPeriodRow = Pick<
  TeamPeriodStatsRow,
  'teamId' | 'conferenceId' | (typeof SPLIT_PERIOD_FIELDS)[number]
>;

export interface SplitPeriodStatsRequest {
  competitionId: number;
  stat: StatKey;
}

export const splitPeriodStatsConfig = ({ competitionId, stat }: SplitPeriodStatsRequest) => ({
  competitionId,
  isOffense: true,
  fields: [...SPLIT_PERIOD_FIELDS, stat],
});

/** A null request (a locked tier) sends nothing. */
export const useSplitPeriodStats = (request: SplitPeriodStatsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : splitPeriodStatsConfig(request), {
    onError: shownOnScreen,
  });
