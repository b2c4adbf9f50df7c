/**
 * The live bus between API nodes over NATS (NATS_URL): a game's batches travel on
 * `<prefix>.game.<id>`, a competition's changes on `<prefix>.competition.<id>` (prefix `live`),
 * as JSON. A node subscribes to a subject when its first listener of that game or competition
 * comes and unsubscribes when the last one leaves, so a node hears only what its sockets watch.
 *
 * Own publishes: the connection is opened with `noEcho`, so the server never sends a node what it
 * published itself, and the bus hands those to its own listeners at once, as the in-process bus
 * does. Each node's listeners thus hear every batch once per publish, and a node's sockets keep
 * getting what it polls while NATS is unreachable.
 *
 * Order and duplicates: NATS keeps the order of one publisher's messages on a subject, so one
 * poller's batches arrive in seq order. Nothing else is promised, and nothing more is needed
 * (bus.ts): several nodes may poll and publish the same game, so the same events may come twice;
 * a message may be lost in a reconnect, or come before a fresh subscription reached the server.
 * The hub sends each socket only the events that follow the last one it sent, drops those it
 * already sent, and fills a gap from the source at its next tick. A payload that is not a valid
 * batch (bad JSON, not the contract's shapes, another game's events, seqs not consecutive) is
 * dropped and logged, never handed on, as a bad batch could make the hub skip events.
 *
 * Reconnecting is the client's: it retries forever and keeps subscriptions and unsent publishes
 * across a disconnect; the bus only logs the changes. Start-up alone retries for a bounded time
 * (startNatsLiveBus), so a node does not run without the fan-out it was configured with.
 */
import type { LiveEvent } from '@courtside/contract/live';
import { LiveEventSchema, LiveGameSummarySchema } from '@courtside/contract/live';
import type { Msg, NatsConnection, NatsError, Subscription } from 'nats';
import { DebugEvents, Events, connect } from 'nats';
import { z } from 'zod';
import { retryWithBackoff } from '../start-accounts';
import { StartupError } from '../startup-error';
import type { LiveBus, LiveGameBatch, LiveGamesChange, LiveUnsubscribe } from './bus';

/** The log lines the bus writes; a Fastify/pino logger fits. */
export interface NatsLiveBusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface NatsLiveBusOptions {
  /** nats:// or tls:// URL; user and password (or a token as the user) are taken from it. */
  readonly url: string;
  readonly log: NatsLiveBusLog;
  /** The connection's name as the NATS server shows it, e.g. the node's host name. */
  readonly name?: string;
  /** First token of every subject; tests take their own so parallel runs never hear each other. */
  readonly subjectPrefix?: string;
}

export const DEFAULT_SUBJECT_PREFIX = 'live';
/** How long start-up waits for a NATS server that does not answer yet. */
export const NATS_START_RETRY_MS = 60_000;
/** At most one warning per subject in this long about dropped messages, with a count. */
const DROP_LOG_INTERVAL_MS = 10_000;

const id = z.number().int().nonnegative();

function consecutive(events: readonly LiveEvent[]): boolean {
  return events.every(
    (event, index) => index === 0 || event.seq === (events[index - 1]?.seq ?? 0) + 1,
  );
}

/** The publishing hub's stamp (bus.ts), kept so a batch from another node keeps its own. */
const sentAt = z.number().int().nonnegative().optional();

const GameBatchSchema = z.object({
  gameId: id,
  events: z.array(LiveEventSchema),
  summary: LiveGameSummarySchema,
  sentAt,
});

const GamesChangeSchema = z.object({
  competitionId: id,
  games: z.array(LiveGameSummarySchema),
  sentAt,
});

/** A received batch, or why it is dropped. */
function readGameBatch(gameId: number, payload: unknown): LiveGameBatch | string {
  const parsed = GameBatchSchema.safeParse(payload);
  if (!parsed.success) return `not a game batch: ${firstIssue(parsed.error)}`;
  const batch = parsed.data;
  const foreign =
    batch.gameId !== gameId ||
    batch.summary.gameId !== gameId ||
    batch.events.some((event) => event.gameId !== gameId);
  if (foreign) return 'holds another game than its subject';
  if (!consecutive(batch.events)) return 'its events are not consecutive';
  return batch;
}

