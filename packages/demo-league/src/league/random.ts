/**
 * The league's seeded randomness. Every random choice of the demo universe comes from an `Rng`
 * forked from the one league seed by a label ("men/2024/rosters", "team:harbor-city"…), so a
 * part of the league can change how many numbers it draws without shifting any other part: the
 * same seed gives the same league, and adding a team does not reshuffle every player.
 *
 * Generator: the simulator's sfc32 (game/random.ts), seeded through a 32-bit string hash
 * (cyrb-style multiply/xor mixing) of the seed and the label.
 */
import { Random } from '../game/random';

/** 32-bit hash of a string, mixed from two lanes (well spread for short, similar labels). */
export function hash32(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 ^ (h1 >>> 0)) >>> 0;
}

export class Rng {
  private readonly core: Random;
  private spareNormal: number | null = null;

  /** `seed` and `label` together name the stream. */
  constructor(
    readonly seed: number,
    readonly label = '',
  ) {
    this.core = new Random(hash32(`${seed}|${label}`));
  }

  /** An independent stream for a sub-part of the league. */
  fork(label: string): Rng {
    return new Rng(this.seed, this.label === '' ? label : `${this.label}/${label}`);
  }

  uint32(): number {
    return this.core.uint32();
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.core.next();
  }

  /** Uniform integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Normal by Box-Muller (the second value of each pair is kept for the next call). */
  normal(mean = 0, sd = 1): number {
    if (this.spareNormal !== null) {
      const value = this.spareNormal;
      this.spareNormal = null;
      return mean + sd * value;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return mean + sd * radius * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index drawn with probability proportional to `weights`. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      target -= Math.max(0, weights[i] ?? 0);
      if (target < 0) return i;
    }
    return weights.length - 1;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const swap = out[i] as T;
      out[i] = out[j] as T;
      out[j] = swap;
    }
    return out;
  }
}
