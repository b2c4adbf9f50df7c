/**
 * `team-period-stats` rows: a team's line in each period (halves for men, quarters for women,
 * then overtimes), summed over its play-by-play games or for one game, with the isOffense twins
 * of team-agg-stats. Periods exist only in play-by-play: box-score games are not in these rows
 * (`gpPbp` says how many games are).
 */
import { z } from 'zod';
import { StatsRowIdentityFields, TeamLineFields } from './fields';

export const TeamPeriodStatsRowSchema = z.object({
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  conferenceId: z.number().int().nonnegative().nullable(),
  /** The game of the row, or null when the row sums the team's play-by-play games. */
  gameId: z.number().int().positive().nullable(),
  /** 1, 2… in game order; overtimes follow regulation (men 3 = OT, women 5 = OT). */
  period: z.number().int().positive(),
  /** 'H1', 'Q3', 'OT', '2OT'… */
  periodLabel: z.string(),
  isOffense: z.boolean(),
  gpPbp: z.number().int().nonnegative(),
  mins: z.number().nonnegative(),
  poss: z.number().nonnegative(),
  /** Periods in which the team outscored (was outscored by) its opponent. */
  periodsWon: z.number().int().nonnegative(),
  periodsLost: z.number().int().nonnegative(),
  ...TeamLineFields,
});
export type TeamPeriodStatsRow = z.infer<typeof TeamPeriodStatsRowSchema>;