function readGamesChange(competitionId: number, payload: unknown): LiveGamesChange | string {
  const parsed = GamesChangeSchema.safeParse(payload);
  if (!parsed.success) return `not a competition change: ${firstIssue(parsed.error)}`;
  const change = parsed.data;
  const foreign =
    change.competitionId !== competitionId ||
    change.games.some((game) => game.competitionId !== competitionId);
  return foreign ? 'holds another competition than its subject' : change;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue === undefined ? 'invalid' : `${issue.path.join('.') || '(root)'} ${issue.message}`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface Topic<T> {
  readonly listeners: Set<(message: T) => void>;
  /** Null when subscribing failed (a closed connection): local publishes still reach them. */
  readonly subscription: Subscription | null;
}

/** One kind of subject (games or competitions): its listeners and subscriptions by id. */
class Channel<T> {
  private readonly topics = new Map<number, Topic<T>>();
  private readonly drops = new Map<number, { count: number; loggedAt: number }>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly subjectOf: (key: number) => string,
    private readonly read: (key: number, payload: unknown) => T | string,
    private readonly log: NatsLiveBusLog,
  ) {}

  on(key: number, listener: (message: T) => void): LiveUnsubscribe {
    let topic = this.topics.get(key);
    if (topic === undefined) {
      topic = { listeners: new Set(), subscription: this.subscribe(key) };
      this.topics.set(key, topic);
    }
    const listeners = topic.listeners;
    listeners.add(listener);
    return () => {
      const current = this.topics.get(key);
      if (current?.listeners !== listeners) return;
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.topics.delete(key);
      this.drops.delete(key);
      if (current.subscription === null || this.nc.isClosed()) return;
      try {
        current.subscription.unsubscribe();
      } catch (error) {
        // Closing meanwhile ends the subscription anyway.
        this.log.warn(
          { subject: this.subjectOf(key), reason: firstLine(error) },
          'NATS unsubscribe failed',
        );
      }
    };
  }

  /** Hands the message to this node's listeners, then to the other nodes. */
  publish(key: number, message: T, encode: (message: T) => Uint8Array[]): void {
    this.emit(key, message);
    if (this.nc.isClosed() || this.nc.isDraining()) return;
    try {
      for (const payload of encode(message)) this.nc.publish(this.subjectOf(key), payload);
    } catch (error) {
      // The others fill what they missed from the source at their next tick.
      this.log.warn(
        { subject: this.subjectOf(key), reason: firstLine(error) },
        'NATS publish failed',
      );
    }
  }

  clear(): void {
    this.topics.clear();
    this.drops.clear();
  }

  private subscribe(key: number): Subscription | null {
    if (this.nc.isClosed() || this.nc.isDraining()) return null;
    try {
      return this.nc.subscribe(this.subjectOf(key), {
        callback: (error, msg) => this.receive(key, error, msg),
      });
    } catch (error) {
      this.log.warn(
        { subject: this.subjectOf(key), reason: firstLine(error) },
        'NATS subscribe failed',
      );
      return null;
    }
  }

  private receive(key: number, error: NatsError | null, msg: Msg): void {
    if (error !== null) {
      this.log.warn(
        { subject: this.subjectOf(key), reason: firstLine(error) },
        'NATS subscription error',
      );
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decoder.decode(msg.data));
    } catch {
      this.dropped(key, 'not JSON');
      return;
    }
    const message = this.read(key, payload);
    if (typeof message === 'string') this.dropped(key, message);
    else this.emit(key, message);
  }

  private emit(key: number, message: T): void {
    const topic = this.topics.get(key);
    if (topic === undefined) return;
    // A listener that unsubscribes while being told must not skip the next one.
    for (const listener of [...topic.listeners]) {
      try {
        listener(message);
      } catch (error) {
        // Thrown inside the client's dispatch it would end the subscription for everyone.
        this.log.error({ err: error, subject: this.subjectOf(key) }, 'A live bus listener failed');
      }
    }
  }

  private dropped(key: number, reason: string): void {
    const now = Date.now();
    const drops = this.drops.get(key) ?? { count: 0, loggedAt: -Infinity };
    drops.count += 1;
    this.drops.set(key, drops);
    if (now - drops.loggedAt < DROP_LOG_INTERVAL_MS) return;
    this.log.warn(
      { subject: this.subjectOf(key), reason, dropped: drops.count },
      'Dropped an invalid live bus message',
    );
    drops.count = 0;
    drops.loggedAt = now;
  }
}

/**
 * A batch as one or more payloads under the server's size limit: a tick that found many events
 * (a node catching up) is split into runs of consecutive events, each with the game after all.
 */
function encodeGameBatch(batch: LiveGameBatch, maxBytes: number): Uint8Array[] {
  const payload = encoder.encode(JSON.stringify(batch));
  if (payload.byteLength <= maxBytes || batch.events.length < 2) return [payload];
  const half = Math.ceil(batch.events.length / 2);
  return [
    ...encodeGameBatch({ ...batch, events: batch.events.slice(0, half) }, maxBytes),
    ...encodeGameBatch({ ...batch, events: batch.events.slice(half) }, maxBytes),
  ];
}

