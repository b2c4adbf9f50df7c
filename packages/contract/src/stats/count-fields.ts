/**
 * The counting stats as code that works on the warehouse's game rows names them: the engine's
 * box lines, the warehouse's summed columns and the build's writers. A count's field there is
 * its column in camelCase (`sumFieldOf`), which is its key except where the response name
 * says more than the column (`ptsScored` against the column `pts`) or abbreviates it (`fbpts`
 * against `fast_break_pts`); the types read the same names off the registry's literal columns.
 * Response rows keep the keys; these names stay inside.
 */
import { COUNTING_STATS, type CountingKeyOn, type CountingStatKey } from './counting';
import type { StatRowFamily } from './types';

type Counting = (typeof COUNTING_STATS)[number];

/** snake_case → camelCase, as a type: `fast_break_pts` → `fastBreakPts`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The column of a counting stat, as the registry spells it (null for a sum of others). */
type ColumnOf<K extends CountingStatKey> = Extract<Counting, { key: K }>['column'];

/**
 * A counting stat's field in code on the warehouse's columns: its column in camelCase (`pts`
 * for `ptsScored`, `fastBreakPts` for `fbpts`); never for a stat without a column (`reb`).
 */
export type CountFieldOf<K extends CountingStatKey> = Camel<Exclude<ColumnOf<K>, null>>;

/**
 * The counts only team lines carry: scoring contexts a play-by-play credits (fast-break,
 * paint, second-chance points, points off turnovers). A box score has none of them.
 */
export type PlayByPlayCountKey = Exclude<CountingKeyOn<'team'>, CountingKeyOn<'player'>>;

/** The counts that add others up instead of having a column (`reb` = orb + drb). */
type SumOfOthersKey = Extract<Counting, { column: null }>['key'];

/** The counts every box score line has, with a column of their own. */
export type BoxCountKey = Exclude<CountingStatKey, PlayByPlayCountKey | SumOfOthersKey>;

export type BoxCountField = CountFieldOf<BoxCountKey>;
export type PlayByPlayCountField = CountFieldOf<PlayByPlayCountKey>;

/** One number per box count, under its field name (the engine's lines, the warehouse's sums). */
export type BoxCountValues<V = number> = { [K in BoxCountKey as CountFieldOf<K>]: V };
export type PlayByPlayCountValues<V = number> = {
  [K in PlayByPlayCountKey as CountFieldOf<K>]: V;
};

const camel = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A count with its own column, as the warehouse stores it. */
export interface CountColumn<F extends string = string> {
  readonly key: CountingStatKey;
  /** The snake_case column of the game rows (`opp_` + column for the opponent). */
  readonly column: string;
  /** The column in camelCase: the field of engine lines and summed lines. */
  readonly field: F;
  /** May be null in a row with a box score (steals and fouls of the NCAA team box). */
  readonly nullable: boolean;
}

const withColumn = (count: Counting): CountColumn | null =>
  count.column === null
    ? null
    : {
        key: count.key,
        column: count.column,
        field: camel(count.column),
        nullable: count.nullable,
      };

const columnsWhere = (keep: (count: Counting) => boolean): CountColumn[] =>
  COUNTING_STATS.filter(keep)
    .map(withColumn)
    .filter((count): count is CountColumn => count !== null);

const rowsOf = (count: Counting): readonly StatRowFamily[] => count.rows;
const teamOnly = (count: Counting): boolean => !rowsOf(count).includes('player');

/** The box counts with their columns, in registry (row) order. */
export const BOX_COUNT_COLUMNS = columnsWhere(
  (count) => !teamOnly(count),
) as readonly CountColumn<BoxCountField>[];

/** The play-by-play-only counts with their columns, in registry (row) order. */
export const PLAY_BY_PLAY_COUNT_COLUMNS = columnsWhere(
  teamOnly,
) as readonly CountColumn<PlayByPlayCountField>[];

/** The box counts' fields, in registry order: the engine's CountingStats, field by field. */
export const BOX_COUNT_FIELDS: readonly BoxCountField[] = BOX_COUNT_COLUMNS.map((c) => c.field);
