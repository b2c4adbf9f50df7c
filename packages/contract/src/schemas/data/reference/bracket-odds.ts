/**
 * The row of `bracket-odds`: one row per team of a national tournament with its place in the
 * bracket, its season record, the adjusted ratings the odds were computed from, the simulated
 * chance of reaching each round (METHODS §9, "Simulation") and what actually happened.
 *
 * Round odds read "alive at the start of that round": `oddsRound64` is 1 for a team that enters
 * in the round of 64 and P(winning its First Four game) for a First Four team; `oddsChampion`
 * is winning the final. A miniature bracket (fewer than 64 slots) starts at a later round, and
 * its teams pass the rounds it skips as if on a bye.
 */
import { z } from 'zod';
import { IdSchema, NullableIdSchema, StoredRowFields } from './common';

/** Which results the odds take as fixed: none (`pre`) or every bracket game already played. */
export const BRACKET_ODDS_SCOPES = ['pre', 'current'] as const;
export type BracketOddsScope = (typeof BRACKET_ODDS_SCOPES)[number];
export const DEFAULT_BRACKET_ODDS_SCOPE: BracketOddsScope = 'current';

export function isBracketOddsScope(value: string): value is BracketOddsScope {
  return (BRACKET_ODDS_SCOPES as readonly string[]).includes(value);
}

const odds = z.number().min(0).max(1);

export const BracketOddsRowSchema = z.object({
  ...StoredRowFields,
  tournamentId: IdSchema,
  competitionId: IdSchema,
  teamId: IdSchema,
  teamMarket: z.string(),
  conferenceId: NullableIdSchema,
  /** 1-16 within the region (two First Four teams share one). */
  seed: z.number().int().min(1).max(16),
  /** 1-4. */
  region: z.number().int().min(1).max(4),
  regionName: z.string().nullable(),
  /** The team starts in a First Four (play-in) game. */
  firstFour: z.boolean(),
  /** 'automatic' (conference tournament champion) or 'at-large'. */
  bid: z.string().nullable(),
  /** Season record, every game of the season. */
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** The stored adjusted ratings the win probabilities come from. */
  ortgAdj: z.number(),
  drtgAdj: z.number(),
  paceAdj: z.number(),
  /** AdjEM: ortgAdj − drtgAdj. */
  netRtgAdj: z.number(),
  /** Alive at the start of each round (after the First Four for the round of 64). */
  oddsRound64: odds,
  oddsRound32: odds,
  oddsSweet16: odds,
  oddsElite8: odds,
  oddsFinal4: odds,
  oddsFinal: odds,
  oddsChampion: odds,
  /** Tournaments simulated. */
  runs: z.number().int().positive(),
  /** The round the team lost in (0 First Four … 6 final); null while it is alive or champion. */
  eliminatedRound: z.number().int().min(0).max(6).nullable(),
  isChampion: z.boolean(),
  /** 'pre': no result fixed; else the number of bracket games played and fixed. */
  oddsAsOf: z.union([z.literal('pre'), z.number().int().positive()]),
});
export type BracketOddsRow = z.infer<typeof BracketOddsRowSchema>;
