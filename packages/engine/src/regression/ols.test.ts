import { describe, expect, it } from 'vitest';
import { LONGLEY_CERTIFIED, LONGLEY_NAMES, LONGLEY_ROWS } from './longley.fixtures';
import { fitOls, OlsInputError, type OlsErrorCode } from './index';

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(tolerance);
}

function expectRefusal(run: () => unknown, code: OlsErrorCode, message: RegExp): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OlsInputError);
    expect((error as OlsInputError).code).toBe(code);
    expect((error as OlsInputError).message).toMatch(message);
    return;
  }
  expect.unreachable(`expected an OlsInputError ${code}`);
}

describe('fitOls on NIST StRD Longley', () => {
  const y = LONGLEY_ROWS.map((row) => row[0] ?? Number.NaN);
  const x = LONGLEY_ROWS.map((row) => row.slice(1));
  const fit = fitOls(x, y, { names: LONGLEY_NAMES });
  // Certified to 15 digits; QR on this ill-conditioned design keeps 12 or more of them (forming
  // XᵀX would square the condition number and lose half or more), past the 8 METHODS §11 asks.
  const TOLERANCE = 1e-11;

  it('reproduces the certified coefficients and their standard deviations', () => {
    expect(fit.coefficients.map((c) => c.name)).toEqual(['Intercept', ...LONGLEY_NAMES]);
    fit.coefficients.forEach((coefficient, j) => {
      expectRelative(coefficient.estimate, LONGLEY_CERTIFIED.estimates[j] ?? 0, TOLERANCE);
      expectRelative(
        coefficient.standardError,
        LONGLEY_CERTIFIED.standardDeviations[j] ?? 0,
        TOLERANCE,
      );
    });
  });

  it('reproduces the residual SD, R², the ANOVA sums of squares and F', () => {
    expect(fit.n).toBe(16);
    expect(fit.p).toBe(7);
    expect(fit.dfResidual).toBe(LONGLEY_CERTIFIED.residual.df);
    expectRelative(
      fit.residualStandardError,
      LONGLEY_CERTIFIED.residualStandardDeviation,
      TOLERANCE,
    );
    expectRelative(fit.rSquared, LONGLEY_CERTIFIED.rSquared, TOLERANCE);
    expectRelative(fit.rss, LONGLEY_CERTIFIED.residual.sumOfSquares, TOLERANCE);
    expectRelative(fit.tss - fit.rss, LONGLEY_CERTIFIED.regression.sumOfSquares, TOLERANCE);
    expect(fit.fTest?.dfNumerator).toBe(LONGLEY_CERTIFIED.regression.df);
    expect(fit.fTest?.dfDenominator).toBe(LONGLEY_CERTIFIED.residual.df);
    expectRelative(fit.fTest?.value ?? 0, LONGLEY_CERTIFIED.fStatistic, TOLERANCE);
    // Adjusted R² = 1 − (1 − R²)·15/9.
    expectRelative(fit.adjustedRSquared, 1 - ((1 - LONGLEY_CERTIFIED.rSquared) * 15) / 9, 1e-9);
  });

  it('reports the p-values and residuals statsmodels and R give', () => {
    // statsmodels' OLS summary of this model: Prob (F-statistic) 4.98e-10; P>|t| 0.004, 0.863,
    // 0.313, 0.003, 0.001, 0.826, 0.003.
    expect(fit.fTest?.pValue).toBeCloseTo(4.98e-10, 11);
    const rounded = fit.coefficients.map((c) => Math.round(c.pValue * 1000) / 1000);
    expect(rounded).toEqual([0.004, 0.863, 0.313, 0.003, 0.001, 0.826, 0.003]);
    // First and last residuals from R's lm(): 267.340029759711 and −206.7578251937366.
    expect(fit.residuals[0]).toBeCloseTo(267.340029759711, 6);
    expect(fit.residuals[15]).toBeCloseTo(-206.7578251937366, 6);
    expect(fit.fitted[0]).toBeCloseTo(60323 - 267.340029759711, 6);
  });

  it('gives the 95% intervals from t₀.₉₇₅,₉ and the scaled condition number', () => {
    expect(fit.tCritical95).toBeCloseTo(2.262157163, 8);
    const year = fit.coefficients[6];
    expect(year?.lower95).toBeCloseTo(1829.15146461355 - 2.262157163 * 455.478499142212, 4);
    expect(year?.upper95).toBeCloseTo(1829.15146461355 + 2.262157163 * 455.478499142212, 4);
    // Belsley, Kuh & Welsch (1980) report 43,275 for the column-scaled Longley design.
    expect(Math.round(fit.conditionNumber)).toBe(43275);
    expect(fit.dropped).toEqual([]);
    expect(fit.weighted).toBe(false);
    expect(fit.covariance).toBe('classical');
    expect(fit.warnings.map((warning) => warning.code)).toEqual(['collinearity', 'small-sample']);
    expect(fit.warnings[1]?.message).toMatch(/^16 rows for 7 coefficients .*\(fewer than 70,/);
  });
});

describe('fitOls on a hand-worked example', () => {
  /*
   * x1 = (0, 1, 2, 3, 4, 5), x2 = (1, 0, 3, 2, 5, 4), y = (1, 3, 4, 6, 9, 8); n = 6, p = 3.
   * Means 5/2, 5/2, 31/6. Centred sums: S11 = S22 = 35/2, S12 = 29/2, S1y = 55/2, S2y = 49/2,
   * Syy = 281/6. det = S11·S22 − S12² = 96.
   * b1 = (S22·S1y − S12·S2y)/det = 21/16, b2 = (S11·S2y − S12·S1y)/det = 5/16,
   * b0 = 31/6 − (21/16)(5/2) − (5/16)(5/2) = 53/48.
   * Residuals (−5/12, 7/12, −2/3, 1/3, 13/12, −11/12): RSS = 37/12, σ² = RSS/3 = 37/36.
   * Var b1 = σ²·S22/det = Var b2 = 1295/6912; Var b0 = σ²(1/n + (m1²S22 − 2m1m2S12 + m2²S11)/det)
   * = 3959/6912. R² = 1 − RSS/Syy = 525/562; adjusted 1 − (37/562)(5/3) = 1501/1686;
   * F = ((Syy − RSS)/2)/σ² = 1575/74.
   */
  const x = [
    [0, 1],
    [1, 0],
    [2, 3],
    [3, 2],
    [4, 5],
    [5, 4],
  ];
  const y = [1, 3, 4, 6, 9, 8];
  const fit = fitOls(x, y, { names: ['x1', 'x2'] });

  it('gives the coefficients, standard errors and fit statistics', () => {
    const estimates = fit.coefficients.map((c) => c.estimate);
    [53 / 48, 21 / 16, 5 / 16].forEach((value, j) => expect(estimates[j]).toBeCloseTo(value, 13));
    const errors = fit.coefficients.map((c) => c.standardError);
    [3959 / 6912, 1295 / 6912, 1295 / 6912].forEach((variance, j) =>
      expect(errors[j]).toBeCloseTo(Math.sqrt(variance), 13),
    );
    expect(fit.rSquared).toBeCloseTo(525 / 562, 13);
    expect(fit.adjustedRSquared).toBeCloseTo(1501 / 1686, 13);
    expect(fit.residualStandardError).toBeCloseTo(Math.sqrt(37 / 36), 13);
    expect(fit.fTest?.value).toBeCloseTo(1575 / 74, 11);
    const residuals = [-5 / 12, 7 / 12, -2 / 3, 1 / 3, 13 / 12, -11 / 12];
    residuals.forEach((value, i) => expect(fit.residuals[i]).toBeCloseTo(value, 12));
    fit.fitted.forEach((value, i) =>
      expect(value + (fit.residuals[i] ?? 0)).toBeCloseTo(y[i] ?? 0, 12),
    );
  });

  it('gives t statistics, p-values and intervals on 3 degrees of freedom', () => {
    const slope = fit.coefficients[1];
    // t = (21/16)/√(1295/6912) = 3.0322589920; two-sided p on 3 df = 0.0562103849.
    expect(slope?.tStatistic).toBeCloseTo(3.032258992, 8);
    expect(slope?.pValue).toBeCloseTo(0.0562103849, 9);
    // t₀.₉₇₅,₃ = 3.182446305.
    expect(slope?.lower95).toBeCloseTo(21 / 16 - 3.182446305 * Math.sqrt(1295 / 6912), 8);
    // P(F(2, 3) ≥ 1575/74) = (1 + 2F/3)^(−3/2) = 0.0168926628.
    expect(fit.fTest?.pValue).toBeCloseTo((1 + (2 * 1575) / 74 / 3) ** -1.5, 12);
    expect(fit.fTest?.pValue).toBeCloseTo(0.0168926628, 9);
    // Six rows for three coefficients is below ten per coefficient.
    expect(fit.warnings.map((w) => w.code)).toContain('small-sample');
  });

  it('fits through the origin with the uncentred R² when asked', () => {
    // y = 2x exactly plus (0.1, −0.1, 0.1, −0.1): b = Σxy/Σx² = (60 + 0.1 − 0.2 + 0.3 − 0.4)/30.
    const origin = fitOls([[1], [2], [3], [4]], [2.1, 3.9, 6.1, 7.9], {
      intercept: false,
      names: ['x'],
    });
    expect(origin.p).toBe(1);
    expect(origin.coefficients[0]?.estimate).toBeCloseTo(59.8 / 30, 13);
    const rss = origin.residuals.reduce((sum, r) => sum + r * r, 0);
    const uncentred = 2.1 ** 2 + 3.9 ** 2 + 6.1 ** 2 + 7.9 ** 2;
    expect(origin.tss).toBeCloseTo(uncentred, 12);
    expect(origin.rSquared).toBeCloseTo(1 - rss / uncentred, 13);
    expect(origin.fTest?.dfNumerator).toBe(1);
  });

  it('reports an intercept-only model without an F test', () => {
    const mean = fitOls([[], [], [], []], [1, 2, 3, 6]);
    expect(mean.coefficients[0]?.estimate).toBeCloseTo(3, 14);
    expect(mean.fTest).toBeNull();
    expect(mean.rSquared).toBeCloseTo(0, 14);
  });

  it('does not warn about a well-conditioned, well-sized sample', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [i % 5, Math.floor(i / 5)]);
    const outcome = rows.map(([a = 0, b = 0], i) => 1 + 2 * a - b + ((i * 7) % 3) - 1);
    const clean = fitOls(rows, outcome);
    expect(clean.conditionNumber).toBeLessThan(30);
    expect(clean.warnings).toEqual([]);
  });
});

