import { describe, expect, it } from 'vitest';
import {
  batchConjugateGradient,
  choleskyInPlace,
  choleskySolve,
  conjugateGradient,
  qrLeastSquares,
  solveSpd,
} from './linalg';
import { createRng } from './random';

describe('Cholesky', () => {
  it('factors a hand-worked SPD matrix', () => {
    // [[4, 12, −16], [12, 37, −43], [−16, −43, 98]] = L·Lᵀ with L = [[2], [6, 1], [−8, 5, 3]].
    const a = Float64Array.from([4, 12, -16, 12, 37, -43, -16, -43, 98]);
    expect(choleskyInPlace(a, 3)).toBe(true);
    expect([a[0], a[3], a[4], a[6], a[7], a[8]]).toEqual([2, 6, 1, -8, 5, 3]);
    // A·x = b for x = (1, 2, 3): b = (4 + 24 − 48, 12 + 74 − 129, −16 − 86 + 294).
    const x = choleskySolve(a, 3, [-20, -43, 192]);
    expect(Array.from(x).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 2, 3]);
  });

  it('reports a matrix that is not positive definite', () => {
    expect(choleskyInPlace(Float64Array.from([1, 2, 2, 1]), 2)).toBe(false);
    expect(() => solveSpd(Float64Array.from([0, 0, 0, 0]), 2, [1, 1])).toThrow(/positive/);
  });
});

describe('qrLeastSquares', () => {
  it('fits an exact line and a noisy one like the normal equations', () => {
    const x = Float64Array.from([1, 0, 1, 1, 1, 2, 1, 3]);
    const exact = qrLeastSquares(x, 4, 2, [1, 3, 5, 7]);
    expect(exact.coefficients[0]).toBeCloseTo(1, 12);
    expect(exact.coefficients[1]).toBeCloseTo(2, 12);
    expect(exact.rss).toBeLessThan(1e-20);
    // y = (1, 2, 2, 4): β = (0.9, 0.9) by hand ((XᵀX)⁻¹Xᵀy with XᵀX = [[4, 6], [6, 14]],
    // Xᵀy = (9, 18)); residuals (0.1, 0.2, −0.7, 0.4) → RSS 0.7.
    const noisy = qrLeastSquares(x, 4, 2, [1, 2, 2, 4]);
    expect(noisy.coefficients[0]).toBeCloseTo(0.9, 12);
    expect(noisy.coefficients[1]).toBeCloseTo(0.9, 12);
    expect(noisy.rss).toBeCloseTo(0.7, 12);
  });

  it('refuses rank-deficient or underdetermined problems', () => {
    expect(() => qrLeastSquares(Float64Array.from([1, 2, 2, 4, 3, 6]), 3, 2, [1, 2, 3])).toThrow(
      /rank/,
    );
    expect(() => qrLeastSquares(Float64Array.from([1, 2]), 1, 2, [1])).toThrow(/rows/);
  });
});

describe('conjugateGradient', () => {
  it('agrees with Cholesky on a random SPD system', () => {
    const rng = createRng(2);
    const n = 40;
    const b = Float64Array.from({ length: n * n }, () => rng.normal());
    const a = new Float64Array(n * n);
    for (let i = 0; i < n; i += 1) {
      for (let j = 0; j < n; j += 1) {
        let s = i === j ? n : 0;
        for (let k = 0; k < n; k += 1) s += (b[i * n + k] ?? 0) * (b[j * n + k] ?? 0);
        a[i * n + j] = s;
      }
    }
    const rhs = Array.from({ length: n }, () => rng.normal());
    const direct = solveSpd(a, n, rhs);
    const cg = conjugateGradient({
      multiply: (x, out) => {
        for (let i = 0; i < n; i += 1) {
          let s = 0;
          for (let j = 0; j < n; j += 1) s += (a[i * n + j] ?? 0) * (x[j] ?? 0);
          out[i] = s;
        }
      },
      b: rhs,
      diagonal: Array.from({ length: n }, (_, i) => a[i * n + i] ?? 1),
      tolerance: 1e-12,
    });
    expect(cg.converged).toBe(true);
    direct.forEach((v, i) => expect(cg.x[i]).toBeCloseTo(v, 9));
    const zero = conjugateGradient({ multiply: () => undefined, b: [0, 0], diagonal: [1, 1] });
    expect(Array.from(zero.x)).toEqual([0, 0]);
  });
});

