import { LIVE_CLOSE_CODES } from '@courtside/contract/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './testing/fake-socket';
import { reconnectDelay } from './backoff';
import { LiveConnection, OFFLINE_REASON, type LiveConnectionState } from './live-connection';

function connect(network: { onLine: boolean } = { onLine: true }) {
  FakeSocket.reset();
  const states: LiveConnectionState[] = [];
  const listeners = new Map<string, () => void>();
  const connection = new LiveConnection({
    url: () => 'ws://test/api/live',
    WebSocketImpl: FakeSocket,
    subscriptions: () => [{ type: 'subscribe', competitionId: 41097 }],
    onMessage: () => {},
    onState: (state) => states.push(state),
    random: () => 0.5,
    network: {
      addEventListener: (type, listener) => listeners.set(type, listener),
      removeEventListener: (type) => listeners.delete(type),
      navigator: network,
    },
  });
  connection.start();
  return { connection, states, listeners, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from the base up to the cap, half of it jittered', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
  });
});

describe('LiveConnection', () => {
  it('counts and ignores messages that are not stream messages', () => {
    const { last } = connect();
    const socket = FakeSocket.latest();
    socket.open();
    socket.deliver('not json');
    socket.deliver(JSON.stringify({ type: 'events', gameId: 1, events: [] }));
    expect(last()?.invalidMessages).toBe(2);
    expect(last()?.status).toBe('open');
  });

  it('backs off longer after each failed attempt', () => {
    connect();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(749);
    expect(FakeSocket.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.sockets).toHaveLength(2);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1499);
    expect(FakeSocket.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.sockets).toHaveLength(3);
  });

  it('stops for a refused token, with the reason', () => {
    const { last } = connect();
    const socket = FakeSocket.latest();
    socket.open();
    socket.drop(LIVE_CLOSE_CODES.badToken.code, LIVE_CLOSE_CODES.badToken.reason);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.sockets).toHaveLength(1);
    expect(last()).toMatchObject({
      status: 'closed',
      closeReason: LIVE_CLOSE_CODES.badToken.reason,
    });
  });

  it('drops on going offline and reconnects at once when back online', () => {
    const { last, listeners } = connect();
    FakeSocket.latest().open();
    listeners.get('offline')?.();
    expect(last()).toMatchObject({ status: 'reconnecting', closeReason: OFFLINE_REASON });
    listeners.get('online')?.();
    expect(FakeSocket.sockets).toHaveLength(2);
    FakeSocket.latest().open();
    expect(last()).toMatchObject({ status: 'open', reconnects: 1 });
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', competitionId: 41097 }]);
  });

  it('makes no attempt while the device is offline, and reconnects when it is back', () => {
    const network = { onLine: true };
    const { last, listeners } = connect(network);
    FakeSocket.latest().open();
    network.onLine = false;
    listeners.get('offline')?.();
    expect(last()).toMatchObject({ status: 'reconnecting', closeReason: OFFLINE_REASON });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.sockets).toHaveLength(1);
    network.onLine = true;
    listeners.get('online')?.();
    expect(FakeSocket.sockets).toHaveLength(2);
    FakeSocket.latest().open();
    expect(last()).toMatchObject({ status: 'open', reconnects: 1 });
  });
});
