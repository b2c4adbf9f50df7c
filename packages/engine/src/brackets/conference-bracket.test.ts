import { describe, expect, it } from 'vitest';
import { BracketError, gamesInRound } from './bracket';
import type { BracketTree } from './bracket';
import { conferenceBracket, standardSeedOrder } from './conference-bracket';

const seeded = (n: number): { id: string; seed: number }[] =>
  Array.from({ length: n }, (_, i) => ({ id: `T${i + 1}`, seed: i + 1 }));

/** Seeds entering each game directly, per round. */
const directSeeds = (tree: BracketTree, round: number): number[][] =>
  gamesInRound(tree, round).map((g) =>
    [tree.feederA[g] ?? 0, tree.feederB[g] ?? 0]
      .filter((f) => f >= 0)
      .map((t) => tree.seeds[t] ?? 0),
  );

describe('standardSeedOrder', () => {
  it('pairs seeds adding to size + 1 and keeps 1 and 2 apart until the final', () => {
    expect(standardSeedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(standardSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const sixteen = standardSeedOrder(16);
    for (let i = 0; i < 16; i += 2) expect((sixteen[i] ?? 0) + (sixteen[i + 1] ?? 0)).toBe(17);
    expect(sixteen.indexOf(1) < 8).not.toBe(sixteen.indexOf(2) < 8);
  });

  it('rejects a size that is not a power of two', () => {
    expect(() => standardSeedOrder(12)).toThrow(BracketError);
  });
});

describe('conferenceBracket', () => {
  it('a power of two has no byes: 8 teams play 4 + 2 + 1 games, 1-8, 4-5, 2-7, 3-6', () => {
    const tree = conferenceBracket(seeded(8));
    expect(tree.gameCount).toBe(7);
    expect(directSeeds(tree, 1)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(tree.roundCount).toBe(4);
  });

  it('gives the top seeds byes: 12 teams, seeds 1-4 enter in round 2', () => {
    const tree = conferenceBracket(seeded(12));
    expect(tree.gameCount).toBe(11);
    expect(directSeeds(tree, 1)).toEqual([
      [8, 9],
      [5, 12],
      [7, 10],
      [6, 11],
    ]);
    expect(directSeeds(tree, 2)).toEqual([[1], [4], [2], [3]]);
    expect([1, 2, 3, 4].map((s) => tree.entryRound[s - 1])).toEqual([2, 2, 2, 2]);
    expect(tree.entryRound[4]).toBe(1);
  });

  it('handles the smallest and odd sizes: 2, 3, 5 and 64 teams', () => {
    expect(conferenceBracket(seeded(2)).gameCount).toBe(1);
    const three = conferenceBracket(seeded(3));
    expect(directSeeds(three, 1)).toEqual([[2, 3]]);
    expect(directSeeds(three, 2)).toEqual([[1]]);
    const five = conferenceBracket(seeded(5));
    expect(five.gameCount).toBe(4);
    expect(directSeeds(five, 2)).toEqual([[1], [2, 3]]);
    expect(conferenceBracket(seeded(64)).gameCount).toBe(63);
  });

  it('takes teams in any order, indexing them by position', () => {
    const tree = conferenceBracket([
      { id: 'low', seed: 2 },
      { id: 'top', seed: 1 },
    ]);
    expect(tree.feederA[0]).toBe(1);
    expect(tree.feederB[0]).toBe(0);
  });

  it('rejects bad fields with clear errors', () => {
    const code = (teams: { id: string; seed: number }[]): string => {
      try {
        conferenceBracket(teams);
      } catch (error) {
        return error instanceof BracketError ? `${error.code}: ${error.message}` : 'other';
      }
      return 'none';
    };
    expect(code(seeded(1))).toMatch(/^team-count: .*got 1/);
    expect(code(seeded(65))).toMatch(/^team-count: .*got 65/);
    expect(code([...seeded(3), { id: 'T1', seed: 4 }])).toMatch(/^duplicate-team: team T1/);
    expect(code([...seeded(3), { id: 'X', seed: 3 }])).toMatch(
      /^doubled-seed: seed 3 is held by both T3 and X/,
    );
    expect(code([...seeded(3), { id: 'X', seed: 9 }])).toMatch(/^bad-seed: .*seeds are 1-4/);
  });
});
