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

type NullableNumbers<K extends string> = { [P in K]: z.ZodNullable<z.ZodNumber> };

/** `{ a: number | null, b: number | null, … }` for the given keys. */
export function nullableNumbers<const K extends string>(keys: readonly K[]): NullableNumbers<K> {
  return Object.fromEntries(keys.map((key) => [key, z.number().nullable()])) as NullableNumbers<K>;
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
export const TEAM_LINE_RATES = [
  'efgPct',
  'tsPct',
  'tovPct',
  'orbPct',
  'drbPct',
  'ftaRate',
  'fgPct',
  'fg2Pct',
  'fg3Pct',
  'ftPct',
  'fga3Rate',
  'astPct',
  'astRatio',
  'stlPct',
  'blkPct',
  'fbptsPctPts',
  'pitpPctPts',
] as const;
export type TeamLineRate = (typeof TEAM_LINE_RATES)[number];

/**
 * Counting stats of a line as the vocabulary names them (`ptsScored` for points; `reb` is
 * orb + drb; `fbpts`, `pitp`, `scp`, `potov` are fast-break, in-the-paint, second-chance points
 * and points off turnovers, play-by-play only).
 */
export const LINE_COUNTS = [
  'ptsScored',
  'fgm',
  'fga',
  'fgm2',
  'fga2',
  'fgm3',
  'fga3',
  'ftm',
  'fta',
  'orb',
  'drb',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
  'pf',
  'fbpts',
  'pitp',
  'scp',
  'potov',
] as const;
export type LineCount = (typeof LINE_COUNTS)[number];

/** Opponent totals: `ptsAgst` for points (as team game rows name it), `{count}Agst` otherwise. */
export const LINE_COUNTS_AGST = [
  'ptsAgst',
  ...withSuffix(
    LINE_COUNTS.filter((c): c is Exclude<LineCount, 'ptsScored'> => c !== 'ptsScored'),
    'Agst',
  ),
] as const;

export const TEAM_DIFFS = [
  'fgm3Diff',
  'fga3Diff',
  'fgm2Diff',
  'fga2Diff',
  'fgmDiff',
  'ftmDiff',
  'ftaDiff',
  'rebDiff',
  'orbDiff',
  'drbDiff',
  'tovDiff',
  'fbptsDiff',
  'pitpDiff',
  'ptsScoredDiff',
  'scpDiff',
  'potovDiff',
] as const;

/** Team ratings per 100 possessions and tempo (possessions per 40 minutes). */
export const TEAM_RAW_RATINGS = ['ortg', 'drtg', 'netRtg', 'pace'] as const;
/** Season-long opponent-adjusted ratings (METHODS §3) and schedule strength. */
export const TEAM_ADJUSTED_RATINGS = ['ortgAdj', 'drtgAdj', 'netRtgAdj', 'paceAdj', 'sos'] as const;

/** What a team line row says about its own and its opponents' line (see team-agg-stats). */
export const TeamLineFields = {
  ...nullableNumbers(TEAM_LINE_RATES),
  ...nullableNumbers(withSuffix(TEAM_LINE_RATES, 'Agst')),
  ...nullableNumbers(LINE_COUNTS),
  ...nullableNumbers(LINE_COUNTS_AGST),
  ...nullableNumbers(TEAM_DIFFS),
  ...nullableNumbers(TEAM_RAW_RATINGS),
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
