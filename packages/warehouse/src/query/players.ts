/** Player queries: rosters, game lines, aggregates over a scope, and lineups. */
import type { Row, WarehouseDb } from '../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../db/values';
import { COUNT_COLUMNS, OPPONENT_COUNT_COLUMNS } from '../schema/count-columns';
import type { CountColumnName, OpponentCountColumn } from '../schema/count-columns';

export interface PlayerRow {
  competitionId: number;
  playerId: number;
  personId: number;
  personConfidence: number | null;
  teamId: number;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  jerseyNum: string | null;
  classYr: string | null;
  position: string | null;
  /** Inches. */
  height: number | null;
  hometown: string | null;
  highSchool: string | null;
}

export async function competitionPlayers(
  db: WarehouseDb,
  filter: { competitionId: number; teamId?: number | null; personId?: number | null },
): Promise<PlayerRow[]> {
  const rows = await db.all(
    `SELECT * FROM players WHERE competition_id = $competitionId
       AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER)
       AND ($personId::INTEGER IS NULL OR person_id = $personId::INTEGER)
     ORDER BY team_id, full_name`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      personId: filter.personId ?? null,
    },
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    playerId: num(row, 'player_id'),
    personId: num(row, 'person_id'),
    personConfidence: numOrNull(row, 'person_confidence'),
    teamId: num(row, 'team_id'),
    fullName: str(row, 'full_name'),
    firstName: strOrNull(row, 'first_name'),
    lastName: strOrNull(row, 'last_name'),
    jerseyNum: strOrNull(row, 'jersey'),
    classYr: strOrNull(row, 'class_year'),
    position: strOrNull(row, 'position'),
    height: numOrNull(row, 'height_in'),
    hometown: strOrNull(row, 'hometown'),
    highSchool: strOrNull(row, 'high_school'),
  }));
}

export type Counting = Record<CountColumnName, number>;

const counting = (row: Row): Counting =>
  Object.fromEntries(COUNT_COLUMNS.map((stat) => [stat, num(row, stat)])) as Counting;

export interface PlayerGameRow {
  gameId: number;
  gameDate: string | null;
  split: string;
  teamId: number | null;
  teamIdAgst: number | null;
  playerKey: string;
  playerId: number | null;
  fullName: string;
  isStarter: boolean;
  isHome: boolean;
  isNeutral: boolean;
  isWin: boolean;
  mins: number;
  offPoss: number;
  defPoss: number;
  stats: Counting;
  pfd: number;
  plusMinus: number;
}

/** Player game lines (play-by-play games); `split` 'game' by default, or 'period-N', 'clutch'. */
export async function playerGames(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId?: number | null;
    playerId?: number | null;
    split?: string;
  },
): Promise<PlayerGameRow[]> {
  const rows = await db.all(
    `SELECT pg.*, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.site, tg.is_win
     FROM player_games pg
     JOIN team_games tg ON tg.competition_id = pg.competition_id AND tg.game_id = pg.game_id AND tg.side = pg.side
     WHERE pg.competition_id = $competitionId AND pg.split = $split
       AND ($teamId::INTEGER IS NULL OR pg.team_id = $teamId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR pg.player_id = $playerId::INTEGER)
     ORDER BY tg.game_date NULLS LAST, pg.game_id, pg.side, pg.name`,
    {
      competitionId: filter.competitionId,
      split: filter.split ?? 'game',
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
    },
  );
  return rows.map((row) => ({
    gameId: num(row, 'game_id'),
    gameDate: strOrNull(row, 'date'),
    split: str(row, 'split'),
    teamId: numOrNull(row, 'team_id'),
    teamIdAgst: numOrNull(row, 'opp_team_id'),
    playerKey: str(row, 'player_key'),
    playerId: numOrNull(row, 'player_id'),
    fullName: str(row, 'name'),
    isStarter: bool(row, 'starter'),
    isHome: str(row, 'site') === 'home',
    isNeutral: str(row, 'site') === 'neutral',
    isWin: bool(row, 'is_win'),
    mins: num(row, 'seconds') / 60,
    offPoss: num(row, 'off_poss'),
    defPoss: num(row, 'def_poss'),
    stats: counting(row),
    pfd: num(row, 'pfd'),
    plusMinus: num(row, 'plus_minus'),
  }));
}

