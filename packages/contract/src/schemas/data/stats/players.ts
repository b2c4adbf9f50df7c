/**
 * Player rows: `player-agg-stats` (one per player × team × scope), its public subset
 * `player-agg-stats-public`, `player-game-stats` / `player-game-clutch-stats` (one per player ×
 * game × period, `period: "game"` for the full game, `"clutch"` for clutch time) and
 * `player-period-stats` (a player's periods summed over his games).
 *
 * Player lines come from play-by-play games only (the NCAA season files have no player box), so
 * a player of a team without play-by-play has no rows. Rates follow METHODS §2 through the
 * engine's playerRates; shares (usage, rebound, assist, steal, block) use the team's line of the
 * same games or split. `playerId` is the roster id (null only for a player the roster did not
 * list; `playerKey` then identifies him).
 */
import { z } from 'zod';
import { PLAYER_LINE_RATES, countingKeysOf, perGameKey } from '../../../stats';
import { StatsRowIdentityFields, countFields, nullableNumbers, statFields } from './fields';

/** Counting stats of a player line, in row order (the team line's without the play-by-play extras). */
export const PLAYER_COUNTS = countingKeysOf('player');

/** Rates of a player line, in row order: the registry's group of them. */
export const PLAYER_RATES = PLAYER_LINE_RATES;

const PlayerIdentity = {
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  playerId: z.number().int().positive().nullable(),
  playerKey: z.string(),
  fullName: z.string(),
  teamId: z.number().int().positive().nullable(),
  teamMarket: z.string(),
  jerseyNum: z.string().nullable(),
  position: z.string().nullable(),
};

const PlayerLine = {
  mins: z.number().nonnegative(),
  /** Offensive possessions while on the floor. */
  poss: z.number().nonnegative(),
  ...countFields(PLAYER_COUNTS),
  pfd: z.number().int().nonnegative(),
  plusMinus: z.number().int(),
  ...statFields(PLAYER_RATES),
};

export const PlayerAggStatsRowSchema = z.object({
  ...PlayerIdentity,
  teamId: z.number().int().positive(),
  teamName: z.string().nullable(),
  conferenceId: z.number().int().nonnegative().nullable(),
  divisionId: z.number().int().min(1).max(3),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  classYr: z.string().nullable(),
  /** Inches. */
  height: z.number().int().positive().nullable(),
  scope: z.string(),
  gp: z.number().int().nonnegative(),
  gs: z.number().int().nonnegative(),
  ...PlayerLine,
  ...statFields(PLAYER_COUNTS.map(perGameKey)),
  minsPg: z.number().nonnegative().nullable(),
  /** Share of the team's minutes (its games' length) the player was on the floor. */
  minsPct: z.number().nonnegative().nullable(),
  /**
   * Season scope only (null elsewhere): PER and the box rating (METHODS §2), RAPM (§4).
   * ortgPlayer/drtgPlayer are the team's points scored/allowed per 100 possessions while the
   * player was on the floor (on-court ratings from the stints), season scope only.
   */
  ...nullableNumbers(['per', 'bpm', 'rapm', 'orapm', 'drapm', 'ortgPlayer', 'drtgPlayer']),
  /** His linked person played for another school the season before (METHODS §10). */
  isTransfer: z.boolean(),
  /** At least 10% of the team's minutes in the scope (METHODS §8). */
  isQualified: z.boolean(),
});
export type PlayerAggStatsRow = z.infer<typeof PlayerAggStatsRowSchema>;

export const PlayerAggStatsPublicRowSchema = PlayerAggStatsRowSchema.pick({
  _id: true,
  updated: true,
  competitionId: true,
  scope: true,
  playerId: true,
  playerKey: true,
  teamId: true,
  conferenceId: true,
  fullName: true,
  teamMarket: true,
  teamName: true,
  classYr: true,
  height: true,
  position: true,
  gp: true,
  minsPg: true,
  usagePct: true,
  ptsScoredPg: true,
  astPg: true,
  rebPg: true,
  blkPg: true,
  stlPg: true,
  tovPg: true,
  fgPct: true,
  fg2Pct: true,
  fg3Pct: true,
  ftPct: true,
  isQualified: true,
});
export type PlayerAggStatsPublicRow = z.infer<typeof PlayerAggStatsPublicRowSchema>;

export const PlayerGameStatsRowSchema = z.object({
  ...PlayerIdentity,
  gameId: z.number().int().positive(),
  gameDate: z.string().nullable(),
  /** 'game' (full game), '1', '2'… (periods in order; overtimes follow), or 'clutch'. */
  period: z.string(),
  /** 'Full Game', 'H1', 'Q3', 'OT', 'Clutch'… */
  periodLabel: z.string(),
  teamIdAgst: z.number().int().positive().nullable(),
  teamMarketAgst: z.string(),
  isHome: z.boolean(),
  isNeutral: z.boolean(),
  isWin: z.boolean(),
  isStarter: z.boolean(),
  ...PlayerLine,
});
export type PlayerGameStatsRow = z.infer<typeof PlayerGameStatsRowSchema>;

export const PlayerPeriodStatsRowSchema = z.object({
  ...PlayerIdentity,
  teamId: z.number().int().positive(),
  /** The game of the row, or null when the row sums the player's play-by-play games. */
  gameId: z.number().int().positive().nullable(),
  period: z.number().int().positive(),
  periodLabel: z.string(),
  /** Games in which he was on the floor in this period. */
  gp: z.number().int().nonnegative(),
  ...PlayerLine,
});
export type PlayerPeriodStatsRow = z.infer<typeof PlayerPeriodStatsRowSchema>;
