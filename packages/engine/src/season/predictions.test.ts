import { describe, expect, it } from 'vitest';
import {
  barthag,
  fitSpreadSigma,
  log5,
  predictGame,
  siteFactor,
  winProbabilityFromSpread,
} from './predictions';

describe('Barthag and log5 (METHODS §3)', () => {
  it('Villanova 2016: AdjO 123.1, AdjD 90.9 → 0.9703', () => {
    // (123.1/90.9)^11.5 = 32.70 → 32.70/33.70 = 0.97032
    expect(barthag(123.1, 90.9)).toBeCloseTo(0.9703, 4);
  });

  it('is 0.5 for an average team and symmetric', () => {
    expect(barthag(104, 104)).toBe(0.5);
    expect(barthag(110, 100) + barthag(100, 110)).toBeCloseTo(1, 12);
  });

  it('combines by log5', () => {
    // (0.8 − 0.48)/(0.8 + 0.6 − 0.96) = 0.32/0.44
    expect(log5(0.8, 0.6)).toBeCloseTo(0.32 / 0.44, 12);
    expect(log5(0.9, 0.5)).toBeCloseTo(0.9, 12);
    expect(log5(0.7, 0.7)).toBeCloseTo(0.5, 12);
    expect(log5(1, 1)).toBe(0.5);
  });
});

describe('predictGame', () => {
  const a = { ortgAdj: 115, drtgAdj: 95, paceAdj: 70 };
  const b = { ortgAdj: 105, drtgAdj: 100, paceAdj: 66 };
  const league = { avgEfficiency: 105, avgTempo: 68 };

  it('predicts a neutral-site game by hand', () => {
    // Poss = 70·66/68 = 67.941; Pts_A = 115·100/105·67.941/100 = 74.412;
    // Pts_B = 105·95/105·67.941/100 = 64.544; spread 9.868; WP = Φ(0.9868) = 0.8381.
    const p = predictGame(a, b, league);
    expect(p.possessions).toBeCloseTo(67.941, 3);
    expect(p.pointsA).toBeCloseTo(74.412, 3);
    expect(p.pointsB).toBeCloseTo(64.544, 3);
    expect(p.spread).toBeCloseTo(9.868, 3);
    expect(p.winProbability).toBeCloseTo(0.8381, 4);
  });

  it('applies 1.014 to the home side and 0.986 to the visitor', () => {
    // 74.412·1.014 = 75.454; 64.544·0.986 = 63.6405; spread 11.813; WP = Φ(1.1813) = 0.8813.
    const home = predictGame(a, b, league, { site: 'home' });
    expect(home.pointsA).toBeCloseTo(75.454, 3);
    expect(home.pointsB).toBeCloseTo(63.6405, 4);
    expect(home.winProbability).toBeCloseTo(0.8813, 4);
    const away = predictGame(b, a, league, { site: 'away' });
    expect(away.spread).toBeCloseTo(-home.spread, 9);
    expect(away.winProbability).toBeCloseTo(1 - home.winProbability, 9);
    expect(siteFactor('neutral')).toBe(1);
  });

  it('a 7-point favourite wins ≈ 75% with σ = 10', () => {
    expect(winProbabilityFromSpread(7)).toBeCloseTo(0.758, 3);
    expect(winProbabilityFromSpread(0)).toBe(0.5);
    // A wider σ (e.g. fitted for women) flattens the curve.
    expect(winProbabilityFromSpread(7, 12)).toBeLessThan(0.75);
  });

  it('fits σ as the RMS of margin minus spread', () => {
    expect(fitSpreadSigma([])).toBeNull();
    const games = [
      { predictedSpread: 5, actualMargin: 8 },
      { predictedSpread: -2, actualMargin: -6 },
    ];
    // √((9 + 16)/2) = 3.5355
    expect(fitSpreadSigma(games)).toBeCloseTo(Math.sqrt(12.5), 12);
  });
});
