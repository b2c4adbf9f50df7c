/**
 * Realism: league averages of simulated games between generated teams, measured by the engine
 * (deriveGame → team box lines → measure.ts), must land near the real 2024-25 Division I values.
 * Looser than the ±5% the full demo report must meet (±8%), because 300 games are a small
 * league; calibrate.ts prints the same table for tuning.
 */
import { describe, expect, it } from 'vitest';
import { deriveGame } from '@courtside/engine';
import { TARGETS } from './calibration';
import type { LeagueAverages } from './calibration';
import { LeagueTally, relativeDifferences } from './measure';
import { simulateGame } from './simulate-game';
import { testGameSpec, testLeagueGames, testTeam } from './testing';

const TOLERANCE = 0.08;

describe('league averages of simulated games', () => {
  for (const gender of ['MALE', 'FEMALE'] as const) {
    it(`${gender}: every average within ±8% of the real D-I value`, () => {
      const tally = new LeagueTally();
      for (const spec of testLeagueGames(300, { gender, teams: 16, ratingSpread: 6, seed: 31 })) {
        tally.addGame(deriveGame(simulateGame(spec)).teams);
      }
      expect(tally.teamGames).toBe(600);
      const diff = relativeDifferences(tally.averages(), TARGETS[gender]);
      const off = (Object.keys(diff) as Array<keyof LeagueAverages>).filter(
        (key) => Math.abs(diff[key]) > TOLERANCE,
      );
      expect(off.map((key) => `${key} ${(100 * diff[key]).toFixed(1)}%`)).toEqual([]);
    }, 60_000);
  }

  it('D-II and D-III are a little less efficient than D-I', () => {
    const ortg = (division: 1 | 2 | 3): number => {
      const tally = new LeagueTally();
      for (const spec of testLeagueGames(100, { division, teams: 12, seed: 32 })) {
        tally.addGame(deriveGame(simulateGame(spec), { division }).teams);
      }
      return tally.averages().ortg;
    };
    const [d1, d2, d3] = [ortg(1), ortg(2), ortg(3)];
    expect(d2).toBeLessThan(d1);
    expect(d3).toBeLessThan(d2);
    expect(d1 - d3).toBeLessThan(12);
  }, 60_000);

  it('across divisions the lower division is weaker: an average D-I team beats a D-II one', () => {
    let margin = 0;
    const games = 80;
    for (let i = 0; i < games; i += 1) {
      const home = testTeam({ teamId: 1 + (i % 4) });
      const away = testTeam({ teamId: 11 + (i % 4), division: 2 });
      const game = simulateGame(
        testGameSpec(home, away, { seed: 500 + i, neutralSite: true, division: 1 }),
      );
      margin += game.finalScore.home - game.finalScore.away;
    }
    // DIVISION_GAP: 20 points per 100 possessions ≈ 14 points a game.
    expect(margin / games).toBeGreaterThan(8);
    expect(margin / games).toBeLessThan(20);
  });

  it('a better team wins more: ratings move the score by about their size', () => {
    const games = testLeagueGames(200, { teams: 10, ratingSpread: 8, seed: 33 });
    let crossed = 0;
    let squared = 0;
    let agree = 0;
    for (const spec of games) {
      const edge = spec.home.offense + spec.home.defense - spec.away.offense - spec.away.defense;
      const game = simulateGame({ ...spec, neutralSite: true });
      const margin = game.finalScore.home - game.finalScore.away;
      crossed += edge * margin;
      squared += edge * edge;
      if (Math.sign(edge) === Math.sign(margin)) agree += 1;
    }
    // Points per 100 possessions against a game of ~70: the margin moves ≈ 0.7 × the gap.
    const slope = crossed / squared;
    expect(slope).toBeGreaterThan(0.5);
    expect(slope).toBeLessThan(0.9);
    expect(agree / games.length).toBeGreaterThan(0.6);
  });
});
