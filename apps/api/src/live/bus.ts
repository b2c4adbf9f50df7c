/**
 * The fan-out between the hub's pollers and the sockets that watch a game or a competition.
 *
 * A poller publishes what it found new at a tick (a game's next events, a competition's changed
 * summaries); every hub that has a socket on that game or competition hears it and hands it to
 * its sockets. In one process the bus is a map of listeners (InProcessLiveBus). Several API
 * nodes would share a message bus instead, e.g. NATS with one subject per game
 * (`live.game.<id>`) and per competition (`live.competition.<id>`): the interface is what such
 * an implementation has to provide, and nothing in the hub assumes the publisher is local.
 *
 * Delivery need not be exactly-once for the stream to be: a socket takes only the events whose
 * seq follows the last one it was sent, drops what it already has, and when a batch skips
 * ahead (a message lost, or a batch polled before the socket's backlog) the hub fills the gap
 * from the source, which answers the same on every node. So a bus may lose, repeat or
 * reorder batches, and several nodes may poll the same game, without a client seeing a gap or a
 * duplicate; a bus only has to be prompt for the stream to be.
 */
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';

/** A game's events new at a tick: consecutive seqs, ascending, and the game after them. */
export interface LiveGameBatch {
  readonly gameId: number;
  readonly events: readonly LiveEvent[];
  readonly summary: LiveGameSummary;
  /** When the publishing hub handed it to the bus (epoch ms): the stream's `sentAt`. */
  readonly sentAt?: number;
}

/** The summaries of a competition's games that changed at a tick. */
export interface LiveGamesChange {
  readonly competitionId: number;
  readonly games: readonly LiveGameSummary[];
  /** When the publishing hub handed it to the bus (epoch ms): the stream's `sentAt`. */
  readonly sentAt?: number;
}

/** Stops a listener. */
export type LiveUnsubscribe = () => void;

export interface LiveBus {
  publishGame(batch: LiveGameBatch): void;
  onGame(gameId: number, listener: (batch: LiveGameBatch) => void): LiveUnsubscribe;
  publishGames(change: LiveGamesChange): void;
  onCompetition(
    competitionId: number,
    listener: (change: LiveGamesChange) => void,
  ): LiveUnsubscribe;
  /** Drops every listener (and, for a networked bus, its connection). */
  close(): Promise<void>;
}

class Topics<T> {
  private readonly listeners = new Map<number, Set<(message: T) => void>>();

  on(key: number, listener: (message: T) => void): LiveUnsubscribe {
    let set = this.listeners.get(key);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(key);
      if (current === undefined) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(key);
    };
  }

  emit(key: number, message: T): void {
    const set = this.listeners.get(key);
    if (set === undefined) return;
    // A listener that unsubscribes while being told must not skip the next one.
    for (const listener of [...set]) listener(message);
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** The bus of a single node: publishing calls the listeners synchronously. */
export class InProcessLiveBus implements LiveBus {
  private readonly games = new Topics<LiveGameBatch>();
  private readonly competitions = new Topics<LiveGamesChange>();

  publishGame(batch: LiveGameBatch): void {
    this.games.emit(batch.gameId, batch);
  }

  onGame(gameId: number, listener: (batch: LiveGameBatch) => void): LiveUnsubscribe {
    return this.games.on(gameId, listener);
  }

  publishGames(change: LiveGamesChange): void {
    this.competitions.emit(change.competitionId, change);
  }

  onCompetition(
    competitionId: number,
    listener: (change: LiveGamesChange) => void,
  ): LiveUnsubscribe {
    return this.competitions.on(competitionId, listener);
  }

  async close(): Promise<void> {
    this.games.clear();
    this.competitions.clear();
  }
}
