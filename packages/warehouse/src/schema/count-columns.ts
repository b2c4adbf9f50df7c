/**
 * The counting-stat columns of the warehouse's game rows and sums, read off the stat registry
 * (`@courtside/contract`'s counting stats and their `column`): a team game row holds the box
 * counts, own and `opp_`, then the play-by-play-only counts; a player game row the box counts.
 * The box columns are named as the engine's line fields (single words, so column = field).
 */
import {
  BOX_COUNT_COLUMNS,
  PLAY_BY_PLAY_COUNT_COLUMNS,
  type BoxCountField,
  type PlayByPlayCountField,
} from '@courtside/contract';
import { OPPONENT_COUNTS, type OpponentCount } from '@courtside/engine';

function boxColumnName(count: (typeof BOX_COUNT_COLUMNS)[number]): BoxCountField {
  if (count.column !== count.field) {
    throw new Error(`Box count column ${count.column} is not its field name ${count.field}.`);
  }
  return count.field;
}

/** The box counts' columns (pts … pf), in registry order: the engine's CountingStats fields. */
export const COUNT_COLUMNS: readonly BoxCountField[] = BOX_COUNT_COLUMNS.map(boxColumnName);
export type CountColumnName = BoxCountField;

/** Box counts a team box may lack (steals, fouls of the NCAA team box): summed only if complete. */
export const NULLABLE_COUNT_COLUMNS: readonly BoxCountField[] = BOX_COUNT_COLUMNS.filter(
  (count) => count.nullable,
).map(boxColumnName);

/** Box counts every box score has. */
export const COMPLETE_COUNT_COLUMNS: readonly BoxCountField[] = BOX_COUNT_COLUMNS.filter(
  (count) => !count.nullable,
).map(boxColumnName);

/**
 * The play-by-play-only counts as the tables store them: the registry's order with the paint
 * points last (the tables were created so, and the data version hashes whole rows, column order
 * included).
 */
const PAINT_POINTS = 'points_in_paint';
const STORED_PLAY_BY_PLAY = [
  ...PLAY_BY_PLAY_COUNT_COLUMNS.filter((count) => count.column !== PAINT_POINTS),
  ...PLAY_BY_PLAY_COUNT_COLUMNS.filter((count) => count.column === PAINT_POINTS),
];

/** The play-by-play-only count columns (fast_break_pts …), in stored order. */
export const PBP_EXTRAS: readonly string[] = STORED_PLAY_BY_PLAY.map((count) => count.column);

/** Their line fields (fastBreakPts …), in the same stored order. */
export const PBP_EXTRA_FIELDS: readonly PlayByPlayCountField[] = STORED_PLAY_BY_PLAY.map(
  (count) => count.field,
);

/** The field of a count column (`fast_break_pts` → `fastBreakPts`; box columns are fields). */
const FIELD_OF_COLUMN = new Map<string, BoxCountField | PlayByPlayCountField>([
  ...BOX_COUNT_COLUMNS.map((count) => [count.column, count.field] as const),
  ...PLAY_BY_PLAY_COUNT_COLUMNS.map((count) => [count.column, count.field] as const),
]);

export function countFieldOfColumn(column: string): BoxCountField | PlayByPlayCountField {
  const field = FIELD_OF_COLUMN.get(column);
  if (field === undefined) throw new Error(`${column} is not a counting-stat column.`);
  return field;
}

/**
 * The opponents' counts a player's rates read beside his team's line (the engine's
 * OPPONENT_COUNTS): player sums carry them as `opp_…`, next to the opponents' possessions.
 */
export const OPPONENT_COUNT_COLUMNS = OPPONENT_COUNTS;
export type OpponentCountColumn = OpponentCount;
