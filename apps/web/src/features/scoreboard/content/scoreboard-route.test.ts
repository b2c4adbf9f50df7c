import { describe, expect, it } from 'vitest';
import { parseScoreboardRoute, scoreboardDayPath } from './scoreboard-route';

describe('scoreboard route', () => {
  it('reads the competition, division and day of the address', () => {
    const route = parseScoreboardRoute({
      competitionId: '41097',
      divisionLabel: 'd2',
      gameDate: '20260115',
    });
    expect(route?.competition.label).toBe("2025-26 Men's Basketball");
    expect(route?.division).toEqual({ id: 2, label: 'd2', name: 'Division II' });
    expect(route?.day).toBe('2026-01-15');
    expect(route === null ? null : scoreboardDayPath(route, '2026-01-17')).toBe(
      '/tools/scoreboard/41097/d2/20260117',
    );
  });

  it('takes any real day, a live day after the season included', () => {
    // The stream lays the newest season's games on real days: its today is a scoreboard day.
    expect(
      parseScoreboardRoute({ competitionId: '41097', divisionLabel: 'd1', gameDate: '20261207' })
        ?.day,
    ).toBe('2026-12-07');
  });

  it.each([
    ['12345', 'd1', '20260115'],
    ['041097', 'd1', '20260115'],
    ['41097', 'D1', '20260115'],
    ['41097', 'd1', '20260230'],
    ['41097', 'd1', '2026-01-15'],
    ['41097', 'd1', undefined],
  ])('is nothing for %s / %s / %s', (competitionId, divisionLabel, gameDate) => {
    expect(parseScoreboardRoute({ competitionId, divisionLabel, gameDate })).toBeNull();
  });
});
