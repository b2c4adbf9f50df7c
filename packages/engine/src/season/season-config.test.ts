import { describe, expect, it } from 'vitest';
import { constantsFor } from '../config/constants';
import { predictGame } from './predictions';
import { seasonModelOptions } from './season-config';

describe('seasonModelOptions', () => {
  it('reads the METHODS defaults from the constants table', () => {
    const men = seasonModelOptions(
      constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2024 }),
    );
    expect(men.teamRatings).toMatchObject({
      homeCourt: { home: 1.014, away: 0.986, neutral: 1 },
      recency: { fullWeightDays: 40, perDay: 0, floor: 1 },
      barthagExponent: 11.5,
      tolerance: 0.01,
    });
    expect(men.priorWeights).toEqual({ initialGames: 8, fadeGames: 20, floorGames: 1.8 });
    expect(men.predictions.sigma).toBe(10);
    expect(men.percentiles).toEqual({
      minPoolSize: 30,
      excludeBelowMinutesShare: 0.1,
      qualifyingMinutesShare: 0.4,
    });
    expect(men.per.possessionFtaCoefficient).toBe(0.475);
  });

  it("uses the women's σ for win probabilities", () => {
    const women = seasonModelOptions(
      constantsFor({ gender: 'FEMALE', division: 1, seasonStartYear: 2024 }),
    );
    const rating = { ortgAdj: 100, drtgAdj: 100, paceAdj: 70 };
    const favourite = { ...rating, ortgAdj: 110 };
    const league = { avgEfficiency: 100, avgTempo: 70 };
    const p = predictGame(favourite, rating, league, women.predictions);
    // Spread 7 points; σ = women's value from the table.
    expect(p.spread).toBeCloseTo(7, 9);
    expect(women.predictions.sigma).toBeGreaterThan(10);
    expect(p.winProbability).toBeLessThan(0.758);
  });
});
