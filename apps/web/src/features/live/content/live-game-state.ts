/**
 * What the pages keep of the stream, as pure updates. A game's events are applied only in order
 * (each seq exactly one after the last kept): the server resumes after the seq the client names,
 * so an event again or one past a gap would mean the two disagree, and keeping it would count a
 * play twice or skip one. Summaries keep the newest per game by `lastSeq`; an older one that
 * arrives late (from the other subscription, or before a reconnect) is dropped.
 */
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';

/** The newer of two summaries of one game (the incoming one when both stand at the same seq). */
export function newerSummary(
  current: LiveGameSummary | null | undefined,
  incoming: LiveGameSummary,
): LiveGameSummary {
  return current && current.lastSeq > incoming.lastSeq ? current : incoming;
}

/** The day's games by id with `incoming` merged in; the same map when nothing changed. */
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

export interface LiveGameEvents {
  /** Events kept, seqs 0, 1, 2 … in order. */
  events: readonly LiveEvent[];
  /** Seq of the last event kept; −1 before any. The resume point. */
  lastSeq: number;
  /** Events dropped as repeated or out of order. */
  ignored: number;
}

export const NO_EVENTS: LiveGameEvents = { events: [], lastSeq: -1, ignored: 0 };

/** The events with a batch applied: only the ones that continue the sequence. */
export function applyEvents(state: LiveGameEvents, batch: readonly LiveEvent[]): LiveGameEvents {
  const added: LiveEvent[] = [];
  let lastSeq = state.lastSeq;
  let ignored = state.ignored;
  for (const event of batch) {
    if (event.seq === lastSeq + 1) {
      added.push(event);
      lastSeq = event.seq;
    } else {
      ignored += 1;
    }
  }
  if (added.length === 0 && ignored === state.ignored) return state;
  return {
    events: added.length === 0 ? state.events : [...state.events, ...added],
    lastSeq,
    ignored,
  };
}
