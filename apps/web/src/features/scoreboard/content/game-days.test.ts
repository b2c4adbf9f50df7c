import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarWeeks,
  dayLabel,
  gameDateOfIso,
  gamesPerDay,
  isoOfGameDate,
  monthLabel,
  monthRange,
  nextGameDay,
  previousGameDay,
  seasonHoldsDay,
  shiftMonth,
} from './game-days';

describe('game dates', () => {
  it('converts between the address form and the API form, refusing unreal days', () => {
    expect(isoOfGameDate('20250222')).toBe('2025-02-22');
    expect(isoOfGameDate('20240229')).toBe('2024-02-29');
    expect(isoOfGameDate('20250229')).toBeNull();
    expect(isoOfGameDate('2025-02-22')).toBeNull();
    expect(gameDateOfIso('2025-02-22')).toBe('20250222');
  });

  it('adds days across months, years, leap days and the spring time change', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    // Mar 9 2025 has 23 hours in New York; the calendar does not care.
    expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
  });

  it('reads the days and labels whatever the viewer time zone', () => {
    expect(dayLabel('2025-02-22')).toBe('Saturday, February 22, 2025');
    expect(monthLabel({ year: 2025, month: 3 })).toBe('March 2025');
  });
});

describe('calendar months', () => {
  it('bounds each month for the API, with leap years', () => {
    expect(monthRange({ year: 2025, month: 2 })).toEqual({
      start: '2025-02-01',
      end: '2025-02-28',
    });
    expect(monthRange({ year: 2024, month: 2 })).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(monthRange({ year: 2025, month: 12 })).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
  });

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2025, month: 3 }, -14)).toEqual({ year: 2024, month: 1 });
  });

  it('lays a month out in Sunday-first weeks', () => {
    // March 2025 starts on a Saturday and has 31 days: 6 blanks, then 6 weeks.
    const weeks = calendarWeeks({ year: 2025, month: 3 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
    expect(weeks[5]).toEqual(['2025-03-30', '2025-03-31', null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    const february = calendarWeeks({ year: 2026, month: 2 });
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]).toBe('2026-02-01');
    expect(february[3]?.[6]).toBe('2026-02-28');
  });
});

describe('days with games', () => {
  const days = gamesPerDay([
    { gameDate: '2025-02-20' },
    { gameDate: '2025-02-22' },
    { gameDate: '2025-02-22' },
    { gameDate: null },
    { gameDate: '2025-03-01' },
  ]);

  it('counts the games of each day, leaving undated games out', () => {
    expect([...days]).toEqual([
      ['2025-02-20', 1],
      ['2025-02-22', 2],
      ['2025-03-01', 1],
    ]);
  });

  it('finds the nearest game day on each side, skipping empty days', () => {
    expect(previousGameDay(days.keys(), '2025-02-22')).toBe('2025-02-20');
    expect(nextGameDay(days.keys(), '2025-02-22')).toBe('2025-03-01');
    expect(previousGameDay(days.keys(), '2025-02-21')).toBe('2025-02-20');
    expect(nextGameDay(days.keys(), '2025-02-21')).toBe('2025-02-22');
    expect(previousGameDay(days.keys(), '2025-02-20')).toBeNull();
    expect(nextGameDay(days.keys(), '2025-03-01')).toBeNull();
  });
});

describe('season of a day', () => {
  it('runs from July to June, so the summer after the final is still the season', () => {
    expect(seasonHoldsDay(2024, '2024-11-04')).toBe(true);
    expect(seasonHoldsDay(2024, '2025-06-30')).toBe(true);
    expect(seasonHoldsDay(2024, '2025-07-01')).toBe(false);
    expect(seasonHoldsDay(2024, '2024-06-30')).toBe(false);
  });
});
