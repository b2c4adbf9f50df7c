/**
 * The stat registry: every statistic the data API sends on team and player lines, once, with
 * the forms the vocabulary derives from it. The zod row schemas, the API's row builders and the
 * web's stat dictionary read it; rate formulas live in the engine.
 */
import {
  COUNTING_STATS,
  type CountingKeyOn,
  type CountingStatKey,
  type OfficialBoxCountKey,
} from './counting';
import {
  countAgstEntry,
  diffEntry,
  perGameAgstEntry,
  perGameEntry,
  rateAgstEntry,
  type AgstKey,
  type DiffKey,
  type PerGameKey,
} from './forms';
import { ADJUSTED_RATING_STATS, RANKING_STATS, RAW_RATING_STATS } from './ratings';
import { PLAYER_RATE_STATS, SHOOTING_STATS } from './shooting';
import type { StatEntry, StatRowFamily } from './types';

export {
  COUNTING_STATS,
  type CountingKeyOn,
  type CountingStatKey,
  type OfficialBoxCountKey,
} from './counting';
export { ADJUSTED_RATING_STATS, RANKING_STATS, RAW_RATING_STATS } from './ratings';
export { PLAYER_RATE_STATS, SHOOTING_STATS } from './shooting';

type Counting = (typeof COUNTING_STATS)[number];
type TeamRate = (typeof SHOOTING_STATS)[number];

/** The rates team rows send with their opponents' version, in row order. */
export type TeamLineRateKey = TeamRate['key'];
export type CountAgstKey = Counting['agstKey'];
export type CountPerGameKey = PerGameKey<CountingStatKey>;
export type CountDiffKey = DiffKey<CountingStatKey>;

/** The base entries: counting stats, rates and ratings. */
export const BASE_STATS = [
  ...COUNTING_STATS,
  ...SHOOTING_STATS,
  ...PLAYER_RATE_STATS,
  ...RAW_RATING_STATS,
  ...ADJUSTED_RATING_STATS,
  ...RANKING_STATS,
] as const;

/** Every key the registry defines, derived forms included. */
export type StatKey =
  | (typeof BASE_STATS)[number]['key']
  | CountAgstKey
  | CountPerGameKey
  | AgstKey<CountPerGameKey>
  | CountDiffKey
  | AgstKey<TeamLineRateKey>;

/** The derived forms, family by family. */
export const COUNT_AGST_STATS = COUNTING_STATS.map(countAgstEntry);
export const COUNT_PER_GAME_STATS = COUNTING_STATS.map(perGameEntry);
export const COUNT_PER_GAME_AGST_STATS = COUNTING_STATS.map(perGameAgstEntry);
export const COUNT_DIFF_STATS = COUNTING_STATS.map(diffEntry);
export const RATE_AGST_STATS = SHOOTING_STATS.filter((rate) => rate.hasAgst).map(rateAgstEntry);

/** Every entry, base stats first, then the derived forms. */
export const STAT_ENTRIES: readonly StatEntry<StatKey>[] = [
  ...BASE_STATS,
  ...COUNT_AGST_STATS,
  ...COUNT_PER_GAME_STATS,
  ...COUNT_PER_GAME_AGST_STATS,
  ...COUNT_DIFF_STATS,
  ...RATE_AGST_STATS,
];

const BY_KEY = new Map<string, StatEntry<StatKey>>(STAT_ENTRIES.map((e) => [e.key, e]));

export function isRegistryStat(key: string): key is StatKey {
  return BY_KEY.has(key);
}

/** The registry's entry of a key (its own or a derived form's). */
export function statEntry<K extends StatKey>(key: K): StatEntry<K> {
  const entry = BY_KEY.get(key);
  if (entry === undefined) throw new Error(`The stat registry has no "${key}".`);
  return entry as StatEntry<K>;
}

const COUNT_BY_KEY = new Map<string, Counting>(COUNTING_STATS.map((count) => [count.key, count]));

/** The entry of a counting stat. */
export function countingStat(key: CountingStatKey): Counting {
  const entry = COUNT_BY_KEY.get(key);
  if (entry === undefined) throw new Error(`"${key}" is not a counting stat.`);
  return entry;
}

/** Keys of the counting stats a row family carries, in row order. */
export function countingKeysOf<const Row extends StatRowFamily>(row: Row): CountingKeyOn<Row>[] {
  const rows = (count: Counting): readonly StatRowFamily[] => count.rows;
  return COUNTING_STATS.filter((count) => rows(count).includes(row)).map(
    (count) => count.key as CountingKeyOn<Row>,
  );
}

/** Keys of the counting stats of the official box-score line, in box order. */
export const OFFICIAL_BOX_COUNTS: readonly OfficialBoxCountKey[] = COUNTING_STATS.filter(
  (count): count is Extract<Counting, { inOfficialBox: true }> => count.inOfficialBox,
).map((count) => count.key);

/** `keys` but those in `left`, in the order of `keys` (a row that carries part of a line). */
export function keysWithout<K extends string, const X extends K>(
  keys: readonly K[],
  left: readonly X[],
): Exclude<K, X>[] {
  const dropped: readonly string[] = left;
  return keys.filter((key): key is Exclude<K, X> => !dropped.includes(key));
}

const camel = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// Worked out once: row builders read them for every stat of every row.
const SUM_FIELD = new Map<string, string | null>(
  COUNTING_STATS.map((count) => [count.key, count.column === null ? null : camel(count.column)]),
);

/**
 * The name a counting stat's sum has in code that reads the warehouse's columns (its column in
 * camelCase: `pts`, `fastBreakPts`); null for a stat that adds others up (`sumOf`).
 */
export function sumFieldOf(key: CountingStatKey): string | null {
  const field = SUM_FIELD.get(key);
  if (field === undefined) throw new Error(`"${key}" is not a counting stat.`);
  return field;
}

/**
 * A counting stat's value in a line of sums keyed by `sumFieldOf` names (`reb` adds orb and
 * drb up); null when the line has none (steals of a box without them).
 */
export function countFromSums(
  key: CountingStatKey,
  sums: Readonly<Record<string, number | null>>,
): number | null {
  const field = sumFieldOf(key);
  if (field !== null) return sums[field] ?? null;
  let total = 0;
  for (const part of countingStat(key).sumOf) {
    const value = countFromSums(part as CountingStatKey, sums);
    if (value === null) return null;
    total += value;
  }
  return total;
}
