/**
 * Householder QR of a tall design matrix, the factorisation the OLS fit solves with.
 *
 * Each column in turn is reflected onto the next axis by H = I − 2vvᵀ/(vᵀv), with v = x − α·e₁
 * and α = −sign(x₁)·‖x‖ (the sign that avoids cancellation). Applying the same reflections to y
 * gives Qᵀy, so X·β = y in the least-squares sense becomes the triangular system
 * R·β = (Qᵀy)[0..k), and the residual sum of squares is ‖(Qᵀy)[k..n)‖². XᵀX is never formed,
 * which would square the condition number and lose half the digits on a design as
 * ill-conditioned as NIST's Longley data.
 *
 * A column is dependent on the columns kept before it when the length of the part of it they do
 * not explain (what would become |R_jj|) is at most a tolerance (RANK_TOLERANCE unless the
 * caller knows its data carry fewer digits) of the column's own length. That measure does not
 * depend on the column's units, so a predictor in millions next to one in fractions is judged
 * the same way. A dependent column is skipped: no reflection is built from it, so R, Qᵀy and Q of
 * the kept columns are exactly those of the design without it. Its first entries after the
 * reflections so far are its coordinates along Q's kept columns; back-substitution turns them
 * into the combination of earlier kept columns that reproduces it, which names the culprits.
 *
 * Matrices here are column-major arrays of Float64Array columns for the design and for Q, and
 * row-major k×k Float64Arrays for R and R⁻¹.
 */

/**
 * |R_jj| / ‖x_j‖ at or below this: column j lies (numerically) in the span of the columns before
 * it. Far above double rounding (1e-16), far below any real relationship between predictors.
 */
export const RANK_TOLERANCE = 1e-10;

export interface DependentColumn {
  /** Index of the column among those given. */
  column: number;
  /**
   * x_column ≈ Σ coefficients[a]·x_kept[a] over the columns kept before it (one per entry of
   * `kept` at the time it was found, in that order).
   */
  coefficients: Float64Array;
}

interface Reflector {
  /** v[from..n) is the Householder vector. */
  v: Float64Array;
  from: number;
  vNormSquared: number;
}

export interface HouseholderQr {
  /** Rows. */
  n: number;
  /** Indices of the columns kept (independent of the kept ones before them), in order. */
  kept: number[];
  /** Columns skipped as dependent on the kept columns before them, in order. */
  dependent: DependentColumn[];
  /** Upper-triangular k×k factor of the kept columns, row-major (k = kept.length). */
  r: Float64Array;
  /** Qᵀy, length n. */
  qty: Float64Array;
  /** The reflections, in the order applied; thinQ builds Q's first k columns from them. */
  reflectors: readonly Reflector[];
}

/** Euclidean norm of values[from..], scaled so that squares neither overflow nor underflow. */
function scaledNorm(values: Float64Array, from: number): number {
  let largest = 0;
  for (let i = from; i < values.length; i += 1)
    largest = Math.max(largest, Math.abs(values[i] ?? 0));
  if (largest === 0) return 0;
  let sum = 0;
  for (let i = from; i < values.length; i += 1) sum += ((values[i] ?? 0) / largest) ** 2;
  return largest * Math.sqrt(sum);
}

function reflect(reflector: Reflector, target: Float64Array): void {
  const { v, from, vNormSquared } = reflector;
  let dot = 0;
  for (let i = from; i < v.length; i += 1) dot += (v[i] ?? 0) * (target[i] ?? 0);
  const factor = (2 * dot) / vNormSquared;
  for (let i = from; i < v.length; i += 1) target[i] = (target[i] ?? 0) - factor * (v[i] ?? 0);
}

/**
 * Factors the columns of X (each of length n) that are independent of the columns before them,
 * skipping the others, and applies Qᵀ to y.
 */
