/**
 * unit_games: every play-by-play game's five-player units (METHODS §4) summed once per team, so
 * a team's lineups, its per-game lineups and its players' on/off splits are sums of a few hundred
 * stored rows instead of a rebuild of every stint's five and every attempt's ten players on the
 * floor per request.
 *
 * A unit is keyed as the lineup queries key it (query/pbp/units.ts): the sorted roster ids of
 * the five joined by '-'. A row holds the stints of the unit in that game and the attempts taken
 * and allowed while it was on the floor. Attempts are counted under the key read from the
 * attempt's own ten players, which can name fewer than five known players: such keys get rows
 * with no stints (`stints` 0, no names), which lineups leave out and on/off counts for the
 * players the key does name.
 */
import { col, key } from './define';
import type { TableDef } from './define';

/** What a unit's attempts are counted as: makes and attempts, all and threes. */
export const UNIT_SHOT_COUNTS = ['fga', 'fgm', 'fga3', 'fgm3'] as const;
export type UnitShotCount = (typeof UNIT_SHOT_COUNTS)[number];

/** The attempt count columns of a row: own, then the opponents' (`opp_`). */
export const UNIT_SHOT_COLUMNS: readonly string[] = [
  ...UNIT_SHOT_COUNTS,
  ...UNIT_SHOT_COUNTS.map((count) => `opp_${count}`),
];

export const UNIT_SLOTS = [1, 2, 3, 4, 5] as const;

export const UNIT_GAMES: TableDef = {
  name: 'unit_games',
  doc: "Five-player units of each team in each play-by-play game, keyed by the five's sorted roster ids (`unit_key`): the unit's stints with their length, possessions and points for and against, and the field-goal attempts taken and allowed while it was on the floor. Attempts whose ten players name fewer than five known players of a side have rows of their own with no stints. Sorted by team and game. Per-game lineups and on/off splits are sums of these rows.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('game_id', 'INTEGER'),
    col(
      'unit_key',
      'VARCHAR',
      "the five's sort keys (roster id, else play-by-play key) joined by '-'",
    ),
    ...UNIT_SLOTS.map((n) =>
      col(
        `p${n}_id`,
        'INTEGER',
        n === 1 ? 'the five in key order; null in rows without stints' : undefined,
      ),
    ),
    ...UNIT_SLOTS.map((n) => col(`p${n}_name`, 'VARCHAR')),
    key('stints', 'INTEGER'),
    key(
      'seconds_fixed',
      'HUGEINT',
      "the stints' lengths in seconds summed as 2^-70 fixed point (exact-sum.ts), so any sum of rows is order-independent",
    ),
    key('ms', 'BIGINT', "the stints' lengths, each rounded to whole milliseconds, summed"),
    key('poss', 'DOUBLE'),
    key('opp_poss', 'DOUBLE'),
    key('pts', 'INTEGER'),
    key('opp_pts', 'INTEGER'),
    ...UNIT_SHOT_COLUMNS.map((name) => key(name, 'INTEGER')),
  ],
};

export const UNIT_SEASONS: TableDef = {
  name: 'unit_seasons',
  doc: "Five-player units of each team over the season: unit_games summed per team and unit key (units with stints only), with the games the unit played (`gp`) and its minutes as the exact sum of its stints' lengths. A team's lineups are its rows; the top units of a division or conference are its qualified rows sorted.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('unit_key', 'VARCHAR'),
    ...UNIT_SLOTS.map((n) => col(`p${n}_id`, 'INTEGER')),
    ...UNIT_SLOTS.map((n) => col(`p${n}_name`, 'VARCHAR')),
    key('gp', 'INTEGER'),
    key('stints', 'INTEGER'),
    key('seconds', 'DOUBLE'),
    key('poss', 'DOUBLE'),
    key('opp_poss', 'DOUBLE'),
    key('pts', 'INTEGER'),
    key('opp_pts', 'INTEGER'),
    ...UNIT_SHOT_COLUMNS.map((name) => key(name, 'INTEGER')),
  ],
};
