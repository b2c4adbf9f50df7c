/**
 * The live hub: who watches which game and competition, what each was last sent, and the tick
 * that asks the source what is new.
 *
 * Once per tick the hub polls the source for each game and competition a socket of this node
 * watches, and nothing else: a game's new events (seq above the last it published) go to the
 * bus as one batch, a competition's changed summaries too. The hub hears the bus like any
 * other node would (bus.ts) and gives each socket the events after the last one it was sent, in
 * order, once. A socket whose view has a gap (its backlog was read before a batch it missed, or
 * a networked bus lost a message) is marked and filled from the next tick's poll of the game,
 * which the tick makes anyway, so filling costs no extra call to the source.
 *
 * Subscribing reads the game (or the competition's games) at once, so a client gets its backlog
 * (every event after `afterSeq`) or the day's whole game list without waiting for a tick.
 */
import type { LiveGameSummary, LiveServerMessage } from '@courtside/contract/live';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus, LiveGameBatch, LiveGamesChange, LiveUnsubscribe } from './bus';
import { InProcessLiveBus } from './bus';
import type { Topic } from './held-topics';
import { HeldTopics } from './held-topics';
import type { OfferedGame } from './hub-messages';
import {
  eventsMessage,
  fingerprints,
  gamesMessage,
  lastSeqOf,
  liveDays,
  notFound,
} from './hub-messages';
import type { LiveGameNow, LiveSource } from './source';

export { liveDays } from './hub-messages';

export const LIVE_TICK_MS = 1000;

/** Where the hub sends a socket's messages; the stream server owns the socket itself. */
export interface LiveSubscriber {
  send(message: LiveServerMessage): void;
}

export interface LiveHubOptions {
  readonly source: LiveSource;
  /** The fan-out; an in-process bus by default. */
  readonly bus?: LiveBus;
  /** The moment the source is asked about (tests move it by hand). */
  readonly now?: () => Date;
  /** Stamps published batches (`sentAt`, epoch ms): real time, as `now` may be shifted. */
  readonly wallClock?: () => number;
  /** How often start() polls; tests call tick() themselves. */
  readonly tickMs?: number;
  readonly log?: Pick<FastifyBaseLogger, 'warn'>;
}

interface GameSubscription {
  /** Seq of the last event sent (or the client's afterSeq). */
  lastSent: number;
  /** Its backlog is still being read: nothing is sent before `subscribed`. */
  pending: boolean;
  /** It missed events; the next tick's poll fills them in. */
  needsBackfill: boolean;
}

interface GameWatch {
  readonly subscribers: Map<LiveSubscriber, GameSubscription>;
  /** Seq of the last event this node published; null before its first poll. */
  lastPublished: number | null;
  readonly stop: LiveUnsubscribe;
}

interface CompetitionSubscription {
  pending: boolean;
  /** Its list may be older than a change it missed; the next tick sends the whole list. */
  needsFull: boolean;
}

interface CompetitionWatch {
  readonly subscribers: Map<LiveSubscriber, CompetitionSubscription>;
  /** Each game's summary as last polled (JSON), to tell what changed; null before a poll. */
  last: Map<number, string> | null;
  readonly stop: LiveUnsubscribe;
}

export class LiveHub {
  private readonly source: LiveSource;
  private readonly bus: LiveBus;
  private readonly now: () => Date;
  private readonly wallClock: () => number;
  private readonly tickMs: number;
  private readonly log: Pick<FastifyBaseLogger, 'warn'> | undefined;
  private readonly games = new Map<number, GameWatch>();
  private readonly competitions = new Map<number, CompetitionWatch>();
  private readonly held = new HeldTopics<LiveSubscriber>();
  private readonly batchMessages = new WeakMap<OfferedGame, LiveServerMessage>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private closed = false;

  constructor(options: LiveHubOptions) {
    this.source = options.source;
    this.bus = options.bus ?? new InProcessLiveBus();
    this.now = options.now ?? (() => new Date());
    this.wallClock = options.wallClock ?? Date.now;
    this.tickMs = options.tickMs ?? LIVE_TICK_MS;
    this.log = options.log;
  }

  start(): void {
    if (this.timer !== null || this.closed) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    for (const watch of this.games.values()) watch.stop();
    for (const watch of this.competitions.values()) watch.stop();
    this.games.clear();
    this.competitions.clear();
    this.held.clear();
    await this.ticking;
    await this.bus.close();
  }

  /** How many games and competitions the subscriber watches (or is being subscribed to). */
  subscriptionCount(subscriber: LiveSubscriber): number {
    return this.held.count(subscriber);
  }

  /** The games the subscriber watches (or is being subscribed to). */
  heldGames(subscriber: LiveSubscriber): number[] {
    return this.held.games(subscriber);
  }

