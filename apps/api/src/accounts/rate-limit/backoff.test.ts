import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import type { BackoffRule } from './backoff';
import { Backoff, InMemoryBackoffStore, lockMsAfter } from './backoff';

const rule: BackoffRule = { free: 2, baseMs: 1000, capMs: 8000, forgetMs: 60_000 };

describe('lockMsAfter', () => {
  it('locks nothing within the free attempts, then doubles up to the cap', () => {
    const locks = [1, 2, 3, 4, 5, 6, 7, 8].map((count) => lockMsAfter(count, rule));
    expect(locks).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('Backoff', () => {
  it('refuses while locked, with the seconds left, and forgets a quiet key', async () => {
    const clock = new FakeClock();
    const store = new InMemoryBackoffStore(1000);
    const backoff = new Backoff(store, clock);
    for (let i = 0; i < 3; i += 1) expect((await backoff.begin('k', rule)).allowed).toBe(true);
    expect(await backoff.begin('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await backoff.begin('other', rule)).allowed).toBe(true);
    clock.advance(1000);
    expect((await backoff.begin('k', rule)).allowed).toBe(true);
    expect(await backoff.begin('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.advance(60_000);
    // Forgotten: two free attempts again.
    expect((await backoff.begin('k', rule)).allowed).toBe(true);
    expect((await backoff.begin('k', rule)).allowed).toBe(true);
    clock.advance(60_000);
    await backoff.begin('late', rule);
    expect(store.size).toBe(1);
  });

  it('gives released attempts back and clears a key at once', async () => {
    const clock = new FakeClock();
    const backoff = new Backoff(new InMemoryBackoffStore(), clock);
    for (let i = 0; i < 10; i += 1) {
      expect((await backoff.begin('k', rule)).allowed).toBe(true);
      await backoff.release('k');
    }
    for (let i = 0; i < 3; i += 1) await backoff.begin('k', rule);
    expect((await backoff.begin('k', rule)).allowed).toBe(false);
    await backoff.clear('k');
    expect((await backoff.begin('k', rule)).allowed).toBe(true);
  });

  it('scales the free attempts with RATE_LIMIT_SCALE', async () => {
    const backoff = new Backoff(new InMemoryBackoffStore(), new FakeClock(), 3);
    let allowed = 0;
    while ((await backoff.begin('k', rule)).allowed) allowed += 1;
    expect(allowed).toBe(7);
  });
});
