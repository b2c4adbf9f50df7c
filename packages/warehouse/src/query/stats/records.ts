/**
 * Team records from team_games: every decided game counts (box, schedule-only and games
 * against opponents outside Division I alike), split by conference, site, opponent quadrant and
 * recency, with the current and longest winning and losing streaks (games in date order; a game
 * only the box score knows has no date and sorts last, as in the build's recency).
 */
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import type { TeamFilter } from '../teams';
import { TEAM_WHERE, teamParams } from '../teams';

export const RECORD_SPLITS = [
  'overall',
  'conf',
  'nonConf',
  'confTourney',
  'home',
  'away',
  'neutral',
  'q1',
  'q2',
  'q3',
  'q4',
  'l10',
] as const;
export type RecordSplit = (typeof RECORD_SPLITS)[number];

/** SQL predicate of each split over the `ordered` rows below (fixed text, no values). */
const SPLIT_FILTERS: Readonly<Record<RecordSplit, string>> = {
  overall: 'true',
  conf: 'conference_game AND NOT conf_tournament',
  nonConf: 'NOT conference_game',
  confTourney: 'conf_tournament',
  home: "site = 'home'",
  away: "site = 'away'",
  neutral: "site = 'neutral'",
  q1: 'quadrant = 1',
  q2: 'quadrant = 2',
  q3: 'quadrant = 3',
  q4: 'quadrant = 4',
  l10: 'recency <= 10',
};

const SPLIT_SQL = RECORD_SPLITS.flatMap((split) => [
  `count(*) FILTER (WHERE is_win AND ${SPLIT_FILTERS[split]})::INTEGER AS ${split}_wins`,
  `count(*) FILTER (WHERE NOT is_win AND ${SPLIT_FILTERS[split]})::INTEGER AS ${split}_losses`,
]).join(',\n  ');

export interface TeamRecordSummary {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
  divisionId: number;
  records: Record<RecordSplit, { wins: number; losses: number }>;
  /** The latest game's result and how many games in a row ended that way. */
  currentStreak: { isWin: boolean; games: number } | null;
  longestWinStreak: number;
  longestLossStreak: number;
  lastGameDate: string | null;
}

export async function teamRecords(
  db: WarehouseDb,
  filter: TeamFilter,
): Promise<TeamRecordSummary[]> {
  const rows = await db.all(
    `WITH ordered AS (
       SELECT tg.*, row_number() OVER (PARTITION BY tg.team_id ORDER BY tg.game_date DESC NULLS LAST, tg.game_id DESC) AS recency,
         row_number() OVER (PARTITION BY tg.team_id ORDER BY tg.game_date NULLS LAST, tg.game_id)
           - row_number() OVER (PARTITION BY tg.team_id, tg.is_win ORDER BY tg.game_date NULLS LAST, tg.game_id) AS run_group
       FROM team_games tg JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
       WHERE ${TEAM_WHERE} AND tg.is_win IS NOT NULL),
     runs AS (
       SELECT team_id, is_win, run_group, count(*) AS games, min(recency) AS newest FROM ordered
       GROUP BY team_id, is_win, run_group),
     streaks AS (
       SELECT team_id,
         coalesce(max(games) FILTER (WHERE is_win), 0)::INTEGER AS longest_win,
         coalesce(max(games) FILTER (WHERE NOT is_win), 0)::INTEGER AS longest_loss,
         any_value(games) FILTER (WHERE newest = 1)::INTEGER AS current_games,
         any_value(is_win) FILTER (WHERE newest = 1) AS current_is_win
       FROM runs GROUP BY team_id),
     rec AS (
       SELECT team_id, ${SPLIT_SQL},
         strftime(max(game_date), '%Y-%m-%d') AS last_date
       FROM ordered GROUP BY team_id)
     SELECT rec.*, s.longest_win, s.longest_loss, s.current_games, s.current_is_win,
       t.team_market, t.conference_id, t.division_id
     FROM rec JOIN streaks s USING (team_id)
     JOIN teams t ON t.competition_id = $competitionId AND t.team_id = rec.team_id
     ORDER BY t.team_market, t.team_id`,
    teamParams(filter),
  );
  return rows.map((row) => {
    const currentGames = numOrNull(row, 'current_games');
    const currentIsWin = row['current_is_win'];
    return {
      competitionId: filter.competitionId,
      teamId: num(row, 'team_id'),
      teamMarket: str(row, 'team_market'),
      conferenceId: numOrNull(row, 'conference_id'),
      divisionId: num(row, 'division_id'),
      records: Object.fromEntries(
        RECORD_SPLITS.map((split) => [
          split,
          { wins: num(row, `${split}_wins`), losses: num(row, `${split}_losses`) },
        ]),
      ) as TeamRecordSummary['records'],
      currentStreak:
        currentGames === null || typeof currentIsWin !== 'boolean'
          ? null
          : { isWin: currentIsWin, games: currentGames },
      longestWinStreak: num(row, 'longest_win'),
      longestLossStreak: num(row, 'longest_loss'),
      lastGameDate: strOrNull(row, 'last_date'),
    };
  });
}
