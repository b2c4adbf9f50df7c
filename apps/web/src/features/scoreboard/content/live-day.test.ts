import { describe, expect, it } from 'vitest';
import { FINAL, IN_PROGRESS, SCHEDULED, liveSummary } from '../live-scoreboard.test-utils';
import { ALPHA, BRAVO } from '../scoreboard.test-utils';
import {
  liveDaysOf,
  liveGamesOfDay,
  liveGamesPerDay,
  liveSections,
  liveStatusText,
  streamDays,
} from './live-day';

const EASTERN = 'America/New_York';

describe('live days', () => {
  it("are today and tomorrow on the schedule's calendar", () => {
    // 03:30 UTC on Dec 8 is still the evening of Dec 7 in New York.
    expect(streamDays(new Date('2026-12-08T03:30:00Z'))).toEqual(['2026-12-07', '2026-12-08']);
    expect(streamDays(new Date('2026-12-31T12:00:00Z'))).toEqual(['2026-12-31', '2027-01-01']);
  });

  it("come from the summaries' days; the counts and lists from the division's games", () => {
    const games = [
      IN_PROGRESS,
      SCHEDULED,
      liveSummary({ gameId: 7, away: ALPHA, home: BRAVO, divisionId: 2, gameDate: '20261208' }),
    ];
    expect([...liveDaysOf(games)]).toEqual(['2026-12-07', '2026-12-08']);
    expect([...liveGamesPerDay(games, 1)]).toEqual([['2026-12-07', 2]]);
    expect(liveGamesOfDay(games, '2026-12-08', 1)).toEqual([]);
    expect(liveGamesOfDay(games, '2026-12-08', 2).map((game) => game.gameId)).toEqual([7]);
  });
});

describe('liveSections', () => {
  it('puts games to play in tip order and the others best-ranked first', () => {
    const early = { ...SCHEDULED, gameId: 201, tipTime: '2026-12-07T17:00:00.000Z' };
    const rankOf = (teamId: number | null) => (teamId === 1 ? 3 : null);
    const liveAtAlpha = { ...IN_PROGRESS, gameId: 202, homeTeamId: 1 };
    const sections = liveSections([FINAL, SCHEDULED, IN_PROGRESS, early, liveAtAlpha], rankOf);
    expect(sections.scheduled.map((game) => game.gameId)).toEqual([201, 102]);
    expect(sections['in-progress'].map((game) => game.gameId)).toEqual([202, 101]);
    expect(sections.final.map((game) => game.gameId)).toEqual([103]);
  });
});

describe('liveStatusText', () => {
  it('reads the clock, the break, overtime and the end', () => {
    expect(liveStatusText({ ...IN_PROGRESS, period: 2, clock: 461 })).toBe('2nd 7:41');
    expect(liveStatusText({ ...IN_PROGRESS, period: 1, clock: 0 })).toBe('Half');
    expect(liveStatusText({ ...IN_PROGRESS, period: 3, clock: 62.4 })).toBe('OT 1:02');
    expect(liveStatusText({ ...FINAL, period: 4 })).toBe('Final/2OT');
    expect(liveStatusText(FINAL)).toBe('Final');
  });

  it('gives a game to play its tip time in Eastern and the viewer’s zone', () => {
    expect(liveStatusText(SCHEDULED, EASTERN)).toBe('7:30 PM ET');
    expect(liveStatusText(SCHEDULED, 'America/Denver')).toBe('7:30 PM ET (5:30 PM MST)');
  });
});
