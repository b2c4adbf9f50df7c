import { describe, expect, it } from 'vitest';
import { conferenceDates, nonConferenceDates, seasonCalendar, weekday, weekOf } from './calendar';

describe('seasonCalendar', () => {
  it('places the 2024-25 men’s season on the real dates', () => {
    const calendar = seasonCalendar(2024, 'MALE');
    expect(calendar.openingDay).toBe('2024-11-04');
    expect(calendar.thanksgiving).toBe('2024-11-28');
    expect(calendar.selectionSunday).toBe('2025-03-16');
    expect(calendar.conferenceEnd).toBe('2025-03-09');
    expect(calendar.nationalRounds[0]).toEqual(['2025-03-18', '2025-03-19']);
    expect(calendar.nationalRounds[6]).toEqual(['2025-04-07']);
    expect(seasonCalendar(2024, 'FEMALE').nationalRounds[6]).toEqual(['2025-04-06']);
  });

  it('lays non-conference play on Mondays and Fridays up to 22 December', () => {
    const calendar = seasonCalendar(2024, 'MALE');
    const dates = nonConferenceDates(calendar);
    expect(dates.slice(0, 3)).toEqual(['2024-11-04', '2024-11-08', '2024-11-11']);
    expect(dates.at(-1)).toBe('2024-12-20');
    expect(dates).toHaveLength(14);
    expect(weekOf(calendar, calendar.thanksgiving)).toBe(3);
    // 2022: opening day on 7 November leaves 13 dates (Friday 23 December is too late).
    expect(nonConferenceDates(seasonCalendar(2022, 'MALE'))).toHaveLength(13);
  });

  it('counts conference dates back from the end of the season, around the Christmas break', () => {
    const calendar = seasonCalendar(2024, 'MALE');
    // Tuesday and Saturday: the last is Saturday 8 March.
    const dates = conferenceDates(calendar, [2, 6], 24);
    expect(dates.at(-1)).toBe('2025-03-08');
    expect(dates.every((d) => [2, 6].includes(weekday(d)))).toBe(true);
    expect(dates.filter((d) => d >= '2024-12-23' && d <= '2024-12-27')).toEqual([]);
    expect(dates.slice(0, 3)).toEqual(['2024-12-14', '2024-12-17', '2024-12-21']);
    expect(dates[3]).toBe('2024-12-28');
    expect(() => conferenceDates(calendar, [2, 6], 60)).toThrow(
      '60 conference rounds do not fit in the season',
    );
  });
});
