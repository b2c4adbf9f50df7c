/**
 * What the data API's Redis clients (the shared response cache, the shared rate limits) have in
 * common: waiting for the first connection without ever blocking start-up for long, and warning
 * about an unavailable Redis once a minute rather than once per request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

const WARNING_INTERVAL_MS = 60_000;

/** What every Redis-backed store of the API is made from. */
export interface RedisClientOptions {
  readonly url: string;
  readonly log?: FastifyBaseLogger;
  /** REDIS_TIMEOUT_MS: a command slower than this counts as failed. */
  readonly commandTimeoutMs?: number;
}

/** Resolves once connected: true, or false at a connection error or after `timeoutMs`. */
export function redisReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (connected: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      resolve(connected);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(() => settle(false), timeoutMs);
    client.once('ready', onReady);
    client.once('error', onError);
  });
}

/** Logs `message` with the error at most once a minute. */
export function throttledWarning(
  log: FastifyBaseLogger | undefined,
  message: string,
): (error: unknown) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (error) => {
    const now = Date.now();
    if (now - last < WARNING_INTERVAL_MS) return;
    last = now;
    log?.warn({ err: error }, message);
  };
}

/** Closes a client politely (QUIT), or at once when that fails. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
