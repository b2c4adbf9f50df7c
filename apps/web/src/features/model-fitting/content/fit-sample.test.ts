import { describe, expect, it } from 'vitest';
import { fitModel, modelScale, type FitRow } from './fit-sample';
import { rowWeighting } from './fit-weights';

/*
 * The hand-worked sample of the engine's OLS tests, dressed as teams: with x1 = (0…5),
 * x2 = (1, 0, 3, 2, 5, 4) and y = (1, 3, 4, 6, 9, 8), least squares gives y = 53/48 + 21/16·x1
 * + 5/16·x2, R² = 525/562. Here net rating = 2y, eFG% = 45% + x1 points and TOV% = 15% + x2
 * points: in percentage points the slopes are 2·21/16 = 2.625 and 2·5/16 = 0.625, the intercept
 * 2·53/48 − 2.625·45 − 0.625·15 = −125.2916….
 */
const X1 = [0, 1, 2, 3, 4, 5];
const X2 = [1, 0, 3, 2, 5, 4];
const Y = [1, 3, 4, 6, 9, 8];
const rows: FitRow[] = X1.map((x1, i) => ({
  id: String(i + 1),
  name: `Team ${i + 1}`,
  values: { netRtg: 2 * (Y[i] ?? 0), efgPct: 0.45 + x1 / 100, tovPct: 0.15 + (X2[i] ?? 0) / 100 },
}));
const model = { outcome: 'netRtg', predictors: ['efgPct', 'tovPct'] } as const;

