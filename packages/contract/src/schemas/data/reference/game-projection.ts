/**
 * The row of `game-projection` (the game calculator): one row per request, the projection of
 * the first team against the second with the why (each side's ratings and four factors), the
 * rosters a what-if can change and the pair's past games with each game's own prediction.
 */
import { z } from 'zod';
import { DivisionIdSchema, IdSchema, StoredRowFields } from './common';

export const GameSiteSchema = z.enum(['home', 'away', 'neutral']);

const rate = z.number().nullable();

/** A projection from the first team's side. */
export const ProjectionNumbersSchema = z.object({
  projectedPoss: z.number(),
  projectedPts: z.number(),
  projectedPtsAgst: z.number(),
  /** projectedPts − projectedPtsAgst. */
  projectedMargin: z.number(),
  projectedTotal: z.number(),
  /** Probability the first team wins, 0-1. */
  projectedWinProbability: z.number().min(0).max(1),
});

export const ProjectionPlayerSchema = z.object({
  playerId: IdSchema,
  fullName: z.string(),
  position: z.string().nullable(),
  games: z.number().int().nonnegative(),
  /** Season minutes per 40-minute game: 40 × his share of the team's minutes. */
  minsPg: z.number().nonnegative(),
  /** Box rating, points per 100 possessions above an average player. */
  bpm: z.number(),
  /** Minutes a game in the what-if; null when unchanged. */
  whatIfMinutes: z.number().int().min(0).max(40).nullable(),
});

export const ProjectionSideSchema = z.object({
  competitionId: IdSchema,
  /** "2024-25". */
  seasonLabel: z.string(),
  teamId: IdSchema,
  teamMarket: z.string(),
  divisionId: DivisionIdSchema,
  netRankLabel: z.string().nullable(),
  /** Stored adjusted ratings, in the team's own pool. */
  ortgAdj: z.number(),
  drtgAdj: z.number(),
  paceAdj: z.number(),
  /** The averages of its own pool (competition × division). */
  avgEfficiency: z.number(),
  avgTempo: z.number(),
  /** Change of AdjEM from the what-if (0 without one). */
  whatIfNetChange: z.number(),
  /** The ratings the projection used: what-if applied, in the reference pool. */
  ortgAdjProjected: z.number(),
  drtgAdjProjected: z.number(),
  paceAdjProjected: z.number(),
  efgPct: rate,
  tovPct: rate,
  orbPct: rate,
  ftaRate: rate,
  efgPctAgst: rate,
  tovPctAgst: rate,
  orbPctAgst: rate,
  ftaRateAgst: rate,
  players: z.array(ProjectionPlayerSchema),
});

export const ProjectionPastGameSchema = z.object({
  competitionId: IdSchema,
  seasonLabel: z.string(),
  gameId: IdSchema,
  gameDate: z.string().nullable(),
  teamId: IdSchema,
  teamMarket: z.string(),
  teamIdAgst: IdSchema,
  teamMarketAgst: z.string(),
  isHome: z.boolean(),
  isNeutral: z.boolean(),
  ptsScored: z.number().int().nonnegative().nullable(),
  ptsAgst: z.number().int().nonnegative().nullable(),
  /** That season's prediction from its stored ratings; null when the two were not in one pool. */
  predictedPts: z.number().nullable(),
  predictedPtsAgst: z.number().nullable(),
  predictedMargin: z.number().nullable(),
  predictedWinProbability: z.number().min(0).max(1).nullable(),
});

export const GameProjectionRowSchema = z.object({
  ...StoredRowFields,
  /** From the first team's side. */
  site: GameSiteSchema,
  /** The pool the projection is made in: the newer season's (then the higher division). */
  referenceCompetitionId: IdSchema,
  referenceDivisionId: DivisionIdSchema,
  /** True when the two teams were rated in different pools (seasons or divisions). */
  poolsDiffer: z.boolean(),
  projection: ProjectionNumbersSchema,
  /** The projection without the what-if (equal to `projection` without one). */
  baseline: ProjectionNumbersSchema,
  teams: z.tuple([ProjectionSideSchema, ProjectionSideSchema]),
  pastGames: z.array(ProjectionPastGameSchema),
});

export type GameProjectionRow = z.infer<typeof GameProjectionRowSchema>;
