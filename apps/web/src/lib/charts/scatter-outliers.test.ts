import { describe, expect, it } from 'vitest';
import { outlierScores, rankOutliers } from './scatter-outliers';

const POINTS = [
  { id: 'a', x: 1, y: 2 },
  { id: 'b', x: 2, y: 3 },
  { id: 'c', x: 3, y: 5 },
  { id: 'd', x: 4, y: 4 },
];

describe('rankOutliers', () => {
  it('ranks by the absolute residual from a fitted line', () => {
    // Line y = 1.5 + 0.8x: residuals a −0.3, b −0.1, c +1.1, d −0.7.
    const fit = { slope: 0.8, intercept: 1.5 };
    const scores = outlierScores(POINTS, fit);
    expect(scores.get('c')).toBeCloseTo(1.1, 12);
    expect(scores.get('d')).toBeCloseTo(0.7, 12);
    expect(rankOutliers(POINTS, fit)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('ranks by the distance from the centre in standard deviations without a line', () => {
    // x̄ = 2.5, ȳ = 3.5, σx = σy = √1.25. Offsets from the centre: a (−1.5, −1.5),
    // b (−0.5, −0.5), c (0.5, 1.5), d (1.5, 0.5): a √4.5/σ, c and d √2.5/σ (tie: input
    // order), b √0.5/σ.
    const sigma = Math.sqrt(1.25);
    const scores = outlierScores(POINTS);
    expect(scores.get('a')).toBeCloseTo(Math.sqrt(4.5) / sigma, 12);
    expect(scores.get('c')).toBeCloseTo(Math.sqrt(2.5) / sigma, 12);
    expect(scores.get('b')).toBeCloseTo(Math.sqrt(0.5) / sigma, 12);
    expect(rankOutliers(POINTS)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('weighs each axis in its own units: a far value on a small scale still stands out', () => {
    const points = [
      { id: 'p', x: 100, y: 0.5 },
      { id: 'q', x: 110, y: 0.5 },
      { id: 'r', x: 105, y: 0.5 },
      { id: 's', x: 105, y: 0.6 },
    ];
    expect(rankOutliers(points)[0]).toBe('s');
  });

  it('scores a cloud without spread as 0 and keeps its order', () => {
    const same = [
      { id: 'x', x: 1, y: 1 },
      { id: 'y', x: 1, y: 1 },
    ];
    expect([...outlierScores(same).values()]).toEqual([0, 0]);
    expect(rankOutliers(same)).toEqual(['x', 'y']);
  });
});
