import { describe, expect, it } from 'vitest';
import { formatGameDate, isGameDate, parseGameDate } from './dates';
import { paths } from './routes';

describe('game dates (yyyymmdd)', () => {
  it('formats the local calendar date', () => {
    expect(formatGameDate(new Date(2026, 0, 5, 23, 59))).toBe('20260105');
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
