/**
 * Token buckets shared by every API node through Redis: one Lua script reads, refills and takes
 * from a bucket atomically, on Redis's own clock (TIME), so nodes with drifting clocks still
 * agree and two nodes taking the last token at once cannot both get it. A bucket expires once it
 * would be full again. Redis is never a dependency here either: while it is unreachable, or
 * when a command takes longer than `commandTimeoutMs`, each node limits with its own in-process
 * buckets (so a client gets at most the limit per node) and logs that once a minute.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { closeRedis, redisReady, throttledWarning } from '../cache/redis-connection';
import type { BucketDecision, BucketRule, TokenBucketStore } from './token-bucket';
import { MemoryTokenBuckets, retryAfterSeconds } from './token-bucket';

export const RATE_KEY_PREFIX = 'courtside:rate:';

// KEYS[1]: the bucket. ARGV: burst, tokens per second. Returns { allowed (0/1), tokens left }.
const TAKE_SCRIPT = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return { allowed, tostring(tokens) }
`;

type TakeReply = [number, string];

interface RedisWithTake extends Redis {
  takeToken(key: string, burst: string, perSecond: string): Promise<TakeReply>;
}

export interface RedisBucketsOptions {
  readonly url: string;
  readonly log?: FastifyBaseLogger;
  readonly commandTimeoutMs?: number;
  /** Key prefix (tests use their own so that runs do not share buckets). */
  readonly keyPrefix?: string;
}

export class RedisTokenBuckets implements TokenBucketStore {
  private readonly client: RedisWithTake;
  private readonly fallback = new MemoryTokenBuckets();
  private readonly logError: (error: unknown) => void;

  constructor(options: RedisBucketsOptions) {
    this.logError = throttledWarning(
      options.log,
      'Redis rate limits unavailable; limiting per node',
    );
    const client = new Redis(options.url, {
      // Fail fast instead of queueing while disconnected: the in-process buckets stand in.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 100,
      keyPrefix: options.keyPrefix ?? RATE_KEY_PREFIX,
    });
    client.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    client.on('error', (error: unknown) => this.logError(error));
    this.client = client as RedisWithTake;
  }

  /** Resolves once connected: true, or false at a connection error or after `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean> {
    return redisReady(this.client, timeoutMs);
  }

  async take(key: string, rule: BucketRule): Promise<BucketDecision> {
    if (this.client.status !== 'ready') return this.fallback.takeNow(key, rule);
    try {
      const [allowed, tokens] = await this.client.takeToken(
        key,
        String(rule.burst),
        String(rule.perSecond),
      );
      if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: retryAfterSeconds(Number(tokens), rule.perSecond),
      };
    } catch (error) {
      this.logError(error);
      return this.fallback.takeNow(key, rule);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    await closeRedis(this.client);
  }
}
