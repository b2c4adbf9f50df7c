/**
 * The little dense linear algebra the season models need, written out so the engine has no
 * numeric dependency:
 *
 * - Cholesky factorisation and solve for symmetric positive-definite systems, i.e. ridge normal
 *   equations (RAPM, METHODS §4; the BPM-style regression, §2). n³/3 flops, n² memory; the
 *   factor overwrites the lower triangle in place so a p×p system needs a single buffer.
 * - Householder QR least squares, the numerically stable route for plain OLS (§11): it never
 *   forms XᵀX, so it keeps the accuracy that squaring the condition number would lose.
 * - Preconditioned conjugate gradients for systems too large to factor densely (RAPM over a
 *   whole division), touching the matrix only through a product callback.
 *
 * Matrices are row-major Float64Arrays: element (i, j) of an r×c matrix is at i·c + j.
 */

/**
 * Factors the symmetric positive-definite n×n matrix `a` in place as L·Lᵀ, leaving L in the
 * lower triangle (the upper triangle is not read or written). Returns false when a pivot is not
 * positive, i.e. the matrix is not (numerically) positive definite.
 */
export function choleskyInPlace(a: Float64Array, n: number): boolean {
  for (let j = 0; j < n; j += 1) {
    const rowJ = j * n;
    let diag = a[rowJ + j] ?? 0;
    for (let k = 0; k < j; k += 1) {
      const v = a[rowJ + k] ?? 0;
      diag -= v * v;
    }
    if (!(diag > 0)) return false;
    const pivot = Math.sqrt(diag);
    a[rowJ + j] = pivot;
    for (let i = j + 1; i < n; i += 1) {
      const rowI = i * n;
      let sum = a[rowI + j] ?? 0;
      // Inner product of the two row prefixes: contiguous memory, the hot loop of the method.
      for (let k = 0; k < j; k += 1) sum -= (a[rowI + k] ?? 0) * (a[rowJ + k] ?? 0);
      a[rowI + j] = sum / pivot;
    }
  }
  return true;
}

