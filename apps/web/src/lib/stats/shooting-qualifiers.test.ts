import { describe, expect, it } from 'vitest';
import {
  SHOOTING_QUALIFIERS,
  attemptMinimumParam,
  attemptsLabel,
  attemptsPerGame,
  meetsShootingQualifier,
  minimumInForce,
  qualifierPhrase,
  shootingQualifierOf,
  shootingQualifiersOf,
} from './shooting-qualifiers';

describe('shooting qualifiers', () => {
  it('maps each player shooting percentage to its attempts and default minimum', () => {
    expect(
      SHOOTING_QUALIFIERS.map((entry) => [entry.stat, entry.attempts, entry.defaultMinPerGame]),
    ).toEqual([
      ['fgPct', 'fga', 5],
      ['efgPct', 'fga', 5],
      ['tsPct', 'fga', 5],
      ['fg2Pct', 'fga2', 3],
      ['fg3Pct', 'fga3', 1],
      ['ftPct', 'fta', 1],
    ]);
  });

  it('finds a stat’s qualifier, and none for a stat that is not a percentage of shots', () => {
    expect(shootingQualifierOf('fg3Pct')?.attempts).toBe('fga3');
    expect(shootingQualifierOf('ptsScoredPg')).toBeNull();
    expect(shootingQualifierOf('fga3Rate')).toBeNull();
  });

  it('keeps one qualifier per attempts field, in the stats’ order', () => {
    expect(
      shootingQualifiersOf(['usagePct', 'ftPct', 'efgPct', 'fgPct']).map((q) => q.stat),
    ).toEqual(['ftPct', 'efgPct']);
    expect(shootingQualifiersOf(['usagePct', 'bpm'])).toEqual([]);
  });

  it('divides the season attempts by the games played', () => {
    expect(attemptsPerGame({ fga3: 25, gp: 10 }, 'fga3')).toBe(2.5);
    expect(attemptsPerGame({ fga3: 25, gp: 0 }, 'fga3')).toBeNull();
    expect(attemptsPerGame({ fga3: null, gp: 10 }, 'fga3')).toBeNull();
    expect(attemptsPerGame({ gp: 10 }, 'fga3')).toBeNull();
  });

  it('qualifies a row at or above the minimum per game', () => {
    // 1-for-1 from three in 10 games: 0.1 attempts per game.
    const oneForOne = { fgm3: 1, fga3: 1, gp: 10 };
    expect(meetsShootingQualifier(oneForOne, 'fga3', 1)).toBe(false);
    expect(meetsShootingQualifier(oneForOne, 'fga3', 0)).toBe(true);
    expect(meetsShootingQualifier({ fga3: 10, gp: 10 }, 'fga3', 1)).toBe(true);
    expect(meetsShootingQualifier({ fga3: 9, gp: 10 }, 'fga3', 1)).toBe(false);
    expect(meetsShootingQualifier({ fga: 49, gp: 10 }, 'fga', 5)).toBe(false);
    expect(meetsShootingQualifier({ fga: 50, gp: 10 }, 'fga', 5)).toBe(true);
    // Unknown attempts qualify only when there is no minimum.
    expect(meetsShootingQualifier({ gp: 10 }, 'fta', 1)).toBe(false);
    expect(meetsShootingQualifier({ gp: 10 }, 'fta', 0)).toBe(true);
  });

  it('uses the chosen minimum, else the default, and words it', () => {
    const threes = shootingQualifierOf('fg3Pct');
    const fieldGoals = shootingQualifierOf('fgPct');
    if (threes === null || fieldGoals === null) throw new Error('missing qualifiers');
    expect(minimumInForce(threes, null)).toBe(1);
    expect(minimumInForce(threes, 4)).toBe(4);
    expect(attemptsLabel([fieldGoals, threes])).toBe('FGA and 3PA');
    expect(qualifierPhrase([threes], null)).toBe('1+ 3PA per game');
    expect(qualifierPhrase([fieldGoals, threes], null)).toBe('5+ FGA and 1+ 3PA per game');
    expect(qualifierPhrase([fieldGoals, threes], 2)).toBe('2+ FGA and 2+ 3PA per game');
    expect(qualifierPhrase([threes], 0)).toBe('no attempts minimum');
  });

  it('reads the URL minimum as a whole number in range, else the default', () => {
    expect(attemptMinimumParam.parse(['0'])).toBe(0);
    expect(attemptMinimumParam.parse(['12'])).toBe(12);
    expect(attemptMinimumParam.parse(['21'])).toBeUndefined();
    expect(attemptMinimumParam.parse(['1.5'])).toBeUndefined();
    expect(attemptMinimumParam.parse(['-1'])).toBeUndefined();
    expect(attemptMinimumParam.serialize(3)).toEqual(['3']);
    expect(attemptMinimumParam.serialize(null)).toEqual([]);
  });
});
