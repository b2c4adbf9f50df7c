import { describe, expect, it } from 'vitest';
import { spearman } from '../math/stats';
import { preseasonWeight } from './preseason-prior';
import { teamRatings } from './team-ratings';
import { row, syntheticSeason } from './team-ratings.test-support';

describe('the preseason prior and the shrinkage floor in teamRatings', () => {
  it('starts from the preseason expectation and lets it fade over fadeGames games', () => {
    const weights = { initialGames: 10, fadeGames: 10, floorGames: 0 };
    expect(preseasonWeight(0, weights)).toBe(10);
    expect(preseasonWeight(4, weights)).toBeCloseTo(6, 12);
    expect(preseasonWeight(12, weights)).toBe(0);
    // Team 1 expected +20 (AdjO +10, AdjD −10), team 2 average. Team 1 loses 60–80 on 70
    // possessions: one game against ten pseudo-games, so the prior still ranks it first.
    const offsets = new Map([[1, { offense: 10, defense: -10, tempo: 0 }]]);
    const one = teamRatings([row({ points: 60, opponentPoints: 80 })], {
      prior: { offsets, weights },
    });
    const [t1, t2] = [1, 2].map((id) => one.teams.find((t) => t.teamId === id));
    expect(one.converged).toBe(true);
    expect(t1?.netRanking).toBe(1);
    // The offsets are centred on the pool (+10/−10 and 0 become ±5), and one game of eleven
    // pulls each team a little toward the result.
    expect((t1?.netRtgAdj ?? 0) - (t2?.netRtgAdj ?? 0)).toBeGreaterThan(5);
    expect((t1?.netRtgAdj ?? 0) - (t2?.netRtgAdj ?? 0)).toBeLessThan(20);
  });

  it('forgets a wrong preseason prior once it has faded', () => {
    const { truth, rows } = syntheticSeason({
      seed: 9,
      teams: 16,
      confSize: 8,
      nonConf: 4,
      noise: 8,
      spread: 6,
    });
    // A deliberately wrong prior (the reverse of the truth) for every team.
    const offsets = new Map(
      truth.map((t) => [t.id, { offense: 2 * (104 - t.o), defense: 2 * (104 - t.d), tempo: 0 }]),
    );
    const early = teamRatings(rows, {
      prior: { offsets, weights: { initialGames: 1000, fadeGames: 1000, floorGames: 0 } },
    });
    const faded = teamRatings(rows, {
      prior: { offsets, weights: { initialGames: 8, fadeGames: 10, floorGames: 0 } },
    });
    const none = teamRatings(rows);
    const em = (r: typeof none) =>
      truth.map((t) => r.teams.find((x) => x.teamId === t.id)?.netRtgAdj ?? 0);
    const trueEm = truth.map((t) => t.o - t.d);
    expect(spearman(em(early), trueEm)).toBeLessThan(0);
    em(faded).forEach((v, i) => expect(v).toBeCloseTo(em(none)[i] ?? 0, 1));
  });

  it('shrinks toward the average with the floor, and more for a team with few games', () => {
    const { truth, rows } = syntheticSeason({
      seed: 11,
      teams: 32,
      confSize: 8,
      nonConf: 6,
      noise: 8,
      spread: 6,
    });
    const shrunk = teamRatings(rows, {
      prior: { offsets: new Map(), weights: { initialGames: 0, fadeGames: 1, floorGames: 2 } },
    });
    const plain = teamRatings(rows);
    const sd = (r: typeof plain) => {
      const v = r.teams.map((t) => t.netRtgAdj);
      const m = v.reduce((a, b) => a + b, 0) / v.length;
      return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1));
    };
    expect(sd(shrunk)).toBeLessThan(sd(plain));
    expect(sd(shrunk)).toBeGreaterThan(0.7 * sd(plain));
    const trueEm = truth.map((t) => t.o - t.d);
    const em = (r: typeof plain) =>
      truth.map((t) => r.teams.find((x) => x.teamId === t.id)?.netRtgAdj ?? 0);
    expect(spearman(em(shrunk), trueEm)).toBeGreaterThan(0.9);
  });
});
