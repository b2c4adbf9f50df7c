import { describe, expect, it } from 'vitest';
import {
  BOX_LINE_COUNTS,
  BOX_SCORE_COLUMNS,
  BOX_SHOT_PAIRS,
  FOUR_FACTORS_AGST,
  LINEUP_RATES,
  PLAYER_LINE_RATES,
  PLAYER_RATE_STATS,
  SHOOTING_STATS,
  THREE_POINT_COUNTS,
  isRegistryStat,
  shotPairOfAttempt,
  shotPairOfMake,
} from './index';

describe('stat groups', () => {
  it('lays out the box score: each made–attempted pair followed by its percentage', () => {
    expect(BOX_SCORE_COLUMNS).toEqual([
      'ptsScored',
      'fgm',
      'fga',
      'fgPct',
      'fgm3',
      'fga3',
      'fg3Pct',
      'ftm',
      'fta',
      'ftPct',
      'orb',
      'drb',
      'reb',
      'ast',
      'stl',
      'blk',
      'tov',
      'pf',
    ]);
  });

  it('gives the box line total rebounds only', () => {
    expect(BOX_LINE_COUNTS).toEqual([
      'ptsScored',
      'fgm',
      'fga',
      'fgm3',
      'fga3',
      'ftm',
      'fta',
      'reb',
      'ast',
      'stl',
      'blk',
      'tov',
      'pf',
    ]);
  });

  it('pairs each make with its attempt, findable from either', () => {
    for (const pair of BOX_SHOT_PAIRS) {
      expect(pair.attempt).toBe(pair.make.replace(/m/, 'a'));
      expect(shotPairOfMake(pair.make)).toBe(pair);
      expect(shotPairOfAttempt(pair.attempt)).toBe(pair);
    }
    expect(shotPairOfMake('reb')).toBeUndefined();
    expect(THREE_POINT_COUNTS).toEqual(['fgm3', 'fga3']);
  });

  it('names registry stats only', () => {
    const groups = [BOX_SCORE_COLUMNS, FOUR_FACTORS_AGST, LINEUP_RATES, PLAYER_LINE_RATES];
    for (const key of groups.flat()) expect(isRegistryStat(key), key).toBe(true);
  });

  it('lists every rate of the player line once', () => {
    const playerRates = [...SHOOTING_STATS, ...PLAYER_RATE_STATS]
      .filter((rate) => (rate.rows as readonly string[]).includes('player'))
      .map((rate) => rate.key);
    expect([...PLAYER_LINE_RATES].sort()).toEqual([...playerRates].sort());
  });
});
