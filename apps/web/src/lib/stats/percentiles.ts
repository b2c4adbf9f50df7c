/**
 * Percentiles computed within a table, for colouring its cells when the API sends none: the
 * "weak" percentile of score (share of the pool at or below the value, METHODS §8 [S43]),
 * turned into a goodness percentile for lower-is-better stats (share at or above it), so 100
 * is always best. Only qualified rows form the pool and get a percentile; missing values are
 * left out, not counted as zero.
 */
import { ascending, bisectLeft, bisectRight } from 'd3-array';
import type { StatDirection } from './dictionary/types';

/** Goodness percentiles (0-100) of `values`, null outside the pool or for missing values. */
export function goodnessPercentiles(
  values: readonly unknown[],
  direction: StatDirection,
  inPool: (index: number) => boolean = () => true,
): (number | null)[] {
  const numeric = values.map((value) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null,
  );
  if (direction === 'neutral') return numeric.map(() => null);
  const pool = numeric
    .filter((value, index): value is number => value !== null && inPool(index))
    .sort(ascending);
  if (pool.length === 0) return numeric.map(() => null);
  return numeric.map((value, index) => {
    if (value === null || !inPool(index)) return null;
    const atOrWorse =
      direction === 'higher' ? bisectRight(pool, value) : pool.length - bisectLeft(pool, value);
    return (100 * atOrWorse) / pool.length;
  });
}

/** "87th", "1st", "22nd", "13th" — percentiles are shown rounded, never as 0 or 100.5. */
export function ordinalPercentile(percentile: number): string {
  const whole = Math.min(100, Math.max(0, Math.round(percentile)));
  const lastTwo = whole % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[whole % 10] ?? 'th');
  return `${whole}${suffix}`;
}
