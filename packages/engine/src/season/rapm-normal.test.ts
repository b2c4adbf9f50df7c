import { describe, expect, it } from 'vitest';
import { SparseSymmetric } from '../math/sparse';
import type { StintInput } from './inputs';
import { buildDesign, type RapmDesign } from './rapm-design';
import { assemble, foldSystems, fullSystem } from './rapm-normal';
import { plantedLeague } from './rapm-test-support';

/** XᵀWX of the rows of the given folds straight from the definition, dense. */
function denseGram(d: RapmDesign, n: number, folds: (f: number) => boolean): Float64Array {
  const a = new Float64Array(n * n);
  for (let r = 0; r < d.y.length; r += 1) {
    if (!folds(d.fold[r] ?? 0)) continue;
    const x = new Float64Array(n);
    for (let k = 0; k < 10; k += 1)
      x[d.cols[r * 10 + k] ?? 0] = (x[d.cols[r * 10 + k] ?? 0] ?? 0) + 1;
    x[n - 1] = d.home[r] ?? 0;
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1)
        a[i * n + j] = (a[i * n + j] ?? 0) + (d.w[r] ?? 0) * (x[i] ?? 0) * (x[j] ?? 0);
  }
  return a;
}

const maxGap = (a: ArrayLike<number>, b: ArrayLike<number>): number =>
  Array.from(a).reduce((m, v, k) => Math.max(m, Math.abs(v - (b[k] ?? NaN))), 0);

const stint = (over: Partial<StintInput>): StintInput => ({
  gameId: 1,
  homeIds: [1, 2, 3, 4, 5],
  awayIds: [6, 7, 8, 9, 10],
  homePoss: 1,
  awayPoss: 1,
  homePts: 0,
  awayPts: 0,
  weight: 1,
  ...over,
});

describe('RAPM normal equations', () => {
  it('builds XᵀWX of a hand-worked pair of stints', () => {
    // Columns: players 1-10 → 0-9, player 11 → 10 (p = 11); defence p + k; home 22.
    const stints = [
      stint({ homePoss: 2, homePts: 3 }),
      stint({ homeIds: [1, 2, 3, 4, 11], homePts: 2, awayPts: 2, weight: 0.5 }),
    ];
    const d = buildDesign(stints, 1, 1);
    const n = 2 * d.ids.length + 1;
    const ne = assemble(d, n, 1);
    const a = new SparseSymmetric(n, ne.rowStart, ne.cols, ne.all).toDense();
    const at = (i: number, j: number) => a[i * n + j];
    // Rows: home offence w = 2 and 0.5 (h = +1), away offence w = 1 and 0.5 (h = −1).
    expect(at(0, 1)).toBe(2.5); // players 1 and 2 attacking together
    expect(at(0, 10)).toBe(0.5); // 1 with 11, second stint only
    expect(at(4, 10)).toBe(0); // 5 and 11 never shared the floor: no entry
    expect(at(0, 11 + 5)).toBe(2.5); // 1 attacking against 6 defending
    expect(at(5, 11 + 0)).toBe(1.5); // 6 attacking against 1 defending
    expect(at(0, 22)).toBe(2.5); // 1 on offence at home: +w
    expect(at(11 + 0, 22)).toBe(-1.5); // 1 on defence while the visitors attack: −w
    expect(at(22, 22)).toBe(4);
    expect(at(11 + 10, 11 + 10)).toBe(0.5);
    expect(ne.sw[0]).toBe(4);
    // Σw·y: 2·150 + 0.5·200 + 0.5·200 (y = 100·pts/poss).
    expect(ne.swy[0]).toBe(500);
    expect(ne.allBut).toBeNull();
  });

  it('counts a player listed twice in a five once per pair of positions', () => {
    const d = buildDesign([stint({ homeIds: [1, 1, 2, 3, 4] })], 1, 1);
    const n = 2 * d.ids.length + 1;
    const ne = assemble(d, n, 1);
    const a = new SparseSymmetric(n, ne.rowStart, ne.cols, ne.all).toDense();
    // Player 1 (column 0) at two positions: (0,0), (0,1), (1,1) → 3w; with player 2 → 2w.
    expect(a[0]).toBe(3);
    expect(a[1]).toBe(2);
  });

  it('matches the definition on a planted league, per fold, in sorted symmetric rows', () => {
    const { stints } = plantedLeague({ seed: 3, teams: 8, roster: 9, rounds: 3, sd: 2 });
    stints.forEach((s, k) => (s.neutral = k % 7 === 0));
    const folds = 4;
    const d = buildDesign(stints, folds, 2);
    const n = 2 * d.ids.length + 1;
    const ne = assemble(d, n, folds);
    for (let i = 0; i < n; i += 1)
      for (let k = (ne.rowStart[i] ?? 0) + 1; k < (ne.rowStart[i + 1] ?? 0); k += 1)
        expect(ne.cols[k]).toBeGreaterThan(ne.cols[k - 1] ?? 0);
    const all = new SparseSymmetric(n, ne.rowStart, ne.cols, ne.all).toDense();
    expect(
      maxGap(
        all,
        denseGram(d, n, () => true),
      ),
    ).toBeLessThan(1e-9);
    let asymmetric = 0;
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1) if (all[i * n + j] !== all[j * n + i]) asymmetric += 1;
    expect(asymmetric).toBe(0);
    const prior = Float64Array.from({ length: n }, (_, i) => (i === n - 1 ? 0 : Math.sin(i)));
    const batch = foldSystems(ne, prior);
    const full = fullSystem(ne, prior);
    expect(full.mu).toBeCloseTo(
      d.y.reduce((s, y, r) => s + y * (d.w[r] ?? 0), 0) / d.w.reduce((s, w) => s + w, 0),
      9,
    );
    for (let f = 0; f < folds; f += 1) {
      const expected = denseGram(d, n, (g) => g !== f);
      const values = Float64Array.from(ne.cols, (_, k) => ne.allBut?.[k * folds + f] ?? NaN);
      const dense = new SparseSymmetric(n, ne.rowStart, ne.cols, values).toDense();
      expect(maxGap(dense, expected)).toBeLessThan(1e-9);
      // Right-hand side: XᵀW(y − μ_f) − A_f·prior over the training rows, from the definition.
      let sw = 0;
      let swy = 0;
      d.y.forEach((y, r) => {
        if (d.fold[r] === f) return;
        sw += d.w[r] ?? 0;
        swy += (d.w[r] ?? 0) * y;
      });
      const mu = swy / sw;
      expect(batch.mu[f]).toBeCloseTo(mu, 9);
      const rhs = new Float64Array(n);
      d.y.forEach((y, r) => {
        if (d.fold[r] === f) return;
        const wr = (d.w[r] ?? 0) * (y - mu);
        for (let k = 0; k < 10; k += 1) {
          const c = d.cols[r * 10 + k] ?? 0;
          rhs[c] = (rhs[c] ?? 0) + wr;
        }
        rhs[n - 1] = (rhs[n - 1] ?? 0) + wr * (d.home[r] ?? 0);
      });
      const want = rhs.map((v, i) => {
        let ap = 0;
        for (let j = 0; j < n; j += 1) ap += (expected[i * n + j] ?? 0) * (prior[j] ?? 0);
        return v - ap;
      });
      const got = Float64Array.from(want, (_, i) => batch.rhs[i * folds + f] ?? NaN);
      expect(maxGap(got, want)).toBeLessThan(1e-7);
    }
  });
});
