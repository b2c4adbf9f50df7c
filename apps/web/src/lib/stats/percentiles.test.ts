import { describe, expect, it } from 'vitest';
import { goodnessPercentiles, ordinalPercentile } from './percentiles';

describe('goodnessPercentiles', () => {
  it('gives the share of the pool at or below the value when higher is better', () => {
    expect(goodnessPercentiles([10, 20, 30, 40], 'higher')).toEqual([25, 50, 75, 100]);
  });

  it('gives the share at or above the value when lower is better, ties alike', () => {
    expect(goodnessPercentiles([90, 100, 100, 110], 'lower')).toEqual([100, 75, 75, 25]);
  });

  it('leaves missing values, rows outside the pool and neutral stats uncoloured', () => {
    const qualified = [true, true, false, true];
    expect(goodnessPercentiles([1, null, 3, 2], 'higher', (i) => qualified[i] === true)).toEqual([
      50,
      null,
      null,
      100,
    ]);
    expect(goodnessPercentiles([1, 2], 'neutral')).toEqual([null, null]);
    expect(goodnessPercentiles([null, Number.NaN], 'higher')).toEqual([null, null]);
  });
});

describe('ordinalPercentile', () => {
  it('rounds and adds the English suffix', () => {
    expect(ordinalPercentile(86.6)).toBe('87th');
    expect(ordinalPercentile(1)).toBe('1st');
    expect(ordinalPercentile(22)).toBe('22nd');
    expect(ordinalPercentile(43)).toBe('43rd');
    expect(ordinalPercentile(12.2)).toBe('12th');
    expect(ordinalPercentile(100)).toBe('100th');
    expect(ordinalPercentile(-3)).toBe('0th');
  });
});
