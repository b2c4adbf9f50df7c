import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random';
import {
  BOX_FEATURES,
  boxFeatureRow,
  boxRatings,
  DEFAULT_BOX_COEFFICIENTS,
  fitBoxCoefficients,
  leagueBoxRates,
  rawBoxRating,
  targetsFromRapm,
  type BoxCoefficients,
} from './box-rating';
import type { PlayerSeasonInput } from './inputs';
import { syntheticPlayers } from './test-support';

const league = syntheticPlayers(21, 60);
const teamNet = new Map(Array.from({ length: 60 }, (_, t) => [t + 1, (t - 30) / 2]));

describe('boxRatings (BPM-style, METHODS §2)', () => {
  it('minutes-weighted ratings add up to the team adjusted net rating', () => {
    const ratings = boxRatings(league, { teamNetRtgAdj: teamNet });
    for (const [teamId, net] of teamNet) {
      let sum = 0;
      let shares = 0;
      for (const r of ratings.filter((x) => x.teamId === teamId)) {
        sum += r.minutesShare * (r.bpm ?? Number.NaN);
        shares += r.minutesShare;
      }
      expect(sum).toBeCloseTo(net, 9);
      // 200 team minutes a game shared by the roster: Σ MP/(TmMP/5) = 5.
      expect(shares).toBeCloseTo(5, 9);
    }
    for (const r of ratings) {
      expect(r.vorp).toBeCloseTo(((r.bpm ?? 0) + 2) * r.minutesShare, 12);
    }
  });

  it('is relative to league average: an average box line has raw rating 0', () => {
    const rates = leagueBoxRates(league);
    // The possession-weighted mean of each feature is zero by construction.
    for (const [k] of BOX_FEATURES.entries()) {
      let sum = 0;
      let poss = 0;
      for (const p of league) {
        const row = boxFeatureRow(p, rates);
        const q = (p.team.poss * p.minutes) / (p.team.minutes / 5);
        sum += q * (row?.[k + 1] ?? 0);
        poss += q;
      }
      expect(sum / poss).toBeCloseTo(0, 9);
    }
  });

  it('leaves players without minutes or without steals/blocks unrated', () => {
    const team = league.filter((p) => p.teamId === 1);
    const [first, second] = team as [PlayerSeasonInput, PlayerSeasonInput];
    const edited = [
      { ...first, minutes: 0 },
      { ...second, stats: { ...second.stats, blk: null } },
      ...team.slice(2),
    ];
    const ratings = boxRatings(edited, { teamNetRtgAdj: new Map([[1, 5]]) });
    expect(ratings[0]?.bpm).toBeNull();
    expect(ratings[1]?.bpm).toBeNull();
    expect(ratings[1]?.vorp).toBeNull();
    // The constant is spread over the rated players only.
    const sum = ratings.reduce((s, r) => s + (r.bpm === null ? 0 : r.bpm * r.minutesShare), 0);
    expect(sum).toBeCloseTo(5, 9);
    // A team without an adjusted rating gets no constant.
    expect(boxRatings(team, { teamNetRtgAdj: new Map() })[2]?.bpm).toBeNull();
  });

  it('fitBoxCoefficients recovers planted coefficients from RAPM targets', () => {
    const rates = leagueBoxRates(league);
    const truth: BoxCoefficients = {
      ...DEFAULT_BOX_COEFFICIENTS,
      intercept: 0.4,
      forward: 0.5,
      center: -0.8,
    };
    const rng = createRng(5);
    const targets = new Map(
      league.map((p) => {
        const row = boxFeatureRow(p, rates) ?? [];
        return [
          p.playerId,
          { rapm: rawBoxRating(row, truth) + 0.05 * rng.normal(), possessions: 1000 },
        ];
      }),
    );
    const fit = fitBoxCoefficients(league, targets, { ridge: 1e-9 });
    expect(fit.players).toBe(league.length);
    expect(fit.r2).toBeGreaterThan(0.99);
    expect(fit.coefficients.intercept).toBeCloseTo(0.4, 1);
    expect(fit.coefficients.forward).toBeCloseTo(0.5, 1);
    expect(fit.coefficients.center).toBeCloseTo(-0.8, 1);
    for (const f of BOX_FEATURES) {
      expect(fit.coefficients.rates[f]).toBeCloseTo(truth.rates[f], 1);
    }
  });

  it('refuses a fit with fewer players than coefficients', () => {
    expect(() => fitBoxCoefficients(league.slice(0, 5), new Map())).toThrow(/at least/);
  });

  it('turns RAPM results into regression targets', () => {
    const targets = targetsFromRapm([
      { playerId: 7, orapm: 1.5, drapm: 0.5, rapm: 2, offPoss: 900, defPoss: 880 },
    ]);
    expect(targets.get(7)).toEqual({ rapm: 2, possessions: 1780 });
    const ratings = boxRatings(league.slice(0, 10), { teamNetRtgAdj: new Map([[1, 4]]) });
    expect(ratings.some((r) => r.belowMinutesThreshold)).toBe(true);
  });
});
