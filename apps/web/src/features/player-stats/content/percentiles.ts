/**
 * The overview's percentile bars from the `pctiles` rows: one set for the overall pool and one
 * for the player's position group, each in the API's stat order, keeping only stats the
 * dictionary can label.
 */
import type { PctileRow } from '@courtside/contract/schemas';
import { isStatKey, type StatKey } from '@/lib/stats/dictionary';

export interface PoolBars {
  pool: string;
  /** "All qualified players" or "Guards" / "Forwards" / "Centers". */
  label: string;
  poolSize: number;
  bars: { key: StatKey; value: number; percentile: number }[];
}

const POOL_LABELS: Record<string, string> = {
  overall: 'All qualified players',
  G: 'Guards',
  F: 'Forwards',
  C: 'Centers',
};

export function percentilePools(rows: readonly PctileRow[]): PoolBars[] {
  const pools = new Map<string, PoolBars>();
  for (const row of rows) {
    if (!isStatKey(row.stat)) continue;
    let pool = pools.get(row.pool);
    if (pool === undefined) {
      pool = { pool: row.pool, label: POOL_LABELS[row.pool] ?? row.pool, poolSize: 0, bars: [] };
      pools.set(row.pool, pool);
    }
    pool.poolSize = Math.max(pool.poolSize, row.poolSize);
    pool.bars.push({ key: row.stat, value: row.value, percentile: row.pctile });
  }
  // Overall first, then the position group.
  return [...pools.values()].sort(
    (a, b) => Number(b.pool === 'overall') - Number(a.pool === 'overall'),
  );
}
