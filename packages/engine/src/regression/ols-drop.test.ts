import { describe, expect, it } from 'vitest';
import { fitOls, OlsInputError, type OlsFit } from './index';

const A = [1, 2, 3, 4, 5, 6, 7, 8];
const B = [2, 1, 5, 3, 8, 4, 9, 6];
const C = [0.5, 0.1, 0.9, 0.3, 0.2, 0.8, 0.4, 0.7];
const Y = [1.2, 2.9, 4.1, 3.8, 7.7, 6.1, 9.4, 8.2];
const rowsOf = (...columns: readonly (readonly number[])[]) =>
  A.map((_, i) => columns.map((column) => column[i] ?? 0));

/** Every number the fit reports, to 1e-10 relative (or absolute near zero). */
function expectSameFit(actual: OlsFit, expected: OlsFit): void {
  const close = (a: number, b: number) =>
    expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(b)));
  expect(actual.n).toBe(expected.n);
  expect(actual.p).toBe(expected.p);
  expect(actual.dfResidual).toBe(expected.dfResidual);
  expect(actual.coefficients.map((c) => c.name)).toEqual(expected.coefficients.map((c) => c.name));
  actual.coefficients.forEach((coefficient, j) => {
    const other = expected.coefficients[j];
    if (other === undefined) throw new Error('missing coefficient');
    close(coefficient.estimate, other.estimate);
    close(coefficient.standardError, other.standardError);
    close(coefficient.pValue, other.pValue);
    close(coefficient.lower95, other.lower95);
    close(coefficient.vif ?? 0, other.vif ?? 0);
  });
  actual.residuals.forEach((value, i) => close(value, expected.residuals[i] ?? Number.NaN));
  close(actual.rSquared, expected.rSquared);
  close(actual.adjustedRSquared, expected.adjustedRSquared);
  close(actual.fTest?.value ?? 0, expected.fTest?.value ?? 0);
  close(actual.conditionNumber, expected.conditionNumber);
  close(actual.predictorConditionNumber ?? 0, expected.predictorConditionNumber ?? 0);
}

