/**
 * Streak rows: team scoring runs (≥ 8-0, METHODS §6), a player's consecutive team points,
 * shooting streaks (longest runs of makes and misses), and how each game's margin moved.
 */
import { z } from 'zod';
import { PbpRowIdentityFields } from './common';

const spanFields = {
  startPeriod: z.number(),
  startPeriodLabel: z.string(),
  /** Seconds left in the period. */
  startClock: z.number(),
  endPeriod: z.number(),
  endPeriodLabel: z.string(),
  endClock: z.number(),
  durationSecs: z.number(),
};

export const TeamScoringStreakRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  teamId: z.number(),
  teamIdAgst: z.number().nullable(),
  /** true: the team's run; false: a run against it. */
  isOffense: z.boolean(),
  runPts: z.number(),
  ...spanFields,
  teamScoreStart: z.number(),
  oppScoreStart: z.number(),
  isAcrossHalftime: z.boolean(),
  /** 10-0 or more (METHODS §6's headline runs). */
  isHeadline: z.boolean(),
});
export type TeamScoringStreakRow = z.infer<typeof TeamScoringStreakRowSchema>;

export const PlayerScoringStreakRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  playerId: z.number().nullable(),
  fullName: z.string(),
  teamId: z.number(),
  teamIdAgst: z.number().nullable(),
  /** Consecutive team points, all by the player. */
  streakPts: z.number(),
  scoringPlays: z.number(),
  ptsAgstDuring: z.number(),
  ...spanFields,
  teamScoreStart: z.number(),
  oppScoreStart: z.number(),
});
export type PlayerScoringStreakRow = z.infer<typeof PlayerScoringStreakRowSchema>;

export const SHOOTING_STREAK_KINDS = [
  'fgMake',
  'fgMiss',
  'fg3Make',
  'fg3Miss',
  'ftMake',
  'ftMiss',
] as const;

export const ShootingStreakRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  teamId: z.number(),
  /** Null on team rows. */
  playerId: z.number().nullable(),
  fullName: z.string().nullable(),
  streakKind: z.enum(SHOOTING_STREAK_KINDS),
  /** The longest streak of the kind (the earliest on ties). */
  streakLength: z.number(),
  startGameId: z.number(),
  startGameDate: z.string().nullable(),
  startPeriod: z.number(),
  startClock: z.number(),
  endGameId: z.number(),
  endGameDate: z.string().nullable(),
  endPeriod: z.number(),
  endClock: z.number(),
  gamesSpanned: z.number(),
});
export type ShootingStreakRow = z.infer<typeof ShootingStreakRowSchema>;

export const StreaksMarginRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  teamId: z.number(),
  teamIdAgst: z.number().nullable(),
  isHome: z.boolean(),
  isWin: z.boolean(),
  ptsScored: z.number(),
  ptsAgst: z.number(),
  finalMargin: z.number(),
  maxLead: z.number(),
  /** The largest deficit (the opponent's largest lead). */
  maxLeadAgst: z.number(),
  leadChanges: z.number(),
  timesTied: z.number(),
  secsLeading: z.number(),
  secsTrailing: z.number(),
  secsTied: z.number(),
  pctTimeLeading: z.number(),
  /** A win after trailing by this much (0 otherwise): the comeback. */
  comebackPts: z.number(),
  /** A loss after leading by this much (0 otherwise): the blown lead. */
  blownLeadPts: z.number(),
});
export type StreaksMarginRow = z.infer<typeof StreaksMarginRowSchema>;
