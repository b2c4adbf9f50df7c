import { describe, expect, it } from 'vitest';
import { createRng } from './random';

describe('createRng', () => {
  it('is reproducible from its seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(c.next()).not.toBe(first[0]);
    first.forEach((u) => expect(u >= 0 && u < 1).toBe(true));
  });

  it('draws normals, Poissons and integers with the right moments', () => {
    const rng = createRng(1);
    const n = 50000;
    let sum = 0;
    let sq = 0;
    let pois = 0;
    let big = 0;
    for (let i = 0; i < n; i += 1) {
      const z = rng.normal();
      sum += z;
      sq += z * z;
      pois += rng.poisson(2.5);
      big += rng.poisson(80);
      expect(rng.int(6)).toBeLessThan(6);
    }
    expect(sum / n).toBeCloseTo(0, 1);
    expect(sq / n).toBeCloseTo(1, 1);
    expect(pois / n).toBeCloseTo(2.5, 1);
    expect(big / n / 80).toBeCloseTo(1, 2);
    expect(rng.poisson(0)).toBe(0);
    expect(rng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});
