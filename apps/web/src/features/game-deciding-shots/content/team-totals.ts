/**
 * The team leaderboard from `team-tying-go-ahead-shooting` rows: every deciding attempt of each
 * team over the season. The free tier reads only its trial players' shots (the shot endpoint is
 * player-level, §6), so its team leaderboard cannot be counted from them; these rows are whole,
 * but only the conference and team filters can cut them (the others need each attempt).
 */
import type { TeamTyingGoAheadRow } from '@courtside/contract/schemas';
import type { DecidingFilterValues } from './deciding-filters';
import { byAttempts, type TeamLeader } from './deciding-shots';

/** The fields of a team row the leaderboard reads. */
export type DecidingTeamRow = Pick<
  TeamTyingGoAheadRow,
  | 'competitionId'
  | 'teamId'
  | 'teamMarket'
  | 'conferenceId'
  | 'gpDeciding'
  | 'decidingFga'
  | 'decidingFgm'
  | 'decidingFgm3'
  | 'decidingFgPct'
  | 'tyingFga'
  | 'tyingFgm'
  | 'tyingFgPct'
  | 'goAheadFga'
  | 'goAheadFgm'
  | 'goAheadFgPct'
  | 'gameWinners'
>;

/** One row per team and season with at least one deciding attempt, most attempts first. */
export function teamLeadersFromRows(
  rows: readonly DecidingTeamRow[],
  filters: Pick<DecidingFilterValues, 'team' | 'conference'>,
): TeamLeader[] {
  return rows
    .filter(
      (row) =>
        row.decidingFga > 0 &&
        (filters.team === null || row.teamId === filters.team) &&
        (filters.conference === null || row.conferenceId === filters.conference),
    )
    .map((row) => ({
      key: `${row.competitionId}-${row.teamId}`,
      teamId: row.teamId,
      teamMarket: row.teamMarket,
      competitionId: row.competitionId,
      gpDeciding: row.gpDeciding,
      decidingFga: row.decidingFga,
      decidingFgm: row.decidingFgm,
      decidingFgPct: row.decidingFgPct,
      // Every make is worth 2, threes one more.
      decidingPts: 2 * row.decidingFgm + row.decidingFgm3,
      tyingFga: row.tyingFga,
      tyingFgm: row.tyingFgm,
      tyingFgPct: row.tyingFgPct,
      goAheadFga: row.goAheadFga,
      goAheadFgm: row.goAheadFgm,
      goAheadFgPct: row.goAheadFgPct,
      gameWinners: row.gameWinners,
    }))
    .sort(byAttempts((row) => row.teamMarket));
}
