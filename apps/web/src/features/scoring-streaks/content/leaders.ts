/**
 * The division's team rows (`team-agg-streak-stats`) as the leaderboard and the team picker
 * show them: a conference filters them, and with several seasons on the page a team is named
 * with its season (a team id belongs to one season).
 */
import type { TeamAggStreakStatsRow } from '@courtside/contract/schemas';
import { getCompetition } from '@courtside/contract';

/** "Purdue", or "Purdue (24-25)" when the page shows several seasons. */
export function teamLabel(row: TeamAggStreakStatsRow, severalSeasons: boolean): string {
  if (!severalSeasons) return row.teamMarket;
  const season = getCompetition(row.competitionId)?.abb1;
  return season === undefined ? row.teamMarket : `${row.teamMarket} (${season})`;
}

/** The rows of one conference, or all of them (null). */
export function rowsOfConference(
  rows: readonly TeamAggStreakStatsRow[],
  conferenceId: number | null,
): TeamAggStreakStatsRow[] {
  return conferenceId === null
    ? [...rows]
    : rows.filter((row) => row.conferenceId === conferenceId);
}

/** The picker's teams, by name then season. */
export function teamChoices(
  rows: readonly TeamAggStreakStatsRow[],
  severalSeasons: boolean,
): { teamId: number; label: string }[] {
  return rows
    .map((row) => ({ teamId: row.teamId, label: teamLabel(row, severalSeasons) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The conference the page shows: the URL's when the division's rows name it (an old or
 * hand-edited link to another division's conference shows them all).
 */
export function shownConference(
  rows: readonly TeamAggStreakStatsRow[],
  conference: number | null,
): number | null {
  return conference !== null && rows.some((row) => row.conferenceId === conference)
    ? conference
    : null;
}
