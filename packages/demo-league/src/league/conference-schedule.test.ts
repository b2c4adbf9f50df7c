import { describe, expect, it } from 'vitest';
import { conferenceRounds, roundRobin } from './conference-schedule';

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

describe('roundRobin', () => {
  it('follows the Berger tables for four teams (worked by hand), home and away alternating', () => {
    // Teams 1-3 on the circle, 4 fixed: round r pairs 4 with r and r + 1 with r − 1.
    expect(roundRobin([1, 2, 3, 4], false)).toEqual([
      [
        [4, 1],
        [2, 3],
      ],
      [
        [2, 4],
        [3, 1],
      ],
      [
        [4, 3],
        [1, 2],
      ],
    ]);
  });

  it('plays the second round robin with home and away swapped', () => {
    const rounds = roundRobin([1, 2, 3, 4, 5], true);
    expect(rounds).toHaveLength(10);
    expect(rounds.slice(5)).toEqual(
      rounds.slice(0, 5).map((round) => round.map(([home, away]) => [away, home])),
    );
  });
});

describe('conferenceRounds', () => {
  const check = (size: number, games: number) => {
    const ids = Array.from({ length: size }, (_, i) => 100 + i);
    const rounds = conferenceRounds(ids, games);
    const meetings = new Map<string, Array<readonly [number, number]>>();
    for (const round of rounds) {
      const busy = round.flatMap(([h, a]) => [h, a]);
      expect(new Set(busy).size).toBe(busy.length);
      for (const game of round) {
        meetings.set(pairKey(game[0], game[1]), [
          ...(meetings.get(pairKey(game[0], game[1])) ?? []),
          game,
        ]);
      }
    }
    return { ids, rounds, meetings };
  };

  // Real schedules: SEC 16 teams 18 games, ACC 15/20, Big Ten 18/20, Pac-12 12/20, A-10 15/18,
  // 13 teams 18, Big East 11 (double round robin), a 9-team double round robin, one round robin.
  const cases: Array<[number, number]> = [
    [16, 18],
    [15, 20],
    [18, 20],
    [12, 20],
    [15, 18],
    [13, 18],
    [11, 20],
    [9, 16],
    [10, 9],
  ];
  it.each(cases)(
    '%i teams, %i games: everyone once, the right number twice, home and away even',
    (size, games) => {
      const { ids, meetings, rounds } = check(size, games);
      const twice = games - (size - 1);
      expect(meetings.size).toBe((size * (size - 1)) / 2);
      const doubled = [...meetings.values()].filter((m) => m.length === 2);
      expect(doubled).toHaveLength((size * twice) / 2);
      for (const [first, second] of doubled) expect(second).toEqual([first?.[1], first?.[0]]);
      for (const id of ids) {
        const own = rounds.flat().filter(([h, a]) => h === id || a === id);
        expect(own).toHaveLength(games);
        const home = own.filter(([h]) => h === id).length;
        expect(Math.abs(2 * home - games)).toBeLessThanOrEqual(1);
      }
      // Rounds: one per game a team plays; odd sizes need an idle team in each round and, for
      // second meetings, one more round.
      const extra = size % 2 === 0 ? 0 : twice > 0 ? 2 : 1;
      expect(rounds.length).toBe(games + extra);
    },
  );

  it('puts a rematch at least half a season after the first meeting when it can', () => {
    const rounds = conferenceRounds(
      Array.from({ length: 16 }, (_, i) => i),
      18,
    );
    const first = new Map<string, number>();
    rounds.forEach((round, r) => {
      for (const [h, a] of round) {
        const key = pairKey(h, a);
        const before = first.get(key);
        if (before === undefined) first.set(key, r);
        else expect(r - before).toBeGreaterThanOrEqual(8);
      }
    });
  });

  it('refuses schedules that cannot be played, naming them', () => {
    expect(() => conferenceRounds([1, 2, 3, 4], 7)).toThrow(
      '4 teams cannot play 7 conference games each',
    );
    // 11 teams cannot each meet 7 opponents twice (77 half-pairs).
    expect(() =>
      conferenceRounds(
        Array.from({ length: 11 }, (_, i) => i),
        17,
      ),
    ).toThrow('11 teams cannot play 17 conference games each');
  });
});
