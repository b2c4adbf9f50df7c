import { PERIOD_FORMATS } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { constantsFor } from '../config/constants';
import { normalCdf } from '../math/stats';
import { basket, buildGame } from './shots.fixtures';
import {
  excitementIndex,
  gameStateAt,
  pregameWinProbability,
  sanityWinProbability,
  winProbabilityAdded,
  winProbabilitySeries,
} from './win-probability';

const MEN = PERIOD_FORMATS.MALE;
const WOMEN = PERIOD_FORMATS.FEMALE;
const state = (secondsLeft: number, margin: number, pregameSpread = 0, overtime = false) => ({
  secondsLeft,
  margin,
  pregameSpread,
  overtime,
});

describe('sanity curve (METHODS §7)', () => {
  it('makes a 7-point favourite about 75% before tip-off', () => {
    expect(pregameWinProbability(7)).toBeCloseTo(0.758, 3);
    expect(sanityWinProbability(state(2400, 0, 7))).toBeCloseTo(0.758, 3);
  });

  it('gives a 5-point lead with 10:00 left Φ(1) under σ = 10', () => {
    // τ = 600/2400 = 0.25, so z = 5 / (10·0.5) = 1.
    expect(sanityWinProbability(state(600, 5))).toBeCloseTo(0.841345, 6);
  });

  it("uses the women's σ from the config", () => {
    const women = constantsFor({ gender: 'FEMALE', division: 1, seasonStartYear: 2024 });
    expect(sanityWinProbability(state(600, 5.5), women.winProbability)).toBeCloseTo(0.841345, 6);
  });

  it('gives overtime its own remaining time', () => {
    // τ = 150/2400 = 1/16: z = (0 + 4/16) / (10/4) = 0.1.
    expect(sanityWinProbability(state(150, 0, 4, true))).toBeCloseTo(normalCdf(0.1), 12);
    // Tied at the horn: a whole overtime to play, τ = 300/2400.
    const tau = 300 / 2400;
    const tied = normalCdf((4 * tau) / (10 * Math.sqrt(tau)));
    expect(sanityWinProbability(state(0, 0, 4))).toBeCloseTo(tied, 12);
  });

  it('is exactly 0 or 1 at the final horn', () => {
    expect(sanityWinProbability(state(0, 1, -20))).toBe(1);
    expect(sanityWinProbability(state(0, -1, 20, true))).toBe(0);
  });

  it("reads the state of men's halves, women's quarters and overtimes", () => {
    expect(gameStateAt(MEN, 2, 300, { home: 50, away: 47 })).toEqual(state(300, 3));
    expect(gameStateAt(WOMEN, 3, 600, { home: 30, away: 31 })).toEqual(state(1200, -1));
    expect(gameStateAt(MEN, 3, 120, { home: 70, away: 70 }, 2)).toEqual(state(120, 0, 2, true));
  });
});

describe('win-probability series', () => {
  const game = buildGame([
    basket('home', 1, 1000),
    basket('away', 2, 100, 3),
    basket('home', 2, 5),
    { type: 'periodEnd', period: 2, clock: 0 },
  ]);

  it('ends exactly on the result, with a fitted model too', () => {
    const series = winProbabilitySeries(game, { pregameSpread: -6 });
    expect(series.map((point) => point.seq)).toEqual([0, 1, 2, 3]);
    expect(series[3]).toEqual({ seq: 3, gameSecond: 2400, home: 1 });
    const stubborn = winProbabilitySeries(game, { model: () => 0.3 });
    expect(stubborn.map((point) => point.home)).toEqual([0.3, 0.3, 0.3, 1]);
  });

  it("uses the game's own σ by default (11 for women)", () => {
    const women = buildGame([basket('home', 1, 300)], 'FEMALE');
    // Home up 2 with 2100 s left: z = 2 / (11·√(2100/2400)).
    const expected = normalCdf(2 / (11 * Math.sqrt(2100 / 2400)));
    expect(winProbabilitySeries(women)[0]?.home).toBeCloseTo(expected, 12);
  });

  it('adds up win probability added per play to the final swing', () => {
    const pregame = pregameWinProbability(-6);
    const series = winProbabilitySeries(game, { pregameSpread: -6 });
    const plays = winProbabilityAdded(game, series, pregame);
    const total = plays.reduce((sum, play) => sum + play.home, 0);
    expect(total).toBeCloseTo(1 - pregame, 12);
    expect(plays[1]?.forSide).toBeCloseTo(-(plays[1]?.home ?? 0), 12);
    expect(plays[1]?.player).toBe('away-shooter');
    expect(plays[3]?.forSide).toBeNull();
  });
});

describe('excitement index', () => {
  it('sums |ΔWP| from the pregame value, per 2400 game seconds', () => {
    const series = [0.6, 0.4, 1].map((home, seq) => ({ seq, gameSecond: seq, home }));
    // 0.1 + 0.2 + 0.6 = 0.9 over an overtime game of 2700 s.
    expect(excitementIndex(series, 2700, 0.5)).toBeCloseTo(0.8, 12);
  });
});
