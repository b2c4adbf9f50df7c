/**
 * Lineups (METHODS §4): five-player units of a team summed from stints, over the season or per
 * game, with their possessions, points and the attempts taken and allowed while on the floor
 * (read from each attempt's ten players on the floor). Units are keyed by roster player id
 * (units.ts), so home and away games add up. Ratings per 100 possessions come from the engine's
 * `rating`; possessions are always returned next to them.
 */
import type { PlainValue, Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';
import {
  TEAM_STINTS_CTE,
  UNIT_SHOTS_CTE,
  UNIT_SHOT_COLUMNS,
  UNIT_SHOT_SUMS,
  unitShotTotals,
  type UnitShotTotals,
} from './units';

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

const params = (filter: LineupFilter) => ({
  competitionId: filter.competitionId,
  teamId: filter.teamId ?? null,
  gameId: filter.gameId ?? null,
  divisionId: filter.divisionId ?? null,
  conferenceId: filter.conferenceId ?? null,
});

const UNIT_SUMS = `any_value(list_transform(unit, u -> u.id)) AS ids,
    any_value(list_transform(unit, u -> u.name)) AS names,
    count(DISTINCT game_id) AS gp, count(*) AS stints,
    ${exactSum('end_second - start_second')} AS seconds,
    sum(poss) AS poss, sum(opp_poss) AS opp_poss, sum(pts) AS pts, sum(opp_pts) AS opp_pts`;

const TEAM_FILTER = `($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
  AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)`;

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

const SHOT_COLUMNS = UNIT_SHOT_COLUMNS.map((c) => `coalesce(sb.${c}, 0) AS ${c}`).join(', ');

/** Season units of the filtered teams, most-played first. */
export async function lineupSeasonTotals(
  db: WarehouseDb,
  filter: LineupFilter,
): Promise<LineupTotals[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE}, ${UNIT_SHOTS_CTE},
     units AS (SELECT team_id, unit_key, ${UNIT_SUMS} FROM team_stints GROUP BY team_id, unit_key),
     shots_by_unit AS (SELECT team_id, unit_key, ${UNIT_SHOT_SUMS} FROM unit_shots GROUP BY team_id, unit_key)
     SELECT u.*, t.team_market, t.conference_id, ${SHOT_COLUMNS}
     FROM units u
     JOIN teams t ON t.competition_id = $competitionId AND t.team_id = u.team_id
     LEFT JOIN shots_by_unit sb ON sb.team_id = u.team_id AND sb.unit_key = u.unit_key
     WHERE ${TEAM_FILTER}
     ORDER BY u.seconds DESC, t.team_market, u.unit_key`,
    params(filter),
  );
  return rows.map(totals);
}

/** Units per game of the filtered teams or game, in game order, most-played first. */
export async function lineupGameTotals(
  db: WarehouseDb,
  filter: LineupFilter,
): Promise<LineupGameTotals[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE}, ${UNIT_SHOTS_CTE},
     units AS (SELECT team_id, game_id, unit_key, ${UNIT_SUMS} FROM team_stints GROUP BY team_id, game_id, unit_key),
     shots_by_unit AS (SELECT team_id, game_id, unit_key, ${UNIT_SHOT_SUMS} FROM unit_shots GROUP BY team_id, game_id, unit_key)
     SELECT u.*, t.team_market, t.conference_id, ${SHOT_COLUMNS},
       strftime(tg.game_date, '%Y-%m-%d') AS date, tg.opp_team_id, tg.opp_name, tg.site, tg.is_win
     FROM units u
     JOIN teams t ON t.competition_id = $competitionId AND t.team_id = u.team_id
     JOIN team_games tg ON tg.competition_id = $competitionId AND tg.game_id = u.game_id AND tg.team_id = u.team_id
     LEFT JOIN shots_by_unit sb ON sb.team_id = u.team_id AND sb.game_id = u.game_id AND sb.unit_key = u.unit_key
     WHERE ${TEAM_FILTER}
     ORDER BY tg.game_date NULLS LAST, u.game_id, t.team_market, u.seconds DESC, u.unit_key`,
    params(filter),
  );
  return rows.map((row): LineupGameTotals => ({
    ...totals(row),
    gameId: num(row, 'game_id'),
    gameDate: strOrNull(row, 'date'),
    teamIdAgst: numOrNull(row, 'opp_team_id'),
    teamMarketAgst: str(row, 'opp_name'),
    isHome: str(row, 'site') === 'home',
    isWin: row['is_win'] === true,
  }));
}
