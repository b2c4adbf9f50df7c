import { describe, expect, it } from 'vitest';
import { LateGameTally } from './late-game-stats';
import type { LateEventRow } from './late-game-stats';
import { marginBucket } from './late-game-targets';

const row = (
  clock: number,
  type: string,
  side: 'home' | 'away' | null,
  home: number,
  away: number,
  foulKind: string | null = null,
): LateEventRow => ({ clock, type, side, foulKind, home, away });

describe('late-game measures, worked by hand', () => {
  it('counts the fouls of the team trailing at the time, in the last minute of close finishes', () => {
    const tally = new LateGameTally();
    // Home leads 70-66 at 2:00 and 72-67 at the 1:00 mark (a close finish). In the last minute
    // the away team fouls twice while behind (a personal and a shooting foul), commits an
    // offensive foul (not counted), and home fouls once while ahead (not counted). 6 FTA.
    tally.addFinish({
      atTwoMinutes: { home: 70, away: 66 },
      events: [
        row(90, 'freeThrow', 'away', 70, 67),
        row(75, 'foul', 'away', 70, 67, 'personal'),
        row(75, 'freeThrow', 'home', 71, 67),
        row(75, 'freeThrow', 'home', 72, 67),
        row(55, 'foul', 'away', 72, 67, 'personal'),
        row(55, 'freeThrow', 'home', 73, 67),
        row(55, 'freeThrow', 'home', 74, 67),
        row(30, 'foul', 'away', 74, 67, 'offensive'),
        row(20, 'foul', 'home', 74, 67, 'personal'),
        row(12, 'foul', 'away', 74, 67, 'shooting'),
        row(12, 'freeThrow', 'home', 75, 67),
      ],
    });
    // Tied at the 1:00 mark: within 6 at 2:00 (2 FTA counted), not a close finish.
    tally.addFinish({
      atTwoMinutes: { home: 50, away: 48 },
      events: [row(70, 'shot', 'away', 50, 50), row(40, 'freeThrow', 'home', 51, 50)],
    });
    // 12 down at 2:00: neither.
    tally.addFinish({ atTwoMinutes: { home: 40, away: 52 }, events: [] });
    const m = tally.measures();
    expect(m.closeFinishes).toBe(1);
    // The foul at 75 s is before the last minute; 55 s and 12 s count; offensive never does.
    expect(m.trailerFoulsPerFinish).toBe(2);
    expect(m.trailerFoulShare).toBe(1);
    expect(m.closeAtTwoMinutes).toBe(2);
    expect(m.lateFreeThrowAttempts).toBe((6 + 1) / 2);
  });

  it('overtime per team per period, regulation per five minutes, free throws by margin', () => {
    const tally = new LateGameTally();
    tally.addOvertimeLine({ pts: 9, possessions: 8, fta: 4, fga3: 3, fgm3: 1 });
    tally.addOvertimeLine({ pts: 7, possessions: 8, fta: 2, fga3: 2, fgm3: 1 });
    tally.addRegulation(70, 40);
    tally.addRegulation(74, 40);
    tally.addResult(2, false, 30);
    tally.addResult(-5, false, 44);
    tally.addResult(-6, false, 40);
    tally.addResult(3, true, 50);
    const m = tally.measures();
    expect(m.overtimePointsPerTeam).toBe(8);
    expect(m.overtimePossessionsPerTeam).toBe(8);
    expect(m.overtimeFreeThrowAttemptsPerTeam).toBe(3);
    expect(m.overtimeThreePct).toBeCloseTo(2 / 5, 12);
    expect(m.regulationPointsPer5).toBe(9);
    expect(m.overtimeShare).toBe(0.25);
    expect(m.freeThrowAttemptsByMargin['1-3']).toBe(30);
    expect(m.freeThrowAttemptsByMargin['4-6']).toBe(42);
    expect(m.freeThrowAttemptsByMargin.overtime).toBe(50);
    expect(m.freeThrowAttemptsByMargin['16+']).toBeNaN();
  });

  it('puts margins in their groups', () => {
    expect([0, 3, -4, 6, 7, -10, 11, 15, 16, 40].map((m) => marginBucket(m, false))).toEqual([
      '1-3',
      '1-3',
      '4-6',
      '4-6',
      '7-10',
      '7-10',
      '11-15',
      '11-15',
      '16+',
      '16+',
    ]);
    expect(marginBucket(2, true)).toBe('overtime');
  });
});
