import { describe, expect, it } from 'vitest';
import { gameMatchup, gameRowMatchup, matchupWord } from './matchup';

describe('game matchups', () => {
  it('puts the away team at the home team', () => {
    expect(gameMatchup({ away: 'Ironport', home: 'Baydale', isNeutral: false })).toBe(
      'Ironport at Baydale',
    );
  });

  it('says vs on a neutral floor, where neither team hosts', () => {
    expect(
      gameRowMatchup({ awayMarket: 'North Wolfshire', homeMarket: 'Ironport', isNeutral: true }),
    ).toBe('North Wolfshire vs Ironport');
    expect(matchupWord(true)).toBe('vs');
    expect(matchupWord(false)).toBe('at');
  });
});
