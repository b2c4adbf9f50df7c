import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 10_000;
export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** The part of a Fastify instance that shutdown needs. */
export interface ClosableServer {
  close(): Promise<unknown>;
  readonly log: FastifyBaseLogger;
}

export interface GracefulShutdownOptions {
  readonly app: ClosableServer;
  readonly exit: (code: number) => void;
  /** The process in production; an EventEmitter in tests. */
  readonly signalSource: Pick<EventEmitter, 'on'>;
  readonly timeoutMs?: number;
}

/**
 * On SIGINT or SIGTERM, stops accepting connections, lets requests in flight finish and exits 0.
 * A second signal (an impatient Ctrl-C) or a close that outlasts the timeout exits 1 at once,
 * so a stuck request can never keep an orchestrator waiting forever.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): void {
  const { app, exit, signalSource, timeoutMs = SHUTDOWN_TIMEOUT_MS } = options;
  let shuttingDown = false;

  const onSignal = (signal: string): void => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'Second shutdown signal: exiting without waiting');
      exit(1);
      return;
    }
    shuttingDown = true;
    app.log.info({ signal }, 'Shutting down');
    const forceExitTimer = setTimeout(() => {
      app.log.error(`Shutdown did not finish within ${timeoutMs} ms: exiting`);
      exit(1);
    }, timeoutMs);
    // The timer is a backstop only; it must not itself keep the process alive.
    forceExitTimer.unref();
    app.close().then(
      () => {
        clearTimeout(forceExitTimer);
        app.log.info('Shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(forceExitTimer);
        app.log.error({ err: error }, 'Shutdown failed');
        exit(1);
      },
    );
  };

  for (const signal of SHUTDOWN_SIGNALS) {
    signalSource.on(signal, () => onSignal(signal));
  }
}
