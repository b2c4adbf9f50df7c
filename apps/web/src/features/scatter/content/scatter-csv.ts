/**
 * The CSV of a scatter chart: one line per plotted row, the names first, then each charted stat
 * once (x, y, size, color) under its dictionary label, formatted as the dictionary says (ASCII
 * signs, empty fields for missing values, lib/stats/csv does the quoting).
 */
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { toCsv } from '@/lib/stats/csv';
import { formatCsvValue } from '@/lib/stats/format';
import { TEAM_COLORS } from './scatter-params';
import { statValue, type StatChoice, type StatRow } from './scatter-points';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** The charted stats without repeats, in chart order. */
export function chartedStats<K extends StatKey>(stats: readonly (K | null)[]): K[] {
  return [...new Set(stats.filter((key): key is K => key !== null))];
}

/** The stats a choice charts (x, y, size and a stat coloring the marks), without repeats. */
export function choiceStats<K extends StatKey>(choice: StatChoice<K>): K[] {
  return chartedStats<K>([
    choice.x,
    choice.y,
    choice.size,
    choice.color === TEAM_COLORS ? null : choice.color,
  ]);
}

export function statCsvColumn<K extends StatKey, Row extends StatRow<K>>(key: K): CsvColumn<Row> {
  const { label, format } = statDefinition(key);
  return { header: label, value: (row) => formatCsvValue(format, statValue(row, key)) };
}

export function scatterCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}
