/**
 * The live game stream's WebSocket endpoint (LIVE_STREAM_PATH) on the API's own port: Fastify's
 * HTTP server hands over its upgrade requests, and only that path is upgraded.
 *
 * A socket's token comes from the `token` query parameter or, for clients that would rather not
 * put it in a URL (and so in proxy logs), from Sec-WebSocket-Protocol: the last protocol offered
 * is the token, and the server selects the first one offered, as browsers require it to select
 * one (offer `['courtside-live', token]`, or just `[token]`). The tier is fixed for the socket's
 * life; a client that signs in again reconnects.
 *
 * Guards: a cap of sockets per client IP (behind TRUST_PROXY, the X-Forwarded-For client),
 * small client messages, a heartbeat (a `heartbeat` message and a ping every `heartbeatMs`; a
 * socket that has not answered a ping for two periods is cut, as its client is gone), and a
 * limit on unsent bytes per socket (connection.ts). On app.close every socket is closed with
 * goingAway before the HTTP server stops.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { LiveCloseName } from '@courtside/contract/live';
import { LIVE_CLOSE_CODES, LIVE_HEARTBEAT_MS, LIVE_STREAM_PATH } from '@courtside/contract/live';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { LiveBus } from './bus';
import type { LiveAuthenticator } from './caller';
import { LiveConnection } from './connection';
import { LiveHub } from './hub';
import type { LiveSource } from './source';

/** Generous: a household behind one address with several tabs open each. */
export const LIVE_MAX_CONNECTIONS_PER_CLIENT = 20;
/**
 * Unsent bytes before a socket counts as too slow. A whole game's backlog is a few hundred
 * kilobytes, and a client may subscribe to several games at once.
 */
export const LIVE_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Client messages are a few dozen bytes; anything near this is not a stream client. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;
const CLOSE_GRACE_MS = 5000;
/** How often a socket's token is checked again: a lapsed tier stops live stats within this. */
export const LIVE_REAUTHORIZE_MS = 15_000;

export interface LiveStreamOptions {
  readonly source: LiveSource;
  /** The fan-out between nodes; in process by default (see bus.ts). */
  readonly bus?: LiveBus;
  /** The moment the source is asked about; the wall clock by default. */
  readonly now?: () => Date;
  /** How often the source is polled, in ms; 'manual' leaves ticking to the caller (tests). */
  readonly tickMs?: number | 'manual';
  readonly heartbeatMs?: number;
  readonly maxConnectionsPerClient?: number;
  readonly maxBufferedBytes?: number;
  /** How long a closing socket may take to finish the close handshake. */
  readonly closeGraceMs?: number;
  /** How often tokens are checked again, in ms; 'manual' leaves it to `reauthorize()` (tests). */
  readonly reauthorizeMs?: number | 'manual';
}

export interface LiveStreamServer {
  readonly hub: LiveHub;
  /** Sockets open and not closing. */
  openConnections(): number;
  /** Checks every socket's token again now (also done every `reauthorizeMs`). */
  reauthorize(): Promise<void>;
  /** Closes every socket with goingAway and stops polling (app.close does it). */
  close(): Promise<void>;
}

function queryToken(url: URL): string | undefined {
  const token = url.searchParams.get('token')?.trim();
  return token === undefined || token === '' ? undefined : token;
}

function protocolToken(request: IncomingMessage): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  if (header === undefined) return undefined;
  const offered = header
    .split(',')
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol !== '');
  return offered.at(-1);
}

/** The client's address as Fastify's request.ip would give it (TRUST_PROXY trusts every hop). */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const first = forwarded.split(',')[0]?.trim();
    if (first !== undefined && first !== '') return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Attaches the stream to the app's HTTP server; app.close closes it. */