describe('batchConjugateGradient', () => {
  it('runs each system exactly as conjugateGradient alone, warm starts and a zero system too', () => {
    const rng = createRng(5);
    const n = 30;
    const width = 3;
    // Three SPD matrices Bᵀ·B + n·I and one interleaved product for all of them.
    const matrices = Array.from({ length: width }, () => {
      const b = Float64Array.from({ length: n * n }, () => rng.normal());
      const a = new Float64Array(n * n);
      for (let i = 0; i < n; i += 1) {
        for (let j = 0; j < n; j += 1) {
          let s = i === j ? n : 0;
          for (let k = 0; k < n; k += 1) s += (b[k * n + i] ?? 0) * (b[k * n + j] ?? 0);
          a[i * n + j] = s;
        }
      }
      return a;
    });
    const single = (a: Float64Array) => (x: Float64Array, out: Float64Array) => {
      for (let i = 0; i < n; i += 1) {
        let s = 0;
        for (let j = 0; j < n; j += 1) s += (a[i * n + j] ?? 0) * (x[j] ?? 0);
        out[i] = s;
      }
    };
    const rhs = matrices.map((_, f) =>
      Array.from({ length: n }, () => (f === 1 ? 0 : rng.normal())),
    );
    const starts = matrices.map(() => Array.from({ length: n }, () => rng.normal()));
    const interleave = (parts: ArrayLike<number>[]) =>
      Float64Array.from(
        { length: n * width },
        (_, i) => parts[i % width]?.[Math.floor(i / width)] ?? 0,
      );
    const batch = batchConjugateGradient({
      width,
      multiply: (x, out) =>
        matrices.forEach((a, f) => {
          const xf = Float64Array.from({ length: n }, (_, i) => x[i * width + f] ?? 0);
          const of = new Float64Array(n);
          single(a)(xf, of);
          of.forEach((v, i) => (out[i * width + f] = v));
        }),
      b: interleave(rhs),
      diagonal: interleave(
        matrices.map((a) => Array.from({ length: n }, (_, i) => a[i * n + i] ?? 1)),
      ),
      start: interleave(starts),
      tolerance: 1e-6,
    });
    matrices.forEach((a, f) => {
      const alone = conjugateGradient({
        multiply: single(a),
        b: rhs[f] ?? [],
        diagonal: Array.from({ length: n }, (_, i) => a[i * n + i] ?? 1),
        start: starts[f],
        tolerance: 1e-6,
      });
      expect(batch.converged[f]).toBe(alone.converged);
      expect(batch.iterations[f]).toBe(alone.iterations);
      for (let i = 0; i < n; i += 1) expect(batch.x[i * width + f]).toBe(alone.x[i]);
    });
    // The zero right-hand side: the zero solution at once, whatever the start.
    expect(batch.iterations[1]).toBe(0);
    expect(batch.iterations[0]).toBeGreaterThan(3);
  });

  it('reports a system that does not converge and refuses a ragged right-hand side', () => {
    const stuck = batchConjugateGradient({
      width: 2,
      multiply: (x, out) => out.set(x),
      b: [1, 1, 1, 1],
      diagonal: [1, 1, 1, 1],
      maxIterations: 0,
    });
    expect(stuck.converged).toEqual([false, false]);
    expect(() =>
      batchConjugateGradient({ width: 2, multiply: () => undefined, b: [1, 1, 1], diagonal: [] }),
    ).toThrow(/width × n/);
  });
});
