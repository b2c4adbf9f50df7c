/**
 * The shared tier of the data-response cache (REDIS_URL): every API node reads what any node
 * computed. Redis is an optimisation, never a dependency: a command that fails or takes longer
 * than `commandTimeoutMs` counts as a miss (or a skipped write), so a slow or dead Redis costs
 * at most that delay and the request is answered from the warehouse. Errors are logged once per
 * minute, not per request.
 *
 * Entries live at most DEFAULT_REDIS_TTL_SECONDS (an hour; less for answers whose endpoint sets
 * a shorter max age): their keys carry the data version, so entries of a replaced version are
 * never read again and must expire on their own. Redis should still run with a `maxmemory` and
 * `allkeys-lru` (docs/deploy.md), so that a burst of distinct answers evicts old ones instead of
 * failing writes.
 */
import { Redis } from 'ioredis';
import { closeRedis, redisReady, throttledWarning } from './redis-connection';
import type { RedisClientOptions } from './redis-connection';

export const REDIS_KEY_PREFIX = 'courtside:data:';
export const DEFAULT_REDIS_TTL_SECONDS = 60 * 60;

export interface SharedResponseStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export type RedisStoreOptions = RedisClientOptions;

export class RedisResponseStore implements SharedResponseStore {
  private readonly client: Redis;
  private readonly logError: (error: unknown) => void;

  constructor(options: RedisStoreOptions) {
    this.logError = throttledWarning(
      options.log,
      'Redis response cache unavailable; using the warehouse',
    );
    this.client = new Redis(options.url, {
      // Fail fast instead of queueing while disconnected: the warehouse is the fallback.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 100,
      lazyConnect: false,
      keyPrefix: REDIS_KEY_PREFIX,
    });
    this.client.on('error', (error: unknown) => this.logError(error));
  }

  async get(key: string): Promise<string | undefined> {
    if (this.client.status !== 'ready') return undefined;
    try {
      return (await this.client.get(key)) ?? undefined;
    } catch (error) {
      this.logError(error);
      return undefined;
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    if (this.client.status !== 'ready') return;
    try {
      await this.client.set(key, value, 'EX', Math.max(1, Math.round(ttlSeconds)));
    } catch (error) {
      this.logError(error);
    }
  }

  /** Resolves once connected: true, or false at a connection error or after `timeoutMs`. */
  ready(timeoutMs = 2000): Promise<boolean> {
    return redisReady(this.client, timeoutMs);
  }

  close(): Promise<void> {
    return closeRedis(this.client);
  }
}