export interface PlayerAggregateRow {
  teamId: number;
  playerKey: string;
  playerId: number | null;
  fullName: string;
  scope: string;
  gp: number;
  gs: number;
  mins: number;
  offPoss: number;
  defPoss: number;
  stats: Counting;
  pfd: number;
  plusMinus: number;
  /** Team and opponent totals over the same games (denominators of the METHODS §2 rates). */
  team: { minutes: number; poss: number; stats: Counting };
  opponent: Record<OpponentCountColumn | 'poss', number>;
}

export async function playerAggregates(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    scope: string;
    teamId?: number | null;
    playerId?: number | null;
  },
): Promise<PlayerAggregateRow[]> {
  const rows = await db.all(
    `SELECT * FROM player_aggregates WHERE competition_id = $competitionId AND scope = $scope
       AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR player_id = $playerId::INTEGER)
     ORDER BY team_id, name`,
    {
      competitionId: filter.competitionId,
      scope: filter.scope,
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
    },
  );
  const zero = (row: Row, key: string): number => numOrNull(row, key) ?? 0;
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    playerKey: str(row, 'player_key'),
    playerId: numOrNull(row, 'player_id'),
    fullName: str(row, 'name'),
    scope: str(row, 'scope'),
    gp: num(row, 'gp'),
    gs: num(row, 'gs'),
    mins: num(row, 'seconds') / 60,
    offPoss: num(row, 'off_poss'),
    defPoss: num(row, 'def_poss'),
    stats: counting(row),
    pfd: num(row, 'pfd'),
    plusMinus: num(row, 'plus_minus'),
    team: {
      minutes: zero(row, 'tm_seconds') / 60,
      poss: zero(row, 'tm_poss'),
      stats: Object.fromEntries(
        COUNT_COLUMNS.map((stat) => [stat, zero(row, `tm_${stat}`)]),
      ) as Counting,
    },
    opponent: Object.fromEntries(
      [...OPPONENT_COUNT_COLUMNS, 'poss'].map((stat) => [stat, zero(row, `opp_${stat}`)]),
    ) as Record<OpponentCountColumn | 'poss', number>,
  }));
}

export interface LineupRow {
  teamId: number;
  lineupKey: string;
  pNames: string[];
  pIds: Array<number | null>;
  gpPbp: number;
  minsPbp: number;
  poss: number;
  possAgst: number;
  ptsScored: number;
  ptsAgst: number;
  plusMinus: number;
}

/** Lineups of a team with at least `minPoss` possessions (METHODS §4 hides those under 50). */
export async function lineups(
  db: WarehouseDb,
  filter: { competitionId: number; teamId: number; minPoss?: number },
): Promise<LineupRow[]> {
  const rows = await db.all(
    `SELECT * FROM lineups WHERE competition_id = $competitionId AND team_id = $teamId AND poss >= $minPoss
     ORDER BY poss DESC, lineup_key`,
    { competitionId: filter.competitionId, teamId: filter.teamId, minPoss: filter.minPoss ?? 0 },
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    lineupKey: str(row, 'lineup_key'),
    pNames: [1, 2, 3, 4, 5].map((n) => str(row, `p${n}_key`)),
    pIds: [1, 2, 3, 4, 5].map((n) => numOrNull(row, `p${n}_id`)),
    gpPbp: num(row, 'gp'),
    minsPbp: num(row, 'seconds') / 60,
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    ptsScored: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
    plusMinus: num(row, 'pts') - num(row, 'opp_pts'),
  }));
}
