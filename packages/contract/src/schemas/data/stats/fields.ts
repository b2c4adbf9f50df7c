/**
 * Building blocks of the stats row schemas: the response vocabulary's field lists (names from
 * spec/response-fields.md) turned into zod shapes with their exact key types, so each endpoint's
 * row schema is a few spreads and `z.infer` still names every field.
 *
 * Conventions (response-fields.md): percentages are fractions named `…Pct`; the opponent's
 * version of a field ends in `Agst`, a per-game value in `Pg`, an own-minus-opponent per-game
 * differential in `Diff`. A number a row cannot know is null, never 0: a rate with no
 * denominator, a steal or foul count of a box-score game (the box has none), anything measured
 * from play-by-play for a game or scope without it.
 */
import { z } from 'zod';
import {
  ADJUSTED_RATING_STATS,
  RAW_RATING_STATS,
  SHOOTING_STATS,
  agstKey,
  countingKeysOf,
  countingStat,
  diffKey,
  keysWithout,
  statEntry,
  type CountAgstKey,
  type CountingStatKey,
  type StatKey,
  type TeamLineRateKey,
} from '../../../stats';

type NullableNumbers<K extends string> = { [P in K]: z.ZodNullable<z.ZodNumber> };

/** `{ a: number | null, b: number | null, … }` for the given keys. */
export function nullableNumbers<const K extends string>(keys: readonly K[]): NullableNumbers<K> {
  return Object.fromEntries(keys.map((key) => [key, z.number().nullable()])) as NullableNumbers<K>;
}

type StatNumbers<K extends string> = { [P in K]: z.ZodNullable<z.ZodNumber> };

/**
 * The zod fields of registry stats (a number, or null where the row cannot know it). A key the
 * registry lacks fails at load: a row's stat fields are the registry's.
 */
export function statFields<const K extends StatKey>(keys: readonly K[]): StatNumbers<K> {
  for (const key of keys) statEntry(key);
  return nullableNumbers(keys);
}

type WholeCounts<K extends string> = { [P in K]: z.ZodNumber };

/** Counting stats a row always knows (player lines: play-by-play only): whole, not negative. */
export function countFields<const K extends CountingStatKey>(keys: readonly K[]): WholeCounts<K> {
  return Object.fromEntries(
    keys.map((key) => [countingStat(key).key, z.number().int().nonnegative()]),
  ) as WholeCounts<K>;
}

/** The same keys with a suffix: `withSuffix(['efgPct'], 'Agst')` → `['efgPctAgst']`. */
export function withSuffix<const K extends string, const S extends string>(
  keys: readonly K[],
  suffix: S,
): Array<`${K}${S}`> {
  return keys.map((key) => `${key}${suffix}` as `${K}${S}`);
}

/** Every stored row's identity: a string `_id` and when its data was last written (ISO time). */
export const StatsRowIdentityFields = {
  _id: z.string(),
  updated: z.string(),
};

/** Shooting, four factors and shares of a team's line (its `…Agst` twin is the opponent's). */
export const TEAM_LINE_RATES: readonly TeamLineRateKey[] = SHOOTING_STATS.map((rate) => rate.key);
export type TeamLineRate = TeamLineRateKey;

/**
 * Counting stats of a team line as the vocabulary names them (`ptsScored` for points; `reb` is
 * orb + drb; `fbpts`, `pitp`, `scp`, `potov` are fast-break, in-the-paint, second-chance points
 * and points off turnovers, play-by-play only).
 */
export const LINE_COUNTS: readonly CountingStatKey[] = countingKeysOf('team');
export type LineCount = CountingStatKey;

/** Opponent totals: `ptsAgst` for points (as team game rows name it), `{count}Agst` otherwise. */
export const LINE_COUNTS_AGST: readonly CountAgstKey[] = LINE_COUNTS.map(
  (key) => countingStat(key).agstKey,
);

/**
 * The counts whose per-game differentials a team line sends before its ratings, in the order it
 * sends them; the line's other counts send theirs after the ratings (TEAM_TRAILING_DIFFS).
 */
const LEADING_DIFF_COUNTS = [
  'fgm3',
  'fga3',
  'fgm2',
  'fga2',
  'fgm',
  'ftm',
  'fta',
  'reb',
  'orb',
  'drb',
  'tov',
  'fbpts',
  'pitp',
  'ptsScored',
  'scp',
  'potov',
] as const satisfies readonly CountingStatKey[];

/** The differentials a team line sends before its ratings (`fgm3Diff` … `potovDiff`). */
export const TEAM_LEADING_DIFFS = LEADING_DIFF_COUNTS.map(diffKey);

/** The differentials of the line's other counts, after its ratings, in registry order. */
export const TEAM_TRAILING_DIFFS = keysWithout(LINE_COUNTS, LEADING_DIFF_COUNTS).map(diffKey);

/**
 * Every counting stat's per-game differential (own minus opponents) a team line sends, in the
 * order its rows send them: one for each of LINE_COUNTS.
 */
export const TEAM_DIFFS = [...TEAM_LEADING_DIFFS, ...TEAM_TRAILING_DIFFS];

/** Team ratings per 100 possessions and tempo (possessions per 40 minutes). */
export const TEAM_RAW_RATINGS = RAW_RATING_STATS.map((rating) => rating.key);
/** Season-long opponent-adjusted ratings (METHODS §3) and schedule strength. */
export const TEAM_ADJUSTED_RATINGS = ADJUSTED_RATING_STATS.map((rating) => rating.key);

/** What a team line row says about its own and its opponents' line (see team-agg-stats). */
export const TeamLineFields = {
  ...statFields(TEAM_LINE_RATES),
  ...statFields(TEAM_LINE_RATES.map(agstKey)),
  ...statFields(LINE_COUNTS),
  ...statFields(LINE_COUNTS_AGST),
  ...statFields(TEAM_LEADING_DIFFS),
  ...statFields(TEAM_RAW_RATINGS),
  ...statFields(TEAM_TRAILING_DIFFS),
};

/** How much of a row's games each source covers (coverage is reported, never guessed). */
export const CoverageFields = {
  /** Games of the row (records count every one). */
  gp: z.number().int().nonnegative(),
  /** Games with a box score (the per-game denominator). */
  gpStats: z.number().int().nonnegative(),
  /** Games with play-by-play: fields measured from it are null when this is 0. */
  gpPbp: z.number().int().nonnegative(),
};
