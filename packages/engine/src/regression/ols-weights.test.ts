import { describe, expect, it } from 'vitest';
import { fitOls } from './index';
import { plainLeastSquares } from './plain-least-squares.test-support';

describe('fitOls with weights (weighted least squares)', () => {
  /*
   * x = (0, 1, 2, 3), y = (1, 3, 2, 5), w = (1, 2, 2, 1). Σw = 6, weighted means x̄ = 3/2,
   * ȳ = 8/3. Weighted centred sums: Sxx = Σw(x − x̄)² = 11/2, Sxy = 5, Syy = 28/3.
   * b1 = Sxy/Sxx = 10/11, b0 = ȳ − b1·x̄ = 43/33. Fitted (43, 73, 103, 133)/33, residuals
   * (−10, 26, −37, 32)/33, RSS = Σw·e² = 5214/1089 = 158/33 = Syy − Sxy²/Sxx.
   * df = 2, σ² = 79/33. Var b1 = σ²/Sxx = 158/363; Var b0 = σ²(1/Σw + x̄²/Sxx) = 1501/1089.
   * R² = 1 − RSS/Syy = 75/154 (TSS about the weighted mean, statsmodels' WLS centered_tss);
   * adjusted 1 − (79/154)(3/2) = 71/308; F = (Syy − RSS)/σ² = 150/79.
   */
  const x = [[0], [1], [2], [3]];
  const y = [1, 3, 2, 5];
  const weights = [1, 2, 2, 1];
  const fit = fitOls(x, y, { names: ['x'], weights });

  it('reproduces the hand-worked fit', () => {
    expect(fit.weighted).toBe(true);
    const [b0, b1] = fit.coefficients;
    expect(b0?.estimate).toBeCloseTo(43 / 33, 14);
    expect(b1?.estimate).toBeCloseTo(10 / 11, 14);
    expect(b0?.standardError).toBeCloseTo(Math.sqrt(1501 / 1089), 14);
    expect(b1?.standardError).toBeCloseTo(Math.sqrt(158 / 363), 14);
    expect(fit.rss).toBeCloseTo(158 / 33, 13);
    expect(fit.tss).toBeCloseTo(28 / 3, 13);
    expect(fit.rSquared).toBeCloseTo(75 / 154, 14);
    expect(fit.adjustedRSquared).toBeCloseTo(71 / 308, 14);
    expect(fit.residualStandardError).toBeCloseTo(Math.sqrt(79 / 33), 14);
    expect(fit.fTest?.value).toBeCloseTo(150 / 79, 13);
    // Residuals and fitted values are on the outcome's own (unweighted) scale.
    [-10, 26, -37, 32].forEach((value, i) => expect(fit.residuals[i]).toBeCloseTo(value / 33, 14));
    [43, 73, 103, 133].forEach((value, i) => expect(fit.fitted[i]).toBeCloseTo(value / 33, 14));
  });

  it('gives integer weights the coefficients of repeated rows', () => {
    const repeated = x.flatMap((row, i) => Array.from({ length: weights[i] ?? 0 }, () => row));
    const repeatedY = y.flatMap((value, i) => Array.from({ length: weights[i] ?? 0 }, () => value));
    const copies = fitOls(repeated, repeatedY, { names: ['x'] });
    expect(copies.n).toBe(6);
    fit.coefficients.forEach((coefficient, j) =>
      expect(coefficient.estimate).toBeCloseTo(copies.coefficients[j]?.estimate ?? 0, 13),
    );
    // The same sums of squares: R² agrees too (the degrees of freedom, and so SEs, do not).
    expect(fit.rSquared).toBeCloseTo(copies.rSquared, 13);
    expect(fit.rss).toBeCloseTo(copies.rss, 12);
  });

  it('gives the repeated-rows coefficients with several predictors', () => {
    const rows = [
      [1, 4],
      [2, 1],
      [3, 5],
      [4, 2],
      [5, 6],
      [6, 3],
      [7, 8],
    ];
    const outcome = [3.1, 2.2, 6.3, 4.1, 9.2, 6.6, 12.5];
    const counts = [3, 1, 2, 4, 1, 2, 1];
    const weighted = fitOls(rows, outcome, { weights: counts });
    const repeated = fitOls(
      rows.flatMap((row, i) => Array.from({ length: counts[i] ?? 0 }, () => row)),
      outcome.flatMap((value, i) => Array.from({ length: counts[i] ?? 0 }, () => value)),
    );
    weighted.coefficients.forEach((coefficient, j) =>
      expect(coefficient.estimate).toBeCloseTo(repeated.coefficients[j]?.estimate ?? 0, 12),
    );
    expect(weighted.rSquared).toBeCloseTo(repeated.rSquared, 12);
    // And the plain normal equations XᵀWX·β = XᵀWy give the same fit and classical errors.
    const plain = plainLeastSquares(
      rows.map((row) => [1, ...row]),
      outcome,
      counts,
    );
    weighted.coefficients.forEach((coefficient, j) => {
      expect(coefficient.estimate).toBeCloseTo(plain.beta[j] ?? 0, 11);
      expect(coefficient.standardError).toBeCloseTo(plain.classicalErrors[j] ?? 0, 11);
    });
  });

  it('does not depend on the scale of the weights', () => {
    const scaled = fitOls(x, y, { names: ['x'], weights: weights.map((w) => w * 37.5) });
    scaled.coefficients.forEach((coefficient, j) => {
      expect(coefficient.estimate).toBeCloseTo(fit.coefficients[j]?.estimate ?? 0, 13);
      expect(coefficient.standardError).toBeCloseTo(fit.coefficients[j]?.standardError ?? 0, 13);
    });
    expect(scaled.rSquared).toBeCloseTo(fit.rSquared, 13);
  });

  it('uses the uncentred weighted TSS through the origin', () => {
    /*
     * y = b·x through the origin: b = Σwxy/Σwx² = (6 + 8 + 15)/(2 + 8 + 9) = 29/19.
     * TSS = Σwy² = 1 + 18 + 8 + 25 = 52; RSS = TSS − b²Σwx² = 52 − 841/19 = 147/19.
     * R² = 1 − (147/19)/52 = 841/988.
     */
    const origin = fitOls(x, y, { names: ['x'], intercept: false, weights });
    expect(origin.coefficients[0]?.estimate).toBeCloseTo(29 / 19, 14);
    expect(origin.tss).toBeCloseTo(52, 13);
    expect(origin.rss).toBeCloseTo(147 / 19, 13);
    expect(origin.rSquared).toBeCloseTo(841 / 988, 14);
    // Adjusted R² with no intercept: 1 − (1 − R²)·n/df = 1 − (147/988)·4/3 = 792/988.
    expect(origin.adjustedRSquared).toBeCloseTo(792 / 988, 14);
    expect(origin.fTest?.dfNumerator).toBe(1);
    expect(origin.fTest?.value).toBeCloseTo((52 - 147 / 19) / (147 / 19 / 3), 12);
  });
});