describe('fitOls leaves out columns the others reproduce', () => {
  const without = fitOls(rowsOf(A, B, C), Y, { names: ['a', 'b', 'c'] });

  it('drops a duplicated column and fits the rest exactly as without it', () => {
    const fit = fitOls(rowsOf(A, B, A, C), Y, { names: ['a', 'b', 'a again', 'c'] });
    expect(fit.dropped).toEqual([
      {
        name: 'a again',
        predictorIndex: 2,
        reason: 'collinear',
        combinationOf: ['a'],
        message:
          '“a again” is a multiple of a in this sample, up to rounding (a duplicate, a complement or a sum of predictors before it), so it adds nothing to them; it was left out of the fit.',
      },
    ]);
    expectSameFit(fit, without);
    // The coefficients say which predictor they belong to, the dropped one skipped.
    expect(fit.coefficients.map((c) => c.predictorIndex)).toEqual([null, 0, 1, 3]);
  });

  it('names the earlier columns a sum or a complement is made of', () => {
    const sum = A.map((a, i) => a + 2 * (B[i] ?? 0));
    const complement = B.map((b) => 10 - b);
    const fit = fitOls(rowsOf(A, B, sum, complement, C), Y, {
      names: ['a', 'b', 'a + 2b', '10 − b', 'c'],
    });
    expect(fit.dropped.map((d) => [d.name, d.predictorIndex, d.combinationOf])).toEqual([
      ['a + 2b', 2, ['a', 'b']],
      ['10 − b', 3, ['Intercept', 'b']],
    ]);
    expect(fit.dropped[1]?.message).toMatch(/a linear combination of Intercept and b in this/);
    expectSameFit(fit, without);
  });

  it('keeps the first of two equal columns, whichever order they come in', () => {
    const fit = fitOls(rowsOf(A, A, B, C), Y, { names: ['a', 'a again', 'b', 'c'] });
    expect(fit.dropped.map((d) => d.name)).toEqual(['a again']);
    expect(fit.coefficients.map((c) => c.name)).toEqual(['Intercept', 'a', 'b', 'c']);
    expectSameFit(fit, without);
  });

  it('drops a constant predictor next to the intercept', () => {
    const flat = A.map(() => 4);
    const fit = fitOls(rowsOf(A, flat, B, C), Y, { names: ['a', 'flat', 'b', 'c'] });
    expect(fit.dropped).toEqual([
      {
        name: 'flat',
        predictorIndex: 1,
        reason: 'constant',
        combinationOf: ['Intercept'],
        message:
          '“flat” has the same value in every row, so its effect cannot be told apart from the intercept; it was left out of the fit.',
      },
    ]);
    expectSameFit(fit, without);
  });

  it('keeps a constant predictor in a model without an intercept (it is the intercept)', () => {
    const ones = A.map(() => 1);
    const fit = fitOls(rowsOf(ones, A, B, C), Y, {
      intercept: false,
      names: ['one', 'a', 'b', 'c'],
    });
    expect(fit.dropped).toEqual([]);
    fit.coefficients.forEach((coefficient, j) =>
      expect(coefficient.estimate).toBeCloseTo(without.coefficients[j]?.estimate ?? 0, 10),
    );
  });

  it('drops a column of zeros in a model through the origin, and refuses when none is left', () => {
    const zeros = A.map(() => 0);
    const fit = fitOls(rowsOf(A, zeros), Y, { intercept: false, names: ['a', 'none'] });
    expect(fit.dropped.map((d) => [d.name, d.reason])).toEqual([['none', 'zero']]);
    expect(fit.dropped[0]?.message).toMatch(/“none” is zero in every row/);
    expect(fit.p).toBe(1);
    expect(() => fitOls(rowsOf(zeros), Y, { intercept: false, names: ['none'] })).toThrow(
      /No predictor is left to fit \(after leaving out “none”\)/,
    );
  });

  it('drops a column dependent up to the rounding the caller names, and keeps it otherwise', () => {
    // b′ = 1 − b, each value off by under 1e-8 as data rounded to 8 digits would be.
    const rounded = B.map((b, i) => 1 - b + (i % 2 ? 3e-9 : -3e-9));
    const rows = rowsOf(A, B, rounded);
    const kept = fitOls(rows, Y, { names: ['a', 'b', 'not b'] });
    expect(kept.dropped).toEqual([]);
    expect(kept.conditionNumber).toBeGreaterThan(1e7);
    // Kept, the rounding noise is a direction of its own, which even explains part of a.
    expect(kept.warnings[0]?.message).toMatch(
      /^Collinear predictors: a \(VIF 15\.1\), b \(VIF .*\) and not b \(VIF .*\) largely/,
    );
    const dropped = fitOls(rows, Y, { names: ['a', 'b', 'not b'], rankTolerance: 1e-7 });
    expect(dropped.dropped.map((d) => [d.name, d.combinationOf])).toEqual([
      ['not b', ['Intercept', 'b']],
    ]);
    expectSameFit(dropped, fitOls(rowsOf(A, B), Y, { names: ['a', 'b'] }));
  });

  it('drops the same way in a weighted fit', () => {
    const weights = [1, 2, 3, 1, 2, 3, 1, 2];
    const fit = fitOls(rowsOf(A, B, A, C), Y, { names: ['a', 'b', 'a again', 'c'], weights });
    expect(fit.dropped.map((d) => d.name)).toEqual(['a again']);
    expectSameFit(fit, fitOls(rowsOf(A, B, C), Y, { names: ['a', 'b', 'c'], weights }));
  });

  it('counts the coefficients left after dropping when checking the rows', () => {
    // Five rows: a, b, 2a and an intercept leave 3 coefficients, enough for 5 rows.
    const five = rowsOf(
      A,
      B,
      A.map((a) => 2 * a),
    ).slice(0, 5);
    expect(fitOls(five, Y.slice(0, 5)).p).toBe(3);
    // Four rows are too few for those 3, and the message says what was left out.
    try {
      fitOls(five.slice(0, 4), Y.slice(0, 4), { names: ['a', 'b', '2a'] });
      expect.unreachable('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(OlsInputError);
      expect((error as OlsInputError).code).toBe('too-few-rows');
      expect((error as OlsInputError).message).toBe(
        '4 rows are too few for 3 coefficients (after leaving out “2a”): at least 5 are needed.',
      );
    }
  });
});
