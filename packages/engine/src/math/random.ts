/**
 * Seeded pseudo-random numbers for simulations and reproducible tests (synthetic leagues, bracket
 * runs, fold assignment in cross-validation). Same seed, same sequence, on every platform: the
 * generator is mulberry32 (32-bit state, integer arithmetic only), which is fast and passes the
 * usual statistical batteries well enough for Monte Carlo work; it is not cryptographic.
 */

export interface Rng {
  /** Uniform on [0, 1). */
  next(): number;
  /** Uniform integer on [0, n). */
  int(n: number): number;
  /** Standard normal (Box–Muller; the second variate is cached). */
  normal(): number;
  /** Poisson(mean), by inversion for small means and a normal approximation above 50. */
  poisson(mean: number): number;
  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  let spare: number | null = null;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const normal = (): number => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    // 1 − next() lies in (0, 1], so the logarithm is finite.
    const radius = Math.sqrt(-2 * Math.log(1 - next()));
    const angle = 2 * Math.PI * next();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };

  const poisson = (mean: number): number => {
    if (mean <= 0) return 0;
    if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
    const limit = Math.exp(-mean);
    let count = 0;
    let product = next();
    while (product > limit) {
      count += 1;
      product *= next();
    }
    return count;
  };

  return {
    next,
    int: (n) => Math.floor(next() * n),
    normal,
    poisson,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const a = items[i] as T;
        items[i] = items[j] as T;
        items[j] = a;
      }
      return items;
    },
  };
}
