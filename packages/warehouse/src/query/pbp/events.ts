/**
 * A play-by-play game's events, enhanced: players named and identified by roster id (the
 * event's player and the other one: assister, blocker or fouled player), the shot's location and
 * zone, the score and the home win probability after the event, clutch time, and the ten
 * players on the floor. Box-only games have no events.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { bool, boolOrNull, num, numOrNull, str, strOrNull } from '../../db/values';
import { unitPlayers } from './lineups';
import type { UnitPlayer } from './lineups';

export interface EnhancedEvent {
  gameId: number;
  seq: number;
  period: number;
  clock: number;
  gameSecond: number;
  type: string;
  detail: string | null;
  isHome: boolean | null;
  teamId: number | null;
  playerId: number | null;
  fullName: string | null;
  otherPlayerId: number | null;
  otherFullName: string | null;
  made: boolean | null;
  value: number | null;
  homeScore: number;
  awayScore: number;
  clutch: boolean;
  wpHome: number | null;
  description: string;
  x: number | null;
  y: number | null;
  distance: number | null;
  zone: string | null;
  homeOnFloor: UnitPlayer[];
  awayOnFloor: UnitPlayer[];
}

const five = (prefix: 'h' | 'a', field: 'id' | 'name'): string =>
  `list_transform([e.${prefix}1, e.${prefix}2, e.${prefix}3, e.${prefix}4, e.${prefix}5], k -> km.m[k].${field})`;

function onFloor(row: Row, prefix: 'home' | 'away'): UnitPlayer[] {
  return unitPlayers({ ids: row[`${prefix}_ids`] ?? null, names: row[`${prefix}_names`] ?? null });
}

export async function enhancedEvents(
  db: WarehouseDb,
  filter: { competitionId: number; gameId: number },
): Promise<EnhancedEvent[]> {
  const rows = await db.all(
    `WITH key_map AS (
       SELECT gp.game_id, map_from_entries(list((gp.player_key, {
           'id': gp.player_id, 'name': coalesce(p.full_name, gp.name)}))) AS m
       FROM game_players gp
       LEFT JOIN players p ON p.competition_id = gp.competition_id AND p.player_id = gp.player_id
       WHERE gp.competition_id = $competitionId AND gp.game_id = $gameId
       GROUP BY gp.game_id)
     SELECT e.game_id, e.seq, e.period, e.clock, e.game_second, e.type, e.detail, e.side, e.team_id,
       km.m[e.player_key].id AS player_id,
       coalesce(km.m[e.player_key].name, e.player_key) AS full_name,
       km.m[e.other_key].id AS other_id,
       coalesce(km.m[e.other_key].name, e.other_key) AS other_name,
       e.made, e.value, e.home_score, e.away_score, e.clutch, e.wp_home, e.description,
       s.x, s.y, s.distance, s.zone,
       ${five('h', 'id')} AS home_ids, ${five('h', 'name')} AS home_names,
       ${five('a', 'id')} AS away_ids, ${five('a', 'name')} AS away_names
     FROM events e
     JOIN key_map km ON km.game_id = e.game_id
     LEFT JOIN shots s ON s.competition_id = e.competition_id AND s.game_id = e.game_id AND s.seq = e.seq
     WHERE e.competition_id = $competitionId AND e.game_id = $gameId
     ORDER BY e.seq`,
    { competitionId: filter.competitionId, gameId: filter.gameId },
  );
  return rows.map((row): EnhancedEvent => ({
    gameId: num(row, 'game_id'),
    seq: num(row, 'seq'),
    period: num(row, 'period'),
    clock: num(row, 'clock'),
    gameSecond: num(row, 'game_second'),
    type: str(row, 'type'),
    detail: strOrNull(row, 'detail'),
    isHome: row['side'] === null ? null : str(row, 'side') === 'home',
    teamId: numOrNull(row, 'team_id'),
    playerId: numOrNull(row, 'player_id'),
    fullName: strOrNull(row, 'full_name'),
    otherPlayerId: numOrNull(row, 'other_id'),
    otherFullName: strOrNull(row, 'other_name'),
    made: boolOrNull(row, 'made'),
    value: numOrNull(row, 'value'),
    homeScore: num(row, 'home_score'),
    awayScore: num(row, 'away_score'),
    clutch: bool(row, 'clutch'),
    wpHome: numOrNull(row, 'wp_home'),
    description: str(row, 'description'),
    x: numOrNull(row, 'x'),
    y: numOrNull(row, 'y'),
    distance: numOrNull(row, 'distance'),
    zone: strOrNull(row, 'zone'),
    homeOnFloor: onFloor(row, 'home'),
    awayOnFloor: onFloor(row, 'away'),
  }));
}
