import { describe, expect, it } from 'vitest';
import {
  NilFitError,
  backtestNilCalibration,
  fitNilCalibration,
  medianLogValue,
  nilTypicalValue,
  nilValueBands,
  roundToSignificant,
} from './nil-fit';
import type { NilDeal, NilDealSeason } from './nil-fit';

/** A deal whose value is e^logValue, so the hand-worked sums stay on whole logs. */
const deal = (index: number, logValue: number): NilDeal => ({ index, value: Math.exp(logValue) });

// Three seasons of two deals each, small enough to fit by hand (minDeals lowered to 3).
const A = [deal(10, 1), deal(20, 3)];
const B = [deal(30, 2), deal(40, 4)];
const C = [deal(20, 2), deal(30, 3)];
const SEASONS: NilDealSeason<string>[] = [
  { key: 'A', deals: A },
  { key: 'B', deals: B },
  { key: 'C', deals: C },
];
const TINY = { minDeals: 3 };

describe('fitNilCalibration', () => {
  it('fits ln(value) on the index by least squares', () => {
    // x = 10, 20, 30, 40 (mean 25); y = ln(value) = 1, 3, 2, 4 (mean 2.5).
    // Sxx = 225 + 25 + 25 + 225 = 500; Sxy = 22.5 − 2.5 − 2.5 + 22.5 = 40.
    // slope = 40 / 500 = 0.08; intercept = 2.5 − 0.08 · 25 = 0.5.
    // Fitted 1.3, 2.1, 2.9, 3.7; residuals −0.3, 0.9, −0.9, 0.3; RSS = 1.8; sd = √(1.8 / 2).
    const fit = fitNilCalibration([...A, ...B], TINY);
    expect(fit.slope).toBeCloseTo(0.08, 12);
    expect(fit.intercept).toBeCloseTo(0.5, 12);
    expect(fit.residualSd).toBeCloseTo(Math.sqrt(0.9), 12);
    expect(fit.deals).toBe(4);
    // The typical deal at index 50: e^(0.5 + 4) = e^4.5.
    expect(nilTypicalValue(fit, 50)).toBeCloseTo(Math.exp(4.5), 9);
  });

  it('refuses too few deals, a single index and a value that is not positive', () => {
    expect(() => fitNilCalibration(A)).toThrow(/Too few deals to fit: 2, at least 30 needed/);
    expect(() => fitNilCalibration([deal(50, 1), deal(50, 2), deal(50, 3)], TINY)).toThrow(
      /same index/,
    );
    expect(() => fitNilCalibration([...A, { index: 30, value: 0 }], TINY)).toThrow(NilFitError);
    expect(() => fitNilCalibration([...A, { index: Number.NaN, value: 5 }], TINY)).toThrow(
      NilFitError,
    );
  });
});

describe('medianLogValue', () => {
  it('takes the middle log, or the mean of the two middle ones', () => {
    expect(medianLogValue([deal(1, 3), deal(2, 1), deal(3, 2)])).toBeCloseTo(2, 12);
    // Logs 1, 2, 3, 4: the middle two average 2.5.
    expect(medianLogValue([...A, ...B])).toBeCloseTo(2.5, 12);
  });
});

