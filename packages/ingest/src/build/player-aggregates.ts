/**
 * player_aggregates and lineups of one competition, from the play-by-play facts. A player is
 * keyed by team and play-by-play key (his roster player_id rides along and may be NULL when the
 * roster did not link him), so a player who changed teams has one row per team. Alongside his
 * sums each row carries the team's and opponents' totals over the same games: the
 * denominators of the METHODS §2 rates (USG%, AST%, ORB%…).
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { COUNT_COLUMNS, exactSum, playerColumnSum, scopedRowsSql } from '@courtside/warehouse';
import { OPPONENT_COUNTS } from '@courtside/engine';

/**
 * The team's totals (team rebounds and turnovers included) and the opponents', over the games
 * the player played: NULL in a row where he did not (seconds 0), so that a plain sum adds up
 * only the games he played. (A sum FILTERed by seconds > 0 gives the same numbers, NULL for no
 * game too; its ≈ 20 filters cost a third of the whole aggregation.)
 */
const TEAM_TOTALS = ['tm_seconds', 'tm_poss', ...COUNT_COLUMNS.map((stat) => `tm_${stat}`)];
const OPPONENT_TOTALS = [...OPPONENT_COUNTS.map((stat) => `opp_${stat}`), 'opp_poss'];
const whenPlayed = (expression: string, name: string): string =>
  `CASE WHEN pg.seconds > 0 THEN ${expression} END AS ${name}`;
const totals = (alias: string, seconds: string, poss: string, oppPoss: string): string =>
  [
    whenPlayed(seconds, 'tm_seconds'),
    whenPlayed(poss, 'tm_poss'),
    ...COUNT_COLUMNS.map((stat) => whenPlayed(`${alias}.${stat}`, `tm_${stat}`)),
    ...OPPONENT_TOTALS.map((name) =>
      whenPlayed(name === 'opp_poss' ? oppPoss : `${alias}.${name}`, name),
    ),
  ].join(', ');

/** A player's summed columns over his rows (one per game), the fractions exactly. */
const SUMS = [
  'count(*) FILTER (WHERE seconds > 0)::INTEGER AS gp',
  'count(*) FILTER (WHERE starter)::INTEGER AS gs',
  ...['seconds', 'off_poss', 'def_poss', ...COUNT_COLUMNS, 'pfd', 'plus_minus'].map(
    (c) => `${playerColumnSum(c, c)} AS ${c}`,
  ),
  ...[...TEAM_TOTALS, ...OPPONENT_TOTALS].map((c) => `${playerColumnSum(c, c)} AS ${c}`),
].join(', ');

const COLUMNS = [
  'competition_id',
  'team_id',
  'player_key',
  'player_id',
  'name',
  'scope',
  'gp',
  'gs',
  'seconds',
  'off_poss',
  'def_poss',
  ...COUNT_COLUMNS,
  'pfd',
  'plus_minus',
  ...TEAM_TOTALS,
  ...OPPONENT_TOTALS,
].join(', ');

const PLAYER_STATS = ['seconds', 'off_poss', 'def_poss', ...COUNT_COLUMNS, 'pfd', 'plus_minus']
  .map((c) => `pg.${c}`)
  .join(', ');

export async function buildPlayerAggregates(db: WarehouseDb, competitionId: number): Promise<void> {
  await db.run(
    `CREATE OR REPLACE TEMP TABLE pg_ranked AS
     SELECT pg.team_id, pg.player_key, pg.player_id, pg.name, pg.starter, ${PLAYER_STATS},
       tg.game_date, tg.site, tg.conference_game, tg.conf_tournament, tg.quadrant,
       tg.pts > tg.opp_pts AS won, tg.pts < tg.opp_pts AS lost,
       ${totals('tg', 'tg.minutes * 300', 'tg.poss', 'tg.poss')},
       row_number() OVER (PARTITION BY pg.team_id, pg.player_key
         ORDER BY tg.game_date DESC NULLS LAST, pg.game_id DESC) AS recency
     FROM player_games pg
     JOIN team_games tg ON tg.competition_id = pg.competition_id AND tg.game_id = pg.game_id AND tg.side = pg.side
     WHERE pg.competition_id = $1 AND pg.split = 'game' AND pg.team_id IS NOT NULL`,
    [competitionId],
  );
  await db.run(
    `INSERT INTO player_aggregates (${COLUMNS})
     SELECT $1, team_id, player_key, any_value(player_id), any_value(name), scope, ${SUMS}
     FROM (${scopedRowsSql('pg_ranked')}) scoped GROUP BY team_id, player_key, scope
     HAVING sum(seconds) > 0`,
    [competitionId],
  );
  // Clutch: the player's clutch split over the team's clutch split of the same games.
  await db.run(
    `INSERT INTO player_aggregates (${COLUMNS})
     SELECT $1, team_id, player_key, any_value(player_id), any_value(name), 'clutch', ${SUMS}
     FROM (
       SELECT pg.team_id, pg.player_key, pg.player_id, pg.name, pg.starter, ${PLAYER_STATS},
         ${totals('ts', 'ts.seconds * 5', 'ts.poss', 'ts.opp_poss')}
       FROM player_games pg
       JOIN team_game_splits ts ON ts.competition_id = pg.competition_id AND ts.game_id = pg.game_id
         AND ts.side = pg.side AND ts.split = pg.split
       WHERE pg.competition_id = $1 AND pg.split = 'clutch' AND pg.team_id IS NOT NULL)
     GROUP BY team_id, player_key HAVING sum(seconds) > 0`,
    [competitionId],
  );
  await db.run('DROP TABLE pg_ranked');
}

