/**
 * The covariance of the least-squares coefficients, and the joint test of the slopes built on
 * it, from the QR factors of the (whitened) design X = Q₁R.
 *
 * Classical: σ̂²(XᵀX)⁻¹ = σ̂²·R⁻¹R⁻ᵀ.
 *
 * HC3 (MacKinnon and White, 1985; Long and Ervin, 2000): (XᵀX)⁻¹ Xᵀ diag(eᵢ²/(1 − hᵢ)²) X (XᵀX)⁻¹,
 * robust to residual variance that changes from row to row. With (XᵀX)⁻¹Xᵀ = R⁻¹Q₁ᵀ it is
 * A·diag(ωᵢ)·Aᵀ for A = R⁻¹Q₁ᵀ and ωᵢ = eᵢ²/(1 − hᵢ)², where the leverage hᵢ is the squared length
 * of row i of Q₁ (the diagonal of the hat matrix Q₁Q₁ᵀ). For weighted least squares X, e and h
 * are the whitened ones (rows times √w), as statsmodels computes them. A row of leverage 1 is
 * fitted exactly whatever its value, so its term is 0/0 and HC3 has no answer.
 *
 * The slopes' joint test with a robust covariance V is the Wald statistic
 * F = β̂ₛᵀ Vₛₛ⁻¹ β̂ₛ / q on (q, n − p) degrees of freedom (statsmodels' f_test, which its fvalue uses
 * for any robust covariance), Vₛₛ the slopes' block, solved by Cholesky.
 */
import { OlsInputError } from './ols-input';

/** 1 − hᵢ below this: the row's leverage is 1 up to rounding. */
const UNIT_LEVERAGE_TOLERANCE = 1e-8;

/** σ̂²·R⁻¹R⁻ᵀ, k×k row-major, from the k×k row-major R⁻¹. */
export function classicalCovariance(
  rInverse: Float64Array,
  k: number,
  sigma2: number,
): Float64Array {
  const covariance = new Float64Array(k * k);
  for (let a = 0; a < k; a += 1) {
    for (let b = a; b < k; b += 1) {
      let sum = 0;
      for (let c = Math.max(a, b); c < k; c += 1)
        sum += (rInverse[a * k + c] ?? 0) * (rInverse[b * k + c] ?? 0);
      covariance[a * k + b] = sigma2 * sum;
      covariance[b * k + a] = sigma2 * sum;
    }
  }
  return covariance;
}

/** hᵢ = Σₐ Q₁[i, a]², from Q₁'s columns. */
export function leveragesOf(q1: readonly Float64Array[], n: number): Float64Array {
  const leverages = new Float64Array(n);
  for (const column of q1)
    for (let i = 0; i < n; i += 1) leverages[i] = (leverages[i] ?? 0) + (column[i] ?? 0) ** 2;
  return leverages;
}

/**
 * HC3 covariance, k×k row-major, from R⁻¹, Q₁'s columns and the whitened residuals.
 * Throws when a row's leverage is 1.
 */
export function hc3Covariance(
  rInverse: Float64Array,
  q1: readonly Float64Array[],
  residuals: ArrayLike<number>,
): Float64Array {
  const k = q1.length;
  const n = residuals.length;
  const leverages = leveragesOf(q1, n);
  const omega = Float64Array.from(leverages, (leverage, i) => {
    const complement = 1 - leverage;
    if (complement < UNIT_LEVERAGE_TOLERANCE) {
      throw new OlsInputError(
        'leverage-one',
        `Row ${i + 1} has leverage 1: the model fits it exactly whatever its value, so HC3 robust errors are undefined. Use classical errors, or leave that row out.`,
      );
    }
    return ((residuals[i] ?? 0) / complement) ** 2;
  });
  // A = R⁻¹Q₁ᵀ, k×n row-major: row a is Σ_c R⁻¹[a, c]·Q₁[:, c] (R⁻¹ is upper triangular).
  const a = new Float64Array(k * n);
  for (let row = 0; row < k; row += 1) {
    for (let c = row; c < k; c += 1) {
      const factor = rInverse[row * k + c] ?? 0;
      const column = q1[c];
      if (factor === 0 || column === undefined) continue;
      for (let i = 0; i < n; i += 1)
        a[row * n + i] = (a[row * n + i] ?? 0) + factor * (column[i] ?? 0);
    }
  }
  const covariance = new Float64Array(k * k);
  for (let r1 = 0; r1 < k; r1 += 1) {
    for (let r2 = r1; r2 < k; r2 += 1) {
      let sum = 0;
      for (let i = 0; i < n; i += 1)
        sum += (a[r1 * n + i] ?? 0) * (omega[i] ?? 0) * (a[r2 * n + i] ?? 0);
      covariance[r1 * k + r2] = sum;
      covariance[r2 * k + r1] = sum;
    }
  }
  return covariance;
}

/**
 * β̂ₛᵀ Vₛₛ⁻¹ β̂ₛ / q for the coefficients at `indices`, or NaN when their block of V is not
 * positive definite (numerically singular).
 */
export function waldF(
  beta: ArrayLike<number>,
  covariance: Float64Array,
  k: number,
  indices: readonly number[],
): number {
  const q = indices.length;
  // Cholesky V = LLᵀ, L lower triangular q×q row-major.
  const l = new Float64Array(q * q);
  for (let i = 0; i < q; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = covariance[(indices[i] ?? 0) * k + (indices[j] ?? 0)] ?? 0;
      for (let c = 0; c < j; c += 1) sum -= (l[i * q + c] ?? 0) * (l[j * q + c] ?? 0);
      if (i === j) {
        if (!(sum > 0)) return Number.NaN;
        l[i * q + i] = Math.sqrt(sum);
      } else {
        l[i * q + j] = sum / (l[j * q + j] ?? 1);
      }
    }
  }
  // βᵀV⁻¹β = ‖L⁻¹β‖², by forward substitution.
  const z = new Float64Array(q);
  let quadratic = 0;
  for (let i = 0; i < q; i += 1) {
    let sum = beta[indices[i] ?? 0] ?? 0;
    for (let c = 0; c < i; c += 1) sum -= (l[i * q + c] ?? 0) * (z[c] ?? 0);
    z[i] = sum / (l[i * q + i] ?? 1);
    quadratic += (z[i] ?? 0) ** 2;
  }
  return quadratic / q;
}
