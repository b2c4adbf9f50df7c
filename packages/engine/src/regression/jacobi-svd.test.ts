import { describe, expect, it } from 'vitest';
import { singularValueDecomposition, singularValues } from './jacobi-svd';

describe('singularValues', () => {
  it('finds the singular values of a hand-worked 2×2 matrix', () => {
    // A = [[3, 0], [4, 5]]: AᵀA = [[25, 20], [20, 25]] has eigenvalues 45 and 5.
    const values = singularValues(Float64Array.from([3, 0, 4, 5]), 2);
    expect(values[0]).toBeCloseTo(Math.sqrt(45), 14);
    expect(values[1]).toBeCloseTo(Math.sqrt(5), 14);
  });

  it('keeps a tiny singular value accurate (AᵀA is never formed)', () => {
    // Upper-triangular [[1, 1], [0, 1e-9]]: σ₁σ₂ = |det| = 1e-9 and σ₁² + σ₂² = 2 + 1e-18.
    const values = singularValues(Float64Array.from([1, 1, 0, 1e-9]), 2);
    const largest = values[0] ?? 0;
    expect(largest).toBeCloseTo(Math.SQRT2, 14);
    expect(Math.abs((values[1] ?? 0) - 1e-9 / largest) / (1e-9 / largest)).toBeLessThan(1e-12);
  });

  it('sorts the values of a diagonal matrix, largest first', () => {
    const values = singularValues(Float64Array.from([2, 0, 0, 0, -7, 0, 0, 0, 0.5]), 3);
    expect(values).toEqual([7, 2, 0.5]);
  });
});

describe('singularValueDecomposition', () => {
  it('pairs each singular value with its right singular vector', () => {
    // A = [[3, 0], [4, 5]]: AᵀA = [[25, 20], [20, 25]], eigenvectors (1, 1)/√2 for 45 and
    // (1, −1)/√2 for 5.
    const { values, vectors } = singularValueDecomposition(Float64Array.from([3, 0, 4, 5]), 2);
    expect(values[0]).toBeCloseTo(Math.sqrt(45), 14);
    const [first = new Float64Array(), second = new Float64Array()] = vectors;
    expect(Math.abs(first[0] ?? 0)).toBeCloseTo(Math.SQRT1_2, 14);
    expect((first[0] ?? 0) * (first[1] ?? 0)).toBeCloseTo(0.5, 14);
    expect((second[0] ?? 0) * (second[1] ?? 0)).toBeCloseTo(-0.5, 14);
  });
});
