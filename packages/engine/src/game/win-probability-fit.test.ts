import { describe, expect, it } from 'vitest';
import { calibration } from './win-probability-calibration';
import { fitWinProbability, logisticIrls, winProbabilitySamples } from './win-probability-fit';
import type { WinProbabilitySample } from './win-probability-fit';
import { basket, buildGame } from './shots.fixtures';

/** mulberry32: a tiny seeded generator so the synthetic data are the same on every run. */
function rng(seed: number): { uniform: () => number; normal: () => number } {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number =>
    Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** True coefficients by regulation bin (edges 2400/1800/1200/600/0) and for overtime. */
const TRUTH = [
  { from: 2400, intercept: 0.1, margin: 0.06, pregame: 0.09, possession: 0.05 },
  { from: 1800, intercept: 0.1, margin: 0.08, pregame: 0.07, possession: 0.1 },
  { from: 1200, intercept: 0.05, margin: 0.11, pregame: 0.05, possession: 0.2 },
  { from: 600, intercept: 0, margin: 0.2, pregame: 0.03, possession: 0.4 },
];
const OVERTIME_TRUTH = { intercept: 0, margin: 0.35, pregame: 0.02, possession: 0.5 };

function synthetic(n: number, seed: number): WinProbabilitySample[] {
  const random = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const overtime = i % 5 === 4;
    const secondsLeft = overtime ? random.uniform() * 300 : 0.5 + random.uniform() * 2399;
    const truth = overtime
      ? OVERTIME_TRUTH
      : (TRUTH.find((bin) => secondsLeft > bin.from - 600) ?? OVERTIME_TRUTH);
    const margin = Math.round(random.normal() * 8);
    const pregameSpread = random.normal() * 7;
    const possession = random.uniform() < 0.5 ? 1 : -1;
    const z =
      truth.intercept +
      truth.margin * margin +
      truth.pregame * pregameSpread +
      truth.possession * possession;
    const homeWon = random.uniform() < sigmoid(z);
    return { secondsLeft, overtime, margin, pregameSpread, possession, homeWon };
  });
}

describe('IRLS logistic regression', () => {
  it('reproduces the closed form for one binary predictor (log odds ratio)', () => {
    // 30 of 100 win at x = 0, 60 of 100 at x = 1.
    const x: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      x.push([1, 0], [1, 1]);
      y.push(i < 30 ? 1 : 0, i < 60 ? 1 : 0);
    }
    const fit = logisticIrls(x, y, null, { ridge: 0 });
    expect(fit.converged).toBe(true);
    expect(fit.beta[0]).toBeCloseTo(Math.log(0.3 / 0.7), 10);
    expect(fit.beta[1]).toBeCloseTo(Math.log(0.6 / 0.4) - Math.log(0.3 / 0.7), 10);
  });
});

describe('fitWinProbability', () => {
  const options = {
    regulationEdges: [2400, 1800, 1200, 600, 0],
    overtimeEdges: [300, 0],
    withPossession: true,
    smooth: false,
  };
  const model = fitWinProbability(synthetic(100_000, 7), options);

  it('recovers known coefficients in every time bin', () => {
    const regulation = model.bins.filter((bin) => !bin.overtime);
    expect(regulation).toHaveLength(4);
    regulation.forEach((bin, i) => {
      const truth = TRUTH[i];
      expect(bin.converged).toBe(true);
      expect(bin.fromSecondsLeft).toBe(truth?.from);
      expect(Math.abs(bin.coefficients.margin - (truth?.margin ?? NaN))).toBeLessThan(0.01);
      expect(Math.abs(bin.coefficients.pregame - (truth?.pregame ?? NaN))).toBeLessThan(0.01);
      expect(Math.abs(bin.coefficients.intercept - (truth?.intercept ?? NaN))).toBeLessThan(0.06);
      expect(Math.abs(bin.coefficients.possession - (truth?.possession ?? NaN))).toBeLessThan(0.06);
    });
    const overtime = model.bins.find((bin) => bin.overtime);
    expect(overtime?.coefficients.margin).toBeCloseTo(OVERTIME_TRUTH.margin, 1);
  });

  it('is calibrated on held-out data', () => {
    const heldOut = synthetic(40_000, 99);
    const report = calibration(
      heldOut.map((sample) => ({ p: model.predict(sample), outcome: sample.homeWon })),
    );
    expect(report.brier).toBeLessThan(0.2);
    for (const bin of report.reliability) {
      if (bin.n > 500) {
        expect(Math.abs((bin.meanPredicted ?? 0) - (bin.observedRate ?? 1))).toBeLessThan(0.03);
      }
    }
  });

  it('smooths coefficients 1-2-1 across neighbouring bins', () => {
    const smoothed = fitWinProbability(synthetic(100_000, 7), { ...options, smooth: true });
    const raw = model.bins.filter((bin) => !bin.overtime).map((bin) => bin.coefficients.margin);
    const second = smoothed.bins[1]?.coefficients.margin;
    expect(second).toBeCloseTo(((raw[0] ?? 0) + 2 * (raw[1] ?? 0) + (raw[2] ?? 0)) / 4, 12);
  });

  it('turns a finished game into training samples', () => {
    const game = buildGame([basket('home', 1, 1000), basket('away', 2, 10)]);
    const samples = winProbabilitySamples(game, 3);
    expect(samples).toEqual([
      { secondsLeft: 2200, overtime: false, margin: 2, pregameSpread: 3, homeWon: false },
      { secondsLeft: 10, overtime: false, margin: 0, pregameSpread: 3, homeWon: false },
    ]);
  });
});

describe('calibration metrics', () => {
  it('computes Brier score, log-loss and reliability by decile', () => {
    const report = calibration([
      { p: 0.8, outcome: true },
      { p: 0.3, outcome: false },
    ]);
    expect(report.brier).toBeCloseTo((0.04 + 0.09) / 2, 12);
    expect(report.logLoss).toBeCloseTo(-(Math.log(0.8) + Math.log(0.7)) / 2, 12);
    expect(report.reliability).toHaveLength(10);
    expect(report.reliability[3]).toEqual({
      from: 0.3,
      to: 0.4,
      n: 1,
      meanPredicted: 0.3,
      observedRate: 0,
    });
    expect(report.reliability[8]?.observedRate).toBe(1);
    expect(report.reliability[0]?.meanPredicted).toBeNull();
  });

  it('keeps a confident miss finite', () => {
    const { logLoss } = calibration([{ p: 1, outcome: false }]);
    expect(Number.isFinite(logLoss)).toBe(true);
    expect(logLoss).toBeCloseTo(-Math.log(1e-15), 2);
  });
});
