/**
 * Fixed-window rate limiting with a pluggable store. The in-memory store serves one API node;
 * the Redis store (redis-limit-store.ts, INCR + PEXPIRE) shares the limits between nodes.
 */
import type { Clock } from '../clock';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** When the current window ends, epoch ms. */
  readonly resetAtMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on the key in the window that contains nowMs. */
  increment(key: string, windowMs: number, nowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();
  private nextSweepMs = 0;

  constructor(private readonly sweepEveryMs = 60_000) {}

  async increment(key: string, windowMs: number, nowMs: number): Promise<WindowCount> {
    this.sweep(nowMs);
    const current = this.windows.get(key);
    const next =
      current === undefined || current.resetAtMs <= nowMs
        ? { count: 1, resetAtMs: nowMs + windowMs }
        : { count: current.count + 1, resetAtMs: current.resetAtMs };
    this.windows.set(key, next);
    return next;
  }

  get size(): number {
    return this.windows.size;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Drops finished windows now and then, so keys of one-off visitors do not pile up. */
  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + this.sweepEveryMs;
    for (const [key, window] of this.windows) {
      if (window.resetAtMs <= nowMs) this.windows.delete(key);
    }
  }
}

export interface LimitRule {
  readonly max: number;
  readonly windowMs: number;
}

export interface LimitDecision {
  readonly allowed: boolean;
  /** Whole seconds until the window ends (for Retry-After); 0 when allowed. */
  readonly retryAfterSeconds: number;
}

export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly clock: Clock,
    /** RATE_LIMIT_SCALE: every maximum is multiplied by it (rounded up, at least 1). */
    private readonly scale = 1,
  ) {}

  async hit(key: string, rule: LimitRule): Promise<LimitDecision> {
    const nowMs = this.clock.now().getTime();
    const max = Math.max(1, Math.ceil(rule.max * this.scale));
    const { count, resetAtMs } = await this.store.increment(key, rule.windowMs, nowMs);
    if (count <= max) return { allowed: true, retryAfterSeconds: 0 };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)),
    };
  }
}
