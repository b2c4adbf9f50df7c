/**
 * Shared SQL for five-player units (METHODS §4). Stints store the ten players as play-by-play
 * keys, which carry the side ("home:JANE.DOE"), so the same five players would be two units in
 * home and away games. Units here are keyed by roster player id instead (the key itself only
 * for a player the roster lacks), sorted, so a lineup is the same across every game.
 *
 * Every CTE binds $competitionId, $teamId and $gameId (NULL = all).
 */
import { UNIT_SHOT_COUNTS } from '../../schema/unit-games';
import type { UnitShotCount } from '../../schema/unit-games';

/**
 * With a team, only its games can hold its stints, units and shots (its own and its opponents'):
 * every CTE below keeps to them before any map or join, instead of building them for every game
 * of the competition and filtering the team afterwards.
 */
const inTeamGames = (gameId: string): string =>
  `${gameId} IN (SELECT game_id FROM team_games
     WHERE competition_id = $competitionId AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER))`;

/** `key_map`: per game, play-by-play key → {k: sort key, id, name}. */
const KEY_MAP = `key_map AS (
  SELECT gp.game_id, map_from_entries(list((gp.player_key, {
      'k': coalesce(gp.player_id::VARCHAR, gp.player_key),
      'id': gp.player_id,
      'name': coalesce(p.full_name, gp.name)}))) AS m
  FROM game_players gp
  LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = gp.player_id
  WHERE gp.competition_id = $competitionId AND ($gameId::INTEGER IS NULL OR gp.game_id = $gameId::INTEGER)
    AND ${inTeamGames('gp.game_id')}
  GROUP BY gp.game_id)`;

const sideOfStint = (side: 'home' | 'away'): string => {
  const own = side === 'home' ? 'h' : 'a';
  const other = side === 'home' ? 'away' : 'home';
  return `SELECT s.game_id, s.idx, s.period, s.start_second, s.end_second, '${side}' AS side,
      s.${side}_team_id AS team_id, s.${other}_team_id AS opp_team_id,
      [s.${own}1, s.${own}2, s.${own}3, s.${own}4, s.${own}5] AS keys,
      s.${side}_poss AS poss, s.${other}_poss AS opp_poss, s.${side}_pts AS pts, s.${other}_pts AS opp_pts
    FROM stints s WHERE s.competition_id = $competitionId
      AND ($gameId::INTEGER IS NULL OR s.game_id = $gameId::INTEGER) AND ${inTeamGames('s.game_id')}`;
};

/** The unit (sorted list of {k, id, name}) of a list of five keys, NULL entries for unknown keys. */
const UNIT_OF = (keys: string): string => `list_sort(list_transform(${keys}, k -> km.m[k]))`;
/** A unit's key: the sorted player ids joined by '-'. */
export const UNIT_KEY = (unit: string): string =>
  `array_to_string(list_transform(${unit}, u -> u.k), '-')`;

/**
 * `team_stints`: one row per stint and team (of the filter), with its five as `unit`, the
 * unit's key, the team's and the opponent's possessions and points. Stints without five known
 * players on the side are left out (they are not lineups).
 */
export const TEAM_STINTS_CTE = `${KEY_MAP},
  stint_sides AS (${sideOfStint('home')} UNION ALL ${sideOfStint('away')}),
  stint_units AS (
    SELECT sd.*, ${UNIT_OF('sd.keys')} AS unit
    FROM stint_sides sd JOIN key_map km USING (game_id)
    WHERE sd.team_id IS NOT NULL AND ($teamId::INTEGER IS NULL OR sd.team_id = $teamId::INTEGER)),
  team_stints AS (
    SELECT *, ${UNIT_KEY('unit')} AS unit_key FROM stint_units
    WHERE len(list_filter(unit, u -> u IS NOT NULL)) = 5
      AND len(list_distinct(list_transform(unit, u -> u.k))) = 5)`;

