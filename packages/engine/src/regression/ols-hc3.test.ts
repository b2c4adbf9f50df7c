import { describe, expect, it } from 'vitest';
import { LONGLEY_HC3, LONGLEY_NAMES, LONGLEY_ROWS } from './longley.fixtures';
import { fitOls, OlsInputError } from './index';
import { invert, plainLeastSquares } from './plain-least-squares.test-support';

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(tolerance);
}

describe('fitOls with HC3 robust standard errors', () => {
  // Ten rows whose spread grows with x1: the case robust errors are for.
  const rows = [
    [1, 3],
    [2, 1],
    [3, 4],
    [4, 1],
    [5, 5],
    [6, 9],
    [7, 2],
    [8, 6],
    [9, 5],
    [10, 3],
  ];
  const y = [2.3, 2.9, 5.1, 4.2, 8.8, 9.1, 6.0, 15.2, 9.7, 18.4];
  const design = rows.map((row) => [1, ...row]);

  it('an intercept-only model: the HC3 error of a mean is √(Σe²)/(n − 1)', () => {
    // y = (1, 2, 3, 6): mean 3, residuals (−2, −1, 0, 3), Σe² = 14; every leverage is 1/4, so
    // Var = Σ(e/(3/4))²/16 = 14/9.
    const mean = fitOls([[], [], [], []], [1, 2, 3, 6], { covariance: 'hc3' });
    expect(mean.covariance).toBe('hc3');
    expect(mean.coefficients[0]?.standardError).toBeCloseTo(Math.sqrt(14) / 3, 14);
    expect(mean.fTest).toBeNull();
  });

  it('agrees with the plain sandwich (XᵀX)⁻¹Xᵀdiag(e²/(1 − h)²)X(XᵀX)⁻¹', () => {
    const fit = fitOls(rows, y, { covariance: 'hc3' });
    const plain = plainLeastSquares(design, y);
    fit.coefficients.forEach((coefficient, j) => {
      expectRelative(coefficient.estimate, plain.beta[j] ?? 0, 1e-12);
      expectRelative(coefficient.standardError, plain.hc3Errors[j] ?? 0, 1e-12);
    });
    // The robust errors differ from the classical ones here (the point of the option).
    const classical = fitOls(rows, y);
    expect(classical.coefficients[1]?.standardError).not.toBeCloseTo(
      fit.coefficients[1]?.standardError ?? 0,
      2,
    );
    classical.coefficients.forEach((coefficient, j) =>
      expectRelative(coefficient.standardError, plain.classicalErrors[j] ?? 0, 1e-12),
    );
    // Point estimates, R² and residuals do not depend on the covariance.
    expect(fit.rSquared).toBe(classical.rSquared);
    expect(fit.residuals).toEqual(classical.residuals);
  });

  it('takes t, p and the 95% interval on the residual degrees of freedom', () => {
    const fit = fitOls(rows, y, { covariance: 'hc3' });
    expect(fit.dfResidual).toBe(7);
    const slope = fit.coefficients[1];
    if (slope === undefined) throw new Error('no slope');
    expect(slope.tStatistic).toBeCloseTo(slope.estimate / slope.standardError, 14);
    // t₀.₉₇₅,₇ = 2.364624252.
    expect(fit.tCritical95).toBeCloseTo(2.364624252, 8);
    expect(slope.upper95).toBeCloseTo(slope.estimate + 2.364624252 * slope.standardError, 8);
    const classical = fitOls(rows, y);
    expect(classical.tCritical95).toBe(fit.tCritical95);
  });

  it('tests the slopes jointly by the Wald F with the robust covariance', () => {
    const fit = fitOls(rows, y, { covariance: 'hc3' });
    const plain = plainLeastSquares(design, y);
    // The slopes' robust covariance block, by the sandwich written out, then βₛᵀVₛₛ⁻¹βₛ/2.
    const inverse = invert(
      [0, 1, 2].map((a) =>
        [0, 1, 2].map((b) => design.reduce((sum, row) => sum + (row[a] ?? 0) * (row[b] ?? 0), 0)),
      ),
    );
    const omega = plain.residuals.map((e, i) => (e / (1 - (plain.leverages[i] ?? 0))) ** 2);
    const sandwich = (a: number, b: number) => {
      let sum = 0;
      design.forEach((row, i) => {
        let left = 0;
        let right = 0;
        for (let c = 0; c < 3; c += 1) {
          left += (inverse[a]?.[c] ?? 0) * (row[c] ?? 0);
          right += (inverse[b]?.[c] ?? 0) * (row[c] ?? 0);
        }
        sum += left * (omega[i] ?? 0) * right;
      });
      return sum;
    };
    const slopesInverse = invert([
      [sandwich(1, 1), sandwich(1, 2)],
      [sandwich(2, 1), sandwich(2, 2)],
    ]);
    const b = [plain.beta[1] ?? 0, plain.beta[2] ?? 0];
    let wald = 0;
    for (let a = 0; a < 2; a += 1)
      for (let c = 0; c < 2; c += 1)
        wald += (b[a] ?? 0) * (slopesInverse[a]?.[c] ?? 0) * (b[c] ?? 0);
    expectRelative(fit.fTest?.value ?? 0, wald / 2, 1e-11);
    expect(fit.fTest?.dfNumerator).toBe(2);
    expect(fit.fTest?.dfDenominator).toBe(7);
  });

  it('uses the whitened design and residuals when weighted (as statsmodels WLS does)', () => {
    const weights = [1, 3, 2, 1, 4, 2, 1, 3, 2, 1];
    const fit = fitOls(rows, y, { covariance: 'hc3', weights });
    const plain = plainLeastSquares(design, y, weights);
    fit.coefficients.forEach((coefficient, j) => {
      expectRelative(coefficient.estimate, plain.beta[j] ?? 0, 1e-12);
      expectRelative(coefficient.standardError, plain.hc3Errors[j] ?? 0, 1e-12);
    });
  });

  it('reproduces Longley’s HC3 errors and Wald F, computed in exact arithmetic', () => {
    const fit = fitOls(
      LONGLEY_ROWS.map((row) => row.slice(1)),
      LONGLEY_ROWS.map((row) => row[0] ?? 0),
      { names: LONGLEY_NAMES, covariance: 'hc3' },
    );
    // QR keeps 11 or more digits on this design; METHODS §11 asks for 8.
    fit.coefficients.forEach((coefficient, j) =>
      expectRelative(coefficient.standardError, LONGLEY_HC3.standardErrors[j] ?? 0, 1e-10),
    );
    expectRelative(fit.fTest?.value ?? 0, LONGLEY_HC3.fStatistic, 1e-10);
    expectRelative(fit.fTest?.pValue ?? 0, LONGLEY_HC3.fPValue, 1e-8);
    // statsmodels' P>|t| with use_t=True: 0.085, 0.872, 0.536, 0.036, 0.007, 0.878, 0.079.
    expect(fit.coefficients.map((c) => Math.round(c.pValue * 1000) / 1000)).toEqual([
      0.085, 0.872, 0.536, 0.036, 0.007, 0.878, 0.079,
    ]);
  });

  it('refuses HC3 when a row has leverage 1, and says what to do', () => {
    // Row 1 alone has the dummy: the model fits it exactly whatever its value.
    const dummy = rows.map((row, i) => [row[0] ?? 0, i === 0 ? 1 : 0]);
    expect(() => fitOls(dummy, y)).not.toThrow();
    try {
      fitOls(dummy, y, { covariance: 'hc3' });
      expect.unreachable('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(OlsInputError);
      expect((error as OlsInputError).code).toBe('leverage-one');
      expect((error as OlsInputError).message).toMatch(/^Row 1 has leverage 1.*Use classical/);
    }
  });
});
