/**
 * Field-goal attempts of play-by-play games, one row per attempt with everything a shot chart
 * or a zone table reads: location, basic zone, shot type (the play-by-play's layup, dunk,
 * jumper…), assist, block, the clutch and deciding-shot flags, and the score before the shot.
 * Games without play-by-play have no shots, so they simply give no rows.
 *
 * Everything is on the shots row: the build stores each attempt's second chance and and-one
 * (engine shot-context), its event's type, game second and score, and (sort-shots) the names,
 * the opponent and the date, so reading attempts joins neither events nor names.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, readRowsByColumn, str, strOrNull } from '../../db/values';
import { isNamed } from '../named';
import { fileHasTable } from '../stored-table';
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
 * conference filters apply to it. Names, the opponent and the date are on the shots row (the
 * build's sort-shots step), and a named team is a condition on the scan: the table is sorted by
 * shooting team, so its zone maps skip every block but the team's few.
 */
export async function pbpShots(db: WarehouseDb, filter: ShotFilter): Promise<PbpShot[]> {
  // A file built before deciding_shots existed gives the same rows from shots (the condition
  // on `deciding` is written either way).
  const table =
    filter.decidingOnly === true && (await fileHasTable(db, 'deciding_shots'))
      ? 'deciding_shots'
      : 'shots';
  const isOffense = filter.isOffense ?? true;
  const viewColumn = isOffense ? 'team_id' : 'opp_team_id';
  const viewsTeam = isNamed(filter.teamId) ? `AND ${viewColumn} = $teamId` : '';
  // By column: a season's few thousand deciding attempts or a team's two thousand as row
  // objects cost more than the query (see readColumns).
  return readRowsByColumn(
    db,
    `WITH ${scopeGamesCte(filter.scope ?? 'season')}
     SELECT s.competition_id, s.game_id, strftime(s.game_date, '%Y-%m-%d') AS date, s.seq, s.period,
       s.clock, s.game_second, s.team_id, s.opp_team_id, s.side, s.player_key, s.player_id,
       s.full_name, s.x, s.y, s.distance, s.zone, s.value, s.made, s.shot_type, s.assisted,
       s.assist_player_id, s.assist_full_name, s.blocked, s.transition, s.clutch, s.heave,
       s.deciding, s.tying, s.go_ahead, s.game_winner,
       (CASE WHEN s.side = 'home' THEN s.home_score ELSE s.away_score END)
         - CASE WHEN s.made THEN s.value ELSE 0 END AS team_score_before,
       CASE WHEN s.side = 'home' THEN s.away_score ELSE s.home_score END AS opp_score_before,
       s.second_chance, s.and1
     FROM (SELECT * FROM ${table} WHERE competition_id = $competitionId ${viewsTeam}
       ${shotConditions(filter)}) s
     JOIN scope_games sg ON sg.game_id = s.game_id AND sg.team_id = s.${viewColumn}
     JOIN teams vt ON vt.competition_id = $competitionId AND vt.team_id = s.${viewColumn}
     WHERE ($divisionId::INTEGER IS NULL OR vt.division_id = $divisionId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR vt.conference_id = $conferenceId::INTEGER)
     ORDER BY s.game_date NULLS LAST, s.game_id, s.seq`,
    {
      competitionId: filter.competitionId,
      divisionId: filter.divisionId ?? null,
      conferenceId: filter.conferenceId ?? null,
      // Bound only when named: the conditions that read them are written only then.
      ...(isNamed(filter.teamId) ? { teamId: filter.teamId } : {}),
      ...(isNamed(filter.gameId) ? { gameId: filter.gameId } : {}),
      ...(isNamed(filter.playerId) ? { playerId: filter.playerId } : {}),
    },
    shotRow,
  );
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
