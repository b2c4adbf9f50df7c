/**
 * Games and team-game rows from the schedule and the team box, with the source's defects
 * recorded as found (README, "Defects"): scores that disagree between schedule and box (swapped
 * or otherwise), boxes that are empty or not two rows, games in only one of the two files.
 *
 * Overtimes of a box game come from the box's `mins`, which is not the game's length but the
 * publisher's time of possession (o_mins + d_mins, engine possession-time.ts): the seconds its
 * play-by-play rows cover, a little less than the game (≈ 39.8 of 40 minutes, 43-45 of 45).
 * Anything beyond 40 minutes therefore needs an overtime, and each 5 minutes beyond another:
 * overtimes = ceil((mins − 40 − 0.05) / 5), the 0.05 absorbing the publisher's rounding.
 *
 * Neutral sites and conference tournaments are set afterwards (neutral-sites.ts,
 * conf-tournament.ts): rows start with `neutral` false and `site` = `side`.
 *
 * Which score wins: the box, when it is usable. Its points are tied to team names row by row
 * and agree with its own field goals and free throws, while the schedule's two numbers can be
 * swapped. A schedule-only game keeps the schedule's score and has no stats (has_stats false).
 */
import { PERIOD_FORMATS } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import type { SeasonRef } from './datasets';
import { BOX_STATS } from './stage';

/** The team box's counts as staged (src_box), in our column names: no steals or fouls. */
const STATS = BOX_STATS.map(([, ours]) => ours);

/** Minutes of regulation and of an overtime (both genders), and the box's rounding slack. */
const REGULATION_MINUTES = 40;
const OVERTIME_MINUTES = 5;
const ROUNDING_MINUTES = 0.05;

export interface GamesOptions {
  /** FTA coefficient of the box possession estimate (METHODS §1). */
  readonly ftaCoefficient: number;
}

const defect = (kind: string, detail: string, where: string): string =>
  `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
   SELECT $1, '${kind}', game_id, NULL, NULL, ${detail} FROM stage_games WHERE ${where}`;

export async function loadGames(
  db: WarehouseDb,
  ref: SeasonRef,
  options: GamesOptions,
): Promise<void> {
  const regulation = PERIOD_FORMATS[ref.gender].regulationPeriods;
  // One schedule row per game (duplicates are recorded and dropped).
  await db.run(
    `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
     SELECT $1, 'duplicate_game', game_id, NULL, NULL, 'listed ' || count(*) || ' times in the schedule'
     FROM src_schedule GROUP BY game_id HAVING count(*) > 1`,
    [ref.competitionId],
  );
  await db.run(`CREATE OR REPLACE TEMP TABLE sched AS
    SELECT * FROM src_schedule QUALIFY row_number() OVER (PARTITION BY game_id ORDER BY game_date, home) = 1`);
  await db.run(`CREATE OR REPLACE TEMP TABLE box_shape AS
    SELECT game_id, any_value(home) AS home, any_value(away) AS away, count(*) AS n_rows,
      count(*) FILTER (WHERE team = home) AS n_home, count(*) FILTER (WHERE team = away) AS n_away,
      bool_or(coalesce(fga, 0) = 0) AS has_empty_row, max(mins) AS mins, any_value(espn_game_id) AS espn_game_id
    FROM src_box GROUP BY game_id`);
  await db.run(`CREATE OR REPLACE TEMP TABLE stage_games AS
    SELECT g.game_id, s.game_date, coalesce(s.home, b.home) AS home_name, coalesce(s.away, b.away) AS away_name,
      s.home_score AS sched_home, s.away_score AS sched_away,
      s.game_id IS NOT NULL AS in_schedule, b.game_id IS NOT NULL AS in_box,
      coalesce(b.n_rows = 2 AND b.n_home = 1 AND b.n_away = 1, false) AS box_shaped,
      coalesce(b.has_empty_row, false) AS box_empty,
      bh.pts AS box_home, ba.pts AS box_away, b.mins, b.espn_game_id
    FROM (SELECT game_id FROM sched UNION SELECT game_id FROM box_shape) g
    LEFT JOIN sched s USING (game_id)
    LEFT JOIN box_shape b USING (game_id)
    LEFT JOIN src_box bh ON bh.game_id = g.game_id AND bh.team = coalesce(s.home, b.home)
    LEFT JOIN src_box ba ON ba.game_id = g.game_id AND ba.team = coalesce(s.away, b.away)`);
  await db.run('ALTER TABLE stage_games ADD COLUMN box_ok BOOLEAN');
  await db.run('UPDATE stage_games SET box_ok = box_shaped AND NOT box_empty');

  const params = [ref.competitionId];
  const scores = `'schedule ' || sched_home || '-' || sched_away || ', box ' || box_home || '-' || box_away`;
  for (const sql of [
    defect(
      'score_swap',
      `'home/away scores swapped: ' || ${scores}`,
      'box_ok AND in_schedule AND sched_home = box_away AND sched_away = box_home AND box_home <> box_away',
    ),
    defect(
      'score_mismatch',
      `'scores differ: ' || ${scores}`,
      'box_ok AND in_schedule AND NOT (sched_home = box_home AND sched_away = box_away) AND NOT (sched_home = box_away AND sched_away = box_home)',
    ),
    defect(
      'empty_box',
      `'team box has a row with no field goal attempts; using the schedule score'`,
      'box_shaped AND box_empty',
    ),
    defect('box_rows', `'team box does not have one row per team'`, 'in_box AND NOT box_shaped'),
    defect('schedule_without_box', `'in the schedule, not in the team box'`, 'NOT in_box'),
    defect(
      'box_without_schedule',
      `'in the team box, not in the schedule (no date)'`,
      'NOT in_schedule',
    ),
  ]) {
    await db.run(sql, params);
  }

  await db.run(
    `INSERT INTO games (competition_id, game_id, game_date, home_team_id, home_name, away_team_id, away_name,
       home_score, away_score, score_source, neutral, conference_game, conf_tournament, periods, coverage,
       in_schedule, in_box, espn_game_id)
     SELECT $1, g.game_id, g.game_date, th.team_id, g.home_name, ta.team_id, g.away_name,
       CASE WHEN g.box_ok THEN g.box_home ELSE g.sched_home END,
       CASE WHEN g.box_ok THEN g.box_away ELSE g.sched_away END,
       CASE WHEN g.box_ok THEN 'box' ELSE 'schedule' END,
       false, false, false,
       CASE WHEN g.box_ok THEN $2 + greatest(0, ceil((g.mins - ${REGULATION_MINUTES} - ${ROUNDING_MINUTES}) / ${OVERTIME_MINUTES}))::INTEGER END,
       CASE WHEN g.box_ok THEN 'box' ELSE 'schedule' END,
       g.in_schedule, g.in_box, g.espn_game_id
     FROM stage_games g
     LEFT JOIN team_names th ON th.name = g.home_name
     LEFT JOIN team_names ta ON ta.name = g.away_name`,
    [ref.competitionId, regulation],
  );
  await loadBoxTeamGames(db, ref, options, regulation);
}

