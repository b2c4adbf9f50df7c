import { describe, expect, it } from 'vitest';
import { significant } from './significant';

describe('significant', () => {
  it.each([
    [2330.2749999999996, 2330.275],
    [69.32999999999998, 69.33],
    [0.5402327935222672, 0.54023279],
    [106.0280081003343, 106.02801],
    [-3.3945989443867584, -3.3945989],
    [0.00012345678912, 0.00012345679],
    [123456789.4, 123456789],
  ])('%s → %s', (value, expected) => {
    expect(significant(value)).toBe(expected);
  });

  it('passes integers, null and non-finite values through', () => {
    for (const value of [0, 7, -12, 2 ** 40, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(significant(value)).toBe(value);
    }
  });

  it('spells every rounded value with at most 8 significant digits', () => {
    for (let i = 1; i < 2000; i += 1) {
      const value = (i * 7919) / 997 / (i % 13 === 0 ? 1000 : 1);
      const digits = String(significant(value))
        .replace(/^-?0?\.?0*|\./g, '')
        .replace(/e.*$/, '');
      expect(digits.length, String(value)).toBeLessThanOrEqual(8);
      expect(Math.abs((significant(value) ?? 0) - value) / value).toBeLessThan(1e-7);
    }
  });
});
