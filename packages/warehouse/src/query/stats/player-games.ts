/**
 * Player game lines per split ('game', 'period-N', 'clutch') with what rates need beside them:
 * the team's line of the same split (usage, rebound and assist shares; team minutes are five
 * times the split's clock time), and the game's context from team_games. Only play-by-play
 * games have player lines (the season files have no player box).
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, readRowsByColumn, str, strOrNull } from '../../db/values';
import { isNamed, namedIdFilter } from '../named';
import type { PlayerLineSums } from './player-line-sums';
import {
  PLAYER_CONTEXT_COLUMNS,
  PLAYER_LINE_COLUMNS,
  SPLIT_CONTEXT_SQL,
  playerColumnSum,
  playerLineSums,
} from './player-line-sums';

/** Which splits to read: the full game, its periods, both, or clutch time. */
export type PlayerSplitKind = 'game' | 'period' | 'gameAndPeriods' | 'clutch';

export interface PlayerGameLine extends PlayerLineSums {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  split: string;
  /** 1, 2… for 'period-N'; null for 'game' and 'clutch'. */
  period: number | null;
  teamId: number | null;
  teamMarket: string;
  teamIdAgst: number | null;
  teamMarketAgst: string;
  isHome: boolean;
  isNeutral: boolean;
  isWin: boolean;
  playerId: number | null;
  playerKey: string;
  fullName: string;
  isStarter: boolean;
  jerseyNum: string | null;
  position: string | null;
}

export interface PlayerGameFilter {
  competitionId: number;
  kind: PlayerSplitKind;
  teamId?: number | null;
  playerId?: number | null;
  gameId?: number | null;
  /** Only this period (with kind 'period' or 'gameAndPeriods'). */
  period?: number | null;
}

/** The splits each kind reads (constant texts: the kind picks one, nothing is bound). */
const SPLITS_OF_KIND: Readonly<Record<PlayerSplitKind, string>> = {
  game: "pg.split = 'game'",
  clutch: "pg.split = 'clutch'",
  period: "pg.split LIKE 'period-%'",
  gameAndPeriods: "(pg.split = 'game' OR pg.split LIKE 'period-%')",
};

/**
 * The conditions on player_games (alias `pg`) of a filter's competition, named ids and period,
 * with their bound values; `splits` is the condition that picks the splits read.
 */
function playerGameWhere(
  filter: Omit<PlayerGameFilter, 'kind'>,
  splits: string,
): { where: string; params: Record<string, number | string> } {
  const named = namedIdFilter(filter, {
    teamId: 'pg.team_id = $teamId',
    playerId: 'pg.player_id = $playerId',
    gameId: 'pg.game_id = $gameId',
  });
  const conditions = ['pg.competition_id = $competitionId', splits, ...named.conditions];
  const params: Record<string, number | string> = {
    competitionId: filter.competitionId,
    ...named.params,
  };
  if (isNamed(filter.period)) {
    conditions.push('pg.split = $periodSplit');
    params['periodSplit'] = `period-${filter.period}`;
  }
  return { where: conditions.join(' AND '), params };
}

