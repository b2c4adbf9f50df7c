/**
 * A second, deliberately plain least-squares implementation for the tests: the normal equations
 * XᵀWX·β = XᵀWy solved with an explicit inverse by Gauss-Jordan elimination with partial
 * pivoting, and the textbook formulas for the classical and HC3 covariances written out term by
 * term. It squares the condition number, so it is only for small, well-conditioned examples.
 */

/** Inverse of a square matrix given as rows. */
export function invert(matrix: readonly (readonly number[])[]): number[][] {
  const size = matrix.length;
  const work = matrix.map((row, i) => [
    ...row,
    ...Array.from({ length: size }, (_, j) => (i === j ? 1 : 0)),
  ]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(work[row]?.[column] ?? 0) > Math.abs(work[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = work[pivot] ?? [];
    work[pivot] = work[column] ?? [];
    work[column] = pivotRow;
    const divisor = pivotRow[column] ?? 1;
    for (let j = 0; j < 2 * size; j += 1) pivotRow[j] = (pivotRow[j] ?? 0) / divisor;
    work.forEach((row, r) => {
      if (r === column) return;
      const factor = row[column] ?? 0;
      for (let j = 0; j < 2 * size; j += 1) row[j] = (row[j] ?? 0) - factor * (pivotRow[j] ?? 0);
    });
  }
  return work.map((row) => row.slice(size));
}

export interface PlainFit {
  beta: number[];
  residuals: number[];
  leverages: number[];
  classicalErrors: number[];
  hc3Errors: number[];
}

/** `design` rows include the intercept's 1 when one is wanted; weights default to 1. */
export function plainLeastSquares(
  design: readonly (readonly number[])[],
  y: readonly number[],
  weights: readonly number[] = y.map(() => 1),
): PlainFit {
  const n = design.length;
  const p = design[0]?.length ?? 0;
  const w = (i: number) => weights[i] ?? 1;
  const x = (i: number, a: number) => design[i]?.[a] ?? 0;
  const xtwx = Array.from({ length: p }, (_, a) =>
    Array.from({ length: p }, (_, b) => {
      let sum = 0;
      for (let i = 0; i < n; i += 1) sum += w(i) * x(i, a) * x(i, b);
      return sum;
    }),
  );
  const inverse = invert(xtwx);
  const inv = (a: number, b: number) => inverse[a]?.[b] ?? 0;
  const xtwy = Array.from({ length: p }, (_, a) => {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += w(i) * x(i, a) * (y[i] ?? 0);
    return sum;
  });
  const beta = Array.from({ length: p }, (_, a) => {
    let sum = 0;
    for (let b = 0; b < p; b += 1) sum += inv(a, b) * (xtwy[b] ?? 0);
    return sum;
  });
  const residuals = y.map((value, i) => {
    let fitted = 0;
    for (let a = 0; a < p; a += 1) fitted += x(i, a) * (beta[a] ?? 0);
    return value - fitted;
  });
  // Whitened rows: √wᵢ·xᵢ; hᵢ = wᵢ·xᵢᵀ(XᵀWX)⁻¹xᵢ.
  const leverages = residuals.map((_, i) => {
    let sum = 0;
    for (let a = 0; a < p; a += 1)
      for (let b = 0; b < p; b += 1) sum += x(i, a) * inv(a, b) * x(i, b);
    return w(i) * sum;
  });
  const rss = residuals.reduce((sum, e, i) => sum + w(i) * e * e, 0);
  const sigma2 = rss / (n - p);
  const classicalErrors = beta.map((_, a) => Math.sqrt(sigma2 * inv(a, a)));
  // (XᵀWX)⁻¹ [Σ wᵢxᵢxᵢᵀ·wᵢeᵢ²/(1 − hᵢ)²] (XᵀWX)⁻¹, its diagonal.
  const meat = Array.from({ length: p }, (_, a) =>
    Array.from({ length: p }, (_, b) => {
      let sum = 0;
      for (let i = 0; i < n; i += 1) {
        const omega = (w(i) * (residuals[i] ?? 0) ** 2) / (1 - (leverages[i] ?? 0)) ** 2;
        sum += w(i) * x(i, a) * x(i, b) * omega;
      }
      return sum;
    }),
  );
  const hc3Errors = beta.map((_, a) => {
    let sum = 0;
    for (let b = 0; b < p; b += 1)
      for (let c = 0; c < p; c += 1) sum += inv(a, b) * (meat[b]?.[c] ?? 0) * inv(c, a);
    return Math.sqrt(sum);
  });
  return { beta, residuals, leverages, classicalErrors, hc3Errors };
}
