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
import { bool, num, numOrNull } from '../../db/values';
import {
  PACK_BITS,
  ZONE_TALLY_PACKS,
  ZONE_TALLY_PLAIN_COUNTS,
  tallyColumn,
} from '../../schema/zone-tallies';
import { memoPerCompetitionPart } from '../competition-memo';
import { namedIdFilter } from '../named';
import { WANTED_PLAYERS_CTE, playerKeysParam } from '../player-keys';
import type { PlayerSeasonKey } from '../player-keys';
import { fileHasTable } from '../stored-table';
import { scopeGamesCte } from './lookups';
import { pbpShots } from './shots';
import type { PbpScope } from './lookups';
import { ZoneAccumulator, accumulateZones, zoneGeometryKey } from './zone-stats';

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
  /** Only these players' rows, when summed per player (their seasons at those teams). */
  players?: readonly PlayerSeasonKey[];
  /** true (default): the team's own attempts; false: its opponents'; 'both': each apart. */
  isOffense?: boolean | 'both';
}

export interface ZoneTallySum {
  /** The perspective team. */
  teamId: number;
  /** Its own attempts, or its opponents'. */
  isOffense: boolean;
  /** Set when summed per game. */
  gameId: number | null;
  /** Set when summed per player. */
  playerId: number | null;
  zones: ZoneAccumulator;
  /** The player's assists on made twos and threes (0 unless summed per player). */
  ast2: number;
  ast3: number;
}

const PACK = 2 ** PACK_BITS;

const SUMS = [
  ...ZONE_TALLY_PACKS.map((pack) => `sum(z.${pack.column})::BIGINT AS ${pack.column}`),
  ...ZONE_TALLY_PLAIN_COUNTS.map((column) => `sum(z.${column})::INTEGER AS ${column}`),
  // Every packed count of a group is at most its attempts: below PACK, every sum unpacks.
  `sum(z.all_a % ${PACK})::BIGINT AS attempts`,
].join(', ');

/** A summed row's counts by column name (tallyColumn), unpacked. */
function unpacked(row: Row): Map<string, number> {
  const attempts = num(row, 'attempts');
  if (attempts >= PACK) {
    throw new Error(`zone tallies: ${attempts} attempts in one sum overflow the packed counts`);
  }
  const out = new Map<string, number>();
  for (const pack of ZONE_TALLY_PACKS) {
    let value = num(row, pack.column);
    for (const part of pack.parts) {
      out.set(tallyColumn(pack.bucket, part), value % PACK);
      value = Math.floor(value / PACK);
    }
  }
  for (const column of ZONE_TALLY_PLAIN_COUNTS) out.set(column, num(row, column));
  return out;
}

/**
 * The filter's attempts summed per perspective team, and per game and/or player when asked.
 * Call only when `storesZoneTallies` says the file holds them.
 */
export async function zoneTallySums(
  db: WarehouseDb,
  filter: ZoneTallyFilter,
  per: { readonly game?: boolean; readonly player?: boolean } = {},
): Promise<ZoneTallySum[]> {
  // Only the filters a request names, as plain comparisons DuckDB pushes into the scan (the
  // rows are sorted by team, so one team's are read alone).
  const named = namedIdFilter(filter, {
    teamId: 'z.view_team_id = $teamId',
    gameId: 'z.game_id = $gameId',
    playerId: 'z.player_id = $playerId',
    divisionId: 'vt.division_id = $divisionId',
    conferenceId: 'vt.conference_id = $conferenceId',
  });
  const conditions = [
    'z.competition_id = $competitionId',
    'z.geometry = $geometry',
    ...(filter.isOffense === 'both' ? [] : ['z.is_offense = $isOffense']),
    ...(filter.clutchOnly === true ? ['z.clutch'] : []),
    ...(per.player ? ['z.player_id IS NOT NULL'] : []),
    ...named.conditions,
  ];
  const groups = [
    'z.view_team_id',
    'z.is_offense',
    ...(per.game ? ['z.game_id'] : []),
    ...(per.player ? ['z.player_id'] : []),
  ];
  const params: Record<string, number | string | boolean> = {
    competitionId: filter.competitionId,
    geometry: zoneGeometryKey(filter.constants),
    ...named.params,
  };
  if (filter.isOffense !== 'both') params['isOffense'] = filter.isOffense ?? true;
  const onlyPlayers = per.player === true && filter.players !== undefined;
  if (onlyPlayers) params['playerKeys'] = playerKeysParam(filter.players ?? []);
  const rows = await db.all(
    `WITH ${scopeGamesCte(filter.scope ?? 'season')}${onlyPlayers ? `, ${WANTED_PLAYERS_CTE}` : ''}
     SELECT ${groups.join(', ')}, ${SUMS}
     FROM zone_tallies z
     ${onlyPlayers ? 'SEMI JOIN wanted_players w ON w.team_id = z.view_team_id AND w.player_id = z.player_id' : ''}
     JOIN scope_games sg ON sg.game_id = z.game_id AND sg.team_id = z.view_team_id
     JOIN teams vt ON vt.competition_id = $competitionId AND vt.team_id = z.view_team_id
     WHERE ${conditions.join(' AND ')}
     GROUP BY ${groups.join(', ')}`,
    params,
  );
  return rows.map((row: Row): ZoneTallySum => {
    const counts = unpacked(row);
    const countOf = (column: string): number => counts.get(column) ?? 0;
    return {
      teamId: num(row, 'view_team_id'),
      isOffense: bool(row, 'is_offense'),
      gameId: per.game ? num(row, 'game_id') : null,
      playerId: per.player ? numOrNull(row, 'player_id') : null,
      zones: ZoneAccumulator.fromCounts(filter.constants, countOf),
      ast2: countOf('ast2_thrown'),
      ast3: countOf('ast3_thrown'),
    };
  });
}

/**
 * Each team's own attempts and its opponents' (in that order), from the stored tallies or counted
 * shot by shot, grouped by `keyOf` of the game (set only `perGame`) and the perspective team; a
 * null key leaves the attempts out.
 */
export async function teamSideZones<K>(
  db: WarehouseDb,
  filter: ZoneTallyFilter,
  perGame: boolean,
  keyOf: (gameId: number | null, teamId: number | null) => K | null,
): Promise<[Map<K, ZoneAccumulator>, Map<K, ZoneAccumulator>]> {
  const grouped = (
    entries: ReadonlyArray<readonly [K | null, ZoneAccumulator]>,
  ): Map<K, ZoneAccumulator> => {
    const out = new Map<K, ZoneAccumulator>();
    for (const [key, zones] of entries) if (key !== null) out.set(key, zones);
    return out;
  };
  if (await storesZoneTallies(db, filter.competitionId, filter.constants)) {
    const sums = await zoneTallySums(db, { ...filter, isOffense: 'both' }, { game: perGame });
    const side = (isOffense: boolean) =>
      grouped(
        sums
          .filter((sum) => sum.isOffense === isOffense)
          .map((sum) => [keyOf(sum.gameId, sum.teamId), sum.zones] as const),
      );
    return [side(true), side(false)];
  }
  const [offense, defense] = await Promise.all([
    pbpShots(db, { ...filter, isOffense: true }),
    pbpShots(db, { ...filter, isOffense: false }),
  ]);
  const gameOf = (gameId: number): number | null => (perGame ? gameId : null);
  return [
    accumulateZones(offense, filter.constants, (s) => keyOf(gameOf(s.gameId), s.teamId)),
    accumulateZones(defense, filter.constants, (s) => keyOf(gameOf(s.gameId), s.teamIdAgst)),
  ];
}
