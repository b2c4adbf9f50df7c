/**
 * `team-agg-stats` and `conference-agg-stats` rows: one per team (conference) × scope ×
 * `isOffense`.
 *
 * The twin rows: `isOffense: true` shows the team's own line in the plain fields (`efgPct` is
 * the team's eFG%) and its opponents' in the `…Agst` fields; `isOffense: false` shows the line
 * of the team's opponents (its defence: `efgPct` is the eFG% it allowed) with the team's own in
 * `…Agst`. Team-level values are the same on both rows: identity, games and coverage, records,
 * ratings (`ortg`…`netRtgAdj`, `pace`, `sos`, `netRanking`) and the `…Diff` differentials
 * (team minus opponents, per game).
 *
 * Records (`overallWins`…) count the scope's games; the adjusted ratings and `netRanking` are the
 * season's (the opponent adjustment needs the whole season) on every scope's row.
 */
import { z } from 'zod';
import {
  CoverageFields,
  LINE_COUNTS,
  StatsRowIdentityFields,
  TEAM_ADJUSTED_RATINGS,
  TeamLineFields,
  nullableNumbers,
  withSuffix,
} from './fields';

/** The scopes of the vocabulary (plus `month-YYYY-MM`, and `YYYY-MM-DD..YYYY-MM-DD` ranges). */
export const TEAM_AGG_SCOPES = [
  'season',
  'confReg',
  'home',
  'away',
  'neutral',
  'l5g',
  'l10g',
  'quad1',
  'quad2',
  'quad3',
  'quad4',
  'wins',
  'losses',
  'clutch',
] as const;

const AggregateLineFields = {
  ...TeamLineFields,
  ...nullableNumbers(withSuffix(LINE_COUNTS, 'Pg')),
  ...nullableNumbers(withSuffix(withSuffix(LINE_COUNTS, 'Pg'), 'Agst')),
  ...nullableNumbers(TEAM_ADJUSTED_RATINGS),
  /** Possessions over the scope's box-score games (mean of both teams' counts per game). */
  poss: z.number().nonnegative(),
  mins: z.number().nonnegative(),
  overallWins: z.number().int().nonnegative(),
  overallLosses: z.number().int().nonnegative(),
  confWins: z.number().int().nonnegative(),
  confLosses: z.number().int().nonnegative(),
  /** netRanking: rank by adjusted net rating (1 = best); Courtside's own ranking, not the NET. */
  netRanking: z.number().int().positive().nullable(),
};

export const TeamAggStatsRowSchema = z.object({
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  /** Nickname: not in the NCAA source, so null there. */
  teamName: z.string().nullable(),
  conferenceId: z.number().int().nonnegative().nullable(),
  divisionId: z.number().int().min(1).max(3),
  scope: z.string(),
  isOffense: z.boolean(),
  ...CoverageFields,
  /** The scope has at least 5 games with a box score (rates on fewer are shown but flagged). */
  isQualified: z.boolean(),
  ...AggregateLineFields,
});
export type TeamAggStatsRow = z.infer<typeof TeamAggStatsRowSchema>;

export const ConferenceAggStatsRowSchema = z.object({
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  conferenceId: z.number().int().nonnegative(),
  conferenceShortName: z.string(),
  conferenceLongName: z.string(),
  divisionId: z.number().int().min(1).max(3),
  scope: z.string(),
  isOffense: z.boolean(),
  /** Teams of the conference summed into the row. */
  teams: z.number().int().positive(),
  ...CoverageFields,
  ...AggregateLineFields,
});
export type ConferenceAggStatsRow = z.infer<typeof ConferenceAggStatsRowSchema>;
