/**
 * The simulator's only source of chance: a seeded sfc32 generator (Chris Doty-Humphrey's Small
 * Fast Counting generator, 128 bits of state, passes PractRand to terabytes) and the few draws
 * the game model needs. Math.random is never used, so the same seed gives the same game on every
 * machine and Node version: sfc32 is pure 32-bit integer arithmetic.
 *
 * The seed is spread over the state with splitmix32 and the first draws are discarded, so
 * neighbouring seeds (game 1, game 2…) give unrelated streams.
 */

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    if (!Number.isFinite(seed)) throw new RangeError(`Seed must be a finite number, got ${seed}`);
    const mix = splitmix32(Math.floor(seed) ^ Math.floor(seed / 0x1_0000_0000));
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i += 1) this.uint32();
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 0x1_0000_0000;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Uniform in [min, max). */
  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Standard normal (Box-Muller; one value per call keeps the stream simple to reason about). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Index drawn in proportion to non-negative weights; -1 when they sum to 0. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    if (total <= 0) return -1;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** An element drawn in proportion to `weight`. */
  pick<T>(items: readonly T[], weight: (item: T) => number): T {
    const index = this.weightedIndex(items.map(weight));
    const item = items[index < 0 ? this.int(0, items.length - 1) : index];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list');
    return item;
  }

  /** A new generator derived from this one (for independent sub-streams). */
  fork(): Random {
    return new Random(this.uint32() * 0x1_0000 + (this.uint32() & 0xffff));
  }
}

/** Logistic function: log-odds → probability. */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Log-odds of a probability in (0, 1). */
export function logit(p: number): number {
  return Math.log(p / (1 - p));
}
