import { describe, expect, it } from 'vitest';
import { aucOf, brierOf, logLossOf } from './forecast-scores';

describe('forecast scores', () => {
  it('AUC counts the positive-above-negative pairs', () => {
    // Positives 0.9 and 0.4, negatives 0.8, 0.3, 0.2: 0.9 beats all three, 0.4 beats two → 5/6.
    expect(aucOf([0.9, 0.8, 0.4, 0.3, 0.2], [1, 0, 1, 0, 0])).toBeCloseTo(5 / 6, 12);
    // A tie counts half.
    expect(aucOf([0.5, 0.5], [1, 0])).toBe(0.5);
    expect(aucOf([0.3, 0.6], [1, 1])).toBeNull();
  });

  it('log loss and Brier by hand', () => {
    // −(ln 0.8 + ln 0.6)/2 = (0.2231436 + 0.5108256)/2.
    expect(logLossOf([0.8, 0.4], [1, 0])).toBeCloseTo(0.3669846, 6);
    // (0.2² + 0.4²)/2.
    expect(brierOf([0.8, 0.4], [1, 0])).toBeCloseTo(0.1, 12);
    // A certain miss is clipped, not infinite.
    expect(logLossOf([0], [1])).toBeCloseTo(-Math.log(1e-15), 6);
    expect(logLossOf([], [])).toBe(0);
  });
});
