import { describe, expect, it } from 'vitest';
import { createRng } from './random';
import { SymmetricAccumulator } from './sparse';

describe('SymmetricAccumulator', () => {
  it('accumulates both triangles from either order and combines layers', () => {
    const acc = new SymmetricAccumulator(3, 2, 1);
    acc.add(0, 0, 1, 2);
    acc.add(0, 1, 0, 3); // same entry as (0, 1)
    acc.add(1, 2, 2, 4);
    acc.add(1, 0, 0, 1);
    expect(acc.entries).toBe(3);
    expect(Array.from(acc.combine([1, 1]).toDense())).toEqual([1, 5, 0, 5, 0, 0, 0, 0, 4]);
    // "Everything but layer 1".
    expect(Array.from(acc.combine([1, 0]).toDense())).toEqual([0, 5, 0, 5, 0, 0, 0, 0, 0]);
  });

  it('grows past its initial capacity and multiplies like the dense matrix', () => {
    const n = 300;
    const rng = createRng(9);
    const acc = new SymmetricAccumulator(n, 1, 4);
    for (let k = 0; k < 20000; k += 1) acc.add(0, rng.int(n), rng.int(n), rng.normal());
    const sparse = acc.combine([1]);
    const dense = sparse.toDense();
    const x = Float64Array.from({ length: n }, () => rng.normal());
    const out = new Float64Array(n);
    const penalty = Float64Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1 : 0.5));
    sparse.multiply(x, out, 3, penalty);
    for (let i = 0; i < n; i += 1) {
      let s = 3 * (penalty[i] ?? 0) * (x[i] ?? 0);
      for (let j = 0; j < n; j += 1) s += (dense[i * n + j] ?? 0) * (x[j] ?? 0);
      expect(out[i]).toBeCloseTo(s, 9);
      expect(sparse.diagonal()[i]).toBe(dense[i * n + i]);
    }
  });
});
