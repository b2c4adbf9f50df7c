import { describe, expect, it } from 'vitest';
import { Random, logistic, logit } from './random';

describe('Random', () => {
  it('is deterministic per seed and differs between neighbouring seeds', () => {
    const draws = (seed: number) =>
      Array.from({ length: 5 }, () => new Random(seed)).map((r) => r.uint32());
    expect(draws(42)).toEqual(draws(42));
    const a = new Random(1);
    const b = new Random(2);
    const sameA = Array.from({ length: 20 }, () => a.uint32());
    const sameB = Array.from({ length: 20 }, () => b.uint32());
    expect(sameA.filter((x, i) => x === sameB[i])).toHaveLength(0);
  });

  it('draws uniform, normal and weighted values with the right moments', () => {
    const rng = new Random(7);
    const n = 40_000;
    let sum = 0;
    let sumNormal = 0;
    let sumSquares = 0;
    const counts = [0, 0, 0];
    let outside = 0;
    for (let i = 0; i < n; i += 1) {
      const u = rng.next();
      if (u < 0 || u >= 1) outside += 1;
      sum += u;
      const z = rng.normal();
      sumNormal += z;
      sumSquares += z * z;
      const k = rng.weightedIndex([1, 2, 7]);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    expect(sum / n).toBeCloseTo(0.5, 2);
    expect(sumNormal / n).toBeCloseTo(0, 1);
    expect(sumSquares / n).toBeCloseTo(1, 1);
    expect((counts[2] ?? 0) / n).toBeCloseTo(0.7, 1);
    expect(rng.weightedIndex([0, 0])).toBe(-1);
    expect(rng.int(3, 3)).toBe(3);
  });

  it('rejects a seed that is not a number', () => {
    expect(() => new Random(Number.NaN)).toThrow(/Seed/);
  });

  it('logit and logistic invert each other', () => {
    expect(logistic(0)).toBe(0.5);
    expect(logistic(logit(0.72))).toBeCloseTo(0.72, 12);
  });
});
