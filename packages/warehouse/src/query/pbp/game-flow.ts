/**
 * The flow of one game: each team's lineups in order (one row per stint, with the score when
 * it began) and each player's stretches on the floor (consecutive stints with him among the
 * five, never across a period break), with what the team scored and allowed meanwhile. A
 * player's stretches add up to his minutes and plus-minus of the box line.
 */
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str } from '../../db/values';
import { unitPlayers } from './lineups';
import type { UnitPlayer } from './lineups';
import { TEAM_STINTS_CTE } from './units';

export interface FlowStint {
  idx: number;
  period: number;
  teamId: number;
  isHome: boolean;
  startSecond: number;
  endSecond: number;
  players: UnitPlayer[];
  pts: number;
  ptsAgst: number;
  poss: number;
  possAgst: number;
  /** The team's and the opponent's score when the stint began. */
  teamScoreStart: number;
  oppScoreStart: number;
}

const FLOW_PARAMS = (filter: {
  competitionId: number;
  gameId: number;
  teamId?: number | null;
}) => ({
  competitionId: filter.competitionId,
  gameId: filter.gameId,
  teamId: filter.teamId ?? null,
});

export async function gameFlowLineups(
  db: WarehouseDb,
  filter: { competitionId: number; gameId: number; teamId?: number | null },
): Promise<FlowStint[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE},
     running AS (
       SELECT game_id, idx, side,
         coalesce(sum(pts) OVER w, 0) AS team_start, coalesce(sum(opp_pts) OVER w, 0) AS opp_start
       FROM stint_sides
       WINDOW w AS (PARTITION BY game_id, side ORDER BY idx ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING))
     SELECT ts.idx, ts.period, ts.team_id, ts.side, ts.start_second, ts.end_second,
       list_transform(ts.unit, u -> u.id) AS ids, list_transform(ts.unit, u -> u.name) AS names,
       ts.pts, ts.opp_pts, ts.poss, ts.opp_poss, r.team_start, r.opp_start
     FROM team_stints ts JOIN running r USING (game_id, idx, side)
     ORDER BY ts.side DESC, ts.idx`,
    FLOW_PARAMS(filter),
  );
  return rows.map((row) => ({
    idx: num(row, 'idx'),
    period: num(row, 'period'),
    teamId: num(row, 'team_id'),
    isHome: str(row, 'side') === 'home',
    startSecond: num(row, 'start_second'),
    endSecond: num(row, 'end_second'),
    players: unitPlayers(row),
    pts: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    teamScoreStart: num(row, 'team_start'),
    oppScoreStart: num(row, 'opp_start'),
  }));
}

export interface PlayerStretch {
  playerId: number | null;
  fullName: string;
  teamId: number;
  isHome: boolean;
  period: number;
  /** 1 for the player's first stretch of the game, 2 for the next… */
  stretch: number;
  startSecond: number;
  endSecond: number;
  pts: number;
  ptsAgst: number;
  poss: number;
  possAgst: number;
}

export async function gameFlowPlayers(
  db: WarehouseDb,
  filter: { competitionId: number; gameId: number; teamId?: number | null },
): Promise<PlayerStretch[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE},
     on_floor AS (
       SELECT team_id, side, idx, period, start_second, end_second, pts, opp_pts, poss, opp_poss,
         unnest(list_transform(unit, u -> u.k)) AS k,
         unnest(list_transform(unit, u -> u.id)) AS player_id,
         unnest(list_transform(unit, u -> u.name)) AS full_name
       FROM team_stints),
     islands AS (
       SELECT *, idx - row_number() OVER (PARTITION BY team_id, k, period ORDER BY idx) AS island
       FROM on_floor),
     stretches AS (
       SELECT team_id, side, k, any_value(player_id) AS player_id, any_value(full_name) AS full_name,
         period, min(start_second) AS start_second, max(end_second) AS end_second, sum(pts) AS pts,
         sum(opp_pts) AS opp_pts, sum(poss) AS poss, sum(opp_poss) AS opp_poss
       FROM islands GROUP BY team_id, side, k, period, island)
     SELECT s.*, coalesce(p.full_name, s.full_name) AS name,
       row_number() OVER (PARTITION BY s.team_id, s.k ORDER BY s.start_second) AS stretch
     FROM stretches s
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = s.player_id
     ORDER BY s.side DESC, s.start_second, name`,
    FLOW_PARAMS(filter),
  );
  return rows.map((row) => ({
    playerId: numOrNull(row, 'player_id'),
    fullName: str(row, 'name'),
    teamId: num(row, 'team_id'),
    isHome: str(row, 'side') === 'home',
    period: num(row, 'period'),
    stretch: num(row, 'stretch'),
    startSecond: num(row, 'start_second'),
    endSecond: num(row, 'end_second'),
    pts: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
  }));
}
