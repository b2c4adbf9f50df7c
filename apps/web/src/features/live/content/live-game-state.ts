/**
 * A game's events as the game page keeps them, as pure updates. Events are applied only in order
 * (each seq exactly one after the last kept): the server resumes after the seq the client names,
 * so an event again or one past a gap would mean the two disagree, and keeping it would count a
 * play twice or skip one. (Summaries: lib/live/live-summaries.ts.)
 */
import type { LiveEvent } from '@courtside/contract/live';

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
