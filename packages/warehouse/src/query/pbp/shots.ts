/**
 * Field-goal attempts of play-by-play games, one row per attempt with everything a shot chart
 * or a zone table reads: location, basic zone, shot type (the play-by-play's layup, dunk,
 * jumper…), assist, block, the clutch and deciding-shot flags, and the score before the shot.
 * Games without play-by-play have no shots, so they simply give no rows.
 *
 * Everything but names and the game's date is on the shots row: the build stores each
 * attempt's second chance and and-one (engine shot-context) and its event's type, game second
 * and score, so reading attempts never joins a season's events.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { isNamed } from '../named';
import { fileHasTable } from '../stored-table';
import { inGamesOf, tableInGamesOf } from './game-list';
import { scopeGamesCte } from './lookups';
import type { PbpScope } from './lookups';

export interface PbpShot {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  seq: number;
  period: number;
  /** Seconds left in the period. */
  clock: number;
  /** Seconds since the opening tip. */
  gameSecond: number;
  teamId: number | null;
  teamIdAgst: number | null;
  isHome: boolean;
  playerKey: string;
  playerId: number | null;
  fullName: string;
  x: number | null;
  y: number | null;
  distance: number | null;
  /** The basic zone (rim, paint, mid, corner3, aboveBreak3); null without a location. */
  zone: string | null;
  value: 2 | 3;
  made: boolean;
  /** layup, dunk, jumper, hook, tip… as the play-by-play words it; null when it does not. */
  shotType: string | null;
  assisted: boolean;
  assistPlayerId: number | null;
  assistFullName: string | null;
  blocked: boolean;
  transition: boolean;
  secondChance: boolean;
  and1: boolean;
  clutch: boolean;
  heave: boolean;
  deciding: boolean;
  tying: boolean;
  goAhead: boolean;
  gameWinner: boolean;
  /** The shooting team's and its opponent's score just before the attempt. */
  teamScoreBefore: number;
  oppScoreBefore: number;
}

export interface ShotFilter {
  competitionId: number;
  gameId?: number | null;
  teamId?: number | null;
  playerId?: number | null;
  /** With teamId: true (default) the team's attempts, false its opponents'. */
  isOffense?: boolean;
  /** Games of this scope, seen from the team (offense or defense); default season. */
  scope?: PbpScope;
  /** Only attempts in clutch time (METHODS §6). */
  clutchOnly?: boolean;
  /** Only game-deciding attempts (METHODS §6). */
  decidingOnly?: boolean;
  /** Only assisted made attempts. */
  assistedMakesOnly?: boolean;
  /** Only the teams of a division or conference (the shooting team's; with isOffense false, the defending team's). */
  divisionId?: number | null;
  conferenceId?: number | null;
}

/**
 * The filter's conditions on the shots themselves, written only when the filter names them: as
 * plain comparisons DuckDB pushes into the scan, so a season's deciding or clutch attempts are
 * picked before anything is joined (an `OR $x IS NULL` form is evaluated after every join).
 * Deciding attempts are read from deciding_shots, their own small table: picked from shots,
 * their few thousand rows would be fetched from every block of the season's attempts.
 */
function shotConditions(filter: ShotFilter): string {
  return [
    isNamed(filter.gameId) ? 'AND game_id = $gameId' : '',
    isNamed(filter.playerId) ? 'AND player_id = $playerId' : '',
    filter.clutchOnly === true ? 'AND clutch' : '',
    filter.decidingOnly === true ? 'AND deciding' : '',
    filter.assistedMakesOnly === true ? 'AND made AND assisted' : '',
  ].join(' ');
}

/**
 * The attempts matching a filter, in game and sequence order. The perspective team is the
 * shooter's team, or its opponent when `isOffense` is false: scope, team, division and
 * conference filters apply to it.
 */
