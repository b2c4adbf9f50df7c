/**
 * `team-game-stats` and `team-game-clutch-stats` rows: two per game (the `isOffense` twins, as
 * in team-agg-stats: the plain fields are the offense of the row, `…Agst` the other side).
 * `coverage` says what the warehouse holds for the game: 'pbp' (play-by-play), 'box' (team box
 * score: no steals, fouls or play-by-play extras, so those are null) or 'schedule' (score only:
 * every stat is null).
 */
import { z } from 'zod';
import { StatsRowIdentityFields, TeamLineFields, nullableNumbers } from './fields';

export const GameCoverageSchema = z.enum(['pbp', 'box', 'schedule']);

const TeamGameFields = {
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  gameId: z.number().int().positive(),
  /** yyyy-mm-dd; null for a game only the box score knows. */
  gameDate: z.string().nullable(),
  isOffense: z.boolean(),
  /** Null for a team outside Division I. */
  teamId: z.number().int().positive().nullable(),
  teamMarket: z.string(),
  conferenceId: z.number().int().nonnegative().nullable(),
  teamIdAgst: z.number().int().positive().nullable(),
  teamMarketAgst: z.string(),
  conferenceIdAgst: z.number().int().nonnegative().nullable(),
  divisionIdAgst: z.number().int().min(1).max(3).nullable(),
  isHome: z.boolean(),
  isNeutral: z.boolean(),
  /** The team's result, on both twin rows. */
  /** null for a game not played yet (no score): neither a win nor a loss. */
  isWin: z.boolean().nullable(),
  isConfGame: z.boolean(),
  isConfTournament: z.boolean(),
  /** NCAA quadrant of the game by the opponent's netRanking and the site (null if unrated). */
  quadAgst: z.number().int().min(1).max(4).nullable(),
  netRankAgst: z.number().int().positive().nullable(),
  /** 1 for the team's most recent game. */
  teamGameRecency: z.number().int().positive(),
  coverage: GameCoverageSchema,
  /** Possessions: counted from play-by-play, else the METHODS §1 box estimate. */
  poss: z.number().nonnegative().nullable(),
  possSource: z.enum(['pbp', 'box']).nullable(),
  /** The game's line; its `…Diff` differentials are the game's own minus the opponent's. */
  ...TeamLineFields,
};

export const TeamGameStatsRowSchema = z.object(TeamGameFields);
export type TeamGameStatsRow = z.infer<typeof TeamGameStatsRowSchema>;

/**
 * The same row over the game's clutch time only (METHODS §6: last 5:00 of regulation or any
 * overtime with the margin within 5). Games without play-by-play carry `coverage` 'box' or
 * 'schedule' and null stats; a play-by-play game without clutch time has `clutchMins` 0.
 */
export const TeamGameClutchStatsRowSchema = z.object({
  ...TeamGameFields,
  ...nullableNumbers(['clutchMins']),
});
export type TeamGameClutchStatsRow = z.infer<typeof TeamGameClutchStatsRowSchema>;
