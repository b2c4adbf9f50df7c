/**
 * The team splits view: the API's named scopes plus one scope per month the game log has games
 * in (`month-YYYY-MM`), in reading order.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { scopeRank } from '@/lib/stats/dictionary/scopes';

/** One side's rows (the team's own line, or its opponents') in reading order. */
export function splitRows(rows: readonly TeamAggStatsRow[], isOffense: boolean): TeamAggStatsRow[] {
  return rows
    .filter((row) => row.isOffense === isOffense)
    .sort((a, b) => scopeRank(a.scope) - scopeRank(b.scope) || a.scope.localeCompare(b.scope));
}