  holds(subscriber: LiveSubscriber, topic: Topic): boolean {
    return this.held.has(subscriber, topic);
  }

  /**
   * Subscribes to a game's events after `afterSeq` (−1: all): answers `subscribed` and the
   * backlog, or a `not-found` error. Subscribing again replaces the earlier subscription.
   */
  async subscribeGame(subscriber: LiveSubscriber, gameId: number, afterSeq = -1): Promise<void> {
    if (this.closed) return;
    const watch = this.gameWatch(gameId);
    const subscription: GameSubscription = {
      lastSent: afterSeq,
      pending: true,
      needsBackfill: false,
    };
    watch.subscribers.set(subscriber, subscription);
    this.held.add(subscriber, { gameId });
    let game: LiveGameNow | null | undefined;
    try {
      game = await this.source.gameAt(gameId, this.now());
    } catch (error) {
      // Subscribed all the same: the tick's poll sends the backlog once the source answers.
      this.log?.warn({ err: error, gameId }, 'The live source failed to read a game');
      game = undefined;
    }
    // Unsubscribed, replaced or closed while the source was asked.
    if (watch.subscribers.get(subscriber) !== subscription) return;
    if (game === null) {
      this.unsubscribe(subscriber, { gameId });
      subscriber.send(notFound(gameId));
      return;
    }
    subscription.pending = false;
    subscriber.send({ type: 'subscribed', gameId });
    if (game === undefined) {
      subscription.needsBackfill = true;
      return;
    }
    watch.lastPublished ??= lastSeqOf(game);
    this.offer(subscriber, gameId, subscription, game);
  }

  /** Subscribes to a competition's game summaries: `subscribed`, then the day's whole list. */
  async subscribeCompetition(subscriber: LiveSubscriber, competitionId: number): Promise<void> {
    if (this.closed) return;
    const watch = this.competitionWatch(competitionId);
    const subscription: CompetitionSubscription = { pending: true, needsFull: false };
    watch.subscribers.set(subscriber, subscription);
    this.held.add(subscriber, { competitionId });
    const now = this.now();
    let games: LiveGameSummary[] | undefined;
    try {
      games = await this.source.gamesOf(competitionId, liveDays(now), now);
    } catch (error) {
      this.log?.warn({ err: error, competitionId }, 'The live source failed to list games');
      games = undefined;
    }
    if (watch.subscribers.get(subscriber) !== subscription) return;
    subscription.pending = false;
    subscriber.send({ type: 'subscribed', competitionId });
    if (games === undefined) {
      subscription.needsFull = true;
      return;
    }
    watch.last ??= fingerprints(games);
    subscriber.send({ type: 'games', competitionId, games });
  }

  /** Ends one subscription; false when there was none. */
  unsubscribe(subscriber: LiveSubscriber, topic: Topic): boolean {
    if (!this.held.remove(subscriber, topic)) return false;
    if ('gameId' in topic) {
      const watch = this.games.get(topic.gameId);
      watch?.subscribers.delete(subscriber);
      if (watch !== undefined && watch.subscribers.size === 0) {
        watch.stop();
        this.games.delete(topic.gameId);
      }
    } else {
      const watch = this.competitions.get(topic.competitionId);
      watch?.subscribers.delete(subscriber);
      if (watch !== undefined && watch.subscribers.size === 0) {
        watch.stop();
        this.competitions.delete(topic.competitionId);
      }
    }
    return true;
  }

  /** Ends every subscription of a socket that closed. */
  drop(subscriber: LiveSubscriber): void {
    for (const topic of this.held.of(subscriber)) this.unsubscribe(subscriber, topic);
  }

