/**
 * After a competition's games are simulated and their facts written: the `games` and
 * `team_games` rows. The schedule (date, site, conference and tournament flags) comes from the
 * league, the scores and team lines from the engine's play-by-play team lines (the game
 * writer's staging table), so a demo team's box score is exactly what the engine derived, as
 * for a real play-by-play game. Roster games played/started come from the engine's player lines.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { COUNT_COLUMNS, PBP_EXTRAS, RowWriter } from '@courtside/warehouse';
import { PBP_TEAM_STAGE } from '@courtside/ingest';
import type { ScheduledGame } from '../league/schedule';

const SCHEDULE_STAGE = 'stage_demo_schedule';

async function stageSchedule(db: WarehouseDb, games: readonly ScheduledGame[]): Promise<void> {
  await db.run(
    `CREATE OR REPLACE TABLE ${SCHEDULE_STAGE} (game_id INTEGER, game_date VARCHAR, home_id INTEGER,
       away_id INTEGER, neutral BOOLEAN, conference_game BOOLEAN, conf_tournament BOOLEAN)`,
  );
  const writer = await RowWriter.open(db, SCHEDULE_STAGE, 7);
  for (const g of games) {
    writer
      .int(g.gameId)
      .str(g.date)
      .int(g.homeId)
      .int(g.awayId)
      .bool(g.neutral)
      .bool(g.conferenceGame)
      .bool(g.confTournament)
      .end();
  }
  writer.close();
}

/** Writes games and team_games of a competition from the schedule and the staged team lines. */
export async function writeGameRows(
  db: WarehouseDb,
  competitionId: number,
  games: readonly ScheduledGame[],
): Promise<void> {
  await stageSchedule(db, games);
  await db.run(
    `INSERT INTO games (competition_id, game_id, game_date, home_team_id, home_name, away_team_id,
       away_name, home_score, away_score, score_source, neutral, conference_game, conf_tournament,
       periods, coverage, in_schedule, in_box, espn_game_id)
     SELECT $1, s.game_id, s.game_date::DATE, s.home_id, h.team_market, s.away_id, a.team_market,
       p.home_score, p.away_score, 'pbp', s.neutral, s.conference_game, s.conf_tournament,
       p.periods, 'pbp', true, false, NULL
     FROM ${SCHEDULE_STAGE} s
     JOIN ${PBP_TEAM_STAGE} p ON p.game_id = s.game_id AND p.side = 'home'
     JOIN teams h ON h.competition_id = $1 AND h.team_id = s.home_id
     JOIN teams a ON a.competition_id = $1 AND a.team_id = s.away_id`,
    [competitionId],
  );
  const stats = [
    ...COUNT_COLUMNS,
    ...COUNT_COLUMNS.map((s) => `opp_${s}`),
    ...PBP_EXTRAS,
    ...PBP_EXTRAS.map((s) => `opp_${s}`),
  ];
  await db.run(
    `INSERT INTO team_games (competition_id, game_id, game_date, side, site, team_id, team_name,
       opp_team_id, opp_name, conference_id, opp_conference_id, is_win, conference_game,
       conf_tournament, coverage, has_stats, poss, poss_source, minutes, opp_net_rank, quadrant,
       ${stats.join(', ')})
     SELECT $1, s.game_id, s.game_date::DATE, p.side,
       CASE WHEN s.neutral THEN 'neutral' ELSE p.side END,
       t.team_id, t.team_market, o.team_id, o.team_market, t.conference_id, o.conference_id,
       p.pts > p.opp_pts, s.conference_game, s.conf_tournament, 'pbp', true, p.poss, 'pbp',
       p.minutes, NULL, NULL, ${stats.map((c) => `p.${c}`).join(', ')}
     FROM ${PBP_TEAM_STAGE} p
     JOIN ${SCHEDULE_STAGE} s ON s.game_id = p.game_id
     JOIN teams t ON t.competition_id = $1
       AND t.team_id = CASE WHEN p.side = 'home' THEN s.home_id ELSE s.away_id END
     JOIN teams o ON o.competition_id = $1
       AND o.team_id = CASE WHEN p.side = 'home' THEN s.away_id ELSE s.home_id END`,
    [competitionId],
  );
  await db.run(
    `UPDATE players SET roster_gp = l.gp, roster_gs = l.gs
     FROM (SELECT player_id, count(*) FILTER (WHERE seconds > 0) AS gp,
             count(*) FILTER (WHERE starter) AS gs
           FROM player_games WHERE competition_id = $1 AND split = 'game' GROUP BY player_id) l
     WHERE players.competition_id = $1 AND players.player_id = l.player_id`,
    [competitionId],
  );
  await db.run(
    `UPDATE players SET roster_gp = 0, roster_gs = 0 WHERE competition_id = $1 AND roster_gp IS NULL`,
    [competitionId],
  );
  await db.run(`DROP TABLE ${SCHEDULE_STAGE}`);
  await db.run(`DROP TABLE ${PBP_TEAM_STAGE}`);
}