export class NatsLiveBus implements LiveBus {
  private readonly games: Channel<LiveGameBatch>;
  private readonly competitions: Channel<LiveGamesChange>;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly nc: NatsConnection,
    log: NatsLiveBusLog,
    subjectPrefix = DEFAULT_SUBJECT_PREFIX,
  ) {
    this.games = new Channel(nc, (key) => `${subjectPrefix}.game.${key}`, readGameBatch, log);
    this.competitions = new Channel(
      nc,
      (key) => `${subjectPrefix}.competition.${key}`,
      readGamesChange,
      log,
    );
  }

  publishGame(batch: LiveGameBatch): void {
    const maxBytes = this.nc.info?.max_payload ?? 1024 * 1024;
    this.games.publish(batch.gameId, batch, (message) => encodeGameBatch(message, maxBytes));
  }

  onGame(gameId: number, listener: (batch: LiveGameBatch) => void): LiveUnsubscribe {
    return this.games.on(gameId, listener);
  }

  publishGames(change: LiveGamesChange): void {
    this.competitions.publish(change.competitionId, change, (message) => [
      encoder.encode(JSON.stringify(message)),
    ]);
  }

  onCompetition(
    competitionId: number,
    listener: (change: LiveGamesChange) => void,
  ): LiveUnsubscribe {
    return this.competitions.on(competitionId, listener);
  }

  /** Resolves once the server has every subscription and publish made so far (tests). */
  async flush(): Promise<void> {
    await this.nc.flush();
  }

  /** Drains: publishes still buffered are sent and subscriptions end before the connection. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.games.clear();
      this.competitions.clear();
      if (this.nc.isClosed()) return;
      try {
        await this.nc.drain();
      } catch {
        // Already closing or closed: nothing left to drain.
      }
    })();
    return this.closing;
  }
}

/** The client's connection options from a nats:// or tls:// URL (config.ts has checked it). */
export function natsConnectionOptions(url: string) {
  const parsed = new URL(url);
  const server = `${parsed.hostname}:${parsed.port === '' ? '4222' : parsed.port}`;
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  return {
    servers: server,
    ...(parsed.protocol === 'tls:' ? { tls: {} } : {}),
    // A user without a password is the NATS convention for a token.
    ...(user !== '' && pass === '' ? { token: user } : {}),
    ...(user !== '' && pass !== '' ? { user, pass } : {}),
  };
}

function watchStatus(nc: NatsConnection, log: NatsLiveBusLog): void {
  void (async () => {
    for await (const status of nc.status()) {
      const details = { server: status.data };
      if (status.type === Events.Disconnect) {
        log.warn(details, 'Lost the NATS server; the live bus reconnects');
      } else if (status.type === Events.Reconnect) {
        log.info(details, 'Reconnected to the NATS server');
      } else if (status.type === Events.Error) {
        log.error({ reason: String(status.data) }, 'The NATS server reported an error');
      } else if (status.type === Events.LDM) {
        log.warn(details, 'The NATS server is shutting down; the live bus will move');
      } else if (status.type === DebugEvents.StaleConnection) {
        log.warn(details, 'The NATS connection went stale');
      }
    }
  })().catch((error: unknown) => log.warn({ reason: firstLine(error) }, 'NATS status ended'));
  void nc.closed().then((error) => {
    if (error !== undefined) log.error({ reason: firstLine(error) }, 'The NATS connection closed');
  });
}

/** Connects once; rejects when the server does not answer. */
export async function connectNatsLiveBus(options: NatsLiveBusOptions): Promise<NatsLiveBus> {
  const nc = await connect({
    ...natsConnectionOptions(options.url),
    ...(options.name === undefined ? {} : { name: options.name }),
    noEcho: true,
    // Once connected, a lost server is retried forever: the fan-out must come back by itself.
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  watchStatus(nc, options.log);
  options.log.info({ server: nc.getServer() }, 'Connected the live bus to NATS');
  return new NatsLiveBus(nc, options.log, options.subjectPrefix);
}

/**
 * Connects at start-up, retrying with back-off for `boundMs` (the server may be starting beside
 * the API); past that, a StartupError whose one line never shows the URL (it may hold a password).
 */
export async function startNatsLiveBus(
  options: NatsLiveBusOptions & { readonly boundMs?: number },
): Promise<NatsLiveBus> {
  try {
    return await retryWithBackoff(() => connectNatsLiveBus(options), {
      boundMs: options.boundMs ?? NATS_START_RETRY_MS,
      onRetry: (attempt, delayMs, error) =>
        options.log.warn(
          { attempt, retryInMs: delayMs, reason: firstLine(error) },
          'The NATS server (NATS_URL) does not answer yet; retrying',
        ),
    });
  } catch (error) {
    throw new StartupError(`Cannot connect to the NATS server (NATS_URL): ${firstLine(error)}`);
  }
}