  /**
   * Polls the source once for every watched game and competition. A tick called while the
   * previous one still waits for the source joins it rather than pile up calls.
   */
  tick(): Promise<void> {
    if (this.ticking !== null) return this.ticking;
    const now = this.now();
    const polls = [
      ...[...this.games].map(([gameId, watch]) => this.pollGame(gameId, watch, now)),
      ...[...this.competitions].map(([id, watch]) => this.pollCompetition(id, watch, now)),
    ];
    const ticking = Promise.all(polls).then(
      () => undefined,
      // Each poll catches its own failures; this only keeps a bug from rejecting the timer.
      (error: unknown) => this.log?.warn({ err: error }, 'A live tick failed'),
    );
    this.ticking = ticking.finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private gameWatch(gameId: number): GameWatch {
    const known = this.games.get(gameId);
    if (known !== undefined) return known;
    const subscribers = new Map<LiveSubscriber, GameSubscription>();
    const stop = this.bus.onGame(gameId, (batch: LiveGameBatch) => {
      for (const [subscriber, subscription] of subscribers) {
        this.offer(subscriber, gameId, subscription, batch);
      }
    });
    const watch: GameWatch = { subscribers, lastPublished: null, stop };
    this.games.set(gameId, watch);
    return watch;
  }

  private competitionWatch(competitionId: number): CompetitionWatch {
    const known = this.competitions.get(competitionId);
    if (known !== undefined) return known;
    const subscribers = new Map<LiveSubscriber, CompetitionSubscription>();
    const stop = this.bus.onCompetition(competitionId, (change: LiveGamesChange) => {
      // One message for every socket, so it is serialised once (wire.ts).
      const message = gamesMessage(competitionId, change.games, change.sentAt);
      for (const [subscriber, subscription] of subscribers) {
        if (subscription.pending) subscription.needsFull = true;
        else subscriber.send(message);
      }
    });
    const watch: CompetitionWatch = { subscribers, last: null, stop };
    this.competitions.set(competitionId, watch);
    return watch;
  }

  /**
   * Sends the subscriber the events after the last it was sent, if they follow on from it;
   * events it already has are dropped, and a gap marks it for filling at the next tick.
   */
  private offer(
    subscriber: LiveSubscriber,
    gameId: number,
    subscription: GameSubscription,
    game: OfferedGame,
  ): void {
    if (subscription.pending) {
      subscription.needsBackfill = true;
      return;
    }
    const start = game.events.findIndex((event) => event.seq > subscription.lastSent);
    const first = game.events[start];
    const last = game.events.at(-1);
    if (start === -1 || first === undefined || last === undefined) return;
    if (first.seq !== subscription.lastSent + 1) {
      subscription.needsBackfill = true;
      return;
    }
    subscription.lastSent = last.seq;
    subscriber.send(
      start === 0 ? this.wholeBatch(gameId, game) : eventsMessage(gameId, game, start),
    );
  }

  /**
   * The message of a whole batch, made once for all the sockets it goes to (the usual case: every
   * socket of a game is up to date), so it is serialised once (wire.ts).
   */
  private wholeBatch(gameId: number, game: OfferedGame): LiveServerMessage {
    let message = this.batchMessages.get(game);
    if (message === undefined) {
      message = eventsMessage(gameId, game, 0);
      this.batchMessages.set(game, message);
    }
    return message;
  }

  private async pollGame(gameId: number, watch: GameWatch, now: Date): Promise<void> {
    let game: LiveGameNow | null;
    try {
      game = await this.source.gameAt(gameId, now);
    } catch (error) {
      this.log?.warn({ err: error, gameId }, 'The live source failed to read a game');
      return;
    }
    if (this.games.get(gameId) !== watch) return;
    if (game === null) {
      // The source no longer knows the game: tell its watchers rather than poll it forever.
      for (const [subscriber, subscription] of [...watch.subscribers]) {
        if (subscription.pending) continue;
        this.unsubscribe(subscriber, { gameId });
        subscriber.send(notFound(gameId));
      }
      return;
    }
    const published = watch.lastPublished;
    watch.lastPublished = lastSeqOf(game);
    if (published !== null) {
      const events = game.events.filter((event) => event.seq > published);
      if (events.length > 0) {
        this.bus.publishGame({ gameId, events, summary: game.summary, sentAt: this.wallClock() });
      }
    }
    for (const [subscriber, subscription] of watch.subscribers) {
      if (subscription.pending) {
        // Its backlog was read before this poll and may lack what this poll found.
        subscription.needsBackfill = true;
      } else if (subscription.needsBackfill) {
        subscription.needsBackfill = false;
        this.offer(subscriber, gameId, subscription, game);
      }
    }
  }

  private async pollCompetition(
    competitionId: number,
    watch: CompetitionWatch,
    now: Date,
  ): Promise<void> {
    let games: LiveGameSummary[];
    try {
      games = await this.source.gamesOf(competitionId, liveDays(now), now);
    } catch (error) {
      this.log?.warn({ err: error, competitionId }, 'The live source failed to list games');
      return;
    }
    if (this.competitions.get(competitionId) !== watch) return;
    const previous = watch.last;
    const next = fingerprints(games);
    watch.last = next;
    if (previous !== null) {
      const changed = games.filter((game) => previous.get(game.gameId) !== next.get(game.gameId));
      if (changed.length > 0) {
        this.bus.publishGames({ competitionId, games: changed, sentAt: this.wallClock() });
      }
    }
    for (const [subscriber, subscription] of watch.subscribers) {
      if (subscription.pending) {
        subscription.needsFull = true;
      } else if (subscription.needsFull) {
        subscription.needsFull = false;
        subscriber.send({ type: 'games', competitionId, games });
      }
    }
  }
}
