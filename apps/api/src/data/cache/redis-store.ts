/**
 * The shared tier of the data-response cache (REDIS_URL): every API node reads what any node
 * computed. Redis is an optimisation, never a dependency: a command that fails or takes longer
 * than `commandTimeoutMs` counts as a miss (or a skipped write), so a slow or dead Redis costs
 * at most that delay and the request is answered from the warehouse. Errors are logged once per
 * minute, not per request.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export const REDIS_KEY_PREFIX = 'courtside:data:';
export const DEFAULT_REDIS_TTL_SECONDS = 24 * 60 * 60;
const ERROR_LOG_INTERVAL_MS = 60_000;

export interface SharedResponseStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export interface RedisStoreOptions {
  readonly url: string;
  readonly log?: FastifyBaseLogger;
  readonly commandTimeoutMs?: number;
}

export class RedisResponseStore implements SharedResponseStore {
  private readonly client: Redis;
  private lastErrorLog = 0;

  constructor(private readonly options: RedisStoreOptions) {
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

  private logError(error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLog = now;
    this.options.log?.warn({ err: error }, 'Redis response cache unavailable; using the warehouse');
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
  async ready(timeoutMs = 2000): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const settle = (connected: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        this.client.off('error', onError);
        resolve(connected);
      };
      const onReady = () => settle(true);
      const onError = () => settle(false);
      const timer = setTimeout(() => settle(false), timeoutMs);
      this.client.once('ready', onReady);
      this.client.once('error', onError);
    });
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
