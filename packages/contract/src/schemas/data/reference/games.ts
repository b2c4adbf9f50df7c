/**
 * Row shapes of the game lists: `games`, `raw-games` (the scoreboard), `game-explorer-search`,
 * `live-games` and `live-games-two-day`. One row per game, home and away side by side.
 */
import { z } from 'zod';
import { IdSchema, NullableIdSchema, StoredRowFields } from './common';

export const CoverageSchema = z.enum(['pbp', 'box', 'schedule']);

/**
 * A game's place in a tournament bracket (`games` asked with a `tournament`): round, region and
 * slot, the two seeds (the better seed is "high") and the winner. Only brackets the warehouse
 * knows (the demo league's) have them.
 */
export const BracketPlaceSchema = z.object({
  tournamentId: IdSchema,
  /** National: 0 First Four, 1 first round … 6 championship. */
  round: z.number().int().nonnegative(),
  roundName: z.string(),
  /** 1-4 through the regional final; null for the Final Four and the final. */
  region: z.number().int().positive().nullable(),
  regionName: z.string().nullable(),
  /** 0-based position within the round in bracket order (First Four: the slot its winner fills). */
  slot: z.number().int().nonnegative(),
  firstFour: z.boolean(),
  highTeamId: IdSchema,
  highSeed: z.number().int().positive(),
  lowTeamId: IdSchema,
  lowSeed: z.number().int().positive(),
  winnerTeamId: IdSchema,
});
export type BracketPlace = z.infer<typeof BracketPlaceSchema>;

/**
 * Whose expectation a game's prediction is. The ratings are those of the warehouse's last build:
 * for a game still to be played they are the ratings to date ('projected'); a played game's
 * result is already inside them, so its numbers are the expectation the season's final (or
 * latest) ratings give for it ('retrospective'), not a forecast made before tip-off.
 */
export const PredictionKindSchema = z.enum(['projected', 'retrospective']);
export type PredictionKind = z.infer<typeof PredictionKindSchema>;

export const GameDataRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  gameId: IdSchema,
  /** yyyy-mm-dd; null for a game only the box score knows. */
  gameDate: z.string().nullable(),
  /** Null for a team outside Division I (it keeps its name). */
  homeTeamId: NullableIdSchema,
  homeMarket: z.string(),
  homeConferenceId: NullableIdSchema,
  awayTeamId: NullableIdSchema,
  awayMarket: z.string(),
  awayConferenceId: NullableIdSchema,
  homeScore: z.number().int().nonnegative().nullable(),
  awayScore: z.number().int().nonnegative().nullable(),
  isNeutral: z.boolean(),
  conferenceGame: z.boolean(),
  /** Estimated (the source does not flag conference tournaments). */
  confTournament: z.boolean(),
  periods: z.number().int().positive().nullable(),
  /** What the warehouse holds for the game: play-by-play, team box, or only the score. */
  coverage: CoverageSchema,
  /** 'final' once a score is known, else 'scheduled'. */
  status: z.enum(['final', 'scheduled']),
  /**
   * Prediction from both teams' adjusted ratings (METHODS §3 "Prediction"), home court applied
   * unless neutral. All five are null when either team has no rating (e.g. outside Division I).
   */
  predictionKind: PredictionKindSchema.nullable(),
  /** Expected home points minus expected away points. */
  predictedHomeMargin: z.number().nullable(),
  /** Φ(predictedHomeMargin/σ), 0-1. */
  homeWinProbability: z.number().min(0).max(1).nullable(),
  predictedHomeScore: z.number().nonnegative().nullable(),
  predictedAwayScore: z.number().nonnegative().nullable(),
  /** Present only on answers asked with a `tournament`. */
  bracket: BracketPlaceSchema.optional(),
});
export type GameDataRow = z.infer<typeof GameDataRowSchema>;

export const GameExplorerRowSchema = GameDataRowSchema.extend({
  /** Home minus away points; null before a score exists. */
  margin: z.number().int().nullable(),
  totalPts: z.number().int().nonnegative().nullable(),
  /** Possessions per team (play-by-play count or the METHODS §1 estimate). */
  poss: z.number().nonnegative().nullable(),
  isOvertime: z.boolean(),
  homeNetRanking: z.number().int().positive().nullable(),
  awayNetRanking: z.number().int().positive().nullable(),
  /** Winner's points minus loser's (the margin either way); null before a score exists. */
  winnerMargin: z.number().int().nonnegative().nullable(),
  /** Overtime periods played; null before a score exists. */
  overtimes: z.number().int().nonnegative().nullable(),
  /**
   * The score's flow, from play-by-play (stored per game at build time): null for games the
   * warehouse holds only a box score or schedule of, never 0 in their place.
   */
  homeMaxLead: z.number().int().nonnegative().nullable(),
  awayMaxLead: z.number().int().nonnegative().nullable(),
  /** The larger of the two sides' largest leads. */
  largestLead: z.number().int().nonnegative().nullable(),
  /** The winner's largest deficit: the comeback it made (0 when it never trailed). */
  comeback: z.number().int().nonnegative().nullable(),
  /** Changes of leader (ties in between do not count). */
  leadChanges: z.number().int().nonnegative().nullable(),
  timesTied: z.number().int().nonnegative().nullable(),
  /** Most points each side scored in a row (free throws count; no 8-point floor). */
  homeBestRun: z.number().int().nonnegative().nullable(),
  awayBestRun: z.number().int().nonnegative().nullable(),
  biggestRun: z.number().int().nonnegative().nullable(),
  /**
   * The winner's win probability before tip-off from the ratings prediction (the smaller, the
   * bigger the upset); its `predictionKind` says whose ratings. Null without a prediction or a
   * winner.
   */
  winnerWinProbability: z.number().min(0).max(1).nullable(),
  /** Home win probability, 0-1 in whole percents, at the tip and at 24 even steps to the end. */
  homeWinProbSeries: z.array(z.number().min(0).max(1)).nullable(),
  /** The game's bracket, when the warehouse knows it (the demo league's tournaments). */
  tournamentKind: z.enum(['national', 'conference']).nullable(),
  /** National: 0 First Four, 1 first round … 6 championship; conference: 1 = first round. */
  tournamentRound: z.number().int().nonnegative().nullable(),
  tournamentRoundName: z.string().nullable(),
  /**
   * Games a search (`explorerFilter`, `sortBy` or `limit`) matched before its limit: the same on
   * every row of the answer; absent without one.
   */
  searchMatches: z.number().int().nonnegative().optional(),
});
export type GameExplorerRow = z.infer<typeof GameExplorerRowSchema>;
