/**
 * Singular values (and right singular vectors) of a small square matrix by the one-sided Jacobi
 * method (Hestenes, 1958), used for the condition numbers of a regression design and for which
 * predictors a near-dependence involves.
 *
 * Plane rotations are applied to pairs of columns until every pair is orthogonal; the columns'
 * lengths are then the singular values. Each rotation is the Jacobi eigenvalue rotation that
 * would zero the (i, j) entry of AᵀA, but AᵀA is never formed, so small singular values keep
 * their relative accuracy (forming it would square the condition number). A few sweeps suffice
 * for the p ≤ 11 columns of a fit; convergence is quadratic once the columns are nearly
 * orthogonal. The rotations, applied to the identity as well, accumulate V with A·V = U·Σ:
 * column k of V is the right singular vector of the k-th singular value.
 */

const ORTHOGONALITY_TOLERANCE = 1e-15;
const MAX_SWEEPS = 60;

export interface SingularValueDecomposition {
  /** σ₁ ≥ σ₂ ≥ … ≥ 0. */
  values: number[];
  /** vectors[k] is the unit right singular vector of values[k] (length n). */
  vectors: Float64Array[];
}

/** Singular values and right singular vectors of the n×n row-major matrix `a`, largest first. */
export function singularValueDecomposition(a: Float64Array, n: number): SingularValueDecomposition {
  const columns = Array.from({ length: n }, (_, j) =>
    Float64Array.from({ length: n }, (_, i) => a[i * n + j] ?? 0),
  );
  const right = Array.from({ length: n }, (_, j) =>
    Float64Array.from({ length: n }, (_, i) => (i === j ? 1 : 0)),
  );
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep += 1) {
    let rotated = false;
    for (let i = 0; i < n - 1; i += 1) {
      for (let j = i + 1; j < n; j += 1) {
        const u = columns[i];
        const w = columns[j];
        const vi = right[i];
        const vj = right[j];
        if (u === undefined || w === undefined || vi === undefined || vj === undefined) continue;
        let alpha = 0;
        let beta = 0;
        let gamma = 0;
        for (let k = 0; k < n; k += 1) {
          const uk = u[k] ?? 0;
          const wk = w[k] ?? 0;
          alpha += uk * uk;
          beta += wk * wk;
          gamma += uk * wk;
        }
        if (gamma === 0 || Math.abs(gamma) <= ORTHOGONALITY_TOLERANCE * Math.sqrt(alpha * beta)) {
          continue;
        }
        rotated = true;
        // The rotation angle that diagonalises [[α, γ], [γ, β]], smaller root for stability.
        const zeta = (beta - alpha) / (2 * gamma);
        const t = (zeta >= 0 ? 1 : -1) / (Math.abs(zeta) + Math.sqrt(1 + zeta * zeta));
        const c = 1 / Math.sqrt(1 + t * t);
        const s = c * t;
        for (let k = 0; k < n; k += 1) {
          const uk = u[k] ?? 0;
          const wk = w[k] ?? 0;
          u[k] = c * uk - s * wk;
          w[k] = s * uk + c * wk;
          const vik = vi[k] ?? 0;
          const vjk = vj[k] ?? 0;
          vi[k] = c * vik - s * vjk;
          vj[k] = s * vik + c * vjk;
        }
      }
    }
    if (!rotated) break;
  }
  const pairs = columns
    .map((column, k) => ({
      value: Math.sqrt(column.reduce((sum, entry) => sum + entry * entry, 0)),
      vector: right[k] ?? new Float64Array(n),
    }))
    .sort((first, second) => second.value - first.value);
  return { values: pairs.map((pair) => pair.value), vectors: pairs.map((pair) => pair.vector) };
}

/** Singular values of the n×n row-major matrix `a`, largest first. */
export function singularValues(a: Float64Array, n: number): number[] {
  return singularValueDecomposition(a, n).values;
}
