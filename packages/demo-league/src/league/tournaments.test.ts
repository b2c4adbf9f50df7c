import { describe, expect, it } from 'vitest';
import { conferenceBracket, conferenceSlots } from './tournaments';

describe('conferenceSlots', () => {
  it('is the standard seeded bracket up to eight teams (byes for the best seeds)', () => {
    expect(conferenceSlots(2)).toEqual([1, 2]);
    expect(conferenceSlots(4)).toEqual([1, 4, 2, 3]);
    expect(conferenceSlots(6)).toEqual([1, null, 4, 5, 2, null, 3, 6]);
    expect(conferenceSlots(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('lets the four lowest seeds play in for each round beyond the quarterfinals', () => {
    // 12 teams (the MAC, the Mountain West): seeds 5-12 open, 1-4 wait a round.
    expect(conferenceSlots(12)).toEqual([
      1,
      null,
      8,
      9,
      4,
      null,
      5,
      12,
      2,
      null,
      7,
      10,
      3,
      null,
      6,
      11,
    ]);
    // 16 teams (the SEC): 1 v the winner of 8 v (9 v 16); seeds 1-4 wait two rounds.
    const sixteen = conferenceSlots(16);
    expect(sixteen).toHaveLength(32);
    expect(sixteen.slice(0, 8)).toEqual([1, null, null, null, 8, null, 9, 16]);
    expect(sixteen.filter((seed) => seed !== null).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('plays 15 teams (the ACC) in five rounds: the top seed wins in three games, the 15th needs five', () => {
    const ids = Array.from({ length: 15 }, (_, i) => 1000 + i);
    const games = (seed: number, winner: (high: number, low: number) => number): number => {
      const bracket = conferenceBracket(ids);
      let played = 0;
      let rounds = 0;
      while (!bracket.done) {
        const round = bracket.games();
        played += round.filter((g) => g.high.seed === seed || g.low.seed === seed).length;
        bracket.advance(
          new Map(
            round.map((g) => [
              g.slot,
              winner(g.high.seed, g.low.seed) === g.high.seed ? g.high.teamId : g.low.teamId,
            ]),
          ),
        );
        rounds += 1;
      }
      expect(rounds).toBe(5);
      expect(bracket.champion?.seed).toBe(seed);
      return played;
    };
    expect(games(1, (high) => high)).toBe(3);
    expect(games(15, (high, low) => (low === 15 ? low : high))).toBe(5);
  });
});
