/**
 * Player aggregates with what a stats table shows beside the sums: roster facts, team and
 * conference, the season models (PER and the box rating from player_ratings, RAPM) and whether
 * the player transferred in (his linked person played for another school the season before);
 * that decoration is player-aggregate-rows.ts, shared with the tournament sums.
 *
 * player_aggregates is keyed by the play-by-play key, which the NCAA adapter prefixes with the
 * side of the game ('home:…'/'away:…'), so one player can hold two rows per scope; summing them
 * per roster id gives his totals for every scope that is a union of games (all but l5g/l10g,
 * whose "latest games" the build counts per key).
 * Players are only here through play-by-play games: the season files have no player box.
 */
import type { WarehouseDb } from '../../db/connection';
import { num } from '../../db/values';
import { listParam } from './competition';
import type { PlayerSeasonRow } from './player-aggregate-rows';
import { PLAYER_SUMMED_COLUMNS, decoratedPlayerRows } from './player-aggregate-rows';
import { playerColumnSum } from './player-line-sums';

export type { PlayerSeasonRow } from './player-aggregate-rows';

export interface PlayerSeasonFilter {
  competitionId: number;
  scopes: readonly string[];
  teamId?: number | null;
  playerId?: number | null;
  conferenceId?: number | null;
  divisionId?: number | null;
}

export async function playerSeasonAggregates(
  db: WarehouseDb,
  filter: PlayerSeasonFilter,
): Promise<PlayerSeasonRow[]> {
  return decoratedPlayerRows(
    db,
    `SELECT a.competition_id, a.team_id, a.player_id, a.scope,
       min(a.player_key) AS player_key, any_value(a.name) AS name,
       sum(a.gp)::INTEGER AS gp, sum(a.gs)::INTEGER AS gs,
       ${PLAYER_SUMMED_COLUMNS.map((column) => `${playerColumnSum(column, `a.${column}`)} AS ${column}`).join(', ')}
     FROM player_aggregates a
     JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
     WHERE a.competition_id = $competitionId
       AND list_contains(string_split($scopes, ','), a.scope)
       AND ($teamId::INTEGER IS NULL OR a.team_id = $teamId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR a.player_id = $playerId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)
       AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
     GROUP BY a.competition_id, a.team_id, a.player_id, a.scope,
       CASE WHEN a.player_id IS NULL THEN a.player_key END`,
    {
      competitionId: filter.competitionId,
      scopes: listParam(filter.scopes),
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
      conferenceId: filter.conferenceId ?? null,
      divisionId: filter.divisionId ?? null,
    },
  );
}

export interface OnCourtRow {
  teamId: number;
  playerId: number;
  poss: number;
  possAgst: number;
  pts: number;
  ptsAgst: number;
}

/**
 * Team points and possessions while each player was on the floor, over all play-by-play games
 * of the season (stints, METHODS §4): the on-court offensive and defensive ratings.
 */
export async function playerOnCourt(
  db: WarehouseDb,
  filter: { competitionId: number; teamIds: readonly number[] },
): Promise<OnCourtRow[]> {
  if (filter.teamIds.length === 0) return [];
  const side = (s: 'h' | 'a', team: string, own: string, opp: string): string => `
    SELECT game_id, ${team} AS team_id, unnest([${s}1, ${s}2, ${s}3, ${s}4, ${s}5]) AS player_key,
      ${own}_poss AS poss, ${opp}_poss AS opp_poss, ${own}_pts AS pts, ${opp}_pts AS opp_pts
    FROM stints WHERE competition_id = $competitionId
      AND list_contains(string_split($teamIds, ',')::INTEGER[], ${team})`;
  const rows = await db.all(
    `WITH floor AS (${side('h', 'home_team_id', 'home', 'away')}
       UNION ALL ${side('a', 'away_team_id', 'away', 'home')})
     SELECT f.team_id, gp.player_id, sum(f.poss) AS poss, sum(f.opp_poss) AS opp_poss,
       sum(f.pts) AS pts, sum(f.opp_pts) AS opp_pts
     FROM floor f JOIN game_players gp ON gp.competition_id = $competitionId
       AND gp.game_id = f.game_id AND gp.player_key = f.player_key
     WHERE gp.player_id IS NOT NULL
     GROUP BY f.team_id, gp.player_id`,
    { competitionId: filter.competitionId, teamIds: listParam(filter.teamIds) },
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    playerId: num(row, 'player_id'),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    pts: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
  }));
}
