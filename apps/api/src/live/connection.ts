/**
 * One live socket: reads the client's messages, answers them through the hub, and sends what
 * the hub gives it, closing the socket rather than buffering without end when the client reads
 * too slowly.
 *
 * A client's messages are handled one after the other, so its answers come in the order it
 * asked (`subscribed` and the backlog of one subscription before the next one's `unsubscribed`).
 */
import type { LiveClientMessage, LiveCloseName, LiveServerMessage } from '@courtside/contract/live';
import {
  LIVE_CLOSE_CODES,
  LIVE_MAX_SUBSCRIPTIONS,
  LIVE_STATS_MIN_TIER,
  LiveClientMessageSchema,
} from '@courtside/contract/live';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { WebSocket } from 'ws';
import type { LiveCaller } from './caller';
import type { LiveHub, LiveSubscriber } from './hub';
import { wireText } from './wire';

/** Bad messages a socket may send before it is closed (each one answers an error first). */
export const LIVE_MAX_BAD_MESSAGES = 10;
/** Messages waiting for their answer; a client that sends more is not waiting for answers. */
const MAX_QUEUED_MESSAGES = 2 * LIVE_MAX_SUBSCRIPTIONS;

export interface LiveConnectionOptions {
  readonly hub: LiveHub;
  readonly tier: number;
  /** The heartbeat period the hello message announces. */
  readonly heartbeatMs: number;
  /** Unsent bytes past which the socket is closed as too slow. */
  readonly maxBufferedBytes: number;
  /** How long a closing socket may take to finish the close handshake before it is cut. */
  readonly closeGraceMs: number;
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function parseMessage(data: RawData, isBinary: boolean): LiveClientMessage | string {
  if (isBinary) return 'Stream messages are JSON text, not binary.';
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return 'The message is not JSON.';
  }
  const result = LiveClientMessageSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where =
      issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
    return `The message is not a stream message${where}: ${issue?.message ?? 'invalid'}.`;
  }
  return result.data;
}

/** The topic of a (un)subscribe message: exactly one of gameId and competitionId. */
function topicOf(
  message: Extract<LiveClientMessage, { type: 'subscribe' | 'unsubscribe' }>,
): { gameId: number } | { competitionId: number } | null {
  if (message.gameId !== undefined && message.competitionId === undefined) {
    return { gameId: message.gameId };
  }
  if (message.competitionId !== undefined && message.gameId === undefined) {
    return { competitionId: message.competitionId };
  }
  return null;
}

export class LiveConnection implements LiveSubscriber {
  /** When the client last answered a ping (Date.now()). */
  lastPong = Date.now();
  private badMessages = 0;
  private queued = 0;
  private queue: Promise<void> = Promise.resolve();
  private closing = false;
  private currentTier: number;

  constructor(
    readonly socket: WebSocket,
    private readonly options: LiveConnectionOptions,
  ) {
    this.currentTier = options.tier;
    socket.on('pong', () => {
      this.lastPong = Date.now();
    });
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => {
      this.closing = true;
      options.hub.drop(this);
    });
    this.send({ type: 'hello', heartbeatMs: options.heartbeatMs, tier: options.tier });
  }

  get isClosing(): boolean {
    return this.closing;
  }

  get tier(): number {
    return this.currentTier;
  }

  /**
   * Applies what the socket's token gives now. A token that stopped being valid (signed out,
   * password reset, expired) closes the socket as at connect; a changed tier is announced with a
   * new `hello`, and a tier below live stats ends every game subscription with a `forbidden`
   * error naming the game, so a lapsed subscription stops the stream within one check instead
   * of lasting as long as the socket.
   */
  reauthorize(caller: LiveCaller): void {
    if (this.closing) return;
    if (caller.kind === 'invalid') {
      this.close('badToken');
      return;
    }
    if (caller.tier === this.currentTier) return;
    this.currentTier = caller.tier;
    this.send({ type: 'hello', heartbeatMs: this.options.heartbeatMs, tier: caller.tier });
    if (caller.tier >= LIVE_STATS_MIN_TIER) return;
    for (const gameId of this.options.hub.heldGames(this)) {
      this.options.hub.unsubscribe(this, { gameId });
      this.send({ type: 'error', code: 'forbidden', msg: this.forbiddenText(), gameId });
    }
  }

  private forbiddenText(): string {
    return `Live game stats need tier ${LIVE_STATS_MIN_TIER} or above; this connection has tier ${this.currentTier}. Game lists stay open.`;
  }

  send(message: LiveServerMessage): void {
    if (this.closing || this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(wireText(message));
    // Past the limit the client is not keeping up: queueing more would only grow the server's
    // memory for a view the client will be too late to show.
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) this.close('tooSlow');
  }

  /** Closes with one of the stream's close codes; the socket is cut if the client does not answer. */
  close(name: LiveCloseName): void {
    if (this.closing) return;
    this.closing = true;
    this.options.hub.drop(this);
    const { code, reason } = LIVE_CLOSE_CODES[name];
    this.socket.close(code, reason);
    const cut = setTimeout(() => this.socket.terminate(), this.options.closeGraceMs);
    cut.unref();
    this.socket.once('close', () => clearTimeout(cut));
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closing) return;
    const message = parseMessage(data, isBinary);
    if (typeof message === 'string') {
      this.refuseBadMessage(message);
      return;
    }
    if (this.queued >= MAX_QUEUED_MESSAGES) {
      this.refuseBadMessage('Too many messages at once; wait for the answers.');
      return;
    }
    this.queued += 1;
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'A live stream message failed');
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  private refuseBadMessage(msg: string): void {
    this.badMessages += 1;
    this.send({ type: 'error', code: 'bad-message', msg });
    if (this.badMessages >= LIVE_MAX_BAD_MESSAGES) this.close('badMessages');
  }

  private async handle(message: LiveClientMessage): Promise<void> {
    if (this.closing) return;
    const { hub } = this.options;
    if (message.type === 'ping') {
      this.send({ type: 'pong' });
      return;
    }
    const topic = topicOf(message);
    if (topic === null) {
      this.refuseBadMessage('Name exactly one of gameId and competitionId.');
      return;
    }
    if (message.type === 'unsubscribe') {
      hub.unsubscribe(this, topic);
      this.send({ type: 'unsubscribed', ...topic });
      return;
    }
    if ('gameId' in topic && this.currentTier < LIVE_STATS_MIN_TIER) {
      this.send({ type: 'error', code: 'forbidden', msg: this.forbiddenText(), ...topic });
      return;
    }
    if (!hub.holds(this, topic) && hub.subscriptionCount(this) >= LIVE_MAX_SUBSCRIPTIONS) {
      this.send({
        type: 'error',
        code: 'too-many-subscriptions',
        msg: `A connection may hold ${LIVE_MAX_SUBSCRIPTIONS} subscriptions; unsubscribe from one first.`,
        ...topic,
      });
      return;
    }
    if ('gameId' in topic) await hub.subscribeGame(this, topic.gameId, message.afterSeq ?? -1);
    else await hub.subscribeCompetition(this, topic.competitionId);
  }
}
