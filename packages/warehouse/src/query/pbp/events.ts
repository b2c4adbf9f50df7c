/**
 * A play-by-play game's events, enhanced: players named and identified by roster id (the
 * event's player and the other one: assister, blocker or fouled player), the shot's location and
 * zone, the score and the home win probability after the event, clutch time, and the ten
 * players on the floor. Box-only games have no events.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { bool, boolOrNull, num, numOrNull, str, strOrNull } from '../../db/values';
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

export async function enhancedEvents(
  db: WarehouseDb,
  filter: { competitionId: number; gameId: number },
): Promise<EnhancedEvent[]> {
  // Players are named once per game here rather than in SQL for each of the ten keys of every
  // event: a game has a few dozen players and hundreds of events.
  const [players, rows] = await Promise.all([
    db.all(
      `SELECT gp.player_key, gp.player_id, coalesce(p.full_name, gp.name) AS full_name
       FROM game_players gp
       LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = gp.player_id
       WHERE gp.competition_id = $competitionId AND gp.game_id = $gameId`,
      { competitionId: filter.competitionId, gameId: filter.gameId },
    ),
    db.all(
      `SELECT e.*, s.x, s.y, s.distance, s.zone
       FROM events e
       LEFT JOIN shots s ON s.competition_id = e.competition_id AND s.game_id = e.game_id AND s.seq = e.seq
       WHERE e.competition_id = $competitionId AND e.game_id = $gameId
       ORDER BY e.seq`,
      { competitionId: filter.competitionId, gameId: filter.gameId },
    ),
  ]);
  const byKey = new Map<string, UnitPlayer>(
    players.map((p) => [
      str(p, 'player_key'),
      { playerId: numOrNull(p, 'player_id'), fullName: str(p, 'full_name') },
    ]),
  );
  const player = (key: string | null): UnitPlayer | null =>
    key === null ? null : (byKey.get(key) ?? { playerId: null, fullName: key });
  const onFloor = (row: Row, prefix: 'h' | 'a'): UnitPlayer[] =>
    [1, 2, 3, 4, 5].flatMap((n) => {
      const found = player(strOrNull(row, `${prefix}${n}`));
      return found === null ? [] : [found];
    });
  return rows.map((row): EnhancedEvent => {
    const actor = player(strOrNull(row, 'player_key'));
    const other = player(strOrNull(row, 'other_key'));
    return {
      gameId: num(row, 'game_id'),
      seq: num(row, 'seq'),
      period: num(row, 'period'),
      clock: num(row, 'clock'),
      gameSecond: num(row, 'game_second'),
      type: str(row, 'type'),
      detail: strOrNull(row, 'detail'),
      isHome: row['side'] === null ? null : str(row, 'side') === 'home',
      teamId: numOrNull(row, 'team_id'),
      playerId: actor?.playerId ?? null,
      fullName: actor?.fullName ?? null,
      otherPlayerId: other?.playerId ?? null,
      otherFullName: other?.fullName ?? null,
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
      homeOnFloor: onFloor(row, 'h'),
      awayOnFloor: onFloor(row, 'a'),
    };
  });
}
