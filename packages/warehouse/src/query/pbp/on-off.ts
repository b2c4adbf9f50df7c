/**
 * On/off per player over a team's play-by-play games (METHODS §4): "on" sums the stints with
 * the player among the five (and the attempts with him on the floor), "off" is the team's total
 * in the games he played minus "on", so on + off is exactly the team's games he played in
 * (seconds, possessions, points, attempts). Games he did not play are in neither.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { num, str } from '../../db/values';
import {
  TEAM_STINTS_CTE,
  UNIT_SHOTS_CTE,
  UNIT_SHOT_COLUMNS,
  UNIT_SHOT_SUMS,
  unitShotTotals,
  type UnitShotTotals,
} from './units';

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

/**
 * A stint's length in whole milliseconds: sums of integers are exact, so a player's minutes do
 * not depend on the order in which DuckDB's threads happen to add the stints up (sums of the
 * DOUBLE seconds differed in the last digits from one run to the next). The `seconds` columns
 * of this query hold milliseconds until `asTotals` divides them back.
 */
const STINT_MS = 'CAST(round((end_second - start_second) * 1000) AS BIGINT)';

const sumAll = (prefix: string, from: string): string =>
  TOTAL_COLUMNS.map((c) => `coalesce(sum(${from}.${c}), 0) AS ${prefix}${c}`).join(', ');

export async function playerOnOff(
  db: WarehouseDb,
  filter: { competitionId: number; teamId: number; gameId?: number | null },
): Promise<PlayerOnOff[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE}, ${UNIT_SHOTS_CTE},
     stint_players AS (
       SELECT team_id, game_id, ${STINT_MS} AS seconds, poss, opp_poss, pts, opp_pts,
         unnest(list_transform(unit, u -> u.id)) AS player_id,
         unnest(list_transform(unit, u -> u.name)) AS full_name
       FROM team_stints),
     shot_players AS (
       SELECT team_id, game_id, is_offense, made, value,
         TRY_CAST(unnest(string_split(unit_key, '-')) AS INTEGER) AS player_id
       FROM unit_shots),
     game_totals AS (
       SELECT team_id, game_id, sum(${STINT_MS}) AS seconds, sum(poss) AS poss,
         sum(opp_poss) AS opp_poss, sum(pts) AS pts, sum(opp_pts) AS opp_pts
       FROM team_stints GROUP BY team_id, game_id),
     game_shots AS (SELECT team_id, game_id, ${UNIT_SHOT_SUMS} FROM unit_shots GROUP BY team_id, game_id),
     team_games_all AS (
       SELECT gt.*, ${UNIT_SHOT_COLUMNS.map((c) => `coalesce(gs.${c}, 0) AS ${c}`).join(', ')}
       FROM game_totals gt LEFT JOIN game_shots gs USING (team_id, game_id)),
     on_stints AS (
       SELECT team_id, player_id, any_value(full_name) AS full_name, count(DISTINCT game_id) AS gp,
         list(DISTINCT game_id) AS games, sum(seconds) AS seconds, sum(poss) AS poss,
         sum(opp_poss) AS opp_poss, sum(pts) AS pts, sum(opp_pts) AS opp_pts
       FROM stint_players WHERE player_id IS NOT NULL GROUP BY team_id, player_id),
     on_shots AS (
       SELECT team_id, player_id, ${UNIT_SHOT_SUMS} FROM shot_players
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
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId,
      gameId: filter.gameId ?? null,
    },
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
