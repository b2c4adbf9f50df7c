import type { TeamSums } from '@courtside/warehouse';
import { describe, expect, it } from 'vitest';
import { countDiffValues, zeroLineSums } from './team-line-diffs';

/** Two games worked by hand: the team's and its opponents' totals over both. */
function twoGames(): TeamSums {
  const own = { ...zeroLineSums(0), fga: 120, ast: 30, stl: 14, blk: 7, pf: 33, orb: 20, drb: 50 };
  const opp = { ...zeroLineSums(0), fga: 126, ast: 25, stl: 9, blk: 10, pf: 40, orb: 24, drb: 40 };
  return {
    gp: 2,
    gpStats: 2,
    gpPbp: 2,
    wins: 1,
    losses: 1,
    confWins: 0,
    confLosses: 0,
    poss: 140,
    minutes: 80,
    own,
    opp,
  };
}

describe('countDiffValues', () => {
  it('gives team minus opponents per game with a box score', () => {
    expect(
      countDiffValues(twoGames(), [
        'fgaDiff',
        'astDiff',
        'stlDiff',
        'blkDiff',
        'pfDiff',
        'rebDiff',
      ]),
    ).toEqual({
      fgaDiff: -3, // (120 − 126) / 2
      astDiff: 2.5, // (30 − 25) / 2
      stlDiff: 2.5,
      blkDiff: -1.5,
      pfDiff: -3.5,
      rebDiff: 3, // (70 − 64) / 2: rebounds add orb and drb up
    });
  });

  it('is null where a side lacks the count or no game has a box score', () => {
    const sums = twoGames();
    const noSteals = { ...sums, opp: { ...sums.opp, stl: null } };
    expect(countDiffValues(noSteals, ['stlDiff', 'astDiff'])).toEqual({
      stlDiff: null,
      astDiff: 2.5,
    });
    expect(countDiffValues({ ...sums, gpStats: 0 }, ['astDiff'])).toEqual({ astDiff: null });
  });

  it('leaves the counts a box may lack unknown in a line of zeros', () => {
    const line = zeroLineSums(null);
    expect(line).toMatchObject({
      pts: 0,
      fga3: 0,
      blk: 0,
      stl: null,
      pf: null,
      fastBreakPts: null,
    });
  });
});
