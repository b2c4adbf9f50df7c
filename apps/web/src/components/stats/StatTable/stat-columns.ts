/**
 * The columns of a StatTable, resolved from dictionary keys: how each reads, converts, formats
 * and sorts its value, and the CSV of what the table shows. Kept apart from the component so
 * the CSV and the cell text come from the same functions.
 */
import type { ReactNode } from 'react';
import {
  firstSortDirection,
  statDefinition,
  type StatDefinition,
  type StatKey,
  type StatMode,
} from '@/lib/stats/dictionary';
import { toCsv } from '@/lib/stats/csv';
import { formatCsvValue, formatValue, isNumericFormat } from '@/lib/stats/format';
import { formatInMode, readField, valueInMode, type RowDenominators } from '@/lib/stats/per-mode';

/** A column by dictionary key, optionally reading its value from elsewhere than row[key]. */
export interface StatColumn<TRow> {
  key: StatKey;
  value?: (row: TRow) => unknown;
}

export type StatColumnSpec<TRow> = StatKey | StatColumn<TRow>;

/** The pinned first column: a row's name (player, team, lineup…). */
export interface LabelColumn<TRow> {
  /** Header, e.g. "Player". */
  header: string;
  /** Plain text of the name: sorting, the text filter and the CSV use it. */
  text: (row: TRow) => string;
  /** What the cell shows (e.g. a link to the player's page); the text by default. */
  render?: (row: TRow) => ReactNode;
}

export const LABEL_COLUMN_ID = 'label';

export interface ResolvedColumn<TRow> {
  key: StatKey;
  definition: StatDefinition<StatKey>;
  read: (row: TRow) => unknown;
}

export function resolveColumns<TRow extends object>(
  specs: readonly StatColumnSpec<TRow>[],
): ResolvedColumn<TRow>[] {
  return specs.map((spec) => {
    const { key, value } = typeof spec === 'string' ? { key: spec, value: undefined } : spec;
    return {
      key,
      definition: statDefinition(key),
      read: value ?? ((row: TRow) => readField(row, key)),
    };
  });
}

export interface ModeContext<TRow> {
  mode: StatMode;
  denominators: (row: TRow) => RowDenominators;
}

/** The value a cell shows, after the per-game / per-40 / per-100 conversion. */
export function shownValue<TRow>(
  column: ResolvedColumn<TRow>,
  row: TRow,
  { mode, denominators }: ModeContext<TRow>,
): unknown {
  return valueInMode(column.definition, column.read(row), mode, denominators(row));
}

export function cellText<TRow>(
  column: ResolvedColumn<TRow>,
  row: TRow,
  context: ModeContext<TRow>,
): string {
  return formatValue(
    formatInMode(column.definition, context.mode),
    shownValue(column, row, context),
  );
}

/**
 * What the table sorts by: numbers for numeric formats (booleans as 1/0), lower-case text for
 * the others, undefined when missing so missing values sort last in both directions.
 */
export function sortValue<TRow>(
  column: ResolvedColumn<TRow>,
  row: TRow,
  context: ModeContext<TRow>,
): number | string | undefined {
  const value = shownValue(column, row, context);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isNumericFormat(column.definition.format)) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }
  if (value === null || value === undefined || value === '') return undefined;
  return String(value);
}

export function sortsDescendingFirst<TRow>(
  column: ResolvedColumn<TRow>,
  opponentView: boolean,
): boolean {
  return firstSortDirection(column.definition, { opponentView }) === 'desc';
}

/** The CSV of exactly the rows and columns shown, with the values as formatted on screen. */
export function tableCsv<TRow>(
  label: LabelColumn<TRow>,
  columns: readonly ResolvedColumn<TRow>[],
  rows: readonly TRow[],
  context: ModeContext<TRow>,
): string {
  const header = [label.header, ...columns.map((column) => column.definition.shortLabel)];
  const body = rows.map((row) => [
    label.text(row),
    ...columns.map((column) =>
      formatCsvValue(
        formatInMode(column.definition, context.mode),
        shownValue(column, row, context),
      ),
    ),
  ]);
  return toCsv(header, body);
}
