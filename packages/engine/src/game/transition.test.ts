import { describe, expect, it } from 'vitest';
import { buildGame } from './shots.fixtures';
import type { Step } from './shots.fixtures';
import { transitionAttemptSeqs, transitionFlags } from './transition';

const miss = (side: 'home' | 'away', clock: number): Step => ({
  type: 'shot',
  side,
  period: 1,
  clock,
  made: false,
});

describe('transition attempts', () => {
  it('opens a chance on a steal or a live defensive rebound, for 10 s', () => {
    const game = buildGame([
      { type: 'turnover', side: 'away', period: 1, clock: 1000 },
      { type: 'steal', side: 'home', period: 1, clock: 1000 },
      miss('home', 990), // 10 s: transition (2)
      { type: 'rebound', side: 'away', period: 1, clock: 988, offensive: false },
      miss('away', 977), // 11 s: not (4)
      { type: 'rebound', side: 'home', period: 1, clock: 975, offensive: false },
      { type: 'freeThrow', side: 'home', period: 1, clock: 970, made: true }, // 5 s: transition (6)
      { type: 'freeThrow', side: 'home', period: 1, clock: 970, made: false }, // not the first (7)
    ]);
    expect([...transitionAttemptSeqs(game)]).toEqual([2, 6]);
  });

  it('does not open one on dead balls, and a timeout closes it', () => {
    const game = buildGame([
      miss('away', 1100),
      { type: 'rebound', side: 'home', period: 1, clock: 1098, offensive: false, deadBall: true },
      miss('home', 1095), // dead-ball rebound: not (2)
      { type: 'rebound', side: 'away', period: 1, clock: 1093, offensive: false },
      { type: 'timeout', side: 'away', period: 1, clock: 1092 },
      miss('away', 1090), // after a timeout: not (5)
      { type: 'rebound', side: 'away', period: 1, clock: 1088, offensive: true },
      miss('away', 1086), // an offensive rebound is not a gain: not (7)
    ]);
    expect([...transitionAttemptSeqs(game)]).toEqual([]);
  });
});

describe('transition possessions', () => {
  const game = buildGame([
    miss('away', 1100),
    { type: 'rebound', side: 'home', period: 1, clock: 1098, offensive: false },
    miss('home', 1092), // first attempt 6 s after the rebound
    { type: 'rebound', side: 'home', period: 1, clock: 1090, offensive: true },
    { type: 'shot', side: 'home', period: 1, clock: 1089, made: true }, // putback, same possession
    { type: 'shot', side: 'away', period: 1, clock: 1070, made: true, fastBreak: true },
    { type: 'shot', side: 'home', period: 1, clock: 1040, made: true },
  ]);
  const possessions = [
    { offense: 'away', startSeq: 0, endSeq: 1 },
    { offense: 'home', startSeq: 2, endSeq: 4 },
    { offense: 'away', startSeq: 5, endSeq: 5 },
    { offense: 'home', startSeq: 6, endSeq: 6 },
  ] as const;

  it('flags a possession by its first attempt or a fastBreak mark', () => {
    expect(transitionFlags(game, possessions)).toEqual([false, true, true, false]);
  });

  it('finds the rebound even when the possession counter gives it to the new possession', () => {
    const shifted = possessions.map((possession, i) =>
      i === 1
        ? { ...possession, startSeq: 1 }
        : i === 0
          ? { ...possession, endSeq: 0 }
          : possession,
    );
    expect(transitionFlags(game, shifted)).toEqual([false, true, true, false]);
  });
});
