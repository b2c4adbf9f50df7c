/**
 * `ranks`, `pctiles` and `pctile-cutoffs` rows, long format (one row per entity × stat) so the
 * stat list can grow without a schema change.
 *
 * Ranks (METHODS §8) are within gender × division × season, 1 = best, ties share a rank and
 * show it as 'T-3'; teams are ranked on 15 season stats (adjusted ratings, four factors…),
 * qualified players (10% of team minutes) on their ratings. Percentiles are of qualified
 * players (40% of team minutes), overall and by position group, 0-100.
 */
import { z } from 'zod';
import { StatsRowIdentityFields } from './fields';

export const RankRowSchema = z.object({
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  entity: z.enum(['team', 'player']),
  /** The team, or the player's team. */
  teamId: z.number().int().positive().nullable(),
  /**
   * Player rows only: team rows leave the key out, so the tier-1 trial-player filter (which
   * keeps rows without a player) never drops a team's ranks.
   */
  playerId: z.number().int().positive().optional(),
  fullName: z.string().nullable(),
  teamMarket: z.string().nullable(),
  conferenceId: z.number().int().nonnegative().nullable(),
  divisionId: z.number().int().min(1).max(3).nullable(),
  scope: z.string(),
  stat: z.string(),
  value: z.number(),
  rank: z.number().int().positive(),
  /** '3', or 'T-3' when tied. */
  rankLabel: z.string(),
  poolSize: z.number().int().positive(),
  /** Teams: rank among the conference's teams (same order as `rank`); null for players. */
  confRank: z.number().int().positive().nullable(),
  confPoolSize: z.number().int().positive().nullable(),
});
export type RankRow = z.infer<typeof RankRowSchema>;

export const PctileRowSchema = z.object({
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  playerId: z.number().int().positive(),
  teamId: z.number().int().positive().nullable(),
  fullName: z.string().nullable(),
  teamMarket: z.string().nullable(),
  position: z.string().nullable(),
  /** 'overall', or the position group 'G' | 'F' | 'C'. */
  pool: z.string(),
  stat: z.string(),
  value: z.number(),
  pctile: z.number().min(0).max(100),
  /** Players of the pool with a value for the stat. */
  poolSize: z.number().int().positive(),
});
export type PctileRow = z.infer<typeof PctileRowSchema>;

export const PctileCutoffRowSchema = z.object({
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  entity: z.enum(['team', 'player']),
  pool: z.string(),
  stat: z.string(),
  /** False for stats where lower is better (turnover rate, defensive rating…). */
  higherIsBetter: z.boolean(),
  poolSize: z.number().int().positive(),
  /** The value an entity must reach (in the better direction) to be at that percentile. */
  pctile10: z.number(),
  pctile25: z.number(),
  pctile50: z.number(),
  pctile75: z.number(),
  pctile90: z.number(),
});
export type PctileCutoffRow = z.infer<typeof PctileCutoffRowSchema>;
