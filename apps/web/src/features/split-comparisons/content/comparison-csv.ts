/**
 * The CSV of the table as shown: its rows in their order, the difference, then each split's
 * value and games (headed with the dictionary's "GP"), the values formatted as on screen
 * (lib/stats/format, ASCII signs).
 */
import { toCsv } from '@/lib/stats/csv';
import { statDefinition } from '@/lib/stats/dictionary';
import { formatCsvValue, type StatFormat } from '@/lib/stats/format';
import type { ComparisonRow, DifferenceFormat } from './comparison';
import type { SplitOption } from './splits';

export interface ComparisonCsvInput {
  rows: readonly ComparisonRow[];
  splits: readonly SplitOption[];
  differenceHeader: string;
  shownFormat: StatFormat;
  differenceFormat: DifferenceFormat;
  conferenceName: (row: ComparisonRow) => string;
}

export function comparisonCsv({
  rows,
  splits,
  differenceHeader,
  shownFormat,
  differenceFormat,
  conferenceName,
}: ComparisonCsvInput): string {
  const games = statDefinition('gp').shortLabel;
  const header = [
    'Team',
    'Conference',
    differenceHeader,
    ...splits.flatMap((split) => [split.label, `${split.label} ${games}`]),
  ];
  const body = rows.map((row) => [
    row.teamMarket,
    conferenceName(row),
    formatCsvValue(
      differenceFormat.format,
      row.difference === null ? null : row.difference * differenceFormat.scale,
    ),
    ...splits.flatMap((split) => {
      const cell = row.cells.get(split.id);
      return [formatCsvValue(shownFormat, cell?.value ?? null), String(cell?.games ?? 0)];
    }),
  ]);
  return toCsv(header, body);
}
