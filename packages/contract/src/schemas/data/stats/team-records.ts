/**
 * `team-records` rows (one per team) and `team-agg-streak-stats` rows (one per team): won-lost
 * records by split, and streaks of results and of scoring runs.
 */
import { z } from 'zod';
import { StatsRowIdentityFields, nullableNumbers, withSuffix } from './fields';

/** Record splits: conference regular season, non-conference, conference tournament (estimated), site, opponent quadrant, last 10 games. */
export const RECORD_SPLIT_NAMES = [
  'overall',
  'conf',
  'nonConf',
  'confTourney',
  'home',
  'away',
  'neutral',
  'q1',
  'q2',
  'q3',
  'q4',
  'l10',
] as const;

type Counts<K extends string> = { [P in K]: z.ZodNumber };
function counts<const K extends string>(keys: readonly K[]): Counts<K> {
  return Object.fromEntries(keys.map((key) => [key, z.number().int().nonnegative()])) as Counts<K>;
}

const TeamIdentity = {
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  conferenceId: z.number().int().nonnegative().nullable(),
  divisionId: z.number().int().min(1).max(3),
};

/** 'W3' (three wins in a row) or 'L1'; null before the first game. */
const StreakLabel = z
  .string()
  .regex(/^[WL]\d+$/)
  .nullable();

export const TeamRecordsRowSchema = z.object({
  ...TeamIdentity,
  ...counts(withSuffix(RECORD_SPLIT_NAMES, 'Wins')),
  ...counts(withSuffix(RECORD_SPLIT_NAMES, 'Losses')),
  /** Wins over games of the split; null without games. */
  ...nullableNumbers(withSuffix(RECORD_SPLIT_NAMES, 'WinPct')),
  streak: StreakLabel,
  longestWinStreak: z.number().int().nonnegative(),
  longestLossStreak: z.number().int().nonnegative(),
  lastGameDate: z.string().nullable(),
});
export type TeamRecordsRow = z.infer<typeof TeamRecordsRowSchema>;

/**
 * Scoring runs (METHODS §6) are measured from play-by-play: their counts are null when the team
 * has no play-by-play game (`gpPbp` 0), never 0. Runs are stored from 8-0 up, so
 * `longestRunFor`/`longestRunAgst` are 0 when no run reached 8 points.
 */
export const TeamAggStreakStatsRowSchema = z.object({
  ...TeamIdentity,
  scope: z.literal('season'),
  gp: z.number().int().nonnegative(),
  gpPbp: z.number().int().nonnegative(),
  streak: StreakLabel,
  longestWinStreak: z.number().int().nonnegative(),
  longestLossStreak: z.number().int().nonnegative(),
  ...nullableNumbers([
    'runs8For',
    'runs10For',
    'runs8Agst',
    'runs10Agst',
    'runs10ForPg',
    'runs10AgstPg',
    'longestRunFor',
    'longestRunAgst',
    'gamesWithRun10For',
    'gamesWithRun10Agst',
    'runsAcrossHalftimeFor',
    'runsAcrossHalftimeAgst',
  ]),
});
export type TeamAggStreakStatsRow = z.infer<typeof TeamAggStreakStatsRowSchema>;
