import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { InMemoryRateLimitStore, RateLimiter } from './limiter';

const rule = { max: 3, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(new InMemoryRateLimitStore(), clock);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.hit('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(59_500);
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.hit('other', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    clock.advance(500);
    expect(await limiter.hit('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('scales every maximum, rounding up and never below one', async () => {
    const clock = new FakeClock();
    const scaled = new RateLimiter(new InMemoryRateLimitStore(), clock, 2.5);
    let allowed = 0;
    while ((await scaled.hit('k', rule)).allowed) allowed += 1;
    expect(allowed).toBe(8);
    const tiny = new RateLimiter(new InMemoryRateLimitStore(), clock, 0.01);
    expect((await tiny.hit('k', rule)).allowed).toBe(true);
    expect((await tiny.hit('k', rule)).allowed).toBe(false);
  });

  it('forgets finished windows so the store does not grow without bound', async () => {
    const clock = new FakeClock();
    const store = new InMemoryRateLimitStore(1000);
    const limiter = new RateLimiter(store, clock);
    for (let i = 0; i < 100; i += 1) await limiter.hit(`visitor-${i}`, rule);
    expect(store.size).toBe(100);
    clock.advance(61_000);
    await limiter.hit('late', rule);
    expect(store.size).toBe(1);
  });
});
