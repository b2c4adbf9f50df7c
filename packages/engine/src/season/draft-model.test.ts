import { describe, expect, it } from 'vitest';
import {
  DRAFT_INDICATORS,
  DraftModelNotConvergedError,
  ageEstOf,
  backtestDraftModel,
  draftIndicators,
  draftProbability,
  draftTier,
  fitDraftModel,
  fitPenalisedLogistic,
  projectDraft,
} from './draft-model';
import type { DraftIndicatorValues, DraftPoolPlayer, DraftSeason } from './draft-model';

const logit = (p: number): number => Math.log(p / (1 - p));

/** n rows of x with `positives` of them 1. */
const group = (x: number, n: number, positives: number) =>
  Array.from({ length: n }, (_, i) => ({ x: [x], y: i < positives ? 1 : 0 }));

const player = (classYear: string | null, bpm: number): DraftPoolPlayer => ({
  classYear,
  bpm,
  usagePct: 0.25,
  tsPct: 0.6,
  astPct: null,
  stlPct: 0.02,
  blkPct: 0.01,
  orbPct: 0.05,
  drbPct: 0.15,
  threePaRate: 0.4,
  ftPct: 0.75,
  height: 78,
  sos: 2,
});

/** A row whose only non-null indicator is bpm. */
const bpmRow = (bpm: number): DraftIndicatorValues =>
  Object.fromEntries(
    DRAFT_INDICATORS.map((name) => [name, name === 'bpm' ? bpm : null]),
  ) as DraftIndicatorValues;

describe('penalised logistic fit', () => {
  it('recovers the closed-form MLE of one binary feature', () => {
    // x = 0: 2 of 10 drafted (p0 = 0.2); x = 1: 7 of 10 (p1 = 0.7). The MLE reproduces each
    // group's rate: intercept = logit(0.2) = −1.386294, slope = logit(0.7) − logit(0.2) = 2.233592.
    const rows = [...group(0, 10, 2), ...group(1, 10, 7)];
    const fit = fitPenalisedLogistic(
      rows.map((r) => r.x),
      rows.map((r) => r.y),
      { ridge: 1e-12 },
    );
    expect(fit.intercept).toBeCloseTo(logit(0.2), 6);
    expect(fit.slopes[0]).toBeCloseTo(logit(0.7) - logit(0.2), 6);
    expect(fit.iterations).toBeLessThan(15);
  });

  it('throws instead of returning a fit that has not converged', () => {
    const rows = [...group(0, 10, 2), ...group(1, 10, 7)];
    expect(() =>
      fitPenalisedLogistic(
        rows.map((r) => r.x),
        rows.map((r) => r.y),
        { ridge: 0.01, maxIterations: 1 },
      ),
    ).toThrow(DraftModelNotConvergedError);
  });
});

describe('draft indicators', () => {
  it('estimates age from the class and adjusts BPM by the class mean', () => {
    expect([
      ageEstOf('Fr.'),
      ageEstOf('SO'),
      ageEstOf('jr'),
      ageEstOf('Sr.'),
      ageEstOf('Gr.'),
    ]).toEqual([19, 20, 21, 22, 23]);
    expect(ageEstOf(null)).toBeNull();
    expect(ageEstOf('---')).toBeNull();
    // Freshmen 4 and 0 (mean 2), one senior 1 (mean 1).
    const rows = draftIndicators([player('Fr.', 4), player('Fr.', 0), player('Sr.', 1)]);
    expect(rows.map((r) => r.ageAdjBpm)).toEqual([2, -2, 0]);
    expect(rows[0]?.ageEst).toBe(19);
    expect(rows[0]?.usageTimesTs).toBeCloseTo(0.15, 12);
    expect(rows[0]?.astPct).toBeNull();
  });
});

describe('draft model', () => {
  // bpm separates the drafted imperfectly: per season, bpm 0..9, drafted from 6 up plus bpm 4.
  const season = (key: number): DraftSeason<number> => {
    const bpms = Array.from({ length: 10 }, (_, i) => i + key * 0.1);
    return {
      key,
      rows: bpms.map(bpmRow),
      drafted: bpms.map((_, i) => i >= 6 || i === 4),
      picks: 5,
    };
  };

  it('imputes a missing indicator with the training mean (standardised 0)', () => {
    const model = fitDraftModel([season(1), season(2)]);
    expect(model.trainingRows).toBe(20);
    const allNull = bpmRow(0);
    const atMean = bpmRow(model.means.bpm);
    expect(draftProbability(model, { ...allNull, bpm: null })).toBeCloseTo(
      draftProbability(model, atMean),
      12,
    );
    expect(model.fit.slopes[DRAFT_INDICATORS.indexOf('bpm')]).toBeGreaterThan(0);
    // Indicators without any value carry no weight.
    expect(model.fit.slopes[DRAFT_INDICATORS.indexOf('sos')]).toBe(0);
  });

  it('backtests each season on a model that never saw it', () => {
    const backtest = backtestDraftModel([season(1), season(2), season(3)]);
    expect(backtest.seasons.map((s) => s.key)).toEqual([1, 2, 3]);
    for (const s of backtest.seasons) {
      expect(s.players).toBe(10);
      expect(s.drafted).toBe(5);
      // Ranked by bpm: drafted are 9, 8, 7, 6 and 4 against 5, 3, 2, 1, 0 → 24 of 25 pairs.
      expect(s.auc).toBeCloseTo(24 / 25, 12);
      // Top five by bpm (9..5) hold four draftees.
      expect(s.topNHits).toBe(4);
    }
    expect(backtest.pooledAuc).not.toBeNull();
    expect(backtestDraftModel([season(1)]).seasons).toEqual([]);
  });
});

describe('projection', () => {
  it('maps ranks to tiers by gender', () => {
    expect([14, 15, 30, 31, 60, 61].map((r) => draftTier(r, 'MALE'))).toEqual([
      'Lottery',
      'First round',
      'First round',
      'Second round',
      'Second round',
      'Undrafted',
    ]);
    expect([1, 12, 13, 24, 25, 36, 37].map((r) => draftTier(r, 'FEMALE'))).toEqual([
      'First round',
      'First round',
      'Second round',
      'Second round',
      'Third round',
      'Third round',
      'Undrafted',
    ]);
  });

  it('ranks by probability and scores the weak percentile', () => {
    expect(projectDraft([0.1, 0.9, 0.5], 'MALE')).toEqual([
      { rank: 3, tier: 'Lottery', score: 33 },
      { rank: 1, tier: 'Lottery', score: 100 },
      { rank: 2, tier: 'Lottery', score: 67 },
    ]);
  });
});
