import { describe, expect, it } from 'vitest';
import {
  gameClock,
  periodEnds,
  periodFormatFor,
  periodLengths,
  periodName,
  periodShortName,
} from './game-time';

describe('game time', () => {
  it('knows the period lengths of halves, quarters and overtimes', () => {
    expect(periodLengths('halves')).toEqual([1200, 1200]);
    expect(periodLengths('quarters', 2)).toEqual([600, 600, 600, 600, 300, 300]);
    expect(periodEnds(periodLengths('halves', 1))).toEqual([1200, 2400, 2700]);
    expect(periodFormatFor('FEMALE', 2015)).toBe('quarters');
    expect(periodFormatFor('FEMALE', 2014)).toBe('halves');
    expect(periodFormatFor('MALE', 2025)).toBe('halves');
  });

  it('names periods', () => {
    expect(periodName(1, 'halves')).toBe('1st half');
    expect(periodName(3, 'halves')).toBe('OT');
    expect(periodName(6, 'quarters')).toBe('2OT');
    expect(periodShortName(2, 'halves')).toBe('2H');
    expect(periodShortName(3, 'quarters')).toBe('Q3');
  });

  it('turns elapsed seconds into the period and the time left', () => {
    const halves = periodLengths('halves', 1);
    expect(gameClock(0, halves, 'halves').label).toBe('1st half 20:00');
    expect(gameClock(446, halves, 'halves').label).toBe('1st half 12:34');
    expect(gameClock(1200, halves, 'halves').label).toBe('1st half 0:00');
    expect(gameClock(1201, halves, 'halves').label).toBe('2nd half 19:59');
    expect(gameClock(2460, halves, 'halves')).toEqual({
      period: 3,
      clock: '4:00',
      label: 'OT 4:00',
    });
    expect(gameClock(9999, halves, 'halves').label).toBe('OT 0:00');
  });
});
