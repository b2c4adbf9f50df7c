/**
 * One connection to the live stream that keeps itself up: it connects, sends the caller's
 * subscriptions on every open (the caller puts its resume point, `afterSeq`, in them), parses
 * every message with the contract's schema, and reconnects after a drop with capped exponential
 * back-off and jitter (backoff.ts).
 *
 * A drop is a close the server did not mean as final, silence for two heartbeats (a socket on a
 * dead network can stay "open" for minutes), or the browser going offline. Closes that another
 * attempt would only repeat — a refused token, messages the server cannot read — end the
 * connection with their reason instead. The WebSocket constructor is injected so tests drive a
 * fake by hand.
 */
import {
  LIVE_CLOSE_CODES,
  LIVE_HEARTBEAT_MS,
  LiveServerMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@courtside/contract/live';
import { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './backoff';

/** The part of a WebSocket the connection uses; the browser's WebSocket is one. */
export interface LiveSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** The browser's online/offline events (window), absent where there is no such signal. */
export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  /** Whether the device has a network now (navigator.onLine); absent: assume it has. */
  readonly navigator?: { readonly onLine: boolean };
}

export type LiveConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveConnectionState {
  status: LiveConnectionStatus;
  /** Why the connection last closed or dropped; null while none has. */
  closeReason: string | null;
  /** Times the connection has opened again after a drop. */
  reconnects: number;
  /** Messages ignored because they are not valid stream messages. */
  invalidMessages: number;
}

export const INITIAL_CONNECTION_STATE: LiveConnectionState = {
  status: 'connecting',
  closeReason: null,
  reconnects: 0,
  invalidMessages: 0,
};

export interface LiveConnectionOptions {
  /** The address, read again at every attempt (the session token may have changed). */
  url: () => string;
  WebSocketImpl: LiveSocketConstructor;
  /** What to subscribe to, asked at every open so resume points are current. */
  subscriptions: () => readonly LiveClientMessage[];
  onMessage: (message: LiveServerMessage) => void;
  onState: (state: LiveConnectionState) => void;
  backoff?: BackoffOptions;
  random?: () => number;
  network?: NetworkEvents | null;
}

const OPEN = 1;
/** Reconnecting would be refused the same way: the connection ends with the reason. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  LIVE_CLOSE_CODES.badToken.code,
  LIVE_CLOSE_CODES.badMessages.code,
]);
const REASON_OF_CODE = new Map<number, string>(
  Object.values(LIVE_CLOSE_CODES).map(({ code, reason }) => [code, reason]),
);
export const SILENT_SERVER_REASON = 'No word from the server for two heartbeats.';
export const OFFLINE_REASON = 'This device went offline.';
const DROPPED_REASON = 'The connection was lost.';

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private state: LiveConnectionState = INITIAL_CONNECTION_STATE;
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private heartbeatMs = LIVE_HEARTBEAT_MS;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Dropped while the device was offline: the 'online' event reconnects. */
  private waitingForNetwork = false;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.network?.addEventListener('offline', this.wentOffline);
    this.options.network?.addEventListener('online', this.cameOnline);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.options.network?.removeEventListener('offline', this.wentOffline);
    this.options.network?.removeEventListener('online', this.cameOnline);
    this.clearTimers();
    this.detach()?.close(1000, 'Page closed');
  }

  /** Sends a message now when open; otherwise the next open's subscriptions cover it. */
  send(message: LiveClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Sends the current subscriptions again (the caller's wishes changed while open). */
  resubscribe(): void {
    for (const message of this.options.subscriptions()) this.send(message);
  }

  private setState(patch: Partial<LiveConnectionState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onState(this.state);
  }

  private connect(): void {
    this.retry = null;
    this.setState({ status: this.everOpened ? 'reconnecting' : 'connecting' });
    let socket: LiveSocket;
    try {
      socket = new this.options.WebSocketImpl(this.options.url());
    } catch {
      this.dropped(DROPPED_REASON);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reopened = this.everOpened;
      this.everOpened = true;
      this.setState({
        status: 'open',
        reconnects: this.state.reconnects + (reopened ? 1 : 0),
      });
      this.armWatchdog();
      this.resubscribe();
    };
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = (event) => this.closed(event.code, event.reason);
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => {};
  }

  private received(data: unknown): void {
    this.armWatchdog();
    let parsed: ReturnType<typeof LiveServerMessageSchema.safeParse>;
    try {
      parsed = LiveServerMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = LiveServerMessageSchema.safeParse(undefined);
    }
    if (!parsed.success) {
      this.setState({ invalidMessages: this.state.invalidMessages + 1 });
      return;
    }
    const message = parsed.data;
    if (message.type === 'hello') {
      // A greeting proves the server takes us: the next drop starts the back-off afresh.
      this.attempt = 0;
      this.heartbeatMs = message.heartbeatMs;
      this.armWatchdog();
    }
    this.options.onMessage(message);
  }

  private closed(code: number, reason: string): void {
    this.detach();
    this.clearWatchdog();
    if (this.stopped) return;
    const text = reason || REASON_OF_CODE.get(code) || DROPPED_REASON;
    if (FINAL_CLOSE_CODES.has(code)) {
      this.stopped = true;
      this.setState({ status: 'closed', closeReason: text });
      return;
    }
    this.dropped(text);
  }

  /** The connection is gone: wait, then try again. */
  private dropped(reason: string): void {
    this.clearTimers();
    this.detach()?.close(1000, 'Reconnecting');
    if (this.stopped) return;
    this.setState({
      status: this.everOpened ? 'reconnecting' : 'connecting',
      closeReason: reason,
    });
    // Offline, an attempt can only fail (and the browser logs each failure): the 'online' event
    // reconnects instead.
    if (this.options.network?.navigator?.onLine === false) {
      this.waitingForNetwork = true;
      return;
    }
    const delay = reconnectDelay(
      this.attempt,
      this.options.random,
      this.options.backoff ?? DEFAULT_BACKOFF,
    );
    this.attempt += 1;
    this.retry = setTimeout(() => this.connect(), delay);
  }

  private readonly wentOffline = (): void => {
    if (!this.stopped) this.dropped(OFFLINE_REASON);
  };

  /** Back online: no reason to sit out the back-off. */
  private readonly cameOnline = (): void => {
    if (this.stopped || (this.retry === null && !this.waitingForNetwork)) return;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    this.waitingForNetwork = false;
    this.attempt = 0;
    this.connect();
  };

  private armWatchdog(): void {
    this.clearWatchdog();
    this.watchdog = setTimeout(() => this.dropped(SILENT_SERVER_REASON), 2 * this.heartbeatMs);
  }

  private clearWatchdog(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private clearTimers(): void {
    this.clearWatchdog();
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }

  /** Forgets the socket and its handlers (a late event of an old socket changes nothing). */
  private detach(): LiveSocket | null {
    const socket = this.socket;
    this.socket = null;
    if (socket !== null) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
    return socket;
  }
}
