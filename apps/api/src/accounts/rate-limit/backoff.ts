/**
 * Exponential back-off of password guesses, per account and per client IP. Each key counts the
 * failed attempts in a row; past a number of free ones, every further failure locks the key for
 * twice as long as the one before, up to a cap, and a key with no failure for `forgetMs` is
 * forgotten. Attempts are counted when they start, before the password is checked, so a burst of
 * parallel guesses cannot all pass while the first ones are still being verified; an attempt
 * that did not fail gives its count back (release) or, for the account it proved, clears it.
 *
 * The in-memory store serves one API node; the Redis store (redis-backoff-store.ts) runs the
 * same step as one script, so every node sharing the Redis server sees the same counts.
 */
import type { Clock } from '../clock';

export interface BackoffRule {
  /** Failures in a row before any lock. */
  readonly free: number;
  /** The first lock; each further failure doubles it. */
  readonly baseMs: number;
  readonly capMs: number;
  /** A key with no attempt for this long starts again from zero. */
  readonly forgetMs: number;
}

export interface BackoffStep {
  readonly allowed: boolean;
  /** Until when the key is locked, epoch ms (not after nowMs when the attempt may go ahead). */
  readonly lockedUntilMs: number;
}

export interface BackoffStore {
  /**
   * Refuses when the key is locked at nowMs; otherwise counts one attempt and locks the key
   * for the delay that count calls for (none while within the free attempts).
   */
  begin(key: string, nowMs: number, rule: BackoffRule): Promise<BackoffStep>;
  /** Takes one counted attempt back (it did not fail); an existing lock stays. */
  release(key: string): Promise<void>;
  /** Forgets the key: its attempts and its lock. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a key is locked after its `count`-th attempt in a row. */
export function lockMsAfter(count: number, rule: BackoffRule): number {
  if (count <= rule.free) return 0;
  return Math.min(rule.capMs, rule.baseMs * 2 ** (count - rule.free - 1));
}

interface KeyState {
  count: number;
  lockedUntilMs: number;
  forgetAtMs: number;
}

export class InMemoryBackoffStore implements BackoffStore {
  private readonly keys = new Map<string, KeyState>();
  private nextSweepMs = 0;

  constructor(private readonly sweepEveryMs = 60_000) {}

  async begin(key: string, nowMs: number, rule: BackoffRule): Promise<BackoffStep> {
    this.sweep(nowMs);
    const known = this.keys.get(key);
    const state =
      known === undefined || known.forgetAtMs <= nowMs
        ? { count: 0, lockedUntilMs: 0, forgetAtMs: 0 }
        : known;
    if (state.lockedUntilMs > nowMs) return { allowed: false, lockedUntilMs: state.lockedUntilMs };
    state.count += 1;
    state.lockedUntilMs = nowMs + lockMsAfter(state.count, rule);
    state.forgetAtMs = nowMs + rule.forgetMs;
    this.keys.set(key, state);
    return { allowed: true, lockedUntilMs: state.lockedUntilMs };
  }

  async release(key: string): Promise<void> {
    const state = this.keys.get(key);
    if (state !== undefined) state.count = Math.max(0, state.count - 1);
  }

  async clear(key: string): Promise<void> {
    this.keys.delete(key);
  }

  async close(): Promise<void> {
    this.keys.clear();
  }

  get size(): number {
    return this.keys.size;
  }

  /** Drops forgotten keys now and then, so one-off visitors do not pile up. */
  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + this.sweepEveryMs;
    for (const [key, state] of this.keys) {
      if (state.forgetAtMs <= nowMs) this.keys.delete(key);
    }
  }
}

export interface BackoffDecision {
  readonly allowed: boolean;
  /** Whole seconds until the lock ends (for Retry-After); 0 when allowed. */
  readonly retryAfterSeconds: number;
}

/** The store read through the clock, with RATE_LIMIT_SCALE applied to the free attempts. */
export class Backoff {
  constructor(
    readonly store: BackoffStore,
    private readonly clock: Clock,
    /** RATE_LIMIT_SCALE: multiplies the free attempts (rounded up, at least 1). */
    private readonly scale = 1,
  ) {}

  async begin(key: string, rule: BackoffRule): Promise<BackoffDecision> {
    const nowMs = this.clock.now().getTime();
    const scaled = { ...rule, free: Math.max(1, Math.ceil(rule.free * this.scale)) };
    const step = await this.store.begin(key, nowMs, scaled);
    if (step.allowed) return { allowed: true, retryAfterSeconds: 0 };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((step.lockedUntilMs - nowMs) / 1000)),
    };
  }

  release(key: string): Promise<void> {
    return this.store.release(key);
  }

  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }
}