export async function pbpShots(db: WarehouseDb, filter: ShotFilter): Promise<PbpShot[]> {
  // A file built before deciding_shots existed gives the same rows from shots (the condition
  // on `deciding` is written either way).
  const table =
    filter.decidingOnly === true && (await fileHasTable(db, 'deciding_shots'))
      ? 'deciding_shots'
      : 'shots';
  const rows = await db.all(
    `WITH ${scopeGamesCte(filter.scope ?? 'season')},
     base AS MATERIALIZED (
       SELECT s.*, CASE WHEN $isOffense THEN s.team_id ELSE tg.opp_team_id END AS view_team_id,
         tg.opp_team_id, tg.game_date
       FROM (SELECT * FROM ${table} WHERE competition_id = $competitionId
         ${inGamesOf(filter, 'game_id')} ${shotConditions(filter)}) s
       JOIN ${tableInGamesOf(filter, 'team_games')} tg ON tg.competition_id = s.competition_id AND tg.game_id = s.game_id AND tg.side = s.side
     ),
     -- The shooters' and passers' game-player rows only: joined to the whole season's
     -- 240,000 game players, DuckDB built its hash table on them (126 ms for a season's
     -- deciding attempts); kept to the keys the attempts name, it is a few thousand rows.
     named_keys AS (
       SELECT game_id, player_key FROM base
       UNION ALL SELECT game_id, assisted_by_key FROM base WHERE assisted_by_key IS NOT NULL),
     named_players AS (
       SELECT gp.game_id, gp.player_key, gp.player_id, gp.name
       FROM ${tableInGamesOf(filter, 'game_players')} gp
       SEMI JOIN named_keys k ON k.game_id = gp.game_id AND k.player_key = gp.player_key)
     SELECT b.competition_id, b.game_id, strftime(b.game_date, '%Y-%m-%d') AS date, b.seq, b.period,
       b.clock, b.game_second, b.team_id, b.opp_team_id, b.side, b.player_key, b.player_id,
       coalesce(p.full_name, gp.name, b.player_key) AS full_name, b.x, b.y, b.distance, b.zone,
       b.value, b.made, b.shot_type, b.assisted, ap.player_id AS assist_player_id,
       coalesce(app.full_name, ap.name) AS assist_full_name, b.blocked, b.transition, b.clutch,
       b.heave, b.deciding, b.tying, b.go_ahead, b.game_winner,
       (CASE WHEN b.side = 'home' THEN b.home_score ELSE b.away_score END)
         - CASE WHEN b.made THEN b.value ELSE 0 END AS team_score_before,
       CASE WHEN b.side = 'home' THEN b.away_score ELSE b.home_score END AS opp_score_before,
       b.second_chance, b.and1
     FROM base b
     JOIN scope_games sg ON sg.game_id = b.game_id AND sg.team_id = b.view_team_id
     JOIN teams vt ON vt.competition_id = $competitionId AND vt.team_id = b.view_team_id
     LEFT JOIN named_players gp ON gp.game_id = b.game_id AND gp.player_key = b.player_key
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = b.player_id
     LEFT JOIN named_players ap ON ap.game_id = b.game_id AND ap.player_key = b.assisted_by_key
     LEFT JOIN players app ON app.competition_id = $competitionId AND app.player_id = ap.player_id
     WHERE ($teamId::INTEGER IS NULL OR b.view_team_id = $teamId::INTEGER)
       AND ($divisionId::INTEGER IS NULL OR vt.division_id = $divisionId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR vt.conference_id = $conferenceId::INTEGER)
     ORDER BY b.game_date NULLS LAST, b.game_id, b.seq`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      isOffense: filter.isOffense ?? true,
      divisionId: filter.divisionId ?? null,
      conferenceId: filter.conferenceId ?? null,
      // Bound only when named: the conditions that read them are written only then.
      ...(isNamed(filter.gameId) ? { gameId: filter.gameId } : {}),
      ...(isNamed(filter.playerId) ? { playerId: filter.playerId } : {}),
    },
  );
  return rows.map(shotRow);
}

function shotRow(row: Row): PbpShot {
  return {
    competitionId: num(row, 'competition_id'),
    gameId: num(row, 'game_id'),
    gameDate: strOrNull(row, 'date'),
    seq: num(row, 'seq'),
    period: num(row, 'period'),
    clock: num(row, 'clock'),
    gameSecond: num(row, 'game_second'),
    teamId: numOrNull(row, 'team_id'),
    teamIdAgst: numOrNull(row, 'opp_team_id'),
    isHome: str(row, 'side') === 'home',
    playerKey: str(row, 'player_key'),
    playerId: numOrNull(row, 'player_id'),
    fullName: str(row, 'full_name'),
    x: numOrNull(row, 'x'),
    y: numOrNull(row, 'y'),
    distance: numOrNull(row, 'distance'),
    zone: strOrNull(row, 'zone'),
    value: num(row, 'value') === 3 ? 3 : 2,
    made: bool(row, 'made'),
    shotType: strOrNull(row, 'shot_type'),
    assisted: bool(row, 'assisted'),
    assistPlayerId: numOrNull(row, 'assist_player_id'),
    assistFullName: strOrNull(row, 'assist_full_name'),
    blocked: bool(row, 'blocked'),
    transition: bool(row, 'transition'),
    secondChance: bool(row, 'second_chance'),
    and1: bool(row, 'and1'),
    clutch: bool(row, 'clutch'),
    heave: bool(row, 'heave'),
    deciding: bool(row, 'deciding'),
    tying: bool(row, 'tying'),
    goAhead: bool(row, 'go_ahead'),
    gameWinner: bool(row, 'game_winner'),
    teamScoreBefore: num(row, 'team_score_before'),
    oppScoreBefore: num(row, 'opp_score_before'),
  };
}