export function householderQr(
  columns: readonly ArrayLike<number>[],
  y: ArrayLike<number>,
  rankTolerance = RANK_TOLERANCE,
): HouseholderQr {
  const p = columns.length;
  const n = y.length;
  const work = columns.map((column) => Float64Array.from(column));
  const qty = Float64Array.from(y);
  const originalNorms = work.map((column) => scaledNorm(column, 0));
  // Row a of R (a = kept position) against every given column; compacted to k×k at the end.
  const rByColumn = new Float64Array(p * p);
  const kept: number[] = [];
  const dependent: DependentColumn[] = [];
  const reflectors: Reflector[] = [];
  for (let j = 0; j < p; j += 1) {
    const v = work[j];
    if (v === undefined) continue;
    const rank = kept.length;
    const norm = rank < n ? scaledNorm(v, rank) : 0;
    if (!(norm > rankTolerance * (originalNorms[j] ?? 0))) {
      const leading = new Float64Array(rank * rank);
      for (let a = 0; a < rank; a += 1)
        for (let b = a; b < rank; b += 1)
          leading[a * rank + b] = rByColumn[a * p + (kept[b] ?? 0)] ?? 0;
      dependent.push({ column: j, coefficients: solveUpperTriangular(leading, rank, v) });
      continue;
    }
    const head = v[rank] ?? 0;
    const alpha = head > 0 ? -norm : norm;
    v[rank] = head - alpha;
    // vᵀv = ‖x‖² − x₁² + (x₁ − α)² = 2‖x‖(‖x‖ + |x₁|).
    const reflector: Reflector = {
      v,
      from: rank,
      vNormSquared: 2 * norm * (norm + Math.abs(head)),
    };
    for (let k = j + 1; k < p; k += 1) {
      const column = work[k];
      if (column !== undefined) reflect(reflector, column);
    }
    reflect(reflector, qty);
    reflectors.push(reflector);
    rByColumn[rank * p + j] = alpha;
    for (let k = j + 1; k < p; k += 1) rByColumn[rank * p + k] = work[k]?.[rank] ?? 0;
    kept.push(j);
  }
  const k = kept.length;
  const r = new Float64Array(k * k);
  for (let a = 0; a < k; a += 1)
    for (let b = a; b < k; b += 1) r[a * k + b] = rByColumn[a * p + (kept[b] ?? 0)] ?? 0;
  return { n, kept, dependent, r, qty, reflectors };
}

/**
 * The first k columns of Q (X_kept = Q₁R), each Q·e_a built by applying the reflections to the
 * unit vector in reverse order. The leverage of row i is the squared length of its row of Q₁.
 */
export function thinQ(qr: HouseholderQr): Float64Array[] {
  const { n, reflectors } = qr;
  return reflectors.map((_, a) => {
    const column = new Float64Array(n);
    column[a] = 1;
    for (let h = reflectors.length - 1; h >= 0; h -= 1) {
      const reflector = reflectors[h];
      if (reflector !== undefined) reflect(reflector, column);
    }
    return column;
  });
}

/** Solves R·x = b for the upper-triangular p×p R (row-major) by back-substitution. */
export function solveUpperTriangular(
  r: Float64Array,
  p: number,
  b: ArrayLike<number>,
): Float64Array {
  const x = new Float64Array(p);
  for (let i = p - 1; i >= 0; i -= 1) {
    let sum = b[i] ?? 0;
    for (let k = i + 1; k < p; k += 1) sum -= (r[i * p + k] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (r[i * p + i] ?? 1);
  }
  return x;
}

/** R⁻¹ of the upper-triangular p×p R (row-major), itself upper triangular. */
export function invertUpperTriangular(r: Float64Array, p: number): Float64Array {
  const inverse = new Float64Array(p * p);
  const unit = new Float64Array(p);
  // Column k of R⁻¹ solves R·x = e_k.
  for (let k = 0; k < p; k += 1) {
    unit.fill(0);
    unit[k] = 1;
    const column = solveUpperTriangular(r, p, unit);
    for (let i = 0; i < p; i += 1) inverse[i * p + k] = column[i] ?? 0;
  }
  return inverse;
}
