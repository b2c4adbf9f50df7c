/**
 * Materializes team_aggregates for one competition: the standard scopes, months and quad1-4
 * (the ratings step has set each row's quadrant) from team_games, and clutch from the
 * play-by-play splits (only teams with covered games get a clutch row).
 */
import type { WarehouseDb } from '@courtside/warehouse';
import {
  COUNT_COLUMNS,
  PBP_EXTRAS,
  scopedRowsSql,
  TEAM_SUM_COLUMNS,
  TEAM_SUMS_SQL,
} from '@courtside/warehouse';

const COLUMNS = ['competition_id', 'team_id', 'scope', ...TEAM_SUM_COLUMNS].join(', ');

export async function buildTeamAggregates(db: WarehouseDb, competitionId: number): Promise<void> {
  await db.run(
    `CREATE OR REPLACE TEMP TABLE tg_ranked AS
     SELECT *, pts > opp_pts AS won, pts < opp_pts AS lost,
       row_number() OVER (PARTITION BY team_id ORDER BY game_date DESC NULLS LAST, game_id DESC) AS recency
     FROM team_games WHERE competition_id = $1 AND team_id IS NOT NULL
       AND pts IS NOT NULL AND opp_pts IS NOT NULL`,
    [competitionId],
  );
  await db.run(
    `INSERT INTO team_aggregates (${COLUMNS})
     SELECT $1, team_id, scope, ${TEAM_SUMS_SQL}
     FROM (${scopedRowsSql('tg_ranked')}) scoped GROUP BY team_id, scope`,
    [competitionId],
  );
  await db.run('DROP TABLE tg_ranked');
}

/**
 * Clutch from team_game_splits: the split rows have the same stat columns as team_games, plus
 * the game's result joined in so records mean "record in games that had clutch time".
 */
export async function buildClutchAggregates(db: WarehouseDb, competitionId: number): Promise<void> {
  const stats = COUNT_COLUMNS.flatMap((stat) => [`s.${stat}`, `s.opp_${stat}`]).join(', ');
  const extras = PBP_EXTRAS.map((stat) => `s.${stat}`).join(', ');
  const oppExtras = PBP_EXTRAS.map((stat) => `o.${stat} AS opp_${stat}`).join(', ');
  await db.run(
    `CREATE OR REPLACE TEMP TABLE clutch_rows AS
     SELECT s.team_id, tg.pts > tg.opp_pts AS won, tg.pts < tg.opp_pts AS lost,
       tg.conference_game, tg.conf_tournament, 'pbp' AS coverage, true AS has_stats,
       s.poss, s.seconds / 60.0 AS minutes, ${stats}, ${extras}, ${oppExtras}
     FROM team_game_splits s
     JOIN team_game_splits o ON o.competition_id = s.competition_id AND o.game_id = s.game_id
       AND o.split = s.split AND o.side <> s.side
     JOIN team_games tg ON tg.competition_id = s.competition_id AND tg.game_id = s.game_id AND tg.side = s.side
     WHERE s.competition_id = $1 AND s.split = 'clutch' AND s.team_id IS NOT NULL AND s.seconds > 0`,
    [competitionId],
  );
  // The sums expect pts/opp_pts to decide records; clutch records follow the game's result.
  const sums = TEAM_SUMS_SQL.replaceAll('pts > opp_pts', 'won').replaceAll('pts < opp_pts', 'lost');
  await db.run(
    `INSERT INTO team_aggregates (${COLUMNS})
     SELECT $1, team_id, 'clutch', ${sums} FROM clutch_rows GROUP BY team_id`,
    [competitionId],
  );
  await db.run('DROP TABLE clutch_rows');
}
