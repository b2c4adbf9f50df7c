/**
 * On/off per player over a team's play-by-play games (METHODS §4): "on" sums the stints with
 * the player among the five (and the attempts with him on the floor), "off" is the team's total
 * in the games he played minus "on", so on + off is exactly the team's games he played in
 * (seconds, possessions, points, attempts). Games he did not play are in neither.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { num, str } from '../../db/values';
import { UNIT_SHOT_COLUMNS, UNIT_SLOTS } from '../../schema/unit-games';
import { namedIdFilter } from '../named';
import { unitShotTotals, type UnitShotTotals } from './units';

export interface OnOffTotals extends UnitShotTotals {
  seconds: number;
  poss: number;
  possAgst: number;
  pts: number;
  ptsAgst: number;
}

export interface PlayerOnOff {
  playerId: number;
  fullName: string;
  teamId: number;
  teamMarket: string;
  /** Play-by-play games the player was on the floor in, and the team's. */
  gpPbp: number;
  teamGpPbp: number;
  /** Seconds of all the team's play-by-play games (the minutes-share denominator). */
  teamSeconds: number;
  on: OnOffTotals;
  off: OnOffTotals;
}

const STINT_COLUMNS = ['seconds', 'poss', 'opp_poss', 'pts', 'opp_pts'] as const;
/** The stint totals, then the shot counts. */
const TOTAL_COLUMNS: readonly string[] = [...STINT_COLUMNS, ...UNIT_SHOT_COLUMNS];
type Side = Readonly<Record<string, number>>;

function side(row: Row, prefix: 'on_' | 'tm_'): Side {
  return Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, num(row, `${prefix}${c}`)]));
}

function asTotals(t: Side): OnOffTotals {
  const value = (column: string): number => t[column] ?? 0;
  return {
    seconds: value('seconds') / 1000,
    poss: value('poss'),
    possAgst: value('opp_poss'),
    pts: value('pts'),
    ptsAgst: value('opp_pts'),
    ...unitShotTotals(value),
  };
}

const sumAll = (prefix: string, from: string): string =>
  TOTAL_COLUMNS.map((c) => `coalesce(sum(${from}.${c}), 0) AS ${prefix}${c}`).join(', ');

const sumsOf = (columns: readonly string[]): string =>
  columns.map((c) => `sum(${c}) AS ${c}`).join(', ');

/**
 * Sums of the team's stored unit rows (unit_games). Minutes are the rows' whole milliseconds
 * (`ms`): sums of integers are exact, so a player's minutes do not depend on the order DuckDB's
 * threads add the rows in. The `seconds` columns of this query hold milliseconds until
 * `asTotals` divides them back. A player is on the floor for a row's stints when the unit names
 * him, and for its attempts when their key names him (attempt keys can name fewer than five).
 */
export async function playerOnOff(
  db: WarehouseDb,
  filter: { competitionId: number; teamId: number; gameId?: number | null },
): Promise<PlayerOnOff[]> {
  const named = namedIdFilter(filter, {
    teamId: 'team_id = $teamId',
    gameId: 'game_id = $gameId',
  });
  const rows = await db.all(
    `WITH unit_rows AS (
       SELECT * FROM unit_games WHERE ${['competition_id = $competitionId', ...named.conditions].join(' AND ')}),
     stint_players AS (
       SELECT team_id, game_id, ms AS seconds, poss, opp_poss, pts, opp_pts,
         unnest([${UNIT_SLOTS.map((n) => `p${n}_id`).join(', ')}]) AS player_id,
         unnest([${UNIT_SLOTS.map((n) => `p${n}_name`).join(', ')}]) AS full_name
       FROM unit_rows WHERE stints > 0),
     shot_players AS (
       SELECT team_id, ${UNIT_SHOT_COLUMNS.join(', ')},
         TRY_CAST(unnest(string_split(unit_key, '-')) AS INTEGER) AS player_id
       FROM unit_rows),
     team_games_all AS (
       SELECT team_id, game_id, sum(ms) AS seconds, ${sumsOf(['poss', 'opp_poss', 'pts', 'opp_pts', ...UNIT_SHOT_COLUMNS])}
       FROM unit_rows GROUP BY team_id, game_id HAVING sum(stints) > 0),
     on_stints AS (
       SELECT team_id, player_id, any_value(full_name) AS full_name, count(DISTINCT game_id) AS gp,
         list(DISTINCT game_id) AS games, ${sumsOf(STINT_COLUMNS)}
       FROM stint_players WHERE player_id IS NOT NULL GROUP BY team_id, player_id),
     on_shots AS (
       SELECT team_id, player_id, ${sumsOf(UNIT_SHOT_COLUMNS)} FROM shot_players
       WHERE player_id IS NOT NULL GROUP BY team_id, player_id),
     played_totals AS (
       SELECT o.team_id, o.player_id, ${sumAll('tm_', 'tga')}
       FROM on_stints o JOIN team_games_all tga ON tga.team_id = o.team_id AND list_contains(o.games, tga.game_id)
       GROUP BY o.team_id, o.player_id),
     team_all AS (
       SELECT team_id, count(*) AS team_gp, sum(seconds) AS team_seconds FROM team_games_all GROUP BY team_id)
     SELECT o.team_id, t.team_market, o.player_id, coalesce(p.full_name, o.full_name) AS full_name,
       o.gp, ta.team_gp, ta.team_seconds,
       ${STINT_COLUMNS.map((c) => `o.${c} AS on_${c}`).join(', ')},
       ${UNIT_SHOT_COLUMNS.map((c) => `coalesce(os.${c}, 0) AS on_${c}`).join(', ')},
       pt.*
     FROM on_stints o
     JOIN teams t ON t.competition_id = $competitionId AND t.team_id = o.team_id
     JOIN team_all ta ON ta.team_id = o.team_id
     JOIN played_totals pt ON pt.team_id = o.team_id AND pt.player_id = o.player_id
     LEFT JOIN on_shots os ON os.team_id = o.team_id AND os.player_id = o.player_id
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = o.player_id
     ORDER BY o.seconds DESC, full_name`,
    { competitionId: filter.competitionId, ...named.params },
  );
  return rows.map((row): PlayerOnOff => {
    const on = side(row, 'on_');
    const team = side(row, 'tm_');
    const off: Side = Object.fromEntries(
      TOTAL_COLUMNS.map((c) => [c, (team[c] ?? 0) - (on[c] ?? 0)]),
    );
    return {
      playerId: num(row, 'player_id'),
      fullName: str(row, 'full_name'),
      teamId: num(row, 'team_id'),
      teamMarket: str(row, 'team_market'),
      gpPbp: num(row, 'gp'),
      teamGpPbp: num(row, 'team_gp'),
      teamSeconds: num(row, 'team_seconds') / 1000,
      on: asTotals(on),
      off: asTotals(off),
    };
  });
}
