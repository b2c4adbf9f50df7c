import { describe, expect, it } from 'vitest';
import { averageRanks, normalCdf, pearson, spearman, weightedMean } from './stats';

describe('normalCdf', () => {
  // Reference values: scipy.stats.norm.cdf.
  it.each([
    [0, 0.5],
    [0.7, 0.758036347776927],
    [1, 0.841344746068543],
    [-1.96, 0.0249978951482204],
    [3, 0.99865010196837],
    [-8, 6.22096057427174e-16],
  ])('Φ(%d) = %d', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-14);
  });

  it('is symmetric and saturates', () => {
    expect(normalCdf(1.3) + normalCdf(-1.3)).toBeCloseTo(1, 15);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('ranks and correlation', () => {
  it('averages tied ranks', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });

  it('spearman is 1 for any increasing relation and handles ties', () => {
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 64])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // scipy.stats.spearmanr([1, 2, 2, 3], [1, 3, 2, 4]).statistic = 0.9486832980505139
    expect(spearman([1, 2, 2, 3], [1, 3, 2, 4])).toBeCloseTo(0.9486832980505139, 12);
  });

  it('pearson and weightedMean by hand', () => {
    expect(pearson([1, 2, 3], [2, 4, 7])).toBeCloseTo(0.9933992677987828, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(weightedMean([1, 3], [3, 1])).toBe(1.5);
    expect(weightedMean([1, 3])).toBe(2);
    expect(weightedMean([1], [0])).toBeNaN();
  });
});
