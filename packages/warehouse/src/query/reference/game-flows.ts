/**
 * What the game explorer adds to a game list: each play-by-play game's stored score flow
 * (game_flows: leads, lead changes, ties, runs, a sampled home win probability) and each bracket
 * game's tournament round. Both are stored per game, so a whole season reads a few thousand rows.
 */
import type { WarehouseDb } from '../../db/connection';
import { num, str, strOrNull } from '../../db/values';
import { idListParam, inIdList } from './params';

export interface GameFlowSummary {
  homeMaxLead: number;
  awayMaxLead: number;
  leadChanges: number;
  timesTied: number;
  homeBestRun: number;
  awayBestRun: number;
  /** Home win probability (0-1, whole percents) at the tip and at even steps to the end. */
  homeWinProbSeries: number[];
}

export interface GameTournamentRound {
  kind: 'national' | 'conference';
  /** National: 0 First Four, 1 first round … 6 championship; conference: 1 = first round. */
  round: number;
  roundName: string;
}

export interface GameExplorerExtras {
  gameId: number;
  flow: GameFlowSummary | null;
  tournament: GameTournamentRound | null;
}

function seriesOf(text: string): number[] {
  return text.split(',').map((percent) => Number(percent) / 100);
}

/** The extras of the games of some competitions (or some games), keyed by game id. */
export async function gameExplorerExtras(
  db: WarehouseDb,
  filter: { competitionIds?: readonly number[] | null; gameIds?: readonly number[] | null },
): Promise<Map<number, GameExplorerExtras>> {
  const rows = await db.all(
    `SELECT coalesce(f.game_id, t.game_id) AS game_id, f.home_max_lead, f.away_max_lead,
       f.lead_changes, f.times_tied, f.home_best_run, f.away_best_run, f.wp_home_series,
       t.kind, t.round, t.round_name
     FROM (SELECT * FROM game_flows
       WHERE ${inIdList('competitionIds', 'competition_id')} AND ${inIdList('gameIds', 'game_id')}) f
     FULL JOIN (SELECT * FROM tournament_games
       WHERE ${inIdList('competitionIds', 'competition_id')} AND ${inIdList('gameIds', 'game_id')}) t
       ON t.competition_id = f.competition_id AND t.game_id = f.game_id`,
    { competitionIds: idListParam(filter.competitionIds), gameIds: idListParam(filter.gameIds) },
  );
  const extras = new Map<number, GameExplorerExtras>();
  for (const row of rows) {
    const series = strOrNull(row, 'wp_home_series');
    const kind = strOrNull(row, 'kind');
    const gameId = num(row, 'game_id');
    extras.set(gameId, {
      gameId,
      flow:
        series === null
          ? null
          : {
              homeMaxLead: num(row, 'home_max_lead'),
              awayMaxLead: num(row, 'away_max_lead'),
              leadChanges: num(row, 'lead_changes'),
              timesTied: num(row, 'times_tied'),
              homeBestRun: num(row, 'home_best_run'),
              awayBestRun: num(row, 'away_best_run'),
              homeWinProbSeries: seriesOf(series),
            },
      tournament:
        kind === 'national' || kind === 'conference'
          ? { kind, round: num(row, 'round'), roundName: str(row, 'round_name') }
          : null,
    });
  }
  return extras;
}