async function loadBoxTeamGames(
  db: WarehouseDb,
  ref: SeasonRef,
  options: GamesOptions,
  regulation: number,
): Promise<void> {
  await db.run(
    `CREATE OR REPLACE TEMP TABLE game_sides AS
    SELECT game_id, game_date, 'home' AS side, home_team_id AS team_id, home_name AS team_name,
      away_team_id AS opp_team_id, away_name AS opp_name, home_score AS score, away_score AS opp_score,
      coverage, periods FROM games WHERE competition_id = $1
    UNION ALL
    SELECT game_id, game_date, 'away', away_team_id, away_name, home_team_id, home_name, away_score,
      home_score, coverage, periods FROM games WHERE competition_id = $1`,
    [ref.competitionId],
  );
  const own = STATS.map((stat) => `o.${stat}`).join(', ');
  const opp = STATS.map((stat) => `x.${stat}`).join(', ');
  const ownCols = STATS.join(', ');
  const oppCols = STATS.map((stat) => `opp_${stat}`).join(', ');
  const estimate = (alias: string): string =>
    `(${alias}.fga - ${alias}.orb + ${alias}.tov + $2 * ${alias}.fta)`;
  // Box games: own row and the opponent's row of the same game, matched by team name.
  await db.run(
    `INSERT INTO team_games (competition_id, game_id, game_date, side, site, team_id, team_name,
       opp_team_id, opp_name, is_win, conference_game, conf_tournament, coverage, has_stats, poss,
       poss_source, minutes, ${ownCols}, fgm2, fga2, ${oppCols}, opp_fgm2, opp_fga2)
     SELECT $1, s.game_id, s.game_date, s.side, s.side, s.team_id, s.team_name, s.opp_team_id, s.opp_name,
       o.pts > x.pts, false, false, 'box', true, (${estimate('o')} + ${estimate('x')}) / 2, 'box',
       ${REGULATION_MINUTES} + ${OVERTIME_MINUTES} * (s.periods - $3), ${own}, o.fgm - o.fgm3, o.fga - o.fga3, ${opp},
       x.fgm - x.fgm3, x.fga - x.fga3
     FROM game_sides s
     JOIN src_box o ON o.game_id = s.game_id AND o.team = s.team_name
     JOIN src_box x ON x.game_id = s.game_id AND x.team = s.opp_name
     WHERE s.coverage = 'box'`,
    [ref.competitionId, options.ftaCoefficient, regulation],
  );
  // Schedule-only games: the result counts in records; there are no stats. A game not played
  // yet has no score, and is_win stays NULL: neither a win nor a loss anywhere.
  await db.run(
    `INSERT INTO team_games (competition_id, game_id, game_date, side, site, team_id, team_name,
       opp_team_id, opp_name, is_win, conference_game, conf_tournament, coverage, has_stats, minutes, pts, opp_pts)
     SELECT $1, game_id, game_date, side, side, team_id, team_name, opp_team_id, opp_name,
       score > opp_score, false, false, 'schedule', false, 40, score, opp_score
     FROM game_sides WHERE coverage = 'schedule'`,
    [ref.competitionId],
  );
}

/** Conference games (both teams in the same conference) and the teams' conference ids. */
export async function markConferenceGames(db: WarehouseDb, ref: SeasonRef): Promise<void> {
  await db.run(
    `UPDATE games g SET conference_game = coalesce(h.conference_id = a.conference_id, false)
     FROM teams h, teams a
     WHERE g.competition_id = $1 AND h.competition_id = $1 AND a.competition_id = $1
       AND h.team_id = g.home_team_id AND a.team_id = g.away_team_id`,
    [ref.competitionId],
  );
  await db.run(
    `UPDATE team_games tg SET conference_id = t.conference_id
     FROM teams t WHERE tg.competition_id = $1 AND t.competition_id = $1 AND t.team_id = tg.team_id`,
    [ref.competitionId],
  );
  await db.run(
    `UPDATE team_games tg SET opp_conference_id = t.conference_id
     FROM teams t WHERE tg.competition_id = $1 AND t.competition_id = $1 AND t.team_id = tg.opp_team_id`,
    [ref.competitionId],
  );
}
