import { describe, expect, it } from 'vitest';
import { LONGLEY_NAMES, LONGLEY_ROWS, LONGLEY_VIFS } from './longley.fixtures';
import { fitOls, type OlsOptions } from './index';

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(tolerance);
}

/** 1/(1 − R²ⱼ) by regressing each predictor on the others with fitOls itself. */
function vifsByRegression(
  rows: readonly (readonly number[])[],
  options: Pick<OlsOptions, 'intercept' | 'weights'> = {},
): number[] {
  const k = rows[0]?.length ?? 0;
  return Array.from({ length: k }, (_, j) => {
    const others = rows.map((row) => row.filter((_, c) => c !== j));
    const target = rows.map((row) => row[j] ?? 0);
    return 1 / (1 - fitOls(others, target, options).rSquared);
  });
}

/** A fixed pseudo-random sequence in [0, 1) (a linear congruential generator). */
function uniforms(seed: number, count: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  });
}

describe('variance inflation factors', () => {
  const x = LONGLEY_ROWS.map((row) => row.slice(1));
  const fit = fitOls(
    x,
    LONGLEY_ROWS.map((row) => row[0] ?? 0),
    { names: LONGLEY_NAMES },
  );
  const vifs = fit.coefficients.map((c) => c.vif);

  it('reproduces Longley’s published VIFs (GNP’s is 1788.5)', () => {
    expect(vifs[0]).toBeNull();
    LONGLEY_VIFS.forEach((expected, j) => expectRelative(vifs[j + 1] ?? 0, expected, 1e-11));
    expect(vifs.slice(1).map((vif) => Math.round((vif ?? 0) * 10) / 10)).toEqual([
      135.5, 1788.5, 33.6, 3.6, 399.2, 759,
    ]);
  });

  it('equals 1/(1 − R²) of each predictor regressed on the others', () => {
    const byRegression = vifsByRegression(x);
    byRegression.forEach((expected, j) => expectRelative(vifs[j + 1] ?? 0, expected, 1e-9));
  });

  it('warns about Longley naming the predictors with VIFs above 10', () => {
    // Centred and scaled, the predictors' condition number is 110.5 (43,275 uncentred).
    expect(fit.predictorConditionNumber).toBeCloseTo(110.544, 2);
    expect(fit.warnings[0]).toEqual({
      code: 'collinearity',
      message:
        "Collinear predictors: x1 (VIF 136), x2 (VIF 1,789), x3 (VIF 33.6), x5 (VIF 399) and x6 (VIF 759) largely repeat the other predictors (a VIF above 10 means they explain over 90% of it; the predictors' centred condition number is 111, above 30 is a warning sign), so single coefficients and their p-values are unstable, though the fitted values are not.",
    });
  });

  it('gives the hand-worked two-predictor values', () => {
    // x1 = (0…5), x2 = (1, 0, 3, 2, 5, 4): correlation r = S12/√(S11·S22) = (29/2)/(35/2) = 29/35,
    // VIF = 1/(1 − r²) = 1225/384 for both, condition number √((1 + r)/(1 − r)) = √(32/3).
    const small = fitOls(
      [0, 1, 2, 3, 4, 5].map((a, i) => [a, [1, 0, 3, 2, 5, 4][i] ?? 0]),
      [1, 3, 4, 6, 9, 8],
    );
    expect(small.coefficients.map((c) => c.vif)).toEqual([
      null,
      expect.closeTo(1225 / 384, 13),
      expect.closeTo(1225 / 384, 13),
    ]);
    expect(small.predictorConditionNumber).toBeCloseTo(Math.sqrt(32 / 3), 13);
    expect(small.warnings.map((w) => w.code)).toEqual(['small-sample']);
  });

  it('weights and leaves out centring the way the model does', () => {
    const rows = [
      [1, 4, 2],
      [2, 1, 2],
      [3, 5, 7],
      [4, 2, 3],
      [5, 6, 9],
      [6, 3, 4],
      [7, 8, 9],
      [8, 2, 6],
    ];
    const y = [3, 2, 6, 4, 9, 7, 12, 8];
    const weights = [1, 2, 1, 3, 1, 2, 2, 1];
    const weighted = fitOls(rows, y, { weights });
    vifsByRegression(rows, { weights }).forEach((expected, j) =>
      expectRelative(weighted.coefficients[j + 1]?.vif ?? 0, expected, 1e-12),
    );
    // Through the origin: uncentred R² of each predictor on the others, no intercept.
    const origin = fitOls(rows, y, { intercept: false });
    vifsByRegression(rows, { intercept: false }).forEach((expected, j) =>
      expectRelative(origin.coefficients[j]?.vif ?? 0, expected, 1e-12),
    );
    // Without an intercept nothing is centred: the predictors' number is the scaled one.
    expect(origin.predictorConditionNumber).toBeCloseTo(origin.conditionNumber, 10);
  });
});

describe('the collinearity warning on stats that sit far from zero', () => {
  // Forty teams: eFG% 47-53, TOV% 15-21, ORB% 25-35 (in points), independent of one another.
  const n = 40;
  const [u1, u2, u3, u4, noise] = [11, 23, 37, 41, 53].map((seed) => uniforms(seed, n));
  const efg = (u1 ?? []).map((u) => 47 + 6 * u);
  const tov = (u2 ?? []).map((u) => 15 + 6 * u);
  const orb = (u3 ?? []).map((u) => 25 + 10 * u);
  const net = efg.map(
    (e, i) => -100 + 3 * e - 2 * (tov[i] ?? 0) + (orb[i] ?? 0) + 4 * ((noise?.[i] ?? 0) - 0.5),
  );
  const names = ['eFG%', 'TOV%', 'ORB%'];

  it('reports the large scaled condition number but does not warn', () => {
    const fit = fitOls(
      efg.map((e, i) => [e, tov[i] ?? 0, orb[i] ?? 0]),
      net,
      { names },
    );
    // The levels (≈50, 18, 30 against spreads of a few points) alone push it past 30.
    expect(fit.conditionNumber).toBeGreaterThan(30);
    expect(fit.predictorConditionNumber).toBeLessThan(2);
    fit.coefficients.slice(1).forEach((c) => expect(c.vif).toBeLessThan(1.5));
    expect(fit.warnings).toEqual([]);
  });

  it('warns when a predictor nearly repeats another, naming just those two', () => {
    // "TS%": eFG% plus a little independent noise (correlation ≈ 0.99).
    const ts = efg.map((e, i) => e + 0.5 * ((u4?.[i] ?? 0) - 0.5));
    const fit = fitOls(
      efg.map((e, i) => [e, tov[i] ?? 0, ts[i] ?? 0, orb[i] ?? 0]),
      net,
      { names: ['eFG%', 'TOV%', 'TS%', 'ORB%'] },
    );
    const vifs = fit.coefficients.slice(1).map((c) => c.vif ?? 0);
    expect(vifs[0]).toBeGreaterThan(10);
    expect(vifs[2]).toBeGreaterThan(10);
    expect(vifs[1]).toBeLessThan(2);
    expect(vifs[3]).toBeLessThan(2);
    expect(fit.predictorConditionNumber).toBeGreaterThan(10);
    expect(fit.warnings[0]?.code).toBe('collinearity');
    expect(fit.warnings[0]?.message).toMatch(
      /^Collinear predictors: eFG% \(VIF [\d.]+\) and TS% \(VIF [\d.]+\) largely repeat the other/,
    );
  });
});
