/**
 * Opening the accounts database at start-up (migrations included). A PostgreSQL server that does
 * not answer yet, as when an orchestrator starts it beside the API, is retried with exponential
 * back-off (0.5 s, 1 s, 2 s… at most 10 s apart) for DATABASE_RETRY_MS, each retry logged, so
 * the API does not crash-loop meanwhile. The embedded database is local: it fails at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsRuntime } from './accounts/runtime';
import type { Config } from './config';
import { StartupError } from './startup-error';

export const FIRST_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 10_000;

export interface RetryOptions {
  /** How long after the first attempt a failure may still be retried, in ms. */
  readonly boundMs: number;
  readonly onRetry: (attempt: number, delayMs: number, error: unknown) => void;
  readonly now?: () => number;
}

/** Runs `task` until it succeeds or fails past `boundMs`, doubling the pause between tries. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  let delayMs = FIRST_RETRY_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const leftMs = options.boundMs - (now() - startedAt);
      if (leftMs <= 0) throw error;
      const pauseMs = Math.min(delayMs, leftMs);
      options.onRetry(attempt, pauseMs, error);
      await sleep(pauseMs);
      delayMs = Math.min(delayMs * 2, MAX_RETRY_DELAY_MS);
    }
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** Opens the accounts database before listening, so a bad one stops start-up with one line. */
export async function startAccounts(
  accounts: AccountsRuntime,
  config: Pick<Config, 'databaseUrl' | 'databaseRetryMs'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const boundMs = config.databaseUrl === null ? 0 : config.databaseRetryMs;
  try {
    await retryWithBackoff(() => accounts.start(), {
      boundMs,
      // The reason, never the URL: it may hold the password.
      onRetry: (attempt, delayMs, error) =>
        log.warn(
          { attempt, retryInMs: delayMs, reason: firstLine(error) },
          'The accounts database does not answer yet; retrying',
        ),
    });
  } catch (error) {
    throw new StartupError(`Cannot open the accounts database: ${firstLine(error)}`);
  }
}
