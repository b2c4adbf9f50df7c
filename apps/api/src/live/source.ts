/**
 * Where live games come from. The stream (hub.ts) asks a source what a game looks like at a
 * moment and sends subscribers the events they have not seen; it never keeps a game's state of
 * its own, so a source that answers the same for the same moment (the demo league's replay, a
 * feed's stored polls) gives every node the same events in the same order.
 */
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';

/** A game as it stands at a moment. */
export interface LiveGameNow {
  readonly summary: LiveGameSummary;
  /** Every event played by then, seq ascending from 0 (none before the tip). */
  readonly events: readonly LiveEvent[];
}

export interface LiveSource {
  /** The games of a competition on the given live days (US Eastern yyyymmdd) at `now`. */
  gamesOf(
    competitionId: number,
    gameDates: readonly string[],
    now: Date,
  ): Promise<LiveGameSummary[]>;
  /** A game at `now`; null when the source has no such game. */
  gameAt(gameId: number, now: Date): Promise<LiveGameNow | null>;
}
