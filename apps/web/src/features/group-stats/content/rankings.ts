/**
 * The rankings view from `ranks` rows (one per team × stat): which stats are ranked, and one
 * stat's table, best rank first.
 */
import type { RankRow } from '@courtside/contract/schemas';

/** The stats the rows rank, in the order the API sends them (adjusted margin first). */
export function rankedStats(rows: readonly RankRow[]): string[] {
  return [...new Set(rows.filter((row) => row.entity === 'team').map((row) => row.stat))];
}

/** One stat's rows, best rank first (ties by name). */
export function rankingOf(rows: readonly RankRow[], stat: string): RankRow[] {
  return rows
    .filter((row) => row.entity === 'team' && row.stat === stat)
    .sort((a, b) => a.rank - b.rank || (a.teamMarket ?? '').localeCompare(b.teamMarket ?? ''));
}
