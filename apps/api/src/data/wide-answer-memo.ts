/**
 * Answers over a whole division or conference of a season — the leaderboards a tool page opens
 * with (every team's deciding shots, every team's streaks, a season's deciding attempts) — kept
 * per served warehouse file (warehouse competition-memo.ts), so only the first request of a file
 * and worker pays for reading and adding up a season's rows, and every later one is a lookup.
 *
 * Only requests that name no team, player or game are kept: their number is bounded by the
 * file's divisions and conferences (times the variants a caller names, e.g. offense/defense),
 * while team- and player-level answers are many and already cheap. The kept rows are shared by
 * every later request, so nothing downstream may change them: the router copies rows when it
 * selects fields or filters trial players.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { memoPerCompetitionPart } from '@courtside/warehouse';
import type { RequestContext } from './request-context';

interface WidePart {
  readonly context: RequestContext;
  /** Whatever else the rows depend on besides the context's ids, as text. */
  readonly variant: string;
}

export type WideAnswer<Row> = (
  db: WarehouseDb,
  context: RequestContext,
  variant: string,
) => Promise<Row[]>;

export function memoWideAnswer<Row>(
  compute: (db: WarehouseDb, context: RequestContext) => Promise<Row[]>,
): WideAnswer<Row> {
  const kept = memoPerCompetitionPart(
    (db, _competitionId, part: WidePart) => compute(db, part.context),
    ({ context, variant }) =>
      `${context.divisionId ?? '-'}|${context.conferenceId ?? '-'}|${variant}|${context.updated}`,
  );
  return (db, context, variant) => {
    const narrow = context.teamId !== null || context.playerId !== null || context.gameId !== null;
    return narrow ? compute(db, context) : kept(db, context.competitionId, { context, variant });
  };
}
