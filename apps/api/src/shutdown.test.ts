import { EventEmitter } from 'node:events';
import { pino } from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import type { ClosableServer } from './shutdown';
import { installGracefulShutdown, SHUTDOWN_TIMEOUT_MS } from './shutdown';
import { testConfig } from './test-helpers';

const silentLogger = pino({ enabled: false });

/** A server whose close() finishes only when the test says so. */
function slowServer(): ClosableServer & { finishClosing: () => void } {
  let finishClosing = (): void => undefined;
  const closed = new Promise<void>((resolve) => {
    finishClosing = resolve;
  });
  return { close: () => closed, log: silentLogger, finishClosing: () => finishClosing() };
}

let signals: EventEmitter;
let exitCodes: number[];

beforeEach(() => {
  signals = new EventEmitter();
  exitCodes = [];
  return () => {
    vi.useRealTimers();
  };
});

function install(app: ClosableServer): void {
  installGracefulShutdown({ app, exit: (code) => exitCodes.push(code), signalSource: signals });
}

describe('graceful shutdown', () => {
  it.each(['SIGINT', 'SIGTERM'])('closes the app and exits 0 on %s', async (signal) => {
    const app = await buildApp(testConfig(), { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    install(app);
    signals.emit(signal);
    await vi.waitFor(() => expect(exitCodes).toEqual([0]));
    expect(app.server.listening).toBe(false);
  });

  it('waits for closing to finish before exiting', async () => {
    const app = slowServer();
    install(app);
    signals.emit('SIGTERM');
    await Promise.resolve();
    expect(exitCodes).toEqual([]);
    app.finishClosing();
    await vi.waitFor(() => expect(exitCodes).toEqual([0]));
  });

  it('exits 1 at once on a second signal', () => {
    const app = slowServer();
    install(app);
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    expect(exitCodes).toEqual([1]);
    app.finishClosing();
  });

  it(`exits 1 when closing outlasts ${SHUTDOWN_TIMEOUT_MS} ms`, () => {
    vi.useFakeTimers();
    const app = slowServer();
    install(app);
    signals.emit('SIGTERM');
    vi.advanceTimersByTime(SHUTDOWN_TIMEOUT_MS - 1);
    expect(exitCodes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exitCodes).toEqual([1]);
    app.finishClosing();
  });

  it('exits 1 when closing fails', async () => {
    install({ close: () => Promise.reject(new Error('a plugin failed')), log: silentLogger });
    signals.emit('SIGTERM');
    await vi.waitFor(() => expect(exitCodes).toEqual([1]));
  });
});
