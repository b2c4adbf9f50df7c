import { describe, expect, it } from 'vitest';
import {
  PERIOD_FORMATS,
  gameLengthSeconds,
  gameSecond,
  isOvertime,
  periodLabel,
  periodLengthSeconds,
  periodStartSecond,
} from './format';

const men = PERIOD_FORMATS.MALE;
const women = PERIOD_FORMATS.FEMALE;

describe('period formats', () => {
  it('plays halves for men and quarters for women, 5-minute overtimes for both', () => {
    expect([1, 2, 3].map((p) => periodLengthSeconds(men, p))).toEqual([1200, 1200, 300]);
    expect([1, 4, 5, 6].map((p) => periodLengthSeconds(women, p))).toEqual([600, 600, 300, 300]);
    expect(isOvertime(men, 3)).toBe(true);
    expect(isOvertime(women, 4)).toBe(false);
  });

  it('counts game seconds across periods', () => {
    expect(periodStartSecond(men, 2)).toBe(1200);
    expect(periodStartSecond(men, 4)).toBe(2700);
    expect(periodStartSecond(women, 5)).toBe(2400);
    expect(gameSecond(men, 1, 1198)).toBe(2);
    expect(gameSecond(women, 5, 21)).toBe(2679);
    expect(gameLengthSeconds(men, 2)).toBe(2400);
    expect(gameLengthSeconds(women, 6)).toBe(3000);
  });

  it('labels periods', () => {
    expect([1, 2, 3, 4].map((p) => periodLabel(men, p))).toEqual(['H1', 'H2', 'OT', '2OT']);
    expect([3, 5].map((p) => periodLabel(women, p))).toEqual(['Q3', 'OT']);
  });

  it('refuses periods that cannot exist', () => {
    expect(() => periodLengthSeconds(men, 0)).toThrow(RangeError);
    expect(() => periodStartSecond(women, 1.5)).toThrow(RangeError);
  });
});