describe('fitOls refuses bad input', () => {
  const good = [
    [1, 2],
    [2, 1],
    [3, 5],
    [4, 3],
    [5, 8],
  ];
  const outcome = [1, 2, 4, 3, 7];

  it('mismatched lengths and ragged rows', () => {
    expectRefusal(() => fitOls(good, [1, 2, 3]), 'length-mismatch', /5 rows .* 3 values/);
    expectRefusal(
      () => fitOls([[1, 2], [2], [3, 4], [4, 5], [5, 6]], outcome),
      'ragged-rows',
      /Row 2 has 1/,
    );
    expectRefusal(() => fitOls(good, outcome, { names: ['a'] }), 'names-mismatch', /1 names/);
  });

  it('NaN and infinite values, naming the row and the column', () => {
    const withNaN = good.map((row, i) => (i === 2 ? [row[0] ?? 0, Number.NaN] : row));
    expectRefusal(
      () => fitOls(withNaN, outcome, { names: ['pace', 'efg'] }),
      'non-finite',
      /Row 3 .*“efg” .*missing/,
    );
    expectRefusal(
      () => fitOls(good, [1, 2, Infinity, 3, 7]),
      'non-finite',
      /Row 3 has an outcome that is Infinity/,
    );
  });

  it('weights that are not positive and finite, or of the wrong length', () => {
    expectRefusal(
      () => fitOls(good, outcome, { weights: [1, 2, 0, 1, 1] }),
      'bad-weight',
      /Row 3 has a weight of 0; every weight must be a positive/,
    );
    expectRefusal(
      () => fitOls(good, outcome, { weights: [1, 2, 1, -1, 1] }),
      'bad-weight',
      /Row 4 has a weight of -1/,
    );
    expectRefusal(
      () => fitOls(good, outcome, { weights: [1, Number.NaN, 1, 1, 1] }),
      'bad-weight',
      /Row 2 .*missing/,
    );
    expectRefusal(
      () => fitOls(good, outcome, { weights: [1, 1] }),
      'length-mismatch',
      /2 weights .* 5 rows/,
    );
  });

  it('too few rows for the coefficients', () => {
    expectRefusal(
      () => fitOls(good.slice(0, 4), outcome.slice(0, 4)),
      'too-few-rows',
      /at least 5/,
    );
    expectRefusal(() => fitOls([], []), 'too-few-rows', /0 rows .*at least 3/);
    expectRefusal(() => fitOls([[], []], [1, 2], { intercept: false }), 'no-columns', /predictor/);
  });

  it('a constant outcome and an outcome the predictors reproduce exactly', () => {
    expectRefusal(() => fitOls(good, [3, 3, 3, 3, 3]), 'constant-outcome', /same value/);
    const exact = good.map(([a = 0, b = 0]) => 2 * a - b + 0.5);
    expectRefusal(() => fitOls(good, exact), 'perfect-fit', /exactly/);
  });
});