const shotSide = (offense: boolean): string => {
  // The unit of the shooting side (offense) or of the defending side, read from the event's
  // ten players on the floor at the attempt.
  const five = (prefix: 'h' | 'a'): string =>
    `[e.${prefix}1, e.${prefix}2, e.${prefix}3, e.${prefix}4, e.${prefix}5]`;
  const homeFive = offense ? five('h') : five('a');
  const awayFive = offense ? five('a') : five('h');
  // team_games is joined on the shooter's side: its team is the offense, its opponent the defense.
  return `SELECT s.game_id, ${offense} AS is_offense,
      ${offense ? 'tg.team_id' : 'tg.opp_team_id'} AS team_id,
      CASE WHEN s.side = 'home' THEN ${homeFive} ELSE ${awayFive} END AS keys,
      s.made, s.value
    FROM shots s
    JOIN (SELECT * FROM events WHERE competition_id = $competitionId
        AND ($gameId::INTEGER IS NULL OR game_id = $gameId::INTEGER) AND ${inTeamGames('game_id')}) e
      ON e.game_id = s.game_id AND e.seq = s.seq
    JOIN team_games tg ON tg.competition_id = $competitionId AND tg.game_id = s.game_id AND tg.side = s.side
    WHERE s.competition_id = $competitionId AND ($gameId::INTEGER IS NULL OR s.game_id = $gameId::INTEGER)
      AND ${inTeamGames('s.game_id')}`;
};

/**
 * `unit_shots`: every attempt twice, once for the shooting team's unit (is_offense) and once
 * for the defending team's, with the unit key. Needs `key_map` (TEAM_STINTS_CTE).
 */
export const UNIT_SHOTS_CTE = `shot_sides AS (${shotSide(true)} UNION ALL ${shotSide(false)}),
  unit_shots AS (
    SELECT ss.game_id, ss.team_id, ss.is_offense, ss.made, ss.value,
      ${UNIT_KEY(UNIT_OF('ss.keys'))} AS unit_key
    FROM shot_sides ss JOIN key_map km USING (game_id)
    WHERE ss.team_id IS NOT NULL AND ($teamId::INTEGER IS NULL OR ss.team_id = $teamId::INTEGER))`;

/** What each count of a unit's attempts counts (schema UNIT_SHOT_COUNTS): makes and attempts, all and threes. */
const UNIT_SHOT_WHEN: Readonly<Record<UnitShotCount, string>> = {
  fga: '',
  fgm: ' AND made',
  fga3: ' AND value = 3',
  fgm3: ' AND value = 3 AND made',
};

/**
 * The columns of a unit grouping's shots (UNIT_SHOT_COLUMNS), counted from its attempts (a unit
 * has no box line): own makes and attempts, then the opponents'.
 */
export const UNIT_SHOT_SUMS = [
  ...UNIT_SHOT_COUNTS.map((c) => `count(*) FILTER (WHERE is_offense${UNIT_SHOT_WHEN[c]}) AS ${c}`),
  ...UNIT_SHOT_COUNTS.map(
    (c) => `count(*) FILTER (WHERE NOT is_offense${UNIT_SHOT_WHEN[c]}) AS opp_${c}`,
  ),
].join(',\n    ');

/** A unit's shot counts: its own (`fga` …) and its opponents' (`fgaAgst` …). */
export type UnitShotTotals = Record<UnitShotCount | `${UnitShotCount}Agst`, number>;

/** UnitShotTotals of a row with UNIT_SHOT_COLUMNS, read by `value` (the column's name). */
export function unitShotTotals(value: (column: string) => number): UnitShotTotals {
  const out = {} as UnitShotTotals;
  for (const column of UNIT_SHOT_COUNTS) out[column] = value(column);
  for (const column of UNIT_SHOT_COUNTS) out[`${column}Agst`] = value(`opp_${column}`);
  return out;
}