/**
 * One side's fives of a competition's stints (team, its five keys s1…s5 as stored, time, own
 * and opposing possessions and points), with `ordered`: keys strictly increasing, i.e. already
 * sorted and distinct.
 */
const SIDE = (side: 'h' | 'a', team: string, own: string, opp: string): string => `
  SELECT game_id, ${team} AS team_id,
    ${[1, 2, 3, 4, 5].map((n) => `${side}${n} AS s${n}`).join(', ')},
    ${side}1 < ${side}2 AND ${side}2 < ${side}3 AND ${side}3 < ${side}4 AND ${side}4 < ${side}5 AS ordered,
    end_second - start_second AS secs, ${own}_poss AS poss, ${opp}_poss AS opp_poss,
    ${own}_pts AS pts, ${opp}_pts AS opp_pts
  FROM stints WHERE competition_id = $1 AND ${team} IS NOT NULL
    AND ${side}1 IS NOT NULL AND ${side}2 IS NOT NULL AND ${side}3 IS NOT NULL
    AND ${side}4 IS NOT NULL AND ${side}5 IS NOT NULL`;

const STORED = 's1, s2, s3, s4, s5';
const KEYS = 'k1, k2, k3, k4, k5';

/**
 * Lineups: a team's five players, keys sorted, over every stint they shared (fives with a
 * repeated key are left out). The engine stores each side's keys sorted, so nearly every five
 * is `ordered` and is grouped by its keys as they are; only the others are sorted as a list
 * (the same order: DuckDB's list_sort and `<` both compare strings bytewise; CASE and OR
 * evaluate their second branch only for the rows the first does not settle). Why not
 * list_sort for every five: building, sorting and grouping by a list for each of ≈ 490,000
 * sides cost twice the whole query.
 */
export async function buildLineups(db: WarehouseDb, competitionId: number): Promise<void> {
  const sortedKey = (n: number): string =>
    `CASE WHEN ordered THEN s${n} ELSE list_sort([${STORED}])[${n}] END AS k${n}`;
  const ids = [1, 2, 3, 4, 5]
    .map((n) => `LEFT JOIN ids i${n} ON i${n}.team_id = u.team_id AND i${n}.player_key = u.k${n}`)
    .join('\n');
  await db.run(
    `INSERT INTO lineups
     WITH sides AS (${SIDE('h', 'home_team_id', 'home', 'away')} UNION ALL ${SIDE('a', 'away_team_id', 'away', 'home')}),
     fives AS (
       SELECT game_id, team_id, ${[1, 2, 3, 4, 5].map(sortedKey).join(', ')},
         secs, poss, opp_poss, pts, opp_pts
       FROM sides WHERE ordered OR len(list_distinct([${STORED}])) = 5),
     units AS (
       SELECT team_id, ${KEYS}, count(DISTINCT game_id)::INTEGER AS gp,
         ${exactSum('secs')} AS seconds,
         sum(poss) AS poss, sum(opp_poss) AS opp_poss, sum(pts)::INTEGER AS pts, sum(opp_pts)::INTEGER AS opp_pts
       FROM fives GROUP BY team_id, ${KEYS}),
     ids AS (
       SELECT team_id, player_key, any_value(player_id) AS player_id FROM game_players
       WHERE competition_id = $1 AND team_id IS NOT NULL GROUP BY team_id, player_key)
     SELECT $1, u.team_id, concat_ws('|', ${KEYS}), ${KEYS},
       i1.player_id, i2.player_id, i3.player_id, i4.player_id, i5.player_id,
       u.gp, u.seconds, u.poss, u.opp_poss, u.pts, u.opp_pts
     FROM units u ${ids}`,
    [competitionId],
  );
}
