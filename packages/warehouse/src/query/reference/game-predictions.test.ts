/**
 * The game list's prediction on a hand-worked matchup (METHODS §3): home AdjO 110 / AdjD 100 /
 * AdjT 70 against AdjO 105 / AdjD 95 / AdjT 66 in a league of 105 points per 100 and 68
 * possessions.
 *   Poss = 70·66/68 = 67.941176
 *   home per possession 110·95/105/100 = 0.995238, away 105·100/105/100 = 1.000000
 * At home: 0.995238·67.941176·1.014 = 68.56429, away 1·67.941176·0.986 = 66.99000, margin
 * 1.57429, WP Φ(0.157429) = 0.56255. Neutral: 67.61765 − 67.94118 = −0.32353, WP Φ(−0.032353)
 * = 0.48710 (men, σ 10) or Φ(−0.029412) = 0.48827 (women, σ 11).
 */
import { describe, expect, it } from 'vitest';
import { gameListPrediction } from './game-predictions';
import type { PredictionInputs } from './game-predictions';

const MATCHUP: PredictionInputs = {
  home: { ortgAdj: 110, drtgAdj: 100, paceAdj: 70 },
  away: { ortgAdj: 105, drtgAdj: 95, paceAdj: 66 },
  league: { avgEfficiency: 105, avgTempo: 68 },
  gender: 'MALE',
  seasonStartYear: 2024,
  isNeutral: false,
  played: false,
};

describe('gameListPrediction', () => {
  it('applies the home-court factors and σ = 10 for a men’s home game', () => {
    const p = gameListPrediction(MATCHUP);
    expect(p?.kind).toBe('projected');
    expect(p?.predictedHomeScore).toBeCloseTo(68.56429, 4);
    expect(p?.predictedAwayScore).toBeCloseTo(66.99, 4);
    expect(p?.predictedHomeMargin).toBeCloseTo(1.57429, 4);
    expect(p?.homeWinProbability).toBeCloseTo(0.56255, 4);
  });

  it('uses no venue factor on a neutral floor and the women’s σ = 11', () => {
    const men = gameListPrediction({ ...MATCHUP, isNeutral: true });
    expect(men?.predictedHomeScore).toBeCloseTo(67.61765, 4);
    expect(men?.predictedAwayScore).toBeCloseTo(67.94118, 4);
    expect(men?.predictedHomeMargin).toBeCloseTo(-0.32353, 4);
    expect(men?.homeWinProbability).toBeCloseTo(0.4871, 4);
    const women = gameListPrediction({ ...MATCHUP, isNeutral: true, gender: 'FEMALE' });
    expect(women?.predictedHomeMargin).toBeCloseTo(-0.32353, 4);
    expect(women?.homeWinProbability).toBeCloseTo(0.48827, 4);
  });

  it('labels a played game retrospective and gives nothing without both ratings', () => {
    expect(gameListPrediction({ ...MATCHUP, played: true })?.kind).toBe('retrospective');
    expect(gameListPrediction({ ...MATCHUP, away: null })).toBeNull();
    expect(gameListPrediction({ ...MATCHUP, home: null })).toBeNull();
    expect(gameListPrediction({ ...MATCHUP, league: null })).toBeNull();
    expect(gameListPrediction({ ...MATCHUP, gender: null })).toBeNull();
  });
});
