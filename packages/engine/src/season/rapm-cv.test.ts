import { describe, expect, it } from 'vitest';
import { solveSpd } from '../math/linalg';
import { SparseSymmetric } from '../math/sparse';
import { crossValidate } from './rapm-cv';
import { buildDesign } from './rapm-design';
import { assemble, foldSystems } from './rapm-normal';
import { plantedLeague } from './rapm-test-support';

describe('RAPM cross-validation', () => {
  it('scores every λ as exact solves of every fold would', () => {
    const { stints } = plantedLeague({ seed: 11, teams: 10, roster: 9, rounds: 4, sd: 3 });
    const folds = 5;
    const d = buildDesign(stints, folds, 1);
    const n = 2 * d.ids.length + 1;
    const ne = assemble(d, n, folds);
    const penalty = Float64Array.from({ length: n }, (_, i) => (i < n - 1 ? 1 : 1e-6));
    const prior = new Float64Array(n);
    const grid = [30, 300, 3000];
    const { mse } = crossValidate(d, ne, grid, prior, { penalty, tolerance: 1e-10 });
    // The same scores by Cholesky on each fold's dense training system.
    const systems = foldSystems(ne, prior);
    const totalW = d.w.reduce((s, w) => s + w, 0);
    const exact = grid.map((lambda) => {
      let err = 0;
      for (let f = 0; f < folds; f += 1) {
        const values = Float64Array.from(ne.cols, (_, k) => ne.allBut?.[k * folds + f] ?? NaN);
        const a = new SparseSymmetric(n, ne.rowStart, ne.cols, values).toDense();
        for (let i = 0; i < n; i += 1)
          a[i * n + i] = (a[i * n + i] ?? 0) + lambda * (penalty[i] ?? 0);
        const rhs = Float64Array.from({ length: n }, (_, i) => systems.rhs[i * folds + f] ?? 0);
        const beta = solveSpd(a, n, rhs);
        d.y.forEach((y, r) => {
          if (d.fold[r] !== f) return;
          let pred = (systems.mu[f] ?? 0) + (d.home[r] ?? 0) * (beta[n - 1] ?? 0);
          for (let k = 0; k < 10; k += 1) pred += beta[d.cols[r * 10 + k] ?? 0] ?? 0;
          err += (d.w[r] ?? 0) * (y - pred) ** 2;
        });
      }
      return err / totalW;
    });
    grid.forEach((_, g) => expect(mse[g]).toBeCloseTo(exact[g] ?? NaN, 6));
    // Not a flat curve: the λ matter, so agreeing is not a coincidence.
    expect(Math.max(...exact) - Math.min(...exact)).toBeGreaterThan(1);
  });
});
