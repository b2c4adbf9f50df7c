import { describe, expect, it } from 'vitest';
import { nilIndexes, nilTierOf, programPrestige } from './nil';
import type { NilInput } from './nil';

const player = (
  key: string,
  values: Partial<NilInput<string>> & Pick<NilInput<string>, 'rating'>,
): NilInput<string> => ({
  key,
  gender: 'MALE',
  divisionId: 1,
  minutes: 500,
  prestige: 1,
  teamStrength: 5,
  ...values,
});

describe('programPrestige', () => {
  it('averages the rank scores of the last three seasons and adds tournament appearances / 3', () => {
    // Ranks 1/11 → 1, 6/11 → 0.5, 11/11 → 0; mean 0.5; two appearances → + 2/3.
    const prestige = programPrestige([
      { netRank: 1, teamsRanked: 11, tournament: true },
      { netRank: 6, teamsRanked: 11, tournament: true },
      { netRank: 11, teamsRanked: 11, tournament: false },
      // A fourth season is outside the window.
      { netRank: 1, teamsRanked: 11, tournament: true },
    ]);
    expect(prestige).toBeCloseTo(0.5 + 2 / 3, 12);
  });

  it('skips unranked seasons and is null without any ranked one', () => {
    expect(
      programPrestige([
        { netRank: null, teamsRanked: 10, tournament: false },
        { netRank: 4, teamsRanked: 7, tournament: false },
      ]),
    ).toBeCloseTo(0.5, 12);
    expect(programPrestige([{ netRank: null, teamsRanked: 10, tournament: true }])).toBeNull();
    expect(programPrestige([])).toBeNull();
  });
});

describe('nilIndexes', () => {
  it('weights the four percentiles 45/25/20/10 within gender × division (hand-worked pool of 4)', () => {
    const results = nilIndexes([
      player('a', { rating: 4, minutes: 900, prestige: 1.5, teamStrength: 20 }),
      player('b', { rating: 3, minutes: 300, prestige: 0.2, teamStrength: 10 }),
      player('c', { rating: 2, minutes: 600, prestige: 0.9, teamStrength: -3 }),
      player('d', { rating: 1, minutes: 100, prestige: 0.5, teamStrength: 0 }),
    ]);
    const byKey = new Map(results.map((r) => [r.key, r]));
    // a: every component is the pool's best → 1.0 each → 100.
    expect(byKey.get('a')?.nilIndex).toBeCloseTo(100, 10);
    expect(byKey.get('a')?.tier).toBe('Elite');
    // b: rating 3/4, minutes 2/4, prestige 1/4, team 3/4:
    // 100·(0.45·0.75 + 0.25·0.5 + 0.2·0.25 + 0.1·0.75) = 58.75.
    expect(byKey.get('b')?.ratingPctile).toBeCloseTo(0.75, 12);
    expect(byKey.get('b')?.nilIndex).toBeCloseTo(58.75, 10);
    expect(byKey.get('b')?.tier).toBe('Mid');
    expect([byKey.get('b')?.rangeLow, byKey.get('b')?.rangeHigh]).toEqual([50, 75]);
    // d: rating 1/4, minutes 1/4, prestige 2/4, team 2/4 → 100·(0.1125 + 0.0625 + 0.1 + 0.05) = 32.5.
    expect(byKey.get('d')?.nilIndex).toBeCloseTo(32.5, 10);
    expect(byKey.get('d')?.tier).toBe('Low');
    expect(results.every((r) => r.poolSize === 4)).toBe(true);
  });

  it('pools genders and divisions apart, and leaves a player with a missing component unindexed', () => {
    const results = nilIndexes([
      player('m1', { rating: 1 }),
      player('w1', { rating: -5, gender: 'FEMALE' }),
      player('d2', { rating: -9, divisionId: 2 }),
      player('m2', { rating: null }),
    ]);
    const byKey = new Map(results.map((r) => [r.key, r]));
    // Alone in their pools, the women's and D2 players are the best of their pool.
    expect(byKey.get('w1')?.ratingPctile).toBe(1);
    expect(byKey.get('d2')?.ratingPctile).toBe(1);
    expect(byKey.get('m2')?.nilIndex).toBeNull();
    expect(byKey.get('m2')?.tier).toBeNull();
    // The missing rating is not read as the pool's lowest: m1 is alone among rated men.
    expect(byKey.get('m1')?.ratingPctile).toBe(1);
    expect(results.map((r) => r.key)).toEqual(['m1', 'w1', 'd2', 'm2']);
  });

  it('maps an index to its tier band', () => {
    expect(nilTierOf(90).tier).toBe('Elite');
    expect(nilTierOf(89.99).tier).toBe('High');
    expect(nilTierOf(24.9).tier).toBe('Minimal');
  });
});
