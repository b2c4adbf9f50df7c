/**
 * The login back-off shared by every API node through Redis (REDIS_URL). Each step is one Lua
 * script, so two nodes counting the same key at once never lose an attempt. Redis stays
 * optional: while it is unreachable or a command fails, this node counts in its own memory
 * (the back-off still holds, per node), and the failure is logged at most once a minute.
 */
import { Redis } from 'ioredis';
import type { BackoffRule, BackoffStep, BackoffStore } from './backoff';
import { InMemoryBackoffStore } from './backoff';
import type { RedisClientOptions } from '../../data/cache/redis-connection';

export const BACKOFF_KEY_PREFIX = 'courtside:login-backoff:';
const ERROR_LOG_INTERVAL_MS = 60_000;

// Epoch milliseconds have 13 digits: Lua's number formatting (%.14g) writes them whole.
const BEGIN_SCRIPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local base = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'count', 'lockedUntil')
local count = tonumber(state[1]) or 0
local lockedUntil = tonumber(state[2]) or 0
if lockedUntil > now then return {0, tostring(lockedUntil)} end
count = count + 1
local lock = 0
if count > free then lock = math.min(cap, base * 2 ^ (count - free - 1)) end
lockedUntil = now + lock
redis.call('HSET', KEYS[1], 'count', count, 'lockedUntil', tostring(lockedUntil))
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, tostring(lockedUntil)}
`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count ~= nil and count > 0 then redis.call('HSET', KEYS[1], 'count', count - 1) end
return 0
`;

export type RedisBackoffStoreOptions = RedisClientOptions;

function isStep(value: unknown): value is [number, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'string'
  );
}

export class RedisBackoffStore implements BackoffStore {
  private readonly client: Redis;
  private readonly local = new InMemoryBackoffStore();
  private lastErrorLog = 0;

  constructor(private readonly options: RedisBackoffStoreOptions) {
    this.client = new Redis(options.url, {
      // A login must not wait for a reconnect: while Redis is away this node counts alone.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 100,
      keyPrefix: BACKOFF_KEY_PREFIX,
    });
    this.client.on('error', (error: unknown) => this.logError(error));
  }

  private logError(error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLog = now;
    this.options.log?.warn({ err: error }, 'Redis login back-off unavailable; counting per node');
  }

  /** Runs the command on Redis, or the local store's when Redis is not ready or fails. */
  private async shared<T>(onRedis: () => Promise<T>, onLocal: () => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready') return onLocal();
    try {
      return await onRedis();
    } catch (error) {
      this.logError(error);
      return onLocal();
    }
  }

  begin(key: string, nowMs: number, rule: BackoffRule): Promise<BackoffStep> {
    return this.shared(
      async () => {
        const args = [nowMs, rule.free, rule.baseMs, rule.capMs, rule.forgetMs];
        const answer: unknown = await this.client.eval(BEGIN_SCRIPT, 1, key, ...args);
        if (!isStep(answer)) throw new Error('Unexpected answer of the back-off script');
        return { allowed: answer[0] === 1, lockedUntilMs: Number(answer[1]) };
      },
      () => this.local.begin(key, nowMs, rule),
    );
  }

  release(key: string): Promise<void> {
    return this.shared(
      async () => {
        await this.client.eval(RELEASE_SCRIPT, 1, key);
      },
      () => this.local.release(key),
    );
  }

  clear(key: string): Promise<void> {
    return this.shared(
      async () => {
        await this.client.del(key);
      },
      () => this.local.clear(key),
    );
  }

  /** Whether commands go to Redis now (else to this node's memory). */
  get connected(): boolean {
    return this.client.status === 'ready';
  }

  async close(): Promise<void> {
    this.client.disconnect();
    await this.local.close();
  }
}