export function attachLiveStream(
  app: FastifyInstance,
  options: LiveStreamOptions,
  authenticate: LiveAuthenticator,
  trustProxy: boolean,
): LiveStreamServer {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const maxPerClient = options.maxConnectionsPerClient ?? LIVE_MAX_CONNECTIONS_PER_CLIENT;
  const maxBufferedBytes = options.maxBufferedBytes ?? LIVE_MAX_BUFFERED_BYTES;
  const closeGraceMs = options.closeGraceMs ?? CLOSE_GRACE_MS;
  const hub = new LiveHub({
    source: options.source,
    ...(options.bus === undefined ? {} : { bus: options.bus }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(typeof options.tickMs === 'number' ? { tickMs: options.tickMs } : {}),
    log: app.log,
  });
  if (options.tickMs !== 'manual') hub.start();

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    // Browsers fail the handshake unless one of the protocols they offered is selected.
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  const connections = new Set<LiveConnection>();
  /** The token of each socket that gave one; visitors have nothing to check again. */
  const tokens = new Map<LiveConnection, string>();
  const perClient = new Map<string, number>();
  let closing = false;

  const closeWithout = (socket: WebSocket, name: LiveCloseName): void => {
    const { code, reason } = LIVE_CLOSE_CODES[name];
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), closeGraceMs).unref();
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until ws takes the socket over, a reset from the client must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://live.invalid');
    } catch {
      refuse(socket, 400, 'Bad Request');
      return;
    }
    if (url.pathname !== LIVE_STREAM_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    if (closing) {
      refuse(socket, 503, 'Service Unavailable');
      return;
    }
    // Counted from the handshake on, so sockets still being authenticated count too; released
    // when the TCP connection ends, however it ends.
    const ip = clientIp(request, trustProxy);
    const count = (perClient.get(ip) ?? 0) + 1;
    perClient.set(ip, count);
    socket.once('close', () => {
      const left = (perClient.get(ip) ?? 1) - 1;
      if (left <= 0) perClient.delete(ip);
      else perClient.set(ip, left);
    });
    const token = queryToken(url) ?? protocolToken(request);
    const caller = count > maxPerClient ? null : await authenticate(token);
    if (closing) {
      refuse(socket, 503, 'Service Unavailable');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (caller === null) return closeWithout(ws, 'tooMany');
      if (caller.kind === 'invalid') return closeWithout(ws, 'badToken');
      const connection = new LiveConnection(ws, {
        hub,
        tier: caller.tier,
        heartbeatMs,
        maxBufferedBytes,
        closeGraceMs,
        log: app.log,
      });
      connections.add(connection);
      if (token !== undefined) tokens.set(connection, token);
      ws.on('close', () => {
        connections.delete(connection);
        tokens.delete(connection);
      });
      ws.on('error', (error) => app.log.debug({ err: error }, 'A live socket failed'));
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    upgrade(request, socket, head).catch((error: unknown) => {
      app.log.warn({ err: error }, 'A live stream handshake failed');
      socket.destroy();
    });
  };
  app.server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      if (connection.isClosing) continue;
      // Two periods without a pong: the client (or its network) is gone.
      if (now - connection.lastPong > 2 * heartbeatMs) {
        connection.socket.terminate();
        continue;
      }
      connection.send({ type: 'heartbeat', serverTime: new Date(now).toISOString() });
      connection.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  let reauthorizing: Promise<void> | null = null;
  const reauthorize = (): Promise<void> => {
    // A check still waiting for the accounts database is joined, not doubled.
    reauthorizing ??= (async () => {
      const byToken = new Map<string, LiveConnection[]>();
      for (const [connection, token] of tokens) {
        if (connection.isClosing) continue;
        byToken.set(token, [...(byToken.get(token) ?? []), connection]);
      }
      for (const [token, sockets] of byToken) {
        const caller = await authenticate(token);
        for (const connection of sockets) connection.reauthorize(caller);
      }
    })().finally(() => {
      reauthorizing = null;
    });
    return reauthorizing;
  };
  const reauthorizeMs = options.reauthorizeMs ?? LIVE_REAUTHORIZE_MS;
  const recheck =
    reauthorizeMs === 'manual'
      ? null
      : setInterval(() => {
          reauthorize().catch((error: unknown) =>
            app.log.warn({ err: error }, 'Checking the live sockets’ tokens failed'),
          );
        }, reauthorizeMs);
  recheck?.unref();

  const close = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    clearInterval(heartbeat);
    if (recheck !== null) clearInterval(recheck);
    app.server.off('upgrade', onUpgrade);
    const closed = [...connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.socket.readyState === connection.socket.CLOSED) resolve();
          else connection.socket.once('close', () => resolve());
        }),
    );
    for (const connection of connections) connection.close('goingAway');
    await hub.close();
    await Promise.all(closed);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };

  return {
    hub,
    openConnections: () => [...connections].filter((c) => !c.isClosing).length,
    reauthorize,
    close,
  };
}
