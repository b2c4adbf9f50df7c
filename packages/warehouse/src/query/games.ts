/** Game queries: one game, a day's or a team's games, a game's events and shots. */
import type { Row, WarehouseDb } from '../db/connection';
import { bool, boolOrNull, num, numOrNull, str, strOrNull } from '../db/values';

export type Coverage = 'pbp' | 'box' | 'schedule';

export interface GameRow {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  homeTeamId: number | null;
  homeName: string;
  awayTeamId: number | null;
  awayName: string;
  homeScore: number | null;
  awayScore: number | null;
  scoreSource: string;
  isNeutral: boolean;
  conferenceGame: boolean;
  confTournament: boolean;
  periods: number | null;
  /** What the warehouse has for the game; shown to users as is. */
  coverage: Coverage;
}

const GAME_COLUMNS = `competition_id, game_id, strftime(game_date, '%Y-%m-%d') AS date, home_team_id,
  home_name, away_team_id, away_name, home_score, away_score, score_source, neutral, conference_game,
  conf_tournament, periods, coverage`;

function gameRow(row: Row): GameRow {
  return {
    competitionId: num(row, 'competition_id'),
    gameId: num(row, 'game_id'),
    gameDate: strOrNull(row, 'date'),
    homeTeamId: numOrNull(row, 'home_team_id'),
    homeName: str(row, 'home_name'),
    awayTeamId: numOrNull(row, 'away_team_id'),
    awayName: str(row, 'away_name'),
    homeScore: numOrNull(row, 'home_score'),
    awayScore: numOrNull(row, 'away_score'),
    scoreSource: str(row, 'score_source'),
    isNeutral: bool(row, 'neutral'),
    conferenceGame: bool(row, 'conference_game'),
    confTournament: bool(row, 'conf_tournament'),
    periods: numOrNull(row, 'periods'),
    coverage: str(row, 'coverage') as Coverage,
  };
}

/** A game by id; a contest id is unique, the competition only narrows the search. */
export async function gameById(
  db: WarehouseDb,
  filter: { gameId: number; competitionId?: number | null },
): Promise<GameRow | null> {
  const rows = await db.all(
    `SELECT ${GAME_COLUMNS} FROM games
     WHERE game_id = $gameId AND ($competitionId::INTEGER IS NULL OR competition_id = $competitionId::INTEGER)
     LIMIT 1`,
    { gameId: filter.gameId, competitionId: filter.competitionId ?? null },
  );
  return rows[0] ? gameRow(rows[0]) : null;
}

export async function games(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId?: number | null;
    date?: string | null;
    coverage?: Coverage | null;
  },
): Promise<GameRow[]> {
  const rows = await db.all(
    `SELECT ${GAME_COLUMNS} FROM games
     WHERE competition_id = $competitionId
       AND ($teamId::INTEGER IS NULL OR home_team_id = $teamId::INTEGER OR away_team_id = $teamId::INTEGER)
       AND ($date::DATE IS NULL OR game_date = $date::DATE)
       AND ($coverage::VARCHAR IS NULL OR coverage = $coverage::VARCHAR)
     ORDER BY game_date NULLS LAST, game_id`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      date: filter.date ?? null,
      coverage: filter.coverage ?? null,
    },
  );
  return rows.map(gameRow);
}

export interface EventRow {
  seq: number;
  period: number;
  clock: number;
  gameSecond: number;
  type: string;
  side: string | null;
  teamId: number | null;
  playerKey: string | null;
  made: boolean | null;
  value: number | null;
  detail: string | null;
  otherKey: string | null;
  homeScore: number;
  awayScore: number;
  clutch: boolean;
  winProbabilityHome: number | null;
  description: string;
  onFloor: { home: string[]; away: string[] };
}

export async function gameEvents(db: WarehouseDb, filter: { gameId: number }): Promise<EventRow[]> {
  const rows = await db.all('SELECT * FROM events WHERE game_id = $gameId ORDER BY seq', {
    gameId: filter.gameId,
  });
  const five = (row: Row, side: 'h' | 'a'): string[] =>
    [1, 2, 3, 4, 5]
      .map((n) => strOrNull(row, `${side}${n}`))
      .filter((k): k is string => k !== null);
  return rows.map((row) => ({
    seq: num(row, 'seq'),
    period: num(row, 'period'),
    clock: num(row, 'clock'),
    gameSecond: num(row, 'game_second'),
    type: str(row, 'type'),
    side: strOrNull(row, 'side'),
    teamId: numOrNull(row, 'team_id'),
    playerKey: strOrNull(row, 'player_key'),
    made: boolOrNull(row, 'made'),
    value: numOrNull(row, 'value'),
    detail: strOrNull(row, 'detail'),
    otherKey: strOrNull(row, 'other_key'),
    homeScore: num(row, 'home_score'),
    awayScore: num(row, 'away_score'),
    clutch: bool(row, 'clutch'),
    winProbabilityHome: numOrNull(row, 'wp_home'),
    description: str(row, 'description'),
    onFloor: { home: five(row, 'h'), away: five(row, 'a') },
  }));
}

export interface ShotRow {
  gameId: number;
  seq: number;
  teamId: number | null;
  playerKey: string;
  playerId: number | null;
  period: number;
  clock: number;
  made: boolean;
  value: number;
  x: number | null;
  y: number | null;
  distance: number | null;
  zone: string | null;
  heave: boolean;
  assisted: boolean;
  blocked: boolean;
  clutch: boolean;
  deciding: boolean;
  tying: boolean;
  goAhead: boolean;
  gameWinner: boolean;
  transition: boolean;
}

export async function shots(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    gameId?: number | null;
    teamId?: number | null;
    playerId?: number | null;
  },
): Promise<ShotRow[]> {
  const rows = await db.all(
    `SELECT * FROM shots WHERE competition_id = $competitionId
       AND ($gameId::INTEGER IS NULL OR game_id = $gameId::INTEGER)
       AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR player_id = $playerId::INTEGER)
     ORDER BY game_id, seq`,
    {
      competitionId: filter.competitionId,
      gameId: filter.gameId ?? null,
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
    },
  );
  return rows.map((row) => ({
    gameId: num(row, 'game_id'),
    seq: num(row, 'seq'),
    teamId: numOrNull(row, 'team_id'),
    playerKey: str(row, 'player_key'),
    playerId: numOrNull(row, 'player_id'),
    period: num(row, 'period'),
    clock: num(row, 'clock'),
    made: bool(row, 'made'),
    value: num(row, 'value'),
    x: numOrNull(row, 'x'),
    y: numOrNull(row, 'y'),
    distance: numOrNull(row, 'distance'),
    zone: strOrNull(row, 'zone'),
    heave: bool(row, 'heave'),
    assisted: bool(row, 'assisted'),
    blocked: bool(row, 'blocked'),
    clutch: bool(row, 'clutch'),
    deciding: bool(row, 'deciding'),
    tying: bool(row, 'tying'),
    goAhead: bool(row, 'go_ahead'),
    gameWinner: bool(row, 'game_winner'),
    transition: bool(row, 'transition'),
  }));
}
