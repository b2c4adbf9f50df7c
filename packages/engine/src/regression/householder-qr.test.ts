import { describe, expect, it } from 'vitest';
import {
  householderQr,
  invertUpperTriangular,
  solveUpperTriangular,
  thinQ,
} from './householder-qr';

describe('householderQr', () => {
  // X = [[1, 0], [1, 1], [1, 2], [1, 3]] (column-major below), y = (1, 2, 2, 4).
  const columns = [Float64Array.from([1, 1, 1, 1]), Float64Array.from([0, 1, 2, 3])];
  const y = [1, 2, 2, 4];

  it('gives R with RᵀR = XᵀX and the least-squares solution', () => {
    const { r, qty, kept, dependent } = householderQr(columns, y);
    expect(kept).toEqual([0, 1]);
    expect(dependent).toEqual([]);
    // XᵀX = [[4, 6], [6, 14]].
    const [r00 = 0, r01 = 0, r10 = 0, r11 = 0] = r;
    expect(r10).toBe(0);
    expect(r00 * r00).toBeCloseTo(4, 13);
    expect(r00 * r01).toBeCloseTo(6, 13);
    expect(r01 * r01 + r11 * r11).toBeCloseTo(14, 13);
    // β = (0.9, 0.9) by hand from XᵀX·β = Xᵀy = (9, 18); RSS = 0.7.
    const beta = solveUpperTriangular(r, 2, qty);
    expect(beta[0]).toBeCloseTo(0.9, 13);
    expect(beta[1]).toBeCloseTo(0.9, 13);
    expect((qty[2] ?? 0) ** 2 + (qty[3] ?? 0) ** 2).toBeCloseTo(0.7, 13);
  });

  it('inverts R', () => {
    const { r } = householderQr(columns, y);
    const inverse = invertUpperTriangular(r, 2);
    const [a = 0, b = 0, , d = 0] = r;
    const [ia = 0, ib = 0, ic = 0, id = 0] = inverse;
    expect(ic).toBe(0);
    expect(a * ia).toBeCloseTo(1, 14);
    expect(a * ib + b * id).toBeCloseTo(0, 14);
    expect(d * id).toBeCloseTo(1, 14);
  });

  it('skips columns that depend on earlier ones, whatever their scale, and says how', () => {
    // 1e6 × the second column: dependent, though its entries dwarf the others.
    const scaled = Float64Array.from([0, 1e6, 2e6, 3e6]);
    const independent = Float64Array.from([5, 1, 4, 2]);
    const qr = householderQr([...columns, scaled, independent], y);
    expect(qr.kept).toEqual([0, 1, 3]);
    expect(qr.dependent.map((d) => d.column)).toEqual([2]);
    const [onOnes = 0, onSecond = 0] = qr.dependent[0]?.coefficients ?? [];
    expect(onOnes).toBeCloseTo(0, 8);
    expect(onSecond).toBeCloseTo(1e6, 7);
    // R and Qᵀy are those of the design without the skipped column.
    const without = householderQr([...columns, independent], y);
    expect(qr.r).toEqual(without.r);
    expect(qr.qty).toEqual(without.qty);
    expect(householderQr([Float64Array.from([0, 0, 0, 0])], y).kept).toEqual([]);
  });

  it('builds the first columns of Q: orthonormal, with Q₁R = X', () => {
    const qr = householderQr(columns, y);
    const q1 = thinQ(qr);
    const dot = (a: Float64Array, b: Float64Array) =>
      a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);
    const [q0 = new Float64Array(), q1b = new Float64Array()] = q1;
    expect(dot(q0, q0)).toBeCloseTo(1, 14);
    expect(dot(q1b, q1b)).toBeCloseTo(1, 14);
    expect(dot(q0, q1b)).toBeCloseTo(0, 14);
    const [r00 = 0, r01 = 0, , r11 = 0] = qr.r;
    for (let i = 0; i < 4; i += 1) {
      expect((q0[i] ?? 0) * r00).toBeCloseTo(1, 14);
      expect((q0[i] ?? 0) * r01 + (q1b[i] ?? 0) * r11).toBeCloseTo(i, 13);
    }
    // Leverages of x = 0…3 with an intercept: 1/4 + (x − 1.5)²/5 = 0.7, 0.3, 0.3, 0.7.
    [0.7, 0.3, 0.3, 0.7].forEach((h, i) =>
      expect((q0[i] ?? 0) ** 2 + (q1b[i] ?? 0) ** 2).toBeCloseTo(h, 14),
    );
  });
});
