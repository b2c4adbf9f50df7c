import { describe, expect, it } from 'vitest';
import { Knockout, seedOrder, seededSlots } from './knockout';

describe('seedOrder', () => {
  it('pairs 1 v n and keeps the best seeds apart', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it("uses the contract's region order for 16 seeds (same first-round pairs)", () => {
    const order = seedOrder(16);
    expect(order).toEqual([1, 16, 8, 9, 5, 12, 4, 13, 6, 11, 3, 14, 7, 10, 2, 15]);
    for (let i = 0; i < 16; i += 2) expect((order[i] ?? 0) + (order[i + 1] ?? 0)).toBe(17);
  });
});

describe('Knockout', () => {
  const teams = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ teamId: 100 + i + 1, seed: i + 1 }));

  it('gives the top seeds byes when the field is not a power of two', () => {
    const bracket = new Knockout(seededSlots(teams(6)));
    // 8 slots, seeds 7 and 8 missing: seeds 1 and 2 wait a round.
    const first = bracket.games();
    expect(first.map((g) => [g.high.seed, g.low.seed])).toEqual([
      [4, 5],
      [3, 6],
    ]);
    bracket.advance(new Map(first.map((g) => [g.slot, g.low.teamId])));
    const second = bracket.games();
    expect(second.map((g) => [g.high.seed, g.low.seed])).toEqual([
      [1, 5],
      [2, 6],
    ]);
  });

  it('plays n − 1 games to one champion', () => {
    const bracket = new Knockout(seededSlots(teams(11)));
    let games = 0;
    while (!bracket.done) {
      const round = bracket.games();
      games += round.length;
      // The better seed always wins here.
      bracket.advance(new Map(round.map((g) => [g.slot, g.high.teamId])));
    }
    expect(games).toBe(10);
    expect(bracket.champion).toEqual({ teamId: 101, seed: 1 });
  });

  it('refuses a winner who was not in the game', () => {
    const bracket = new Knockout(seededSlots(teams(4)));
    expect(() => bracket.advance(new Map([[0, 999]]))).toThrow('No winner for round 1 game 0');
  });
});