describe('fitModel', () => {
  it('fits in percentage points and reports values back in the API units', () => {
    const answer = fitModel(rows, model);
    if (answer.kind !== 'fitted') throw new Error(answer.kind);
    const [intercept, efg, tov] = answer.fit.coefficients;
    expect(efg?.estimate).toBeCloseTo(2.625, 10);
    expect(tov?.estimate).toBeCloseTo(0.625, 10);
    expect(intercept?.estimate).toBeCloseTo((2 * 53) / 48 - 2.625 * 45 - 0.625 * 15, 9);
    expect(efg?.name).toBe('Effective field-goal %');
    expect(answer.fit.rSquared).toBeCloseTo(525 / 562, 12);
    // Residuals of y were (−5/12, 7/12, …): doubled for net rating.
    expect(answer.rows[0]?.residual).toBeCloseTo(-10 / 12, 10);
    expect(answer.rows[0]?.fitted).toBeCloseTo(2 + 10 / 12, 10);
    expect(answer.rows[0]?.predictors).toEqual([0.45, 0.16]);
    expect(answer.dropped).toBe(0);
  });

  it('drops rows missing a chosen stat and counts them', () => {
    const withGaps: FitRow[] = [
      ...rows,
      { id: '7', name: 'No TOV', values: { netRtg: 3, efgPct: 0.5, tovPct: null } },
      { id: '8', name: 'No outcome', values: { efgPct: 0.5, tovPct: 0.2 } },
    ];
    const answer = fitModel(withGaps, model);
    expect(answer.kind).toBe('fitted');
    expect(answer.dropped).toBe(2);
    if (answer.kind === 'fitted') expect(answer.fit.n).toBe(6);
  });

  it('needs two more complete rows than coefficients', () => {
    expect(fitModel(rows.slice(0, 4), model)).toEqual({
      kind: 'too-few',
      usable: 4,
      needed: 5,
      dropped: 0,
      withoutWeight: 0,
    });
    expect(fitModel(rows.slice(0, 5), model).kind).toBe('fitted');
  });

  it('passes on the method\u2019s refusal in its words', () => {
    const flat = rows.map((row) => ({ ...row, values: { ...row.values, netRtg: 5 } }));
    const answer = fitModel(flat, model);
    expect(answer.kind).toBe('refused');
    if (answer.kind === 'refused') expect(answer.message).toMatch(/outcome has the same value/);
  });

  it('leaves out a constant predictor and fits the rest', () => {
    const flat = rows.map((row) => ({ ...row, values: { ...row.values, tovPct: 0.2 } }));
    const answer = fitModel(flat, model);
    if (answer.kind !== 'fitted') throw new Error(answer.kind);
    expect(answer.fit.dropped.map((d) => [d.name, d.reason])).toEqual([['Turnover %', 'constant']]);
    expect(answer.fit.coefficients.map((c) => c.predictorIndex)).toEqual([null, 0]);
    const alone = fitModel(rows, { outcome: 'netRtg', predictors: ['efgPct'] });
    if (alone.kind !== 'fitted') throw new Error(alone.kind);
    expect(answer.fit.coefficients[1]?.estimate).toBeCloseTo(
      alone.fit.coefficients[1]?.estimate ?? 0,
      12,
    );
  });

  it('leaves out a stat that repeats another up to the API\u2019s 8-digit rounding', () => {
    // DRB% = 1 − opponents' ORB%, rounded to 8 significant digits on each side.
    const complements = rows.map((row, i) => ({
      ...row,
      values: {
        ...row.values,
        drbPct: 0.70123456 + ((i * 7) % 5) / 100,
        orbPctAgst: 0.29876544 - ((i * 7) % 5) / 100 + (i % 2 ? 4e-9 : -4e-9),
      },
    }));
    const answer = fitModel(complements, {
      outcome: 'netRtg',
      predictors: ['efgPct', 'drbPct', 'orbPctAgst'],
    });
    if (answer.kind !== 'fitted') throw new Error(answer.kind);
    expect(answer.fit.dropped).toHaveLength(1);
    expect(answer.fit.dropped[0]?.message).toMatch(
      /^“Opponents' offensive rebound %” is a linear combination of Intercept and Defensive rebound % in this sample/,
    );
    expect(answer.fit.coefficients.map((c) => c.name)).toEqual([
      'Intercept',
      'Effective field-goal %',
      'Defensive rebound %',
    ]);
  });

  it('weights teams by possessions, leaving out those without any', () => {
    /*
     * The engine's hand-worked weighted example: eFG% = 45% + x points with x = (0, 1, 2, 3),
     * net = (1, 3, 2, 5), possessions ∝ (1, 2, 2, 1). Weighted least squares gives the slope
     * 10/11 per point and R² = 75/154 (about the possession-weighted mean); the intercept is
     * 43/33 − (10/11)·45 = −1307/33.
     */
    const weighted: FitRow[] = [0, 1, 2, 3].map((x, i) => ({
      id: String(i + 1),
      name: `Team ${i + 1}`,
      values: {
        netRtg: [1, 3, 2, 5][i] ?? 0,
        efgPct: 0.45 + x / 100,
        poss: 500 * ([1, 2, 2, 1][i] ?? 0),
      },
    }));
    const sample: FitRow[] = [
      ...weighted,
      { id: '5', name: 'No possessions', values: { netRtg: 9, efgPct: 0.6, poss: null } },
      { id: '6', name: 'Zero possessions', values: { netRtg: 9, efgPct: 0.6, poss: 0 } },
      { id: '7', name: 'No eFG%', values: { netRtg: 9, efgPct: null, poss: 400 } },
    ];
    const answer = fitModel(
      sample,
      { outcome: 'netRtg', predictors: ['efgPct'] },
      { weighting: rowWeighting('teams', 'possessions'), covariance: 'classical' },
    );
    if (answer.kind !== 'fitted') throw new Error(answer.kind);
    expect(answer.dropped).toBe(1);
    expect(answer.withoutWeight).toBe(2);
    expect(answer.fit.weighted).toBe(true);
    expect(answer.fit.coefficients[1]?.estimate).toBeCloseTo(10 / 11, 12);
    expect(answer.fit.coefficients[0]?.estimate).toBeCloseTo(-1307 / 33, 10);
    expect(answer.fit.rSquared).toBeCloseTo(75 / 154, 12);
    expect(answer.rows.map((row) => row.weight)).toEqual([500, 1000, 1000, 500]);
  });

  it('passes HC3 through to the fit', () => {
    const answer = fitModel(rows, model, { weighting: null, covariance: 'hc3' });
    if (answer.kind !== 'fitted') throw new Error(answer.kind);
    expect(answer.fit.covariance).toBe('hc3');
    // Hand-worked in the page test: Var(eFG slope) = 4·6279/14400.
    expect(answer.fit.coefficients[1]?.standardError).toBeCloseTo(
      Math.sqrt((4 * 6279) / 14400),
      12,
    );
  });

  it('scales percentages only', () => {
    expect(modelScale('pct')).toBe(100);
    expect(modelScale('rating')).toBe(1);
  });
});
