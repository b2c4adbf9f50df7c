/**
 * The stream clients of `npm run bench:live`: each opens a socket with a tier-2 token (as the
 * web app does, in Sec-WebSocket-Protocol), subscribes to one game and to its competition's list,
 * resuming the game after the seq it had when the phase began, as a reconnecting client does (a
 * whole game's backlog is a few hundred kilobytes: 2,000 of them would measure the backlogs, not
 * the fan-out),
 * and checks what comes: every seq of its game once and in order (SeqCheck), each event the same
 * as every other client saw for that seq, and, while the window is open, each stamped message's
 * delivery time (receipt − the server's `sentAt`, one machine so one clock).
 *
 * A client plays its own address (X-Forwarded-For, the server trusting its proxy), a few
 * clients to an address, so the per-address socket cap holds as it would for real visitors.
 */
import { LIVE_STREAM_PATH } from '@courtside/contract/live';
import type { LiveEvent, LiveServerMessage } from '@courtside/contract/live';
import { WebSocket } from 'ws';
import { SeqCheck } from './bench-live-stats';

/** What every client of a phase adds to: latencies while the window is open, and tallies. */
export class PhaseTally {
  /** Receipt − sentAt of `events` and `games` messages received in the window, in ms. */
  readonly eventLatencies: number[] = [];
  readonly summaryLatencies: number[] = [];
  eventsInWindow = 0;
  /** `events` messages in the window without a stamp (not a backlog): gaps refilled. */
  refills = 0;
  /** Events whose content differed from what another client saw for the same seq. */
  mismatches = 0;
  /** Messages that were not JSON or not of a known type, and `error` messages. */
  readonly problems: string[] = [];
  /** Close codes of sockets the server (or the network) closed, with how many. */
  readonly closes = new Map<string, number>();
  /** Each game's events by seq, as the first client to get them saw them. */
  private readonly seen = new Map<number, Map<number, string>>();
  windowStart = Number.POSITIVE_INFINITY;
  windowEnd = Number.POSITIVE_INFINITY;

  inWindow(at: number): boolean {
    return at >= this.windowStart && at < this.windowEnd;
  }

  compare(gameId: number, event: LiveEvent): void {
    let game = this.seen.get(gameId);
    if (game === undefined) {
      game = new Map();
      this.seen.set(gameId, game);
    }
    const print = `${event._id}|${event.homeScore}|${event.awayScore}|${event.clock}`;
    const known = game.get(event.seq);
    if (known === undefined) game.set(event.seq, print);
    else if (known !== print) this.mismatches += 1;
  }

  problem(text: string): void {
    if (this.problems.length < 20) this.problems.push(text);
  }
}

export interface ClientPlan {
  /** ws://host:port of the node. */
  readonly wsBase: string;
  readonly token: string;
  readonly address: string;
  readonly gameId: number;
  /** The game's last seq when the phase began: the client resumes after it. */
  readonly afterSeq: number;
  readonly competitionId: number;
}

/** Opening a socket: how long the handshake took, or why it failed. */
export type OpenResult = { readonly ms: number } | { readonly failed: string };

export class BenchClient {
  readonly seqs: SeqCheck;
  /** Whether the game's backlog (the first `events` message, unstamped) has come. */
  private backlogDone = false;
  private socket: WebSocket | null = null;
  /** Set once this side closes, so its own close is not counted as the server's. */
  private leaving = false;
  subscribed = false;

  constructor(
    readonly plan: ClientPlan,
    private readonly tally: PhaseTally,
  ) {
    this.seqs = new SeqCheck(plan.afterSeq);
  }

  open(): Promise<OpenResult> {
    const started = performance.now();
    const socket = new WebSocket(
      `${this.plan.wsBase}${LIVE_STREAM_PATH}`,
      ['courtside-live', this.plan.token],
      {
        headers: { 'x-forwarded-for': this.plan.address },
      },
    );
    this.socket = socket;
    socket.on('message', (data) => this.receive(String(data)));
    return new Promise((done) => {
      socket.once('open', () => {
        done({ ms: performance.now() - started });
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            gameId: this.plan.gameId,
            afterSeq: this.plan.afterSeq,
          }),
        );
        socket.send(JSON.stringify({ type: 'subscribe', competitionId: this.plan.competitionId }));
      });
      socket.once('unexpected-response', (_, response) => {
        done({ failed: `HTTP ${String(response.statusCode)}` });
        socket.terminate();
      });
      socket.once('error', (error) => done({ failed: error.message }));
      socket.once('close', (code) => {
        done({ failed: `closed ${code} before opening` });
        if (this.leaving) return;
        const key = String(code);
        this.tally.closes.set(key, (this.tally.closes.get(key) ?? 0) + 1);
      });
    });
  }

  close(): void {
    this.leaving = true;
    this.socket?.close(1000);
  }

  private receive(text: string): void {
    const at = Date.now();
    let message: LiveServerMessage;
    try {
      message = JSON.parse(text) as LiveServerMessage;
    } catch {
      this.tally.problem(`not JSON: ${text.slice(0, 80)}`);
      return;
    }
    if (message.type === 'events') {
      this.seqs.add(message.events.map((event) => event.seq));
      for (const event of message.events) this.tally.compare(message.gameId, event);
      if (message.sentAt === undefined) {
        if (this.backlogDone && this.tally.inWindow(at)) this.tally.refills += 1;
        this.backlogDone = true;
      } else {
        this.backlogDone = true;
        if (this.tally.inWindow(at)) {
          this.tally.eventLatencies.push(at - message.sentAt);
          this.tally.eventsInWindow += message.events.length;
        }
      }
    } else if (message.type === 'games') {
      if (message.sentAt !== undefined && this.tally.inWindow(at)) {
        this.tally.summaryLatencies.push(at - message.sentAt);
      }
    } else if (message.type === 'subscribed') {
      if (message.gameId !== undefined) this.subscribed = true;
    } else if (message.type === 'error') {
      this.tally.problem(`${message.code}: ${message.msg}`);
    }
  }
}
