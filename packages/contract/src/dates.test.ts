import { describe, expect, it } from 'vitest';
import { formatGameDate, isGameDate, parseGameDate, scheduleToday } from './dates';
import { paths } from './routes';

describe('game dates (yyyymmdd)', () => {
  it("formats the schedule's calendar date, whatever the viewer's time zone", () => {
    // 04:59 UTC on Jan 6 is 23:59 in New York on Jan 5.
    expect(formatGameDate(new Date('2026-01-06T04:59:00Z'))).toBe('20260105');
    expect(formatGameDate(new Date('2026-01-06T05:00:00Z'))).toBe('20260106');
  });

  it('parses only real calendar days', () => {
    expect(parseGameDate('20250229')).toBeNull();
    expect(parseGameDate('20240229')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-01-01', '202501011', '2025011', 'abcdefgh', '20251301', '20250100']) {
      expect(isGameDate(bad), bad).toBe(false);
    }
  });
});

describe('route paths (§2)', () => {
  it('builds the stats, tools and account routes', () => {
    expect(paths.team(41097, 12)).toBe('/stats/41097/teams/12/overview');
    expect(paths.game(41097, 99, 'box-score')).toBe('/stats/41097/games/99/box-score');
    expect(paths.bracket(38409, 5025)).toBe('/tools/brackets/38409/tournaments/5025');
    expect(paths.scoreboard(41097, 'd2', '20251121')).toBe('/tools/scoreboard/41097/d2/20251121');
    expect(paths.scoringStreaks([41098, 41097], 'd1')).toBe(
      '/tools/scoring-streaks?competitionIds=41097-41098&division=d1',
    );
    expect(paths.resetPassword('a/b')).toBe('/reset-password/a%2Fb');
    expect(paths.unsubscribe('a+b@c.io')).toBe('/unsubscribe?email=a%2Bb%40c.io');
    expect(paths.myAccount()).toBe('/my-account/subscribe');
    expect(paths.myAccount('subscribe', 2)).toBe('/my-account/subscribe/2');
  });
});

describe('schedule today (US Eastern)', () => {
  it('is still the evening before in New York after midnight UTC', () => {
    // 03:30 UTC is 22:30 EST on Feb 21.
    expect(scheduleToday(new Date('2025-02-22T03:30:00Z'))).toBe('2025-02-21');
    // 05:00 UTC is midnight EST: the new day starts.
    expect(scheduleToday(new Date('2025-02-22T05:00:00Z'))).toBe('2025-02-22');
    expect(scheduleToday(new Date('2025-02-22T04:59:59Z'))).toBe('2025-02-21');
  });

  it('follows daylight saving time: midnight is 04:00 UTC in summer', () => {
    expect(scheduleToday(new Date('2025-03-20T03:59:59Z'))).toBe('2025-03-19');
    expect(scheduleToday(new Date('2025-03-20T04:00:00Z'))).toBe('2025-03-20');
  });

  it('gives one day to viewers on both sides of the date line at the same instant', () => {
    // 23:00 in Honolulu on Feb 21 and 10:00 in Paris on Feb 22 are the same instant.
    const instant = new Date('2025-02-22T09:00:00Z');
    expect(scheduleToday(instant)).toBe('2025-02-22');
    expect(scheduleToday(instant, 'Pacific/Honolulu')).toBe('2025-02-21');
    expect(scheduleToday(instant, 'Europe/Paris')).toBe('2025-02-22');
  });

  it('crosses the new year in New York, not in UTC', () => {
    expect(scheduleToday(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
  });
});
