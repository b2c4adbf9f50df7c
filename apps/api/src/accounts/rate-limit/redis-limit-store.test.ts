import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisAnswers } from '../../data/testing/redis';
import { FakeClock } from '../testing/fake-clock';
import { RateLimiter } from './limiter';
import { RedisRateLimitStore } from './redis-limit-store';

const redisAvailable = await redisAnswers();

describe.skipIf(!redisAvailable)('account limits shared through Redis', () => {
  const stores: RedisRateLimitStore[] = [];
  const node = async (): Promise<RateLimiter> => {
    const store = new RedisRateLimitStore({ url: TEST_REDIS_URL, commandTimeoutMs: 1000 });
    stores.push(store);
    await expect.poll(() => store.connected).toBe(true);
    return new RateLimiter(store, new FakeClock());
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('holds one limit for three nodes, not one each', async () => {
    const nodes = [await node(), await node(), await node()];
    const key = `test:${randomUUID()}`;
    const rule = { max: 10, windowMs: 60_000 };
    const decisions = [];
    // Round robin, as a load balancer spreads one client's requests.
    for (let i = 0; i < 30; i += 1) decisions.push(await nodes[i % 3]?.hit(key, rule));
    expect(decisions.filter((decision) => decision?.allowed)).toHaveLength(10);
    const refused = decisions.at(-1);
    expect(refused?.allowed).toBe(false);
    // The window's end comes from Redis: within the minute, never past it.
    expect(refused?.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('opens a new window once the old one has expired in Redis', async () => {
    const limiter = await node();
    const key = `test:${randomUUID()}`;
    const rule = { max: 1, windowMs: 200 };
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
  });

  it('keeps limiting in its own memory while Redis is unreachable', async () => {
    const store = new RedisRateLimitStore({ url: 'redis://127.0.0.1:1', commandTimeoutMs: 50 });
    stores.push(store);
    const limiter = new RateLimiter(store, new FakeClock());
    const rule = { max: 2, windowMs: 60_000 };
    const allowed = [];
    for (let i = 0; i < 4; i += 1) allowed.push((await limiter.hit('k', rule)).allowed);
    expect(allowed).toEqual([true, true, false, false]);
    expect(store.connected).toBe(false);
  });
});
