/**
 * What every play-by-play query needs first: whether the ids a caller sent exist (so the API
 * can answer 400 naming the segment instead of an empty list that looks like "no data"), the
 * build time every row carries as `updated`, the constants of a competition (its three-point
 * line decides the zones), and the scopes a play-by-play table can be cut by.
 */
import { constantsFor } from '@courtside/engine';
import type { EngineConstants } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { memoPerCompetition } from '../competition-memo';
import { QUAD_SCOPES, SCOPE_FILTERS, STANDARD_SCOPES } from '../../schema/scopes';

/** When the served file was built (ISO timestamp): the `updated` of every row. */
export async function warehouseBuiltAt(db: WarehouseDb): Promise<string> {
  const rows = await db.all("SELECT value FROM meta WHERE key = 'built_at'");
  if (!rows[0]) throw new Error('The warehouse has no built_at');
  return str(rows[0], 'value');
}

export interface PbpCompetitionInfo {
  competitionId: number;
  gender: 'MALE' | 'FEMALE';
  startYear: number;
  /** Regulation periods: 2 halves (men), 4 quarters (women). */
  regulationPeriods: number;
}

/** The competition's gender and season, or null; read once per served file and competition. */
export const pbpCompetitionInfo = memoPerCompetition(readPbpCompetitionInfo);

async function readPbpCompetitionInfo(
  db: WarehouseDb,
  competitionId: number,
): Promise<PbpCompetitionInfo | null> {
  const rows = await db.all(
    'SELECT gender, start_year FROM competitions WHERE competition_id = $competitionId',
    { competitionId },
  );
  const row = rows[0];
  if (!row) return null;
  const gender = str(row, 'gender') === 'FEMALE' ? 'FEMALE' : 'MALE';
  return {
    competitionId,
    gender,
    startYear: num(row, 'start_year'),
    regulationPeriods: gender === 'FEMALE' ? 4 : 2,
  };
}

/** The engine constants in force for a competition (division I unless told). */
export function pbpCompetitionConstants(info: PbpCompetitionInfo, divisionId = 1): EngineConstants {
  const division = divisionId === 2 || divisionId === 3 ? divisionId : 1;
  return constantsFor({ gender: info.gender, division, seasonStartYear: info.startYear });
}

export interface PbpTeamInfo {
  teamId: number;
  teamMarket: string;
  teamName: string | null;
  conferenceId: number | null;
  divisionId: number;
}

export async function pbpTeamInfo(
  db: WarehouseDb,
  filter: { competitionId: number; teamId: number },
): Promise<PbpTeamInfo | null> {
  const rows = await db.all(
    `SELECT team_id, team_market, team_name, conference_id, division_id FROM teams
     WHERE competition_id = $competitionId AND team_id = $teamId`,
    filter,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    teamName: strOrNull(row, 'team_name'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
  };
}

export interface PbpPlayerInfo {
  playerId: number;
  teamId: number;
  fullName: string;
}

export async function pbpPlayerInfo(
  db: WarehouseDb,
  filter: { competitionId: number; playerId: number },
): Promise<PbpPlayerInfo | null> {
  const rows = await db.all(
    `SELECT player_id, team_id, full_name FROM players
     WHERE competition_id = $competitionId AND player_id = $playerId`,
    filter,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    playerId: num(row, 'player_id'),
    teamId: num(row, 'team_id'),
    fullName: str(row, 'full_name'),
  };
}

export interface PbpGameInfo {
  competitionId: number;
  gameId: number;
  coverage: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
}

/** A game by contest id (unique across competitions); the competition only narrows it. */
export async function pbpGameInfo(
  db: WarehouseDb,
  filter: { gameId: number; competitionId?: number | null },
): Promise<PbpGameInfo | null> {
  const rows = await db.all(
    `SELECT competition_id, game_id, coverage, home_team_id, away_team_id FROM games
     WHERE game_id = $gameId
       AND ($competitionId::INTEGER IS NULL OR competition_id = $competitionId::INTEGER)
     LIMIT 1`,
    { gameId: filter.gameId, competitionId: filter.competitionId ?? null },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    competitionId: num(row, 'competition_id'),
    gameId: num(row, 'game_id'),
    coverage: str(row, 'coverage'),
    homeTeamId: numOrNull(row, 'home_team_id'),
    awayTeamId: numOrNull(row, 'away_team_id'),
  };
}

/**
 * Scopes a play-by-play table can be cut by: the build's standard and quadrant scopes (the same
 * predicates, over the team's games) and `clutch` for shot-based tables (the shot's own flag).
 */
export const PBP_SCOPES = [...STANDARD_SCOPES, ...QUAD_SCOPES] as const;
export type PbpScope = (typeof PBP_SCOPES)[number];

export function isPbpScope(value: string): value is PbpScope {
  return (PBP_SCOPES as readonly string[]).includes(value);
}

const QUAD_FILTERS: Readonly<Record<(typeof QUAD_SCOPES)[number], string>> = {
  quad1: 'quadrant = 1',
  quad2: 'quadrant = 2',
  quad3: 'quadrant = 3',
  quad4: 'quadrant = 4',
};

const SCOPE_FILTER: Readonly<Record<PbpScope, string>> = { ...SCOPE_FILTERS, ...QUAD_FILTERS };

/**
 * Two CTEs: `scoped_games`, the team games of the competition with the columns the build's scope
 * predicates read (won, lost and, for l5g/l10g, recency), and `scope_games` (game_id, team_id,
 * side): the play-by-play games of `scope`. The predicate is the build's constant text for a
 * scope already checked against PBP_SCOPES, never text from the request; the ranking window is
 * left out when the scope does not need it. Bind $competitionId.
 */
export function scopeGamesCte(scope: PbpScope): string {
  if (!isPbpScope(scope)) throw new Error(`Not a play-by-play scope: ${String(scope)}`);
  const recency =
    scope === 'l5g' || scope === 'l10g'
      ? `, row_number() OVER (PARTITION BY tg.team_id ORDER BY (tg.pts IS NULL OR tg.opp_pts IS NULL), tg.game_date DESC NULLS LAST, tg.game_id DESC) AS recency`
      : '';
  return `scoped_games AS (
      SELECT tg.*, tg.pts > tg.opp_pts AS won, tg.pts < tg.opp_pts AS lost${recency}
      FROM team_games tg WHERE tg.competition_id = $competitionId AND tg.team_id IS NOT NULL),
    scope_games AS (
      SELECT game_id, team_id, side FROM scoped_games
      WHERE coverage = 'pbp' AND (${SCOPE_FILTER[scope]}))`;
}

/** Whether a conference has a team in the competition. */
export async function pbpConferenceInCompetition(
  db: WarehouseDb,
  filter: { competitionId: number; conferenceId: number },
): Promise<boolean> {
  const rows = await db.all(
    `SELECT count(*) > 0 AS present FROM teams
     WHERE competition_id = $competitionId AND conference_id = $conferenceId`,
    filter,
  );
  return rows[0]?.['present'] === true;
}
