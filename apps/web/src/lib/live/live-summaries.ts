/**
 * The newest summary of each live game. Summaries are stamped with the seq of the game's last
 * event, so a client keeps the one with the greater `lastSeq`; an older one that arrives late
 * (from another subscription, or before a reconnect) is dropped.
 */
import type { LiveGameSummary } from '@courtside/contract/live';

/** The newer of two summaries of one game (the incoming one when both stand at the same seq). */
export function newerSummary(
  current: LiveGameSummary | null | undefined,
  incoming: LiveGameSummary,
): LiveGameSummary {
  return current && current.lastSeq > incoming.lastSeq ? current : incoming;
}

/** The games by id with `incoming` merged in; the same map when nothing changed. */
export function mergeSummaries(
  games: ReadonlyMap<number, LiveGameSummary>,
  incoming: readonly LiveGameSummary[],
): ReadonlyMap<number, LiveGameSummary> {
  let next: Map<number, LiveGameSummary> | null = null;
  for (const summary of incoming) {
    const current = (next ?? games).get(summary.gameId);
    if (newerSummary(current, summary) === current) continue;
    next ??= new Map(games);
    next.set(summary.gameId, summary);
  }
  return next ?? games;
}