describe('backtestNilCalibration', () => {
  const backtest = backtestNilCalibration(SEASONS, TINY);
  const season = (key: string) => backtest.seasons.find((s) => s.key === key);

  it('predicts each season from the others and compares with the pool median', () => {
    // C held out: the fit on A + B above (0.5 + 0.08·x) predicts 2.1 and 2.9 for logs 2 and 3:
    // misses 0.1 and −0.1, RMSE 0.1. APE e^0.1 − 1 = 0.10517 and 1 − e^−0.1 = 0.09516, median
    // (their mean) 0.10017. Baseline: A + B's median log 2.5, misses 0.5 and −0.5, RMSE 0.5,
    // APE e^0.5 − 1 = 0.64872 and 1 − e^−0.5 = 0.39347, median 0.52110. Both within a factor
    // of two (|miss| ≤ ln 2 = 0.693). Spearman of (20, 30) with (e², e³): 1.
    const c = season('C');
    expect(c?.deals).toBe(2);
    expect(c?.trainingDeals).toBe(4);
    expect(c?.model.rmseLog).toBeCloseTo(0.1, 12);
    expect(c?.model.medianApe).toBeCloseTo((Math.exp(0.1) - 1 + 1 - Math.exp(-0.1)) / 2, 12);
    expect(c?.model.withinFactorTwo).toBe(1);
    expect(c?.baseline.rmseLog).toBeCloseTo(0.5, 12);
    expect(c?.baseline.medianApe).toBeCloseTo((Math.exp(0.5) - Math.exp(-0.5)) / 2, 12);
    expect(c?.spearman).toBeCloseTo(1, 12);
  });

  it('scores the other folds and pools every held-out deal', () => {
    // A held out: B + C = (30, 2), (40, 4), (20, 2), (30, 3); mean x 30, mean y 2.75;
    // Sxx = 200, Sxy = 12.5 + 7.5 = 20: slope 0.1, intercept −0.25. Predicts 0.75 and 1.75 for
    // logs 1 and 3: misses −0.25 and −1.25, RMSE √((0.0625 + 1.5625) / 2) = √0.8125.
    // Only −1.25 is beyond a factor of two: within 1/2. Baseline: B + C's logs 2, 2, 3, 4,
    // median 2.5; misses 1.5 and −0.5: RMSE √1.25, within 1/2.
    const a = season('A');
    expect(a?.model.rmseLog).toBeCloseTo(Math.sqrt(0.8125), 12);
    expect(a?.model.withinFactorTwo).toBe(0.5);
    expect(a?.baseline.rmseLog).toBeCloseTo(Math.sqrt(1.25), 12);
    expect(a?.baseline.withinFactorTwo).toBe(0.5);
    // B held out: A + C, mean x 20, mean y 2.25, Sxx 200, Sxy 20: slope 0.1, intercept 0.25.
    // Predicts 3.25 and 4.25 for logs 2 and 4: misses 1.25 and 0.25, RMSE √0.8125.
    expect(season('B')?.model.rmseLog).toBeCloseTo(Math.sqrt(0.8125), 12);
    // Pooled: squared misses 0.0625, 1.5625, 1.5625, 0.0625, 0.01, 0.01 over 6 = 0.545.
    expect(backtest.pooled.deals).toBe(6);
    expect(backtest.pooled.model.rmseLog).toBeCloseTo(Math.sqrt(0.545), 12);
    // Pooled Spearman: index 10, 20, 30, 40, 20, 30 (ranks 1, 2.5, 4.5, 6, 2.5, 4.5) against
    // logs 1, 3, 2, 4, 2, 3 (ranks 1, 4.5, 2.5, 6, 2.5, 4.5): Pearson of the ranks.
    const rx = [1, 2.5, 4.5, 6, 2.5, 4.5];
    const ry = [1, 4.5, 2.5, 6, 2.5, 4.5];
    const mean = 3.5;
    const sxy = rx.reduce((sum, x, i) => sum + (x - mean) * ((ry[i] ?? 0) - mean), 0);
    const sxx = rx.reduce((sum, x) => sum + (x - mean) ** 2, 0);
    // Both rank lists hold the same values, so Syy = Sxx: ρ = Sxy / Sxx = 12.5 / 16.5.
    expect(sxy).toBeCloseTo(12.5, 12);
    expect(sxx).toBeCloseTo(16.5, 12);
    expect(backtest.pooled.spearman).toBeCloseTo(12.5 / 16.5, 12);
  });

  it('skips seasons without deals and refuses fewer than two with any', () => {
    const withEmpty = backtestNilCalibration([...SEASONS, { key: 'D', deals: [] }], TINY);
    expect(withEmpty.seasons.map((s) => s.key)).toEqual(['A', 'B', 'C']);
    expect(() => backtestNilCalibration([SEASONS[0] ?? { key: 'A', deals: A }], TINY)).toThrow(
      /at least two seasons; 1 have any/,
    );
    // Two seasons of two deals: each fold trains on 2 < 3 deals.
    expect(() => backtestNilCalibration(SEASONS.slice(0, 2), TINY)).toThrow(/Too few deals/);
  });
});

describe('nilValueBands and roundToSignificant', () => {
  it('maps each tier band through the calibration', () => {
    const bands = nilValueBands({ intercept: 0.5, slope: 0.08, residualSd: 1, deals: 4 });
    expect(bands.map((b) => b.tier)).toEqual(['Elite', 'High', 'Mid', 'Low', 'Minimal']);
    // Elite: index 90 → e^(0.5 + 7.2) = e^7.7; 100 → e^8.5.
    expect(bands[0]?.valueLow).toBeCloseTo(Math.exp(7.7), 6);
    expect(bands[0]?.valueHigh).toBeCloseTo(Math.exp(8.5), 6);
    expect(bands[4]?.valueLow).toBeCloseTo(Math.exp(0.5), 12);
  });

  it('rounds to two significant digits', () => {
    expect(roundToSignificant(3456)).toBe(3500);
    expect(roundToSignificant(1_234_567)).toBe(1_200_000);
    expect(roundToSignificant(87.4)).toBe(87);
  });
});
