/**
 * The team line's differentials, worked by hand: every counting stat's own total minus the
 * opponents', per game with a box score, null where either side's count is unknown, the same on
 * both isOffense twins, and in the rows' field order (TeamLineFields). The aggregates' rows
 * built from stored games are checked in ingest's team-aggregates.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { TEAM_LEADING_DIFFS, TEAM_TRAILING_DIFFS } from '@courtside/contract/schemas';
import type { TeamSums } from '../team-rates';
import { teamRates, zeroLineSums } from '../team-rates';
import { teamLineValues } from './team-line';

/** Two games: the team's and its opponents' totals over both. */
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

const lineOf = (sums: TeamSums, isOffense: boolean) =>
  teamLineValues(sums, teamRates(sums), isOffense);

describe('team line differentials', () => {
  it('gives team minus opponents per game with a box score, on both twins', () => {
    for (const isOffense of [true, false]) {
      expect(lineOf(twoGames(), isOffense)).toMatchObject({
        fgaDiff: -3, // (120 − 126) / 2
        astDiff: 2.5, // (30 − 25) / 2
        stlDiff: 2.5, // (14 − 9) / 2
        blkDiff: -1.5, // (7 − 10) / 2
        pfDiff: -3.5, // (33 − 40) / 2
        rebDiff: 3, // (70 − 64) / 2: rebounds add orb and drb up
        orbDiff: -2, // (20 − 24) / 2
        ptsScoredDiff: 0,
      });
    }
  });

  it('is null where a side lacks the count or no game has a box score', () => {
    const sums = twoGames();
    const noSteals = { ...sums, opp: { ...sums.opp, stl: null } };
    expect(lineOf(noSteals, true)).toMatchObject({ stlDiff: null, astDiff: 2.5 });
    const noFouls = { ...sums, own: { ...sums.own, pf: null } };
    expect(lineOf(noFouls, false)).toMatchObject({ pfDiff: null, blkDiff: -1.5 });
    const noBox = lineOf({ ...sums, gpStats: 0 }, true);
    for (const key of [...TEAM_LEADING_DIFFS, ...TEAM_TRAILING_DIFFS])
      expect(noBox[key]).toBeNull();
  });

  it('sends the differentials around the ratings, in the order of the row schemas', () => {
    const keys = Object.keys(lineOf(twoGames(), true));
    const from = keys.indexOf(TEAM_LEADING_DIFFS[0] ?? '');
    expect(keys.slice(from)).toEqual([
      ...TEAM_LEADING_DIFFS,
      'ortg',
      'drtg',
      'netRtg',
      'pace',
      ...TEAM_TRAILING_DIFFS,
    ]);
    expect(TEAM_TRAILING_DIFFS).toEqual(['fgaDiff', 'astDiff', 'stlDiff', 'blkDiff', 'pfDiff']);
  });

  it('leaves the counts a box may lack unknown in a line of zeros', () => {
    expect(zeroLineSums(null)).toMatchObject({
      pts: 0,
      fga3: 0,
      blk: 0,
      stl: null,
      pf: null,
      fastBreakPts: null,
    });
  });
});
