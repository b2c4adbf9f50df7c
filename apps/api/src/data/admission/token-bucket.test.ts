import { describe, expect, it } from 'vitest';
import { VISITOR } from '../caller';
import { bucketRuleOf, clientKeyOf } from './client-limit';
import { MemoryTokenBuckets } from './token-bucket';

describe('MemoryTokenBuckets', () => {
  it('allows the burst at once, then one request per refilled token, with Retry-After', () => {
    let now = 1_000_000;
    const buckets = new MemoryTokenBuckets(() => now);
    const rule = { burst: 3, perSecond: 0.5 };
    const takes = () => buckets.takeNow('ip:1', rule);
    expect([takes(), takes(), takes()].every((d) => d.allowed)).toBe(true);
    expect(takes()).toEqual({ allowed: false, retryAfterSeconds: 2 });
    now += 1000;
    // Half a token back: still refused, a second to wait.
    expect(takes()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1000;
    expect(takes().allowed).toBe(true);
    expect(takes().allowed).toBe(false);
    // Another client has its own bucket.
    expect(buckets.takeNow('ip:2', rule).allowed).toBe(true);
  });

  it('refills no further than the burst, and forgets buckets once they are full again', () => {
    let now = 0;
    const buckets = new MemoryTokenBuckets(() => now, 1000);
    const rule = { burst: 2, perSecond: 1 };
    buckets.takeNow('a', rule);
    buckets.takeNow('a', rule);
    now += 60_000;
    expect(buckets.takeNow('a', rule).allowed).toBe(true);
    expect(buckets.takeNow('a', rule).allowed).toBe(true);
    expect(buckets.takeNow('a', rule).allowed).toBe(false);
    buckets.takeNow('b', rule);
    now += 5000;
    buckets.takeNow('c', rule);
    expect(buckets.size).toBe(1);
  });
});

describe('the per-client limit', () => {
  it('counts a signed-in user by id and a visitor by address', () => {
    expect(clientKeyOf('10.0.0.1', VISITOR)).toBe('ip:10.0.0.1');
    expect(clientKeyOf('10.0.0.1', { ...VISITOR, tier: 2, userId: 'u1' })).toBe('user:u1');
  });

  it('scales burst and rate by RATE_LIMIT_SCALE, the burst rounded up to a whole request', () => {
    expect(bucketRuleOf({ burst: 100, perSecond: 10, scale: 1 })).toEqual({
      burst: 100,
      perSecond: 10,
    });
    expect(bucketRuleOf({ burst: 3, perSecond: 2, scale: 0.1 })).toEqual({
      burst: 1,
      perSecond: 0.2,
    });
  });
});
