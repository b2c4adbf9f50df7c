import { describe, expect, it } from 'vitest';
import { scoringRuns } from './runs';
import { basket, buildGame } from './shots.fixtures';

describe('scoring runs (METHODS §6)', () => {
  it('finds a 10-0 run across halftime, measured from its first to its last score', () => {
    const game = buildGame([
      basket('away', 1, 200), // 0-2
      basket('home', 1, 60), // 2-2: the run starts
      basket('home', 1, 20, 3), // 5-2
      { type: 'periodEnd', period: 1, clock: 0 },
      { type: 'periodStart', period: 2, clock: 1200 },
      basket('home', 2, 1150), // 7-2
      { type: 'freeThrow', side: 'home', period: 2, clock: 1100, made: true }, // 8-2
      { type: 'freeThrow', side: 'away', period: 2, clock: 1100, made: false },
      basket('home', 2, 1050), // 10-2 → 10-0 run
      basket('away', 2, 1000), // ends it
    ]);
    const runs = scoringRuns(game);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toEqual({
      side: 'home',
      points: 10,
      startSeq: 1,
      endSeq: 8,
      startSecond: 1140,
      endSecond: 1350,
      startScore: { home: 0, away: 2 },
      acrossHalftime: true,
      startPeriod: 1,
      endPeriod: 2,
      spansPeriodBreak: true,
      seconds: 210,
    });
  });

  it('reports runs of 8 or more only, and lets the caller ask for 10-0 runs', () => {
    const game = buildGame([
      basket('home', 1, 1100),
      basket('home', 1, 1090),
      basket('home', 1, 1080),
      basket('home', 1, 1070), // 8-0
      basket('away', 1, 1000),
      basket('away', 1, 990),
      basket('away', 1, 980), // 6-0, too short
      basket('home', 1, 900),
    ]);
    expect(scoringRuns(game).map((run) => [run.side, run.points])).toEqual([['home', 8]]);
    expect(scoringRuns(game, { minPoints: 10 })).toEqual([]);
    expect(scoringRuns(game, { minPoints: 6 }).map((run) => run.points)).toEqual([8, 6]);
  });

  it("tells a women's quarter break from halftime", () => {
    const quarter = buildGame(
      [basket('home', 1, 30, 3), basket('home', 1, 5, 3), basket('home', 2, 580, 3)],
      'FEMALE',
    );
    expect(scoringRuns(quarter)[0]).toMatchObject({
      points: 9,
      acrossHalftime: false,
      spansPeriodBreak: true,
    });
    const half = buildGame(
      [basket('away', 2, 30, 3), basket('away', 3, 500, 3), basket('away', 3, 480)],
      'FEMALE',
    );
    expect(scoringRuns(half)[0]).toMatchObject({ side: 'away', points: 8, acrossHalftime: true });
  });
});
