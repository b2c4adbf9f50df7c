/**
 * Standings of a conference or a division from `team-records` (records by split, streak) and
 * the season `team-agg-stats` rows (adjusted margin and its rank), joined by team.
 *
 * Order: a conference ranks by its own regular season first (win percentage, then more wins,
 * so 10-2 is above 5-1), then the overall record, then the adjusted-margin rank; a division has
 * no common schedule, so it ranks by the overall record, then the rank. Teams without a
 * conference game (or any game) sort after those with one.
 */
import type { TeamAggStatsRow, TeamRecordsRow } from '@courtside/contract/schemas';

export interface StandingRow extends TeamRecordsRow {
  netRtgAdj: number | null;
  netRanking: number | null;
  /** 1-based place in the standings. */
  place: number;
}

type Ordering = 'conference' | 'division';

const descNullsLast = (a: number | null, b: number | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;
const ascNullsLast = (a: number | null, b: number | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

function compare(ordering: Ordering) {
  return (a: StandingRow, b: StandingRow): number => {
    const conference =
      ordering === 'conference'
        ? descNullsLast(a.confWinPct, b.confWinPct) || b.confWins - a.confWins
        : 0;
    return (
      conference ||
      descNullsLast(a.overallWinPct, b.overallWinPct) ||
      b.overallWins - a.overallWins ||
      ascNullsLast(a.netRanking, b.netRanking) ||
      a.teamMarket.localeCompare(b.teamMarket)
    );
  };
}

export function buildStandings(
  records: readonly TeamRecordsRow[],
  aggregates: readonly TeamAggStatsRow[],
  ordering: Ordering,
): StandingRow[] {
  const seasonLine = new Map<number, TeamAggStatsRow>();
  for (const row of aggregates) {
    if (row.scope === 'season' && row.isOffense) seasonLine.set(row.teamId, row);
  }
  return records
    .map((record) => {
      const line = seasonLine.get(record.teamId);
      return {
        ...record,
        netRtgAdj: line?.netRtgAdj ?? null,
        netRanking: line?.netRanking ?? null,
        place: 0,
      };
    })
    .sort(compare(ordering))
    .map((row, index) => ({ ...row, place: index + 1 }));
}
