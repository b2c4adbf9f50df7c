/**
 * Zone counts summed from zone_tallies (schema/zone-tallies.ts), the build's per-game counts of
 * every attempt: a team's, a player's or a game's zone answer is a sum of its stored rows rather
 * than a count of its attempts. The rows are picked with the same rules the shot reader applies
 * (shots.ts): the perspective team is the shooting team (offense) or its opponent (defense); the
 * games are those of the scope seen from that team; the team must be a team of the competition;
 * division and conference name the perspective team; clutch keeps the attempts of clutch time.
 *
 * A file answers from its tallies only when it holds them for the request's shot geometry
 * (`storesZoneTallies`); otherwise the callers count the attempts, so an answer never depends on
 * which way it was made.
 */
import type { EngineConstants } from '@courtside/engine';
import type { Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull } from '../../db/values';
import { ZONE_TALLY_COUNTS } from '../../schema/zone-tallies';
import { memoPerCompetitionPart } from '../competition-memo';
import { fileHasTable } from '../stored-table';
import { scopeGamesCte } from './lookups';
import type { PbpScope } from './lookups';
import { ZoneAccumulator, zoneGeometryKey } from './zone-stats';

async function readStoresZoneTallies(
  db: WarehouseDb,
  competitionId: number,
  geometry: string,
): Promise<boolean> {
  if (!(await fileHasTable(db, 'zone_tallies'))) return false;
  const rows = await db.all(
    `SELECT 1 FROM zone_tallies
     WHERE competition_id = $competitionId AND geometry = $geometry LIMIT 1`,
    { competitionId, geometry },
  );
  return rows.length > 0;
}

const storesTallies = memoPerCompetitionPart(readStoresZoneTallies, (geometry: string) => geometry);

/** Whether the file holds the competition's zone tallies drawn with these constants' geometry. */
export function storesZoneTallies(
  db: WarehouseDb,
  competitionId: number,
  constants: EngineConstants,
): Promise<boolean> {
  return storesTallies(db, competitionId, zoneGeometryKey(constants));
}

export interface ZoneTallyFilter {
  competitionId: number;
  constants: EngineConstants;
  /** The perspective team's games of this scope; default season. */
  scope?: PbpScope;
  clutchOnly?: boolean;
  /** The perspective team, or its division or conference. */
  teamId?: number | null;
  divisionId?: number | null;
  conferenceId?: number | null;
  gameId?: number | null;
  /** The shooter (or passer). */
  playerId?: number | null;
  /** true (default): the team's own attempts; false: its opponents'. */
  isOffense?: boolean;
}

export interface ZoneTallySum {
  /** The perspective team. */
  teamId: number;
  /** Set when summed per game. */
  gameId: number | null;
  /** Set when summed per player. */
  playerId: number | null;
  zones: ZoneAccumulator;
  /** The player's assists on made twos and threes (0 unless summed per player). */
  ast2: number;
  ast3: number;
}

const SUMS = ZONE_TALLY_COUNTS.map((column) => `sum(z.${column})::INTEGER AS ${column}`).join(', ');

/**
 * The filter's attempts summed per perspective team, and per game and/or player when asked.
 * Call only when `storesZoneTallies` says the file holds them.
 */
export async function zoneTallySums(
  db: WarehouseDb,
  filter: ZoneTallyFilter,
  per: { readonly game?: boolean; readonly player?: boolean } = {},
): Promise<ZoneTallySum[]> {
  const named = (id: number | null | undefined): boolean => id !== undefined && id !== null;
  // Only the filters a request names, as plain comparisons DuckDB pushes into the scan (the
  // rows are sorted by team, so one team's are read alone); the texts are constants of this
  // function, the values bound parameters.
  const conditions = [
    'z.competition_id = $competitionId',
    'z.geometry = $geometry',
    'z.is_offense = $isOffense',
    ...(filter.clutchOnly === true ? ['z.clutch'] : []),
    ...(named(filter.teamId) ? ['z.view_team_id = $teamId'] : []),
    ...(named(filter.gameId) ? ['z.game_id = $gameId'] : []),
    ...(named(filter.playerId) ? ['z.player_id = $playerId'] : []),
    ...(per.player ? ['z.player_id IS NOT NULL'] : []),
    ...(named(filter.divisionId) ? ['vt.division_id = $divisionId'] : []),
    ...(named(filter.conferenceId) ? ['vt.conference_id = $conferenceId'] : []),
  ];
  const groups = [
    'z.view_team_id',
    ...(per.game ? ['z.game_id'] : []),
    ...(per.player ? ['z.player_id'] : []),
  ];
  const params: Record<string, number | string | boolean> = {
    competitionId: filter.competitionId,
    geometry: zoneGeometryKey(filter.constants),
    isOffense: filter.isOffense ?? true,
  };
  for (const name of ['teamId', 'gameId', 'playerId', 'divisionId', 'conferenceId'] as const) {
    const value = filter[name];
    if (value !== undefined && value !== null) params[name] = value;
  }
  const rows = await db.all(
    `WITH ${scopeGamesCte(filter.scope ?? 'season')}
     SELECT ${groups.join(', ')}, ${SUMS}
     FROM zone_tallies z
     JOIN scope_games sg ON sg.game_id = z.game_id AND sg.team_id = z.view_team_id
     JOIN teams vt ON vt.competition_id = $competitionId AND vt.team_id = z.view_team_id
     WHERE ${conditions.join(' AND ')}
     GROUP BY ${groups.join(', ')}`,
    params,
  );
  return rows.map((row: Row): ZoneTallySum => ({
    teamId: num(row, 'view_team_id'),
    gameId: per.game ? num(row, 'game_id') : null,
    playerId: per.player ? numOrNull(row, 'player_id') : null,
    zones: ZoneAccumulator.fromCounts(filter.constants, (column) => num(row, column)),
    ast2: num(row, 'ast2_thrown'),
    ast3: num(row, 'ast3_thrown'),
  }));
}
