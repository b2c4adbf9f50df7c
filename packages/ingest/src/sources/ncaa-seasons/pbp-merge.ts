/**
 * After the play-by-play games are written: their source defects (refused games, shots matched
 * to no attempt, rows of unknown type, scores the events disagree with) and the merge of their
 * team lines into team_games and games, which turns those games into 'pbp' coverage.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { RowWriter } from '@courtside/warehouse';
import { PBP_TEAM_STAGE, TEAM_STAGE_STATS } from '../../build/game-writer';
import type { GameResult } from './derive-job';

export interface PbpDefect {
  readonly kind: string;
  readonly gameId: number;
  readonly detail: string;
}

/** `rejectedKind`: 'bundle_rejected' or 'pbp_rejected', by where the game's rows came from. */
export function defectsOf(result: GameResult, rejectedKind: string): PbpDefect[] {
  if (!result.ok) return [{ kind: rejectedKind, gameId: result.gameId, detail: result.error }];
  const { report, gameId } = result;
  const out: PbpDefect[] = [];
  if (report.shotsUnmatched > 0) {
    out.push({
      kind: 'unmatched_shots',
      gameId,
      detail: `${report.shotsUnmatched} of ${report.shotsInFile} located shots matched no attempt`,
    });
  }
  if (report.unknownEvents > 0) {
    out.push({
      kind: 'unknown_events',
      gameId,
      detail: `${report.unknownEvents} play-by-play row(s) of unknown type, kept as 'other' (e.g. ${JSON.stringify(report.firstUnknownType)})`,
    });
  }
  if (!report.score.agrees && report.score.source) {
    out.push({
      kind: 'pbp_score_mismatch',
      gameId,
      detail: `events add up to ${report.score.events}, the feed's score columns say ${report.score.source}`,
    });
  }
  return out;
}

export async function insertDefects(
  db: WarehouseDb,
  competitionId: number,
  defects: readonly PbpDefect[],
): Promise<void> {
  const writer = await RowWriter.open(db, 'defects');
  for (const d of defects) {
    writer.int(competitionId).str(d.kind).int(d.gameId).int(null).str(null).str(d.detail).end();
  }
  writer.close();
}

/** Play-by-play team lines replace the box rows of their games; games become 'pbp' coverage. */
export async function mergeTeamLines(db: WarehouseDb, competitionId: number): Promise<void> {
  const columns = TEAM_STAGE_STATS;
  await db.run(
    `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
     SELECT $1, 'pbp_box_mismatch', g.game_id, NULL, NULL,
       'play-by-play final ' || s.home_score || '-' || s.away_score || ', ' || g.score_source || ' ' || g.home_score || '-' || g.away_score
     FROM games g JOIN ${PBP_TEAM_STAGE} s ON s.game_id = g.game_id AND s.side = 'home'
     WHERE g.competition_id = $1 AND (g.home_score IS DISTINCT FROM s.home_score OR g.away_score IS DISTINCT FROM s.away_score)`,
    [competitionId],
  );
  await db.run(
    `UPDATE team_games tg SET coverage = 'pbp', has_stats = true, poss = s.poss, poss_source = 'pbp',
       minutes = s.minutes, site = CASE WHEN s.neutral THEN 'neutral' ELSE tg.side END,
       ${columns.map((c) => `${c} = s.${c}`).join(', ')}
     FROM ${PBP_TEAM_STAGE} s WHERE tg.competition_id = $1 AND tg.game_id = s.game_id AND tg.side = s.side`,
    [competitionId],
  );
  await db.run(
    `UPDATE team_games SET is_win = pts > opp_pts WHERE competition_id = $1 AND coverage = 'pbp'`,
    [competitionId],
  );
  await db.run(
    `UPDATE games g SET coverage = 'pbp', periods = s.periods, neutral = s.neutral,
       home_score = CASE WHEN g.score_source = 'schedule' THEN s.home_score ELSE g.home_score END,
       away_score = CASE WHEN g.score_source = 'schedule' THEN s.away_score ELSE g.away_score END,
       score_source = CASE WHEN g.score_source = 'schedule' THEN 'pbp' ELSE g.score_source END
     FROM ${PBP_TEAM_STAGE} s WHERE g.competition_id = $1 AND g.game_id = s.game_id AND s.side = 'home'`,
    [competitionId],
  );
  await db.run(`DROP TABLE ${PBP_TEAM_STAGE}`);
}
