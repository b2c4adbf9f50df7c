/**
 * Team scoring-run aggregates over the play-by-play games (METHODS §6: runs are stored from
 * 8-0 up; 10-0 is the headline threshold): runs the team made and runs made against it, the
 * longest of each, and how many games had them. Box-score games have no runs: `gpPbp` says
 * how many games the counts cover (a team without play-by-play games has gpPbp 0, and its
 * counts mean "not measured", which the API shows as null).
 */
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull } from '../../db/values';
import type { TeamFilter } from '../teams';
import { TEAM_WHERE, teamParams } from '../teams';

export interface TeamRunAggregateRow {
  teamId: number;
  gpPbp: number;
  runs8For: number;
  runs10For: number;
  runs8Agst: number;
  runs10Agst: number;
  longestRunFor: number | null;
  longestRunAgst: number | null;
  /** Play-by-play games with at least one 10-0 run by the team / by its opponent. */
  gamesWithRun10For: number;
  gamesWithRun10Agst: number;
  /** Runs that crossed halftime. */
  runsAcrossHalftimeFor: number;
  runsAcrossHalftimeAgst: number;
}

export async function teamRunAggregates(
  db: WarehouseDb,
  filter: TeamFilter,
): Promise<TeamRunAggregateRow[]> {
  const rows = await db.all(
    `WITH tm AS (
       SELECT t.team_id FROM teams t WHERE ${TEAM_WHERE}),
     pbp_games AS (
       SELECT tg.team_id, tg.game_id, tg.side FROM team_games tg JOIN tm USING (team_id)
       WHERE tg.competition_id = $competitionId AND tg.coverage = 'pbp'),
     team_runs AS (
       SELECT g.team_id, g.game_id, r.points, r.across_halftime, r.side = g.side AS is_for
       FROM pbp_games g JOIN runs r ON r.competition_id = $competitionId AND r.game_id = g.game_id)
     SELECT tm.team_id,
       (SELECT count(*) FROM pbp_games g WHERE g.team_id = tm.team_id)::INTEGER AS gp_pbp,
       count(r.points) FILTER (WHERE r.is_for)::INTEGER AS runs8_for,
       count(r.points) FILTER (WHERE r.is_for AND r.points >= 10)::INTEGER AS runs10_for,
       count(r.points) FILTER (WHERE NOT r.is_for)::INTEGER AS runs8_agst,
       count(r.points) FILTER (WHERE NOT r.is_for AND r.points >= 10)::INTEGER AS runs10_agst,
       max(r.points) FILTER (WHERE r.is_for) AS longest_for,
       max(r.points) FILTER (WHERE NOT r.is_for) AS longest_agst,
       count(DISTINCT r.game_id) FILTER (WHERE r.is_for AND r.points >= 10)::INTEGER AS games10_for,
       count(DISTINCT r.game_id) FILTER (WHERE NOT r.is_for AND r.points >= 10)::INTEGER AS games10_agst,
       count(r.points) FILTER (WHERE r.is_for AND r.across_halftime)::INTEGER AS half_for,
       count(r.points) FILTER (WHERE NOT r.is_for AND r.across_halftime)::INTEGER AS half_agst
     FROM tm LEFT JOIN team_runs r USING (team_id)
     GROUP BY tm.team_id ORDER BY tm.team_id`,
    teamParams(filter),
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    gpPbp: num(row, 'gp_pbp'),
    runs8For: num(row, 'runs8_for'),
    runs10For: num(row, 'runs10_for'),
    runs8Agst: num(row, 'runs8_agst'),
    runs10Agst: num(row, 'runs10_agst'),
    longestRunFor: numOrNull(row, 'longest_for'),
    longestRunAgst: numOrNull(row, 'longest_agst'),
    gamesWithRun10For: num(row, 'games10_for'),
    gamesWithRun10Agst: num(row, 'games10_agst'),
    runsAcrossHalftimeFor: num(row, 'half_for'),
    runsAcrossHalftimeAgst: num(row, 'half_agst'),
  }));
}
