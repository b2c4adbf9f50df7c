/**
 * What the overview picks from the division's rows: the top 25 teams by adjusted efficiency
 * margin and the leaders of a few per-game categories. Rows missing the compared value (a team
 * without enough games for ratings) are left out rather than ranked as zero; ties keep the
 * API's order, then go by name, so the lists do not reshuffle between renders.
 */
import type { StatKey } from '@/lib/stats/dictionary';
import type { LeaderRow } from '../api/division-leaders';
import type { DivisionTeamRow } from '../api/division-teams';

export const TOP_TEAM_COUNT = 25;
export const LEADERS_PER_CATEGORY = 5;

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Qualified teams (5 games with a box score) by adjusted margin, best first. */
export function topTeams(rows: readonly DivisionTeamRow[], count = TOP_TEAM_COUNT) {
  return rows
    .filter((row) => row.isQualified && numberOf(row.netRtgAdj) !== null)
    .sort(
      (a, b) =>
        (numberOf(b.netRtgAdj) ?? 0) - (numberOf(a.netRtgAdj) ?? 0) ||
        a.teamMarket.localeCompare(b.teamMarket),
    )
    .slice(0, count);
}

/** The per-game categories of the overview: dictionary keys, so labels and formats are shared. */
export const LEADER_CATEGORIES = [
  'ptsScoredPg',
  'rebPg',
  'astPg',
] as const satisfies readonly (keyof LeaderRow & StatKey)[];
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number];

export interface Leaderboard {
  category: LeaderCategory;
  rows: LeaderRow[];
}

/**
 * The leaders of each category among qualified players (the server already sends only those;
 * the filter keeps the rule true if it ever sends more).
 */
export function leaderboards(
  rows: readonly LeaderRow[],
  count = LEADERS_PER_CATEGORY,
): Leaderboard[] {
  const eligible = rows.filter((row) => row.isQualified);
  return LEADER_CATEGORIES.map((category) => ({
    category,
    rows: eligible
      .filter((row) => numberOf(row[category]) !== null)
      .sort(
        (a, b) =>
          (numberOf(b[category]) ?? 0) - (numberOf(a[category]) ?? 0) ||
          a.fullName.localeCompare(b.fullName),
      )
      .slice(0, count),
  }));
}
