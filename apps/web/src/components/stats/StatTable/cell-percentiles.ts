/**
 * Where a StatTable's cell colours come from: percentiles the page provides (the API's
 * `pctiles`, already goodness percentiles, METHODS §8), or percentiles computed within the
 * table over its qualified rows, on the values as shown in the current mode.
 */
import { effectiveDirection, type StatKey } from '@/lib/stats/dictionary';
import { goodnessPercentiles } from '@/lib/stats/percentiles';
import { shownValue, type ModeContext, type ResolvedColumn } from './stat-columns';

/** A provided percentile (0-100, 100 best) of a row's stat, null/undefined for none. */
export type ProvidedPercentile<TRow> = (row: TRow, key: StatKey) => number | null | undefined;

export type PercentileSource<TRow> = 'table' | ProvidedPercentile<TRow> | false;

/** (row index in `rows`, column key) → percentile, null for an uncoloured cell. */
export type CellPercentile = (rowIndex: number, key: StatKey) => number | null;

export interface CellPercentileInput<TRow> {
  source: PercentileSource<TRow>;
  rows: readonly TRow[];
  columns: readonly ResolvedColumn<TRow>[];
  context: ModeContext<TRow>;
  isQualified: (row: TRow) => boolean;
  opponentView: boolean;
}

const NONE: CellPercentile = () => null;

export function cellPercentiles<TRow>({
  source,
  rows,
  columns,
  context,
  isQualified,
  opponentView,
}: CellPercentileInput<TRow>): CellPercentile {
  if (source === false) return NONE;
  const colored = new Set(
    columns.filter((column) => column.definition.colorScale === 'goodBad').map((c) => c.key),
  );
  if (typeof source === 'function') {
    return (rowIndex, key) => {
      const row = rows[rowIndex];
      if (row === undefined || !colored.has(key)) return null;
      const percentile = source(row, key);
      return typeof percentile === 'number' && Number.isFinite(percentile) ? percentile : null;
    };
  }
  const qualified = rows.map(isQualified);
  const byKey = new Map<StatKey, (number | null)[]>();
  for (const column of columns) {
    if (!colored.has(column.key)) continue;
    const values = rows.map((row) => shownValue(column, row, context));
    const direction = effectiveDirection(column.definition, { opponentView });
    byKey.set(
      column.key,
      goodnessPercentiles(values, direction, (index) => qualified[index] === true),
    );
  }
  return (rowIndex, key) => byKey.get(key)?.[rowIndex] ?? null;
}
