/**
 * Bodies and answers of the user-bracket API: a tournament's layout to pick from, the caller's
 * saved brackets, a shared bracket and the leaderboard. Picks are explained in user-brackets.ts.
 */
import { z } from 'zod';
import { BRACKET_PICK_STATUSES, USER_BRACKET_LIMITS } from '../user-brackets';
import { BracketScoringSystemSchema } from './brackets';
import { plainString } from './plain-text';

const IsoTimeSchema = z.iso.datetime({ offset: true });
const TeamIdSchema = z.number().int().positive();

export const BracketLayoutTeamSchema = z.object({
  teamId: TeamIdSchema,
  teamMarket: z.string(),
  /** "#rrggbb"; null where the source has no team colours (the NCAA seasons). */
  colorPrimary: z.string().nullable(),
  colorSecondary: z.string().nullable(),
  conferenceId: z.number().int().nullable(),
  seed: z.number().int().min(1).max(16),
  /** 1-4. */
  region: z.number().int().min(1).max(4),
  regionName: z.string().nullable(),
  firstFour: z.boolean(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  netRtgAdj: z.number().nullable(),
  /** Chance to win the title with the games played so far fixed (the simulation's). */
  oddsChampion: z.number().min(0).max(1),
});
export type BracketLayoutTeam = z.infer<typeof BracketLayoutTeamSchema>;

/** One side of a game: a team of the field, or the winner of an earlier game. */
export const BracketSideSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team'), teamId: TeamIdSchema }),
  z.object({ kind: z.literal('game'), game: z.number().int().nonnegative() }),
]);
export type BracketSide = z.infer<typeof BracketSideSchema>;

export const BracketLayoutGameSchema = z.object({
  /** Its index in `games` and in a bracket's picks. */
  game: z.number().int().nonnegative(),
  /** 0 First Four, 1 round of 64 … 6 the championship. */
  round: z.number().int().min(0).max(6),
  roundName: z.string(),
  /** 1-4 for games inside a region; null for the Final Four and the final. */
  region: z.number().int().min(1).max(4).nullable(),
  a: BracketSideSchema,
  b: BracketSideSchema,
  /** Null until played. */
  winnerTeamId: TeamIdSchema.nullable(),
});
export type BracketLayoutGame = z.infer<typeof BracketLayoutGameSchema>;

export const BracketLayoutSchema = z.object({
  tournamentId: z.number().int(),
  competitionId: z.number().int(),
  label: z.string(),
  teams: z.array(BracketLayoutTeamSchema),
  games: z.array(BracketLayoutGameSchema),
  scoringSystem: BracketScoringSystemSchema,
  status: z.enum(BRACKET_PICK_STATUSES),
  /** Whether an admin published the challenge ('notOpen' until then). */
  published: z.boolean(),
  picksOpenAt: IsoTimeSchema.nullable(),
  /** The effective lock time (the admin's, else the first game's date); null: none yet. */
  picksLockAt: IsoTimeSchema.nullable(),
  /** yyyy-mm-dd of the first game, null when none is stored. */
  firstGameDate: z.string().nullable(),
  gamesPlayed: z.number().int().nonnegative(),
  /** Helpers: the favourite of every game by the simulation's odds, and the better seed. */
  pickByOdds: z.array(TeamIdSchema),
  pickBySeed: z.array(TeamIdSchema),
  dataVersion: z.string(),
});
export type BracketLayout = z.infer<typeof BracketLayoutSchema>;

const BracketNameSchema = plainString()
  .transform((name) => name.trim())
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      .max(
        USER_BRACKET_LIMITS.nameMaxLength,
        `at most ${USER_BRACKET_LIMITS.nameMaxLength} characters`,
      ),
  );

/** Checked against the layout by the server: length, and each pick one of its game's teams. */
const PicksSchema = z.array(TeamIdSchema.nullable()).max(80, 'at most 80 picks');

export const CreateUserBracketRequestSchema = z.strictObject({
  name: BracketNameSchema,
  picks: PicksSchema.optional(),
});
export type CreateUserBracketRequest = z.input<typeof CreateUserBracketRequestSchema>;

export const UpdateUserBracketRequestSchema = z
  .strictObject({ name: BracketNameSchema, picks: PicksSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'nothing to update');
export type UpdateUserBracketRequest = z.input<typeof UpdateUserBracketRequestSchema>;

export const BracketScoreSchema = z.object({
  /** Points of the played games picked right. */
  current: z.number().nonnegative(),
  /** Current plus every unplayed game whose pick is still alive. */
  maxPossible: z.number().nonnegative(),
  /** Expected final score under the simulation's odds. */
  expected: z.number().nonnegative(),
  /**
   * Chance to finish first among the tournament's complete brackets; null if incomplete, or
   * beyond the best 1,000 of a larger pool (by current, then expected score).
   */
  winChance: z.number().min(0).max(1).nullable(),
  /** Place on the leaderboard by current score (ties share it); null if incomplete. */
  rank: z.number().int().positive().nullable(),
  correctPicks: z.number().int().nonnegative(),
});
export type BracketScore = z.infer<typeof BracketScoreSchema>;

export const UserBracketSchema = z.object({
  id: z.uuid(),
  tournamentId: z.number().int(),
  name: z.string(),
  picks: z.array(TeamIdSchema.nullable()),
  pickCount: z.number().int().nonnegative(),
  complete: z.boolean(),
  /** The read-only link's id (`/brackets/shared/:shareId`). */
  shareId: z.string(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
  score: BracketScoreSchema,
});
export type UserBracket = z.infer<typeof UserBracketSchema>;
export const UserBracketListSchema = z.array(UserBracketSchema);

/** A shared bracket: the same, read-only, for anyone with the link. */
export const SharedBracketSchema = UserBracketSchema.omit({ id: true }).extend({
  competitionId: z.number().int(),
});
export type SharedBracket = z.infer<typeof SharedBracketSchema>;

export const BracketLeaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  shareId: z.string(),
  name: z.string(),
  /** The caller's own bracket. */
  mine: z.boolean(),
  current: z.number().nonnegative(),
  maxPossible: z.number().nonnegative(),
  expected: z.number().nonnegative(),
  /** Null beyond the pool's judged brackets (its best 1,000 by current and expected score). */
  winChance: z.number().min(0).max(1).nullable(),
  correctPicks: z.number().int().nonnegative(),
});
export type BracketLeaderboardRow = z.infer<typeof BracketLeaderboardRowSchema>;

export const BracketLeaderboardSchema = z.object({
  tournamentId: z.number().int(),
  scoringSystem: BracketScoringSystemSchema,
  gamesPlayed: z.number().int().nonnegative(),
  /** Complete brackets in the pool. */
  entries: z.number().int().nonnegative(),
  /** Simulated tournaments the win chances come from. */
  runs: z.number().int().nonnegative(),
  /** The top rows by current score, then expected score, then the caller's own below them. */
  rows: z.array(BracketLeaderboardRowSchema),
});
export type BracketLeaderboard = z.infer<typeof BracketLeaderboardSchema>;
