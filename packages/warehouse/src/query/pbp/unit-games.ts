/**
 * The rows of unit_games (schema/unit-games.ts), made by the build from the competition's
 * stints and attempts with the same unit CTEs the game-flow reader uses (units.ts), so a stored
 * row is exactly the sum a per-request grouping of those CTEs gives: per team, game and unit key,
 * the unit's stints (their count, lengths, possessions and points) and the attempts counted
 * under that key (a FULL JOIN: attempts can name a key no stint has).
 *
 * Lengths are stored two ways because their readers sum them two ways: `seconds_fixed` as the
 * fixed-point sum of exact-sum.ts (lineup minutes, equal to an `exactSum` over the stints), and
 * `ms` as whole milliseconds per stint (on/off minutes, exact integers in any order).
 */
import { UNIT_SHOT_COLUMNS, UNIT_SLOTS } from '../../schema/unit-games';
import { fixedPoint, fromFixedPoint } from '../exact-sum';
import { TEAM_STINTS_CTE, UNIT_SHOTS_CTE, UNIT_SHOT_SUMS } from './units';

/** A stint's length in whole milliseconds. */
const STINT_MS = 'CAST(round((end_second - start_second) * 1000) AS BIGINT)';

const slot = (list: string, n: number): string => `s.${list}[${n}]`;

/**
 * Every unit_games row of the competition `$competitionId`, in the table's column order, sorted
 * by team and game (one team's rows lie together, so reading a team skips the other blocks).
 */
export const UNIT_GAMES_ROWS_SQL = `WITH ${TEAM_STINTS_CTE}, ${UNIT_SHOTS_CTE},
  stint_groups AS (
    SELECT team_id, game_id, unit_key,
      any_value(list_transform(unit, u -> u.id)) AS ids,
      any_value(list_transform(unit, u -> u.name)) AS names,
      count(*) AS stints, sum(${fixedPoint('end_second - start_second')}) AS seconds_fixed,
      sum(${STINT_MS}) AS ms, sum(poss) AS poss, sum(opp_poss) AS opp_poss,
      sum(pts) AS pts, sum(opp_pts) AS opp_pts
    FROM team_stints GROUP BY team_id, game_id, unit_key),
  shot_groups AS (
    SELECT team_id, game_id, unit_key, ${UNIT_SHOT_SUMS}
    FROM unit_shots GROUP BY team_id, game_id, unit_key)
  SELECT $competitionId AS competition_id,
    coalesce(s.team_id, h.team_id) AS team_id, coalesce(s.game_id, h.game_id) AS game_id,
    coalesce(s.unit_key, h.unit_key) AS unit_key,
    ${UNIT_SLOTS.map((n) => `${slot('ids', n)} AS p${n}_id`).join(', ')},
    ${UNIT_SLOTS.map((n) => `${slot('names', n)} AS p${n}_name`).join(', ')},
    coalesce(s.stints, 0) AS stints, coalesce(s.seconds_fixed, 0) AS seconds_fixed,
    coalesce(s.ms, 0) AS ms, coalesce(s.poss, 0) AS poss, coalesce(s.opp_poss, 0) AS opp_poss,
    coalesce(s.pts, 0) AS pts, coalesce(s.opp_pts, 0) AS opp_pts,
    ${UNIT_SHOT_COLUMNS.map((c) => `coalesce(h.${c}, 0) AS ${c}`).join(', ')}
  FROM stint_groups s
  FULL JOIN shot_groups h
    ON h.team_id = s.team_id AND h.game_id = s.game_id AND h.unit_key = s.unit_key
  ORDER BY 2, 3, 4`;

/**
 * Every unit_seasons row of `$competitionId`, from its unit_games rows: per team and unit key,
 * the games it played (rows with stints) and every sum. A key that only attempts name is no unit
 * and gets no row, but attempts under a unit's key count for it in every game, as they do when
 * the stints and attempts of the season are grouped at once.
 */
export const UNIT_SEASONS_ROWS_SQL = `
  SELECT $competitionId AS competition_id, team_id, unit_key,
    ${UNIT_SLOTS.map((n) => `any_value(p${n}_id) FILTER (WHERE stints > 0) AS p${n}_id`).join(', ')},
    ${UNIT_SLOTS.map((n) => `any_value(p${n}_name) FILTER (WHERE stints > 0) AS p${n}_name`).join(', ')},
    count(*) FILTER (WHERE stints > 0) AS gp, sum(stints) AS stints,
    ${fromFixedPoint('sum(seconds_fixed)')} AS seconds,
    sum(poss) AS poss, sum(opp_poss) AS opp_poss, sum(pts) AS pts, sum(opp_pts) AS opp_pts,
    ${UNIT_SHOT_COLUMNS.map((c) => `sum(${c}) AS ${c}`).join(', ')}
  FROM unit_games WHERE competition_id = $competitionId
  GROUP BY team_id, unit_key HAVING sum(stints) > 0
  ORDER BY team_id, unit_key`;
