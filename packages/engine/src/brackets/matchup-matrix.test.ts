import { describe, expect, it } from 'vitest';
import { predictGame } from '../season/predictions';
import type { MatchupRating } from '../season/predictions';
import { BracketError } from './bracket';
import {
  matchupProbability,
  matrixFromFunction,
  winProbabilityMatrix,
  withMatchupOverride,
} from './matchup-matrix';

const league = { avgEfficiency: 105, avgTempo: 68 };
const ratings = [
  { ortgAdj: 120, drtgAdj: 92, paceAdj: 70 },
  { ortgAdj: 108, drtgAdj: 100, paceAdj: 66 },
  { ortgAdj: 101, drtgAdj: 106, paceAdj: 69 },
];

const rating = (i: number): MatchupRating => ratings[i] as MatchupRating;

describe('winProbabilityMatrix', () => {
  const matrix = winProbabilityMatrix(ratings, league);

  it('is predictGame on a neutral floor for every pair, complementary across the diagonal', () => {
    expect(matrix.size).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      expect(matchupProbability(matrix, i, i)).toBe(0.5);
      for (let j = 0; j < 3; j += 1) {
        if (i === j) continue;
        const direct = predictGame(rating(i), rating(j), league, { site: 'neutral' });
        expect(matchupProbability(matrix, i, j)).toBeCloseTo(direct.winProbability, 12);
        expect(matchupProbability(matrix, i, j) + matchupProbability(matrix, j, i)).toBe(1);
      }
    }
    expect(matchupProbability(matrix, 0, 2)).toBeGreaterThan(matchupProbability(matrix, 0, 1));
  });

  it('uses the given σ: a wider spread of margins pulls the favourite towards ½', () => {
    const wide = winProbabilityMatrix(ratings, league, { sigma: 20 });
    expect(matchupProbability(wide, 0, 2)).toBeLessThan(matchupProbability(matrix, 0, 2));
    expect(matchupProbability(wide, 0, 2)).toBeGreaterThan(0.5);
  });

  it('rejects ratings that are not positive numbers', () => {
    expect(() =>
      winProbabilityMatrix(
        [...ratings, { ortgAdj: Number.NaN, drtgAdj: 100, paceAdj: 68 }],
        league,
      ),
    ).toThrow(/team 3 has a rating/);
  });
});

describe('matrix overrides and hand-built matrices', () => {
  it('overrides one pair in a copy, keeping both directions consistent', () => {
    const base = matrixFromFunction(3, () => 0.6);
    const changed = withMatchupOverride(base, 2, 0, 0.9);
    expect(matchupProbability(changed, 2, 0)).toBe(0.9);
    expect(matchupProbability(changed, 0, 2)).toBeCloseTo(0.1, 15);
    expect(matchupProbability(base, 0, 2)).toBe(0.6);
    expect(() => withMatchupOverride(base, 0, 0, 0.5)).toThrow(BracketError);
    expect(() => withMatchupOverride(base, 0, 3, 0.5)).toThrow(/outside 0-2/);
    expect(() => withMatchupOverride(base, 0, 1, 1.5)).toThrow(/not a probability/);
  });

  it('rejects probabilities outside [0, 1]', () => {
    expect(() => matrixFromFunction(2, () => -0.1)).toThrow(BracketError);
    expect(() => matrixFromFunction(0, () => 0.5)).toThrow(/at least one team/);
  });
});
