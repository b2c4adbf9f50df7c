import { describe, expect, it } from 'vitest';
import {
  garbageTimeWeigher,
  garbageTimeWeight,
  garbageTimeWeights,
  winProbabilityAtStart,
  withGarbageTimeWeights,
} from './garbage-time';
import { basket, buildGame } from './shots.fixtures';
import { winProbabilitySeries } from './win-probability';

describe('garbage-time weight (METHODS §6)', () => {
  it('is 1 up to 99% and 0 from 99.99%, for either leader', () => {
    expect(garbageTimeWeight(0.5)).toBe(1);
    expect(garbageTimeWeight(0.99)).toBe(1);
    expect(garbageTimeWeight(0.01)).toBe(1);
    expect(garbageTimeWeight(0.9999)).toBe(0);
    expect(garbageTimeWeight(0.00001)).toBe(0);
    expect(garbageTimeWeight(1)).toBe(0);
  });

  it('tapers linearly in log-odds: half weight halfway between 99% and 99.99%', () => {
    const logit = (p: number) => Math.log(p / (1 - p));
    const middle = 1 / (1 + Math.exp(-(logit(0.99) + logit(0.9999)) / 2));
    expect(middle).toBeCloseTo(0.999, 3);
    expect(garbageTimeWeight(middle)).toBeCloseTo(0.5, 12);
    expect(garbageTimeWeight(1 - middle)).toBeCloseTo(0.5, 12);
  });
});

describe('per possession', () => {
  const series = [0.5, 0.6, 0.995, 0.99999].map((home, i) => ({ seq: i * 2, gameSecond: i, home }));

  it('takes the probability in force when the possession starts', () => {
    const starts = [
      { startSeq: 0 },
      { startSeq: 1 },
      { startSeq: 4 },
      { startSeq: 5 },
      { startSeq: 9 },
    ];
    expect(winProbabilityAtStart(starts, series)).toEqual([0.5, 0.5, 0.6, 0.995, 0.99999]);
    const weights = garbageTimeWeights(starts, series);
    expect(weights.slice(0, 3)).toEqual([1, 1, 1]);
    expect(weights[3]).toBeGreaterThan(0);
    expect(weights[3]).toBeLessThan(1);
    expect(weights[4]).toBe(0);
    const weigh = garbageTimeWeigher(series);
    expect(starts.map(weigh)).toEqual(weights);
  });

  it('weights a late blowout to zero with the naive series', () => {
    const steps = Array.from({ length: 15 }, (_, i) => basket('home', 2, 200 - i));
    const game = buildGame([...steps, basket('away', 2, 60)]);
    const naive = winProbabilitySeries(game);
    const [early, late] = withGarbageTimeWeights(
      [
        { startSeq: 0, weight: 1 },
        { startSeq: 15, weight: 1 },
      ],
      naive,
    );
    expect(early?.weight).toBe(1);
    expect(late?.weight).toBe(0);
  });
});
