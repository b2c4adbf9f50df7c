/**
 * Lineups (METHODS §4): five-player units of a team summed from stints, over the season or per
 * game, with their possessions, points and the attempts taken and allowed while on the floor
 * (read from each attempt's ten players on the floor). Units are keyed by roster player id
 * (units.ts), so home and away games add up. Ratings per 100 possessions come from the engine's
 * `rating`; possessions are always returned next to them.
 */
import { merged } from '@courtside/contract';
import type { PlainValue, Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { UNIT_SHOT_COLUMNS, UNIT_SLOTS } from '../../schema/unit-games';
import { fromFixedPoint } from '../exact-sum';
import { namedIdFilter } from '../named';
import { unitShotTotals, type UnitShotTotals } from './units';

export interface UnitPlayer {
  playerId: number | null;
  fullName: string;
}

export interface LineupTotals extends UnitShotTotals {
  unitKey: string;
  players: UnitPlayer[];
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
  gp: number;
  stints: number;
  seconds: number;
  poss: number;
  possAgst: number;
  pts: number;
  ptsAgst: number;
}

export interface LineupGameTotals extends LineupTotals {
  gameId: number;
  gameDate: string | null;
  teamIdAgst: number | null;
  teamMarketAgst: string;
  isHome: boolean;
  isWin: boolean;
}

export interface LineupFilter {
  competitionId: number;
  teamId?: number | null;
  gameId?: number | null;
  divisionId?: number | null;
  conferenceId?: number | null;
}

/** The stored rows (u: unit_games or unit_seasons; t: teams) of the filter, as named. */
function unitRowFilter(filter: LineupFilter): { where: string; params: Record<string, number> } {
  const named = namedIdFilter(filter, {
    teamId: 'u.team_id = $teamId',
    gameId: 'u.game_id = $gameId',
    divisionId: 't.division_id = $divisionId',
    conferenceId: 't.conference_id = $conferenceId',
  });
  return {
    where: ['u.competition_id = $competitionId', ...named.conditions].join(' AND '),
    params: { competitionId: filter.competitionId, ...named.params },
  };
}

const idList = UNIT_SLOTS.map((n) => `u.p${n}_id`).join(', ');
const nameList = UNIT_SLOTS.map((n) => `u.p${n}_name`).join(', ');

function list(value: PlainValue): PlainValue[] {
  if (!Array.isArray(value)) throw new TypeError('Expected a list column');
  return value;
}

export function unitPlayers(row: Row): UnitPlayer[] {
  const ids = list(row['ids'] ?? null);
  const names = list(row['names'] ?? null);
  return ids.map((id, index) => ({
    playerId: typeof id === 'number' ? id : null,
    fullName: String(names[index] ?? ''),
  }));
}

function totals(row: Row): LineupTotals {
  return {
    unitKey: str(row, 'unit_key'),
    players: unitPlayers(row),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    conferenceId: numOrNull(row, 'conference_id'),
    gp: num(row, 'gp'),
    stints: num(row, 'stints'),
    seconds: num(row, 'seconds'),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    pts: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
    ...unitShotTotals((column) => num(row, column)),
  };
}

/**
 * Season units of the filtered teams (stored in unit_seasons), most-played first; with
 * `minPoss`, only the units with at least that many possessions.
 */
export async function lineupSeasonTotals(
  db: WarehouseDb,
  filter: LineupFilter & { readonly minPoss?: number },
): Promise<LineupTotals[]> {
  const { where, params } = unitRowFilter(filter);
  const qualified = filter.minPoss === undefined ? '' : 'AND u.poss >= $minPoss';
  const rows = await db.all(
    `SELECT u.*, [${idList}] AS ids, [${nameList}] AS names, t.team_market, t.conference_id
     FROM unit_seasons u JOIN teams t ON t.competition_id = u.competition_id AND t.team_id = u.team_id
     WHERE ${where} ${qualified}
     ORDER BY u.seconds DESC, t.team_market, u.unit_key`,
    filter.minPoss === undefined ? params : { ...params, minPoss: filter.minPoss },
  );
  return rows.map(totals);
}

/**
 * Units per game of the filtered teams or game (stored in unit_games), in game order,
 * most-played first.
 */
export async function lineupGameTotals(
  db: WarehouseDb,
  filter: LineupFilter,
): Promise<LineupGameTotals[]> {
  const { where, params } = unitRowFilter(filter);
  const rows = await db.all(
    `SELECT u.team_id, u.game_id, u.unit_key, [${idList}] AS ids, [${nameList}] AS names,
       1 AS gp, u.stints, ${fromFixedPoint('u.seconds_fixed')} AS seconds,
       u.poss, u.opp_poss, u.pts, u.opp_pts, ${UNIT_SHOT_COLUMNS.map((c) => `u.${c}`).join(', ')},
       t.team_market, t.conference_id,
       strftime(tg.game_date, '%Y-%m-%d') AS date, tg.opp_team_id, tg.opp_name, tg.site, tg.is_win
     FROM unit_games u
     JOIN teams t ON t.competition_id = u.competition_id AND t.team_id = u.team_id
     JOIN team_games tg ON tg.competition_id = u.competition_id AND tg.game_id = u.game_id AND tg.team_id = u.team_id
     WHERE ${where} AND u.stints > 0
     ORDER BY tg.game_date NULLS LAST, u.game_id, t.team_market, seconds DESC, u.unit_key`,
    params,
  );
  return rows.map((row): LineupGameTotals =>
    merged(totals(row), {
      gameId: num(row, 'game_id'),
      gameDate: strOrNull(row, 'date'),
      teamIdAgst: numOrNull(row, 'opp_team_id'),
      teamMarketAgst: str(row, 'opp_name'),
      isHome: str(row, 'site') === 'home',
      isWin: row['is_win'] === true,
    }),
  );
}
