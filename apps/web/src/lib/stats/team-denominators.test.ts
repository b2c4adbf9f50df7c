import { describe, expect, it } from 'vitest';
import { teamAggDenominators } from './team-denominators';

describe('teamAggDenominators', () => {
  it('counts the games with a box score', () => {
    expect(teamAggDenominators({ gp: 12, gpStats: 10, mins: 400, poss: 700 })).toEqual({
      games: 10,
      minutes: 400,
      possessions: 700,
    });
  });

  it('has no per-game denominator without box-score games', () => {
    expect(teamAggDenominators({ gp: 3, gpStats: 0, mins: 0, poss: 0 }).games).toBeNull();
  });

  it('falls back on the games of rows without gpStats', () => {
    expect(teamAggDenominators({ gp: 12, mins: 480, poss: 800 }).games).toBe(12);
  });
});
