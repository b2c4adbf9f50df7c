/**
 * The account routes' fixed-window limits shared by every API node through Redis (REDIS_URL):
 * one Lua script counts the hit and reads the window's end, so nodes counting one key at once
 * never lose a hit and a limit holds for the whole cluster, not once per node. Redis stays
 * optional: while it is unreachable or a command fails, this node counts in its own memory (the
 * limit still holds, per node), and the failure is logged at most once a minute.
 *
 * The window is Redis's (PEXPIRE on the first hit), so every node agrees on when it ends
 * whatever its own clock says.
 */
import { Redis } from 'ioredis';
import { throttledWarning } from '../../data/cache/redis-connection';
import type { RedisClientOptions } from '../../data/cache/redis-connection';
import type { RateLimitStore, WindowCount } from './limiter';
import { InMemoryRateLimitStore } from './limiter';

export const RATE_LIMIT_KEY_PREFIX = 'courtside:account-limit:';

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export type RedisRateLimitStoreOptions = RedisClientOptions;

function isCountAndTtl(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number'
  );
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: Redis;
  private readonly local = new InMemoryRateLimitStore();
  private readonly warn: (error: unknown) => void;

  constructor(options: RedisRateLimitStoreOptions) {
    this.warn = throttledWarning(
      options.log,
      'Redis account limits unavailable; limiting per node',
    );
    this.client = new Redis(options.url, {
      // A request must not wait for a reconnect: while Redis is away this node counts alone.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 100,
      keyPrefix: RATE_LIMIT_KEY_PREFIX,
    });
    this.client.on('error', this.warn);
  }

  async increment(key: string, windowMs: number, nowMs: number): Promise<WindowCount> {
    if (this.client.status !== 'ready') return this.local.increment(key, windowMs, nowMs);
    try {
      const answer: unknown = await this.client.eval(INCREMENT_SCRIPT, 1, key, windowMs);
      if (!isCountAndTtl(answer)) throw new Error('Unexpected answer of the rate-limit script');
      return { count: answer[0], resetAtMs: nowMs + answer[1] };
    } catch (error) {
      this.warn(error);
      return this.local.increment(key, windowMs, nowMs);
    }
  }

  /** Whether hits are counted in Redis now (else in this node's memory). */
  get connected(): boolean {
    return this.client.status === 'ready';
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
