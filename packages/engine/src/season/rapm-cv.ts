/**
 * The λ cross-validation of RAPM (METHODS §4; the model and why λ is cross-validated: rapm.ts).
 *
 * k folds grouped by game (rapm-design.ts assigns them); for every λ of the grid, each fold's
 * training system (every other fold's rows) is solved and scored by the weighted squared error
 * of its own held-out rows; the λ with the least error summed over the folds wins.
 *
 * Cost. The solves are Jacobi-preconditioned conjugate gradients stopped at a relative residual
 * of `tolerance` (1e-4: the held-out errors then agree with 1e-8 solves to ≈ 1e-6 relative, far
 * below the gaps between λ). All folds are solved together at each λ (batchConjugateGradient):
 * their matrices share one sparsity pattern, so one pass over it multiplies all of them, ≈ 1.6×
 * faster than a product per fold, the inner loop of the whole fit. λ runs from the largest
 * down, each fold warm-started from its own solution at the previous λ (3-18 iterations a solve
 * on a real-size season, the most at the smallest λ).
 */
import { batchConjugateGradient } from '../math/linalg';
import type { RapmDesign } from './rapm-design';
import { foldSystems, type NormalEquations } from './rapm-normal';

export interface CrossValidation {
  /** Mean held-out squared error per λ, in the grid's order. */
  mse: number[];
}

/** Weighted squared error of the rows of fold f, predicted from prior + delta (interleaved). */
function heldOutError(
  d: RapmDesign,
  rows: Int32Array,
  f: number,
  folds: number,
  mu: number,
  prior: Float64Array,
  delta: Float64Array,
): number {
  const homeCol = prior.length - 1;
  const home = (prior[homeCol] ?? 0) + (delta[homeCol * folds + f] ?? 0);
  let err = 0;
  for (const r of rows) {
    let pred = mu + (d.home[r] ?? 0) * home;
    for (let k = 0; k < 10; k += 1) {
      const c = d.cols[r * 10 + k] ?? 0;
      pred += (prior[c] ?? 0) + (delta[c * folds + f] ?? 0);
    }
    err += (d.w[r] ?? 0) * ((d.y[r] ?? 0) - pred) ** 2;
  }
  return err;
}

/** Row indices of each fold, in row order. */
function rowsByFold(d: RapmDesign, folds: number): Int32Array[] {
  const counts = new Int32Array(folds);
  for (const f of d.fold) counts[f] = (counts[f] ?? 0) + 1;
  const out = Array.from(counts, (count) => new Int32Array(count));
  const next = new Int32Array(folds);
  d.fold.forEach((f, r) => {
    const at = next[f] ?? 0;
    (out[f] as Int32Array)[at] = r;
    next[f] = at + 1;
  });
  return out;
}

/**
 * Held-out error of every λ of `grid` (any order; solved largest first) for the model that
 * shrinks toward `prior` (zeros: plain RAPM).
 */
export function crossValidate(
  d: RapmDesign,
  ne: NormalEquations,
  grid: readonly number[],
  prior: Float64Array,
  settings: { penalty: Float64Array; tolerance: number },
): CrossValidation {
  const folds = ne.sw.length;
  const n = ne.n;
  const systems = foldSystems(ne, prior);
  const rows = rowsByFold(d, folds);
  const totalW = ne.sw.reduce((sum, w) => sum + w, 0);
  const baseDiagonal = systems.matrix.diagonal();
  const order = grid.map((lambda, g) => ({ lambda, g })).sort((a, b) => b.lambda - a.lambda);
  const mse = grid.map(() => 0);
  // Each λ starts from the previous one's solutions, and from their residuals less the change
  // of the ridge term (b − (A + λP)x = r − (λ − λ_previous)·P·x), which saves a product.
  let previous: { lambda: number; x: Float64Array; residual: Float64Array } | null = null;
  for (const { lambda, g } of order) {
    const diagonal = Float64Array.from(
      baseDiagonal,
      (v, i) => v + lambda * (settings.penalty[Math.floor(i / folds)] ?? 0),
    );
    let residual: Float64Array | undefined;
    if (previous) {
      const { x, residual: r } = previous;
      const step = lambda - previous.lambda;
      residual = Float64Array.from(
        r,
        (v, i) => v - step * (settings.penalty[Math.floor(i / folds)] ?? 0) * (x[i] ?? 0),
      );
    }
    const solved = batchConjugateGradient({
      width: folds,
      multiply: (x, out) => systems.matrix.multiply(x, out, lambda, settings.penalty),
      b: systems.rhs,
      diagonal,
      start: previous?.x,
      residual,
      tolerance: settings.tolerance,
    });
    const stuck = solved.converged.indexOf(false);
    if (stuck >= 0)
      throw new Error(
        `rapm: conjugate gradients did not converge at λ = ${lambda} (${n} columns, fold ${stuck + 1})`,
      );
    previous = { lambda, x: solved.x, residual: solved.residual };
    let err = 0;
    for (let f = 0; f < folds; f += 1)
      err += heldOutError(
        d,
        rows[f] ?? new Int32Array(0),
        f,
        folds,
        systems.mu[f] ?? 0,
        prior,
        solved.x,
      );
    mse[g] = err / totalW;
  }
  return { mse };
}
