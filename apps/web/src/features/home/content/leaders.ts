/**
 * The home page's leaderboards, picked from the slim rows the API returns: top teams by
 * adjusted net rating, the team leaders (offense, defense, pace) and the player leaders of a
 * few per-game categories. Rows missing the compared value (a team without enough games for
 * adjusted ratings) are left out rather than ranked as zero.
 */
import type { PlayerLeaderRow } from '../api/player-leaders';
import type { TopTeamRow } from '../api/top-teams';

export const TOP_TEAM_COUNT = 10;
export const LEADERS_PER_CATEGORY = 5;

type NumericKey<Row> = {
  [Key in keyof Row]-?: Row[Key] extends number | null | undefined ? Key : never;
}[keyof Row];

/** The `count` rows with the highest (or lowest, for `ascending`) value of `key`. */
export function rankBy<Row>(
  rows: readonly Row[],
  key: NumericKey<Row>,
  { count, ascending = false }: { count: number; ascending?: boolean },
): Row[] {
  const valueOf = (row: Row): number | null => {
    const value = row[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  return rows
    .filter((row) => valueOf(row) !== null)
    .sort((a, b) => {
      const difference = (valueOf(a) ?? 0) - (valueOf(b) ?? 0);
      return ascending ? difference : -difference;
    })
    .slice(0, count);
}

/** Teams by adjusted net rating, best first; unqualified teams (too few games) left out. */
export function topTeamsByNetRating(rows: readonly TopTeamRow[]): TopTeamRow[] {
  return rankBy(
    rows.filter((row) => row.isQualified),
    'netRtgAdj',
    { count: TOP_TEAM_COUNT },
  );
}

export interface LeaderCategory<Row> {
  key: NumericKey<Row>;
  label: string;
  /** What the value means, for the column header's title. */
  unit: string;
  /** Lower is better (defensive rating). */
  ascending?: boolean;
}

export const TEAM_LEADER_CATEGORIES: readonly LeaderCategory<TopTeamRow>[] = [
  { key: 'ortgAdj', label: 'Best offense', unit: 'adjusted points scored per 100 possessions' },
  {
    key: 'drtgAdj',
    label: 'Best defense',
    unit: 'adjusted points allowed per 100 possessions',
    ascending: true,
  },
  { key: 'paceAdj', label: 'Fastest pace', unit: 'adjusted possessions per 40 minutes' },
];

export const PLAYER_LEADER_CATEGORIES: readonly LeaderCategory<PlayerLeaderRow>[] = [
  { key: 'ptsScoredPg', label: 'Points', unit: 'points per game' },
  { key: 'rebPg', label: 'Rebounds', unit: 'rebounds per game' },
  { key: 'astPg', label: 'Assists', unit: 'assists per game' },
];

export interface Leaderboard<Row> {
  category: LeaderCategory<Row>;
  rows: Row[];
}

export function leaderboards<Row>(
  rows: readonly Row[],
  categories: readonly LeaderCategory<Row>[],
  count = LEADERS_PER_CATEGORY,
): Leaderboard<Row>[] {
  return categories.map((category) => ({
    category,
    rows: rankBy(rows, category.key, { count, ascending: category.ascending ?? false }),
  }));
}

/** "Duke Blue Devils", or the market alone when the name is missing. */
export function teamLabel(row: { teamMarket: string; teamName: string | null }): string {
  return row.teamName === null || row.teamName === ''
    ? row.teamMarket
    : `${row.teamMarket} ${row.teamName}`;
}
