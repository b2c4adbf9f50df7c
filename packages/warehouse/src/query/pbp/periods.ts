/**
 * Period summaries from the engine's per-period splits (team_game_splits, player_games with
 * split 'period-N'): per team or player and period, summed over play-by-play games (or one
 * game), with how many periods the team won, lost and tied. Overtimes are periods past the
 * regulation count; their sums cover only the games that had them (gp says how many).
 */
import { merged } from '@courtside/contract';
import type { Row, WarehouseDb } from '../../db/connection';
import { num, str } from '../../db/values';
import { exactSum } from '../exact-sum';
import { andAll, namedIdFilter } from '../named';
import { COUNT_COLUMNS, type CountColumnName } from '../../schema/count-columns';

/** A team's or its opponents' box counts over a period (the engine's splits have all of them). */
export type PeriodLine = Record<CountColumnName, number>;

export interface TeamPeriodSummary {
  teamId: number;
  teamMarket: string;
  period: number;
  gp: number;
  seconds: number;
  poss: number;
  possAgst: number;
  own: PeriodLine;
  opp: PeriodLine;
  periodsWon: number;
  periodsLost: number;
  periodsTied: number;
}

function line(row: Row, prefix: string): PeriodLine {
  return Object.fromEntries(
    COUNT_COLUMNS.map((s) => [s, num(row, `${prefix}${s}`)]),
  ) as unknown as PeriodLine;
}

export async function teamPeriodSummaries(
  db: WarehouseDb,
  filter: { competitionId: number; teamId?: number | null; gameId?: number | null },
): Promise<TeamPeriodSummary[]> {
  const named = namedIdFilter(filter, {
    teamId: 's.team_id = $teamId',
    gameId: 's.game_id = $gameId',
  });
  const rows = await db.all(
    `SELECT s.team_id, t.team_market, CAST(substr(s.split, 8) AS INTEGER) AS period, count(*) AS gp,
       ${exactSum('s.seconds')} AS seconds, sum(s.poss) AS poss, sum(s.opp_poss) AS opp_poss,
       ${COUNT_COLUMNS.map((c) => `sum(s.${c})::DOUBLE AS ${c}, sum(s.opp_${c})::DOUBLE AS opp_${c}`).join(', ')},
       count(*) FILTER (WHERE s.pts > s.opp_pts) AS won, count(*) FILTER (WHERE s.pts < s.opp_pts) AS lost,
       count(*) FILTER (WHERE s.pts = s.opp_pts) AS tied
     FROM team_game_splits s
     JOIN teams t ON t.competition_id = s.competition_id AND t.team_id = s.team_id
     WHERE s.competition_id = $competitionId AND s.split LIKE 'period-%' ${andAll(named.conditions)}
     GROUP BY ALL ORDER BY t.team_market, period`,
    merged({ competitionId: filter.competitionId }, named.params),
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    period: num(row, 'period'),
    gp: num(row, 'gp'),
    seconds: num(row, 'seconds'),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    own: line(row, ''),
    opp: line(row, 'opp_'),
    periodsWon: num(row, 'won'),
    periodsLost: num(row, 'lost'),
    periodsTied: num(row, 'tied'),
  }));
}

const PLAYER_STATS = [...COUNT_COLUMNS, 'plus_minus'] as const;

export interface PlayerPeriodSummary {
  playerId: number;
  fullName: string;
  teamId: number;
  period: number;
  /** Games in which the player was on the floor in that period. */
  gp: number;
  seconds: number;
  stats: Record<(typeof PLAYER_STATS)[number], number>;
}

export async function playerPeriodSummaries(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId?: number | null;
    playerId?: number | null;
    gameId?: number | null;
  },
): Promise<PlayerPeriodSummary[]> {
  const named = namedIdFilter(filter, {
    teamId: 'pg.team_id = $teamId',
    playerId: 'pg.player_id = $playerId',
    gameId: 'pg.game_id = $gameId',
  });
  const rows = await db.all(
    `SELECT pg.player_id, coalesce(any_value(p.full_name), any_value(pg.name)) AS full_name, pg.team_id,
       CAST(substr(pg.split, 8) AS INTEGER) AS period, count(*) AS gp,
       ${exactSum('pg.seconds')} AS seconds,
       ${PLAYER_STATS.map((c) => `sum(pg.${c})::DOUBLE AS ${c}`).join(', ')}
     FROM player_games pg
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = pg.player_id
     WHERE pg.competition_id = $competitionId AND pg.split LIKE 'period-%' AND pg.seconds > 0
       AND pg.player_id IS NOT NULL AND pg.team_id IS NOT NULL ${andAll(named.conditions)}
     GROUP BY pg.player_id, pg.team_id, period ORDER BY pg.team_id, full_name, period`,
    merged({ competitionId: filter.competitionId }, named.params),
  );
  return rows.map((row) => ({
    playerId: num(row, 'player_id'),
    fullName: str(row, 'full_name'),
    teamId: num(row, 'team_id'),
    period: num(row, 'period'),
    gp: num(row, 'gp'),
    seconds: num(row, 'seconds'),
    stats: Object.fromEntries(PLAYER_STATS.map((c) => [c, num(row, c)])) as Record<
      (typeof PLAYER_STATS)[number],
      number
    >,
  }));
}