export async function playerGameLines(
  db: WarehouseDb,
  filter: PlayerGameFilter,
): Promise<PlayerGameLine[]> {
  const { where, params } = playerGameWhere(filter, SPLITS_OF_KIND[filter.kind]);
  // A line's game player and team line are of the line's team: with a team named, game_players
  // and team_game_splits (sorted by team in the build) are read for that team's blocks alone.
  const teamNamed = isNamed(filter.teamId);
  const linePlayersTeam = teamNamed ? 'AND gp.team_id = $teamId' : '';
  const teamLinesTeam = teamNamed ? 'AND ts.team_id = $teamId' : '';
  // The lines first, then their players' game rows alone: joined to a season's 240,000 game
  // players, DuckDB built its hash table on all of them (49 ms for a team's 1,200 lines).
  // By column, one reused row: a team's 1,100-1,900 lines of ~75 columns each cost more as row
  // objects than the query (see readColumns).
  return readRowsByColumn(
    db,
    `WITH lines AS MATERIALIZED (SELECT * FROM player_games pg WHERE ${where}),
     line_players AS (
       SELECT gp.game_id, gp.player_key, gp.jersey, gp.position FROM game_players gp
       SEMI JOIN lines l ON l.game_id = gp.game_id AND l.player_key = gp.player_key
       WHERE gp.competition_id = $competitionId ${linePlayersTeam})
     SELECT pg.*, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.site, tg.is_win, tg.opp_name,
       coalesce(t.team_market, tg.team_name) AS market, gp.jersey, coalesce(gp.position, p.position) AS position,
       ${SPLIT_CONTEXT_SQL}
     FROM lines pg
     JOIN team_games tg ON tg.competition_id = pg.competition_id AND tg.game_id = pg.game_id AND tg.side = pg.side
     LEFT JOIN team_game_splits ts ON ts.competition_id = $competitionId AND ts.game_id = pg.game_id
       AND ts.side = pg.side AND ts.split = pg.split ${teamLinesTeam}
     LEFT JOIN teams t ON t.competition_id = $competitionId AND t.team_id = pg.team_id
     LEFT JOIN line_players gp ON gp.game_id = pg.game_id AND gp.player_key = pg.player_key
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = pg.player_id
     ORDER BY tg.game_date DESC NULLS LAST, pg.game_id DESC, pg.side, pg.seconds DESC, pg.name,
       CASE WHEN pg.split = 'game' THEN 0 ELSE 1 END, pg.split`,
    params,
    (row): PlayerGameLine => {
      const split = str(row, 'split');
      const period = /^period-(\d+)$/.exec(split);
      return {
        competitionId: filter.competitionId,
        gameId: num(row, 'game_id'),
        gameDate: strOrNull(row, 'date'),
        split,
        period: period ? Number(period[1]) : null,
        teamId: numOrNull(row, 'team_id'),
        teamMarket: str(row, 'market'),
        teamIdAgst: numOrNull(row, 'opp_team_id'),
        teamMarketAgst: str(row, 'opp_name'),
        isHome: str(row, 'site') === 'home',
        isNeutral: str(row, 'site') === 'neutral',
        isWin: bool(row, 'is_win'),
        playerId: numOrNull(row, 'player_id'),
        playerKey: str(row, 'player_key'),
        fullName: str(row, 'name'),
        isStarter: bool(row, 'starter'),
        jerseyNum: strOrNull(row, 'jersey'),
        position: strOrNull(row, 'position'),
        ...playerLineSums(row),
      };
    },
  );
}

export interface PlayerPeriodTotal extends PlayerLineSums {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  playerId: number | null;
  playerKey: string;
  fullName: string;
  jerseyNum: string | null;
  position: string | null;
  period: number;
  /** Games in which the player was on the floor in this period. */
  gp: number;
}

/** One summed column of a player's period lines (over the rows that pass `filter`). */
const lineSum = (column: string, filter?: string): string =>
  playerColumnSum(column, `l.${column}`, filter);

/**
 * A player's lines per period summed over his play-by-play games (one game with `gameId`), with
 * the team's lines of the same periods in the games he played them.
 */
export async function playerPeriodTotals(
  db: WarehouseDb,
  filter: Omit<PlayerGameFilter, 'kind'>,
): Promise<PlayerPeriodTotal[]> {
  const { where, params } = playerGameWhere(
    filter,
    "pg.split LIKE 'period-%' AND pg.team_id IS NOT NULL",
  );
  const rows = await db.all(
    `WITH lines AS (
       SELECT pg.*, ${SPLIT_CONTEXT_SQL}
       FROM player_games pg
       JOIN team_game_splits ts ON ts.competition_id = pg.competition_id AND ts.game_id = pg.game_id
         AND ts.side = pg.side AND ts.split = pg.split
       WHERE ${where})
     SELECT l.team_id, l.player_id, min(l.player_key) AS player_key, any_value(l.name) AS name,
       CAST(substr(l.split, 8) AS INTEGER) AS period,
       count(*) FILTER (WHERE l.seconds > 0)::INTEGER AS gp,
       ${PLAYER_LINE_COLUMNS.map((c) => `${lineSum(c)} AS ${c}`).join(', ')},
       ${PLAYER_CONTEXT_COLUMNS.map((c) => `${lineSum(c, 'l.seconds > 0')} AS ${c}`).join(', ')},
       any_value(t.team_market) AS market, any_value(p.jersey) AS jersey, any_value(p.position) AS position
     FROM lines l JOIN teams t ON t.competition_id = $competitionId AND t.team_id = l.team_id
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = l.player_id
     GROUP BY l.team_id, l.player_id, l.split, CASE WHEN l.player_id IS NULL THEN l.player_key END
     ORDER BY market, l.team_id, ${lineSum('seconds')} DESC, name, period`,
    params,
  );
  return rows.map((row) => ({
    competitionId: filter.competitionId,
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'market'),
    playerId: numOrNull(row, 'player_id'),
    playerKey: str(row, 'player_key'),
    fullName: str(row, 'name'),
    jerseyNum: strOrNull(row, 'jersey'),
    position: strOrNull(row, 'position'),
    period: num(row, 'period'),
    gp: num(row, 'gp'),
    ...playerLineSums(row),
  }));
}