/** Solves L·Lᵀ·x = b given the factor from choleskyInPlace. */
export function choleskySolve(l: Float64Array, n: number, b: ArrayLike<number>): Float64Array {
  const x = Float64Array.from({ length: n }, (_, i) => b[i] ?? 0);
  for (let i = 0; i < n; i += 1) {
    const row = i * n;
    let sum = x[i] ?? 0;
    for (let k = 0; k < i; k += 1) sum -= (l[row + k] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[row + i] ?? 1);
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = x[i] ?? 0;
    for (let k = i + 1; k < n; k += 1) sum -= (l[k * n + i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[i * n + i] ?? 1);
  }
  return x;
}

/** Solves the SPD system a·x = b (a is copied, not modified). Throws if a is not SPD. */
export function solveSpd(a: Float64Array, n: number, b: ArrayLike<number>): Float64Array {
  const factor = Float64Array.from(a);
  if (!choleskyInPlace(factor, n)) throw new Error('solveSpd: matrix is not positive definite');
  return choleskySolve(factor, n, b);
}

export interface LeastSquaresResult {
  coefficients: Float64Array;
  /** Residual sum of squares. */
  rss: number;
}

/**
 * Minimises ‖X·β − y‖² for a rows×cols matrix X with rows ≥ cols by Householder QR. Throws when
 * X is rank deficient (a diagonal of R below 1e-10 of the largest column norm), so a caller can
 * never mistake an arbitrary solution for the unique one.
 */
export function qrLeastSquares(
  x: Float64Array,
  rows: number,
  cols: number,
  y: ArrayLike<number>,
): LeastSquaresResult {
  if (rows < cols) throw new Error('qrLeastSquares: fewer rows than columns');
  const a = Float64Array.from(x);
  const b = Float64Array.from({ length: rows }, (_, i) => y[i] ?? 0);
  let scale = 0;
  for (let j = 0; j < cols; j += 1) {
    let norm = 0;
    for (let i = 0; i < rows; i += 1) norm += (a[i * cols + j] ?? 0) ** 2;
    scale = Math.max(scale, Math.sqrt(norm));
  }
  const diag = new Float64Array(cols);
  for (let j = 0; j < cols; j += 1) {
    let norm = 0;
    for (let i = j; i < rows; i += 1) norm += (a[i * cols + j] ?? 0) ** 2;
    norm = Math.sqrt(norm);
    if (norm <= 1e-10 * scale) throw new Error('qrLeastSquares: matrix is rank deficient');
    const head = a[j * cols + j] ?? 0;
    const alpha = head > 0 ? -norm : norm;
    // Householder vector v = x − α·e₁ stored in place of column j (below and on the diagonal).
    a[j * cols + j] = head - alpha;
    const vNorm2 = norm * norm - head * head + (head - alpha) ** 2;
    for (let k = j + 1; k < cols; k += 1) {
      let dot = 0;
      for (let i = j; i < rows; i += 1) dot += (a[i * cols + j] ?? 0) * (a[i * cols + k] ?? 0);
      const f = (2 * dot) / vNorm2;
      for (let i = j; i < rows; i += 1)
        a[i * cols + k] = (a[i * cols + k] ?? 0) - f * (a[i * cols + j] ?? 0);
    }
    let dotB = 0;
    for (let i = j; i < rows; i += 1) dotB += (a[i * cols + j] ?? 0) * (b[i] ?? 0);
    const fb = (2 * dotB) / vNorm2;
    for (let i = j; i < rows; i += 1) b[i] = (b[i] ?? 0) - fb * (a[i * cols + j] ?? 0);
    diag[j] = alpha;
  }
  const beta = new Float64Array(cols);
  for (let j = cols - 1; j >= 0; j -= 1) {
    let sum = b[j] ?? 0;
    for (let k = j + 1; k < cols; k += 1) sum -= (a[j * cols + k] ?? 0) * (beta[k] ?? 0);
    beta[j] = sum / (diag[j] ?? 1);
  }
  let rss = 0;
  for (let i = cols; i < rows; i += 1) rss += (b[i] ?? 0) ** 2;
  return { coefficients: beta, rss };
}

export interface ConjugateGradientOptions {
  /** y = A·x for the SPD matrix A. */
  multiply: (x: Float64Array, out: Float64Array) => void;
  b: ArrayLike<number>;
  /** Diagonal of A, for the Jacobi preconditioner. */
  diagonal: ArrayLike<number>;
  /** Starting point (warm start); zeros by default. */
  start?: ArrayLike<number>;
  /** Stop when ‖r‖ ≤ tolerance·‖b‖. */
  tolerance?: number;
  maxIterations?: number;
}

export interface ConjugateGradientResult {
  x: Float64Array;
  iterations: number;
  converged: boolean;
}

/** Jacobi-preconditioned conjugate gradients for A·x = b with A symmetric positive definite. */
export function conjugateGradient(options: ConjugateGradientOptions): ConjugateGradientResult {
  const n = options.b.length;
  const tolerance = options.tolerance ?? 1e-10;
  const maxIterations = options.maxIterations ?? 10 * n + 100;
  const x = Float64Array.from({ length: n }, (_, i) => options.start?.[i] ?? 0);
  const r = new Float64Array(n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  const q = new Float64Array(n);
  const inv = Float64Array.from({ length: n }, (_, i) => {
    const d = options.diagonal[i] ?? 0;
    return d > 0 ? 1 / d : 1;
  });
  options.multiply(x, q);
  let bNorm = 0;
  for (let i = 0; i < n; i += 1) {
    const bi = options.b[i] ?? 0;
    bNorm += bi * bi;
    r[i] = bi - (q[i] ?? 0);
  }
  bNorm = Math.sqrt(bNorm);
  if (bNorm === 0) return { x: new Float64Array(n), iterations: 0, converged: true };
  let rz = 0;
  for (let i = 0; i < n; i += 1) {
    z[i] = (r[i] ?? 0) * (inv[i] ?? 1);
    p[i] = z[i] ?? 0;
    rz += (r[i] ?? 0) * (z[i] ?? 0);
  }
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    let rNorm = 0;
    for (let i = 0; i < n; i += 1) rNorm += (r[i] ?? 0) ** 2;
    if (Math.sqrt(rNorm) <= tolerance * bNorm) return { x, iterations: iteration, converged: true };
    options.multiply(p, q);
    let pq = 0;
    for (let i = 0; i < n; i += 1) pq += (p[i] ?? 0) * (q[i] ?? 0);
    const alpha = rz / pq;
    let rzNext = 0;
    for (let i = 0; i < n; i += 1) {
      x[i] = (x[i] ?? 0) + alpha * (p[i] ?? 0);
      r[i] = (r[i] ?? 0) - alpha * (q[i] ?? 0);
      z[i] = (r[i] ?? 0) * (inv[i] ?? 1);
      rzNext += (r[i] ?? 0) * (z[i] ?? 0);
    }
    const beta = rzNext / rz;
    rz = rzNext;
    for (let i = 0; i < n; i += 1) p[i] = (z[i] ?? 0) + beta * (p[i] ?? 0);
  }
  return { x, iterations: maxIterations, converged: false };
}

export interface BatchConjugateGradientOptions {
  /** Number of systems solved together. */
  width: number;
  /**
   * out = A_f·x_f for every system f, vectors interleaved: entry i of system f at i·width + f
   * (as SparseSymmetricBatch multiplies).
   */
  multiply: (x: Float64Array, out: Float64Array) => void;
  /** Right-hand sides, interleaved. */
  b: ArrayLike<number>;
  /** Diagonals, interleaved, for the Jacobi preconditioners. */
  diagonal: ArrayLike<number>;
  /** Starting points, interleaved (warm start); zeros by default. */
  start?: ArrayLike<number>;
  /**
   * b − A·start, interleaved, when the caller knows it (saves a product): e.g. the previous
   * solve's final residual r less Δλ·P·start when only a ridge shift changed.
   */
  residual?: ArrayLike<number>;
  /** Stop system f when ‖r_f‖ ≤ tolerance·‖b_f‖. */
  tolerance?: number;
  maxIterations?: number;
}

export interface BatchConjugateGradientResult {
  /** Solutions, interleaved. */
  x: Float64Array;
  /** Their residuals b − A·x as the iterations updated them, interleaved. */
  residual: Float64Array;
  /** Iterations and convergence per system. */
  iterations: number[];
  converged: boolean[];
}

/**
 * conjugateGradient for `width` SPD systems at once, so that one batched product serves every
 * system (several cross-validation folds at one λ). Each system runs exactly the steps
 * conjugateGradient would run on it alone, with the same arithmetic, and stops at its own
 * tolerance (its vectors no longer change, though the product keeps computing them); a batched
 * product that adds each system's terms in the single product's order therefore gives the same
 * numbers to the last bit.
 */
export function batchConjugateGradient(
  options: BatchConjugateGradientOptions,
): BatchConjugateGradientResult {
  const w = options.width;
  const size = options.b.length;
  const n = size / w;
  if (!Number.isInteger(n)) throw new Error('batchConjugateGradient: b is not width × n long');
  const tolerance = options.tolerance ?? 1e-10;
  const maxIterations = options.maxIterations ?? 10 * n + 100;
  const x = Float64Array.from({ length: size }, (_, i) => options.start?.[i] ?? 0);
  const r = new Float64Array(size);
  const z = new Float64Array(size);
  const p = new Float64Array(size);
  const q = new Float64Array(size);
  const inv = Float64Array.from({ length: size }, (_, i) => {
    const d = options.diagonal[i] ?? 0;
    return d > 0 ? 1 / d : 1;
  });
  const bNorm = new Float64Array(w);
  const rz = new Float64Array(w);
  const alpha = new Float64Array(w);
  const rzNext = new Float64Array(w);
  const active = Array.from({ length: w }, () => true);
  const iterations = Array.from({ length: w }, () => 0);
  const converged = Array.from({ length: w }, () => false);
  const given = options.residual;
  if (!given) options.multiply(x, q);
  for (let i = 0; i < size; i += 1) {
    const bi = options.b[i] ?? 0;
    bNorm[i % w] = (bNorm[i % w] ?? 0) + bi * bi;
    r[i] = given ? (given[i] ?? 0) : bi - (q[i] ?? 0);
  }
  for (let f = 0; f < w; f += 1) {
    bNorm[f] = Math.sqrt(bNorm[f] ?? 0);
    if (bNorm[f] !== 0) continue;
    // As conjugateGradient: a zero right-hand side has the zero solution.
    for (let i = f; i < size; i += w) {
      x[i] = 0;
      r[i] = 0;
    }
    active[f] = false;
    converged[f] = true;
  }
  for (let i = 0; i < size; i += 1) {
    z[i] = (r[i] ?? 0) * (inv[i] ?? 1);
    p[i] = z[i] ?? 0;
    rz[i % w] = (rz[i % w] ?? 0) + (r[i] ?? 0) * (z[i] ?? 0);
  }
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    const rNorm = new Float64Array(w);
    for (let i = 0; i < size; i += 1) rNorm[i % w] = (rNorm[i % w] ?? 0) + (r[i] ?? 0) ** 2;
    for (let f = 0; f < w; f += 1) {
      if (!active[f] || Math.sqrt(rNorm[f] ?? 0) > tolerance * (bNorm[f] ?? 0)) continue;
      active[f] = false;
      converged[f] = true;
      iterations[f] = iteration;
    }
    if (!active.includes(true)) return { x, residual: r, iterations, converged };
    options.multiply(p, q);
    const pq = new Float64Array(w);
    for (let i = 0; i < size; i += 1) pq[i % w] = (pq[i % w] ?? 0) + (p[i] ?? 0) * (q[i] ?? 0);
    for (let f = 0; f < w; f += 1) {
      alpha[f] = (rz[f] ?? 0) / (pq[f] ?? 0);
      rzNext[f] = 0;
    }
    for (let i = 0; i < size; i += 1) {
      const f = i % w;
      if (!active[f]) continue;
      const a = alpha[f] ?? 0;
      x[i] = (x[i] ?? 0) + a * (p[i] ?? 0);
      r[i] = (r[i] ?? 0) - a * (q[i] ?? 0);
      z[i] = (r[i] ?? 0) * (inv[i] ?? 1);
      rzNext[f] = (rzNext[f] ?? 0) + (r[i] ?? 0) * (z[i] ?? 0);
    }
    for (let i = 0; i < size; i += 1) {
      const f = i % w;
      if (!active[f]) continue;
      p[i] = (z[i] ?? 0) + ((rzNext[f] ?? 0) / (rz[f] ?? 0)) * (p[i] ?? 0);
    }
    for (let f = 0; f < w; f += 1) if (active[f]) rz[f] = rzNext[f] ?? 0;
  }
  for (let f = 0; f < w; f += 1) if (active[f]) iterations[f] = maxIterations;
  return { x, residual: r, iterations, converged };
}
