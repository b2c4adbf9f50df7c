/**
 * Rankings (METHODS §8). Rank 1 is the best value; which end is best comes from a direction
 * flag, so DRtg, TOV% or fouls rank ascending without the caller negating anything. Missing
 * values (null, undefined, NaN, ±Infinity) are left out and get no rank; they are never read as
 * zero, which would put them at the bottom (or, for lower-is-better stats, the top).
 *
 * Ties: the display ranking is "competition" ranking (1, 2, 2, 4): tied values share the best
 * rank of their group and are labelled "T-2". 'average' gives tied values the mean of the
 * positions they span (1, 2.5, 2.5, 4), the form rank statistics need; 'dense' (1, 2, 2, 3) is
 * offered for compact tiers.
 */
import type { StatDirection } from './inputs';

export type RankMethod = 'min' | 'average' | 'dense';

export interface RankOptions {
  direction?: StatDirection;
  method?: RankMethod;
}

export interface Rank {
  /** Null for a missing value. */
  rank: number | null;
  /** True when another value equals this one. */
  tied: boolean;
  /** "3", or "T-3" when tied; null for a missing value. */
  label: string | null;
}

export function rankLabel(rank: number, tied: boolean): string {
  return tied ? `T-${rank}` : String(rank);
}

const isPresent = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/** Ranks values (1 = best) in their input order; see the module comment for ties and gaps. */
export function rankValues(
  values: readonly (number | null | undefined)[],
  options: RankOptions = {},
): Rank[] {
  const sign = options.direction === 'lowerIsBetter' ? 1 : -1;
  const method = options.method ?? 'min';
  const present: number[] = [];
  values.forEach((v, i) => {
    if (isPresent(v)) present.push(i);
  });
  // Sort best first: descending for higher-is-better, ascending for lower-is-better.
  const key = (i: number): number => sign * (values[i] ?? 0);
  present.sort((a, b) => key(a) - key(b));

  const out: Rank[] = values.map(() => ({ rank: null, tied: false, label: null }));
  let start = 0;
  let dense = 0;
  while (start < present.length) {
    let end = start;
    const value = values[present[start] ?? 0];
    while (end + 1 < present.length && values[present[end + 1] ?? 0] === value) end += 1;
    dense += 1;
    const rank = method === 'min' ? start + 1 : method === 'dense' ? dense : (start + end) / 2 + 1;
    const tied = end > start;
    for (let k = start; k <= end; k += 1) {
      out[present[k] ?? 0] = { rank, tied, label: rankLabel(rank, tied) };
    }
    start = end + 1;
  }
  return out;
}

/** Ranks rows by a field, returning a map from each row's id to its rank. */
export function rankBy<T>(
  rows: readonly T[],
  id: (row: T) => number,
  value: (row: T) => number | null | undefined,
  options: RankOptions = {},
): Map<number, Rank> {
  const ranks = rankValues(rows.map(value), options);
  return new Map(
    rows.map((row, i) => [id(row), ranks[i] ?? { rank: null, tied: false, label: null }]),
  );
}
