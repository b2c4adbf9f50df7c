/**
 * Token buckets: a client may send `burst` requests at once, and one more every
 * 1/`perSecond` s after that. A bucket starts full, and a full bucket is the same as no bucket,
 * so only clients that spent tokens recently are kept (full ones are swept now and then).
 */

export interface BucketRule {
  /** Requests a client may send at once: the bucket's size. */
  readonly burst: number;
  /** Tokens added back per second. */
  readonly perSecond: number;
}

export interface BucketDecision {
  readonly allowed: boolean;
  /** Whole seconds until a token is back (for Retry-After); 0 when allowed. */
  readonly retryAfterSeconds: number;
}

export interface TokenBucketStore {
  /** Takes one token from `key`'s bucket, if it holds one. */
  take(key: string, rule: BucketRule): Promise<BucketDecision>;
  close(): Promise<void>;
}

interface Bucket {
  tokens: number;
  atMs: number;
}

const ALLOWED: BucketDecision = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

/** Seconds until one token is back in a bucket holding `tokens` (< 1), at least 1. */
export function retryAfterSeconds(tokens: number, perSecond: number): number {
  return Math.max(1, Math.ceil((1 - tokens) / perSecond));
}

export class MemoryTokenBuckets implements TokenBucketStore {
  private readonly buckets = new Map<string, Bucket>();
  private nextSweepMs = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepEveryMs = 60_000,
  ) {}

  get size(): number {
    return this.buckets.size;
  }

  take(key: string, rule: BucketRule): Promise<BucketDecision> {
    return Promise.resolve(this.takeNow(key, rule));
  }

  /** `take` without the promise, for the Redis store's fallback and for tests. */
  takeNow(key: string, rule: BucketRule): BucketDecision {
    const nowMs = this.now();
    this.sweep(nowMs, rule);
    const bucket = this.buckets.get(key) ?? { tokens: rule.burst, atMs: nowMs };
    const tokens = Math.min(
      rule.burst,
      bucket.tokens + (Math.max(0, nowMs - bucket.atMs) / 1000) * rule.perSecond,
    );
    if (tokens < 1) {
      this.buckets.set(key, { tokens, atMs: nowMs });
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(tokens, rule.perSecond) };
    }
    this.buckets.set(key, { tokens: tokens - 1, atMs: nowMs });
    return ALLOWED;
  }

  close(): Promise<void> {
    this.buckets.clear();
    return Promise.resolve();
  }

  /** Drops buckets that have refilled: they answer exactly as a missing one does. */
  private sweep(nowMs: number, rule: BucketRule): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + this.sweepEveryMs;
    const fullAfterMs = (rule.burst / rule.perSecond) * 1000;
    for (const [key, bucket] of this.buckets) {
      if (nowMs - bucket.atMs >= fullAfterMs) this.buckets.delete(key);
    }
  }
}
