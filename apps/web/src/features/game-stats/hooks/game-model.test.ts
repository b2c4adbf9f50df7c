import { describe, expect, it } from 'vitest';
import { AWAY_ID, HOME_ID, teamLines } from '../testing/game-fixtures';
import { teamLinesBySide } from './game-model';

describe('teamLinesBySide', () => {
  it('takes the sides from isHome on a home floor', () => {
    const sides = teamLinesBySide(teamLines);
    expect(sides?.home.teamId).toBe(HOME_ID);
    expect(sides?.away.teamId).toBe(AWAY_ID);
  });

  it("uses the game's home team on a neutral floor, where neither row is home", () => {
    const neutral = teamLines.map((row) => ({ ...row, isHome: false, isNeutral: true }));
    expect(teamLinesBySide(neutral)).toBeNull();
    const sides = teamLinesBySide(neutral, HOME_ID);
    expect(sides?.home.teamId).toBe(HOME_ID);
    expect(sides?.away.teamId).toBe(AWAY_ID);
    expect(sides?.home.isOffense).toBe(true);
  });
});
