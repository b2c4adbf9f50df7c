import { describe, expect, it } from 'vitest';
import { createRng } from './random';
import { SparseSymmetric } from './sparse';
import { SparseSymmetricBatch } from './sparse-batch';

/** A random symmetric n × n pattern (diagonal always present) in CSR form, columns increasing. */
function randomPattern(n: number, seed: number): { rowStart: Int32Array; cols: Int32Array } {
  const rng = createRng(seed);
  const rows = Array.from({ length: n }, (_, i) => new Set([i]));
  for (let k = 0; k < 3 * n; k += 1) {
    const i = rng.int(n);
    const j = rng.int(n);
    rows[i]?.add(j);
    rows[j]?.add(i);
  }
  const rowStart = new Int32Array(n + 1);
  const cols: number[] = [];
  rows.forEach((set, i) => {
    cols.push(...[...set].sort((a, b) => a - b));
    rowStart[i + 1] = cols.length;
  });
  return { rowStart, cols: Int32Array.from(cols) };
}

/** Symmetric values for the pattern: v(i, j) = v(j, i). */
function symmetricValues(rowStart: Int32Array, cols: Int32Array, seed: number): Float64Array {
  const n = rowStart.length - 1;
  const rng = createRng(seed);
  const table = new Map<number, number>();
  const values = new Float64Array(cols.length);
  for (let i = 0; i < n; i += 1) {
    for (let k = rowStart[i] ?? 0; k < (rowStart[i + 1] ?? 0); k += 1) {
      const j = cols[k] ?? 0;
      const key = Math.min(i, j) * n + Math.max(i, j);
      if (!table.has(key)) table.set(key, rng.normal() + (i === j ? 10 : 0));
      values[k] = table.get(key) ?? 0;
    }
  }
  return values;
}

describe('SparseSymmetric', () => {
  it('multiplies like the dense matrix, with a penalised shift', () => {
    // [[2, 1, 0], [1, 3, 4], [0, 4, 5]]: rows keep their own columns only.
    const a = new SparseSymmetric(
      3,
      Int32Array.of(0, 2, 5, 7),
      Int32Array.of(0, 1, 0, 1, 2, 1, 2),
      Float64Array.of(2, 1, 1, 3, 4, 4, 5),
    );
    expect(Array.from(a.toDense())).toEqual([2, 1, 0, 1, 3, 4, 0, 4, 5]);
    expect(Array.from(a.diagonal())).toEqual([2, 3, 5]);
    const out = new Float64Array(3);
    // (A + 10·diag(1, 0.5, 0))·(1, 2, 3) = (4 + 10, 19 + 10, 23).
    a.multiply(Float64Array.of(1, 2, 3), out, 10, [1, 0.5, 0]);
    expect(Array.from(out)).toEqual([14, 29, 23]);
  });

  it('refuses arrays that do not describe an n × n matrix', () => {
    expect(
      () => new SparseSymmetric(2, Int32Array.of(0, 1), Int32Array.of(0), Float64Array.of(1)),
    ).toThrow(/n × n/);
    expect(
      () => new SparseSymmetric(1, Int32Array.of(0, 2), Int32Array.of(0), Float64Array.of(1)),
    ).toThrow(/n × n/);
  });
});

describe('SparseSymmetricBatch', () => {
  for (const width of [5, 3]) {
    it(`gives each of ${width} matrices the single product's numbers to the bit`, () => {
      const n = 60;
      const { rowStart, cols } = randomPattern(n, width);
      const singles = Array.from(
        { length: width },
        (_, f) => new SparseSymmetric(n, rowStart, cols, symmetricValues(rowStart, cols, 10 + f)),
      );
      const values = new Float64Array(cols.length * width);
      singles.forEach((m, f) => m.values.forEach((v, k) => (values[k * width + f] = v)));
      const batch = new SparseSymmetricBatch(n, width, rowStart, cols, values);
      const rng = createRng(4);
      const x = Float64Array.from({ length: n * width }, () => rng.normal());
      const penalty = Float64Array.from({ length: n }, (_, i) => (i === n - 1 ? 1e-6 : 1));
      const out = new Float64Array(n * width);
      batch.multiply(x, out, 300, penalty);
      const diagonal = batch.diagonal();
      singles.forEach((m, f) => {
        const xf = Float64Array.from({ length: n }, (_, i) => x[i * width + f] ?? 0);
        const single = new Float64Array(n);
        m.multiply(xf, single, 300, penalty);
        const d = m.diagonal();
        for (let i = 0; i < n; i += 1) {
          expect(out[i * width + f]).toBe(single[i]);
          expect(diagonal[i * width + f]).toBe(d[i]);
        }
      });
    });
  }

  it('refuses values that do not fit the pattern', () => {
    expect(
      () =>
        new SparseSymmetricBatch(1, 2, Int32Array.of(0, 1), Int32Array.of(0), Float64Array.of(1)),
    ).toThrow(/width n × n/);
  });
});
