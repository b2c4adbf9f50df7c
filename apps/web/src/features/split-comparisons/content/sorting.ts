/**
 * The table's order. Text columns (team, conference) sort A→Z or Z→A. Number columns (the
 * difference and each split) sort counted values first in the chosen order, then thin values
 * (fewer games than the minimum) in the same order, then teams without a value; ties go by
 * team name, so the order never depends on the API's.
 */
import { firstSortDirection, type StatDefinition } from '@/lib/stats/dictionary';
import type { ComparisonRow } from './comparison';
import type { SortOrder } from './split-filters';

export interface SortChoice {
  /** 'team', 'conference', 'difference' or a split id. */
  sort: string;
  order: SortOrder;
}

interface NumberKey {
  value: number | null;
  isThin: boolean;
}

function numberKeyOf(row: ComparisonRow, sort: string): NumberKey {
  if (sort === 'difference') return { value: row.difference, isThin: row.differenceIsThin };
  const cell = row.cells.get(sort);
  return { value: cell?.value ?? null, isThin: cell?.isThin ?? true };
}

const bucketOf = ({ value, isThin }: NumberKey): number => (value === null ? 2 : isThin ? 1 : 0);

const byName = (a: ComparisonRow, b: ComparisonRow): number =>
  a.teamMarket.localeCompare(b.teamMarket);

export function sortComparisonRows(
  rows: readonly ComparisonRow[],
  { sort, order }: SortChoice,
  conferenceName: (row: ComparisonRow) => string,
): ComparisonRow[] {
  const sign = order === 'asc' ? 1 : -1;
  if (sort === 'team') return [...rows].sort((a, b) => sign * byName(a, b));
  if (sort === 'conference') {
    return [...rows].sort(
      (a, b) => sign * conferenceName(a).localeCompare(conferenceName(b)) || byName(a, b),
    );
  }
  return [...rows].sort((a, b) => {
    const first = numberKeyOf(a, sort);
    const second = numberKeyOf(b, sort);
    const buckets = bucketOf(first) - bucketOf(second);
    if (buckets !== 0) return buckets;
    const values = (first.value ?? 0) - (second.value ?? 0);
    return sign * values || byName(a, b);
  });
}

/**
 * The order a header's first click gives: names A→Z, values best first by the stat's
 * direction (the largest first for a stat without a better end).
 */
export function firstOrderOf(sort: string, definition: StatDefinition): SortOrder {
  if (sort === 'team' || sort === 'conference') return 'asc';
  return firstSortDirection(definition);
}

/** The sort after a header click: the other order on the sorted column, else its first order. */
export function nextSort(
  current: SortChoice,
  clicked: string,
  definition: StatDefinition,
): SortChoice {
  if (current.sort === clicked) {
    return { sort: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  }
  return { sort: clicked, order: firstOrderOf(clicked, definition) };
}
