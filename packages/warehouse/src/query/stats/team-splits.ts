/**
 * Team lines of the play-by-play splits ('clutch', 'period-N'), per game or summed over the
 * games, through the same sums as the materialized scopes (TEAM_SUMS_SQL) so a split's rates
 * use the formulas every other team row uses. A split row is shaped like a team_games row:
 * its possessions are the mean of both sides' counted possessions (as a game's are), its
 * minutes the split's clock time, and its "wins" the splits the team outscored the opponent in.
 * Only play-by-play games have splits: box-score games contribute nothing here.
 */
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str } from '../../db/values';
import { COUNT_COLUMNS } from '../../schema/count-columns';
import { exactSum, exactValue } from '../exact-sum';
import { PBP_EXTRAS, TEAM_ROW_SUMS_SQL, TEAM_SUMS_SQL } from '../sums';
import { readTeamSums, teamRates } from '../team-rates';
import type { TeamRates, TeamSums } from '../team-rates';

export type SplitKind = 'clutch' | 'period';

export interface TeamSplitFilter {
  competitionId: number;
  split: SplitKind;
  teamId?: number | null;
  conferenceId?: number | null;
  gameId?: number | null;
}

const SPLIT_ROWS_SQL = `
  SELECT s.game_id, s.side, s.split, s.team_id, s.opp_team_id, tg.conference_id,
    tg.conference_game, tg.conf_tournament, 'pbp' AS coverage, true AS has_stats,
    (s.poss + s.opp_poss) / 2.0 AS poss, s.seconds / 60.0 AS minutes, s.seconds,
    ${COUNT_COLUMNS.flatMap((stat) => [`s.${stat}`, `s.opp_${stat}`]).join(', ')},
    ${PBP_EXTRAS.map((stat) => `s.${stat}`).join(', ')},
    ${PBP_EXTRAS.map((stat) => `o.${stat} AS opp_${stat}`).join(', ')}
  FROM team_game_splits s
  JOIN team_game_splits o ON o.competition_id = s.competition_id AND o.game_id = s.game_id
    AND o.split = s.split AND o.side <> s.side
  JOIN team_games tg ON tg.competition_id = s.competition_id AND tg.game_id = s.game_id AND tg.side = s.side
  WHERE s.competition_id = $competitionId
    AND (CASE WHEN $split = 'clutch' THEN s.split = 'clutch' ELSE s.split LIKE 'period-%' END)
    AND ($teamId::INTEGER IS NULL OR s.team_id = $teamId::INTEGER)
    AND ($conferenceId::INTEGER IS NULL OR tg.conference_id = $conferenceId::INTEGER)
    AND ($gameId::INTEGER IS NULL OR s.game_id = $gameId::INTEGER)`;

const SPLIT_SECONDS = `${exactSum('seconds')} AS split_seconds`;

const params = (filter: TeamSplitFilter) => ({
  competitionId: filter.competitionId,
  split: filter.split,
  teamId: filter.teamId ?? null,
  conferenceId: filter.conferenceId ?? null,
  gameId: filter.gameId ?? null,
});

/** 'period-3' → 3; 'clutch' → null. */
const periodOf = (split: string): number | null => {
  const match = /^period-(\d+)$/.exec(split);
  return match ? Number(match[1]) : null;
};

export interface TeamGameSplitRow {
  gameId: number;
  side: string;
  split: string;
  period: number | null;
  teamId: number | null;
  /** Clock seconds of the split (0 when a game had no clutch time). */
  seconds: number;
  sums: TeamSums;
  rates: TeamRates;
}

/** One row per game, side and split (each a single split row: no aggregate needed). */
export async function teamGameSplits(
  db: WarehouseDb,
  filter: TeamSplitFilter,
): Promise<TeamGameSplitRow[]> {
  const rows = await db.all(
    `WITH split_rows AS (${SPLIT_ROWS_SQL})
     SELECT game_id, side, split, team_id, ${exactValue('seconds')} AS split_seconds,
       ${TEAM_ROW_SUMS_SQL}
     FROM split_rows ORDER BY game_id, side, split`,
    params(filter),
  );
  return rows.map((row) => {
    const sums = readTeamSums(row);
    const split = str(row, 'split');
    return {
      gameId: num(row, 'game_id'),
      side: str(row, 'side'),
      split,
      period: periodOf(split),
      teamId: numOrNull(row, 'team_id'),
      seconds: num(row, 'split_seconds'),
      sums,
      rates: teamRates(sums),
    };
  });
}

export interface TeamSplitTotalRow {
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
  split: string;
  period: number | null;
  seconds: number;
  /** Play-by-play games that have this split. */
  gpPbp: number;
  sums: TeamSums;
  rates: TeamRates;
}

/** One row per team and split, summed over the team's play-by-play games (Division I teams). */
export async function teamSplitTotals(
  db: WarehouseDb,
  filter: TeamSplitFilter,
): Promise<TeamSplitTotalRow[]> {
  const rows = await db.all(
    `WITH split_rows AS (${SPLIT_ROWS_SQL} AND s.team_id IS NOT NULL),
     totals AS (
       SELECT team_id, split, ${SPLIT_SECONDS}, ${TEAM_SUMS_SQL}
       FROM split_rows GROUP BY team_id, split)
     SELECT x.*, t.team_market, t.conference_id AS team_conference_id
     FROM totals x JOIN teams t ON t.competition_id = $competitionId AND t.team_id = x.team_id
     ORDER BY t.team_market, x.team_id, x.split`,
    params(filter),
  );
  return rows.map((row) => {
    const sums = readTeamSums(row);
    const split = str(row, 'split');
    return {
      teamId: num(row, 'team_id'),
      teamMarket: str(row, 'team_market'),
      conferenceId: numOrNull(row, 'team_conference_id'),
      split,
      period: periodOf(split),
      seconds: num(row, 'split_seconds'),
      gpPbp: sums.gpPbp,
      sums,
      rates: teamRates(sums),
    };
  });
}
