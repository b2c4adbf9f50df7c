import { describe, expect, it } from 'vitest';
import { qrLeastSquares } from '../math/linalg';
import { createRng } from '../math/random';
import { pearson } from '../math/stats';
import type { StintInput } from './inputs';
import { DEFAULT_RAPM_LAMBDAS, rapm, type RapmResult } from './rapm';
import { noisyPriors, plantedLeague, type PlantedPlayer } from './rapm-test-support';

const rmse = (a: readonly number[], b: readonly number[]): number =>
  Math.sqrt(a.reduce((s, v, i) => s + (v - (b[i] ?? 0)) ** 2, 0) / a.length);

/** Estimated and true total effects of the planted players, in the same order. */
function totals(fit: RapmResult, players: readonly PlantedPlayer[]) {
  const byId = new Map(fit.players.map((p) => [p.playerId, p]));
  return {
    est: players.map((p) => byId.get(p.id)?.rapm ?? Number.NaN),
    truth: players.map((p) => p.o + p.d),
  };
}

/**
 * A box-score-like prior: each effect seen through noise of SD 3.5 (against effects of SD 3),
 * then regressed by var(truth)/var(seen) as a calibrated box rating would be: its correlation
 * with the truth is ≈ 0.65.
 */
function calibratedPriors(players: readonly PlantedPlayer[], seed: number) {
  const c = 9 / (9 + 3.5 ** 2);
  return new Map(
    [...noisyPriors(players, seed, 3.5)].map(([id, p]) => [
      id,
      { orapm: c * p.orapm, drapm: c * p.drapm },
    ]),
  );
}

describe('rapm (METHODS §4)', () => {
  it('λ → 0 reproduces APM on a small exactly-determined case', () => {
    // 3 teams × 6 players: 36 player columns + home = 37, of rank 36 (offence columns and
    // defence columns both sum to 5 on every row). 18 stints give 36 rows: the least-squares
    // fit is exact, and APM is its minimum-norm solution, i.e. the one with Σβ_off = Σβ_def.
    // Who sits in each stint (home, away): a pattern checked to give X full rank 36 (random
    // patterns often leave some player always on the floor, which makes his columns copies of
    // his team's and drops the rank by two). Scores are arbitrary.
    const rng = createRng(12);
    const sits = [
      [0, 2],
      [4, 4],
      [0, 1],
      [4, 2],
      [3, 2],
      [3, 5],
      [3, 0],
      [5, 1],
      [4, 4],
      [2, 3],
      [3, 0],
      [5, 5],
      [4, 5],
      [3, 4],
      [2, 5],
      [4, 1],
      [4, 1],
      [1, 3],
    ] as const;
    const lineup = (t: number, out: number) =>
      Array.from({ length: 6 }, (_, k) => t * 10 + k + 1).filter((_, k) => k !== out);
    const pairs = [
      [0, 1],
      [1, 2],
      [2, 0],
    ] as const;
    const stints: StintInput[] = Array.from({ length: 18 }, (_, s) => {
      const [h, a] = pairs[s % 3] ?? [0, 1];
      const [home, away] = s % 2 === 0 ? [h, a] : [a, h];
      return {
        gameId: s + 1,
        homeIds: lineup(home, sits[s]?.[0] ?? 0),
        awayIds: lineup(away, sits[s]?.[1] ?? 0),
        homePoss: 4 + (s % 3),
        awayPoss: 5,
        homePts: rng.int(12),
        awayPts: rng.int(12),
        weight: 1,
      };
    });
    const fit = rapm(stints, { lambda: 1e-9 });
    // Reference APM by QR: rows of X plus the constraint Σβ_off − Σβ_def = 0, target y − μ.
    const players = fit.players.map((p) => p.playerId);
    const col = new Map(players.map((id, k) => [id, k]));
    const p = players.length;
    const n = 2 * p + 1;
    const rows: number[][] = [];
    const y: number[] = [];
    let sw = 0;
    let swy = 0;
    for (const s of stints) {
      for (const [att, def, poss, pts, h] of [
        [s.homeIds, s.awayIds, s.homePoss, s.homePts, 1],
        [s.awayIds, s.homeIds, s.awayPoss, s.awayPts, -1],
      ] as const) {
        const x = new Array<number>(n).fill(0);
        for (const id of att) x[col.get(id) ?? 0] = 1;
        for (const id of def) x[p + (col.get(id) ?? 0)] = 1;
        x[n - 1] = h;
        rows.push(x);
        y.push((100 * pts) / poss);
        sw += poss;
        swy += 100 * pts;
      }
    }
    const mu = swy / sw;
    rows.push(Array.from({ length: n }, (_, j) => (j < p ? 1 : j < 2 * p ? -1 : 0)));
    const target = [...y.map((v) => v - mu), 0];
    const apm = qrLeastSquares(Float64Array.from(rows.flat()), rows.length, n, target);
    expect(apm.rss).toBeLessThan(1e-12);
    fit.players.forEach((pl, k) => {
      expect(pl.orapm).toBeCloseTo(apm.coefficients[k] ?? 0, 3);
      expect(pl.drapm).toBeCloseTo(-(apm.coefficients[p + k] ?? 0), 3);
    });
    expect(fit.homeAdvantage).toBeCloseTo(2 * (apm.coefficients[n - 1] ?? 0), 3);
    expect(fit.intercept).toBeCloseTo(mu, 9);
  });

  it('recovers planted player effects (r ≥ 0.8) with a possession-weighted mean ≈ 0', () => {
    const { players, stints } = plantedLeague({
      seed: 3,
      teams: 16,
      roster: 9,
      rounds: 150,
      sd: 4,
    });
    const fit = rapm(stints);
    const { est, truth } = totals(fit, players);
    expect(pearson(est, truth)).toBeGreaterThanOrEqual(0.8);
    const byId = new Map(fit.players.map((p) => [p.playerId, p]));
    expect(
      pearson(
        players.map((p) => byId.get(p.id)?.orapm ?? Number.NaN),
        players.map((p) => p.o),
      ),
    ).toBeGreaterThanOrEqual(0.8);
    let weighted = 0;
    let poss = 0;
    for (const p of fit.players) {
      weighted += p.offPoss * p.orapm + p.defPoss * p.drapm;
      poss += p.offPoss + p.defPoss;
    }
    expect(Math.abs(weighted / poss)).toBeLessThan(0.1);
    // Cross-validation scored every λ of the grid and picked the best.
    expect(fit.cv.map((c) => c.lambda)).toEqual(DEFAULT_RAPM_LAMBDAS);
    const best = fit.cv.reduce((a, b) => (b.mse < a.mse ? b : a));
    expect(fit.lambda).toBe(best.lambda);
    expect(fit.intercept).toBeGreaterThan(95);
    expect(fit.intercept).toBeLessThan(110);
    // Planted: +1.5 at home, −1.5 away.
    expect(fit.homeAdvantage).toBeGreaterThan(1);
    expect(fit.homeAdvantage).toBeLessThan(5);
  });

  it('gives the same answer by conjugate gradients as by Cholesky, with a prior too', () => {
    const { players, stints } = plantedLeague({ seed: 4, teams: 6, roster: 8, rounds: 10, sd: 3 });
    const priors = calibratedPriors(players, 40);
    for (const options of [{ lambda: 300 }, { lambda: 300, priors }]) {
      const dense = rapm(stints, options);
      const sparse = rapm(stints, { ...options, denseMaxColumns: 0 });
      expect(dense.solver).toBe('cholesky');
      expect(sparse.solver).toBe('conjugate-gradient');
      dense.players.forEach((p, k) => {
        expect(sparse.players[k]?.orapm).toBeCloseTo(p.orapm, 6);
        expect(sparse.players[k]?.drapm).toBeCloseTo(p.drapm, 6);
      });
    }
  });

  it('shrinks toward the prior, centred at possession-weighted mean 0 on each side', () => {
    const { stints } = plantedLeague({ seed: 5, teams: 6, roster: 8, rounds: 4, sd: 3 });
    const target = stints[0]?.homeIds[0] ?? 0;
    const priors = new Map([[target, { orapm: 6, drapm: -2 }]]);
    // The target's share of the offence and defence possessions, counted from the stints.
    let off = 0;
    let def = 0;
    let all = 0;
    for (const s of stints) {
      for (const [atk, dfn, poss] of [
        [s.homeIds, s.awayIds, s.homePoss],
        [s.awayIds, s.homeIds, s.awayPoss],
      ] as const) {
        if (poss <= 0) continue;
        all += 5 * poss;
        if (atk.includes(target)) off += poss;
        if (dfn.includes(target)) def += poss;
      }
    }
    const shift = { orapm: (6 * off) / all, drapm: (-2 * def) / all };
    // With an enormous λ the data cannot move anyone: everybody sits at his centred prior.
    const frozen = rapm(stints, { lambda: 1e12, priors });
    expect(frozen.priorShift.orapm).toBeCloseTo(shift.orapm, 9);
    expect(frozen.priorShift.drapm).toBeCloseTo(shift.drapm, 9);
    const pl = frozen.players.find((p) => p.playerId === target);
    expect(pl?.orapm).toBeCloseTo(6 - shift.orapm, 4);
    expect(pl?.drapm).toBeCloseTo(-2 - shift.drapm, 4);
    expect(pl?.priorOrapm).toBeCloseTo(6 - shift.orapm, 9);
    const other = frozen.players.find((p) => p.playerId !== target);
    expect(other?.orapm).toBeCloseTo(-shift.orapm, 4);
    expect(other?.drapm).toBeCloseTo(-shift.drapm, 4);
    // Uncentred on request: the prior itself.
    const raw = rapm(stints, { lambda: 1e12, priors, centerPriors: false });
    expect(raw.players.find((p) => p.playerId === target)?.rapm).toBeCloseTo(4, 4);
    expect(raw.players.find((p) => p.playerId !== target)?.rapm).toBeCloseTo(0, 4);
  });

  it('keeps the possession-weighted mean at 0 under a prior that is not centred', () => {
    const { players, stints } = plantedLeague({ seed: 9, teams: 12, roster: 9, rounds: 12, sd: 3 });
    // Every prior 3 points too high on offence and 1 on defence.
    const priors = new Map(
      [...calibratedPriors(players, 90)].map(([id, p]) => [
        id,
        { orapm: p.orapm + 3, drapm: p.drapm + 1 },
      ]),
    );
    const fit = rapm(stints, { priors });
    let off = 0;
    let def = 0;
    let offPoss = 0;
    let defPoss = 0;
    for (const p of fit.players) {
      off += p.offPoss * p.orapm;
      def += p.defPoss * p.drapm;
      offPoss += p.offPoss;
      defPoss += p.defPoss;
    }
    expect(Math.abs(off / offPoss)).toBeLessThan(0.1);
    expect(Math.abs(def / defPoss)).toBeLessThan(0.1);
    expect(fit.priorShift.orapm).toBeGreaterThan(2.5);
    expect(fit.priorShift.drapm).toBeGreaterThan(0.5);
  });

  it('recovers a small sample better with a box-like prior than without', () => {
    // 16 teams, 6 games each (≈ 500 possessions a team): too little for RAPM alone.
    for (const seed of [1, 2, 3]) {
      const { players, stints } = plantedLeague({ seed, teams: 16, roster: 9, rounds: 6, sd: 3 });
      const plain = totals(rapm(stints), players);
      const priors = calibratedPriors(players, seed + 100);
      const pooled = totals(rapm(stints, { priors }), players);
      const priorAlone = players.map(
        (p) => (priors.get(p.id)?.orapm ?? 0) + (priors.get(p.id)?.drapm ?? 0),
      );
      const r = (x: number[]) => pearson(x, plain.truth);
      expect(r(pooled.est)).toBeGreaterThan(r(plain.est) + 0.2);
      expect(rmse(pooled.est, plain.truth)).toBeLessThan(rmse(plain.est, plain.truth) - 0.4);
      // The data still add to the prior (tolerance for sampling noise).
      expect(r(pooled.est)).toBeGreaterThan(r(priorAlone) - 0.02);
    }
  });

  it('cross-validates the plain model unless told to score the prior model', () => {
    const { players, stints } = plantedLeague({ seed: 2, teams: 16, roster: 9, rounds: 6, sd: 3 });
    const priors = calibratedPriors(players, 102);
    const plain = rapm(stints);
    const pooled = rapm(stints, { priors });
    expect(pooled.cv).toEqual(plain.cv);
    expect(pooled.lambda).toBe(plain.lambda);
    // Scored with its (informative, independent) prior, the model predicts held-out stints
    // better at every λ.
    const own = rapm(stints, { priors, lambdaFrom: 'prior' });
    own.cv.forEach((c, k) => expect(c.mse).toBeLessThan(plain.cv[k]?.mse ?? 0));
  });

  it('lets the prior dominate a player with few possessions and fade with many', () => {
    // ∂β̂/∂β₀ of a player: how much of a change of his prior survives the fit (1 = all of it).
    const sensitivity = (stints: StintInput[], id: number): { weight: number; poss: number } => {
      const base = new Map([[id, { orapm: 0, drapm: 0 }]]);
      const moved = new Map([[id, { orapm: 5, drapm: 0 }]]);
      const options = { lambda: 3000, centerPriors: false } as const;
      const a = rapm(stints, { ...options, priors: base }).players.find((p) => p.playerId === id);
      const b = rapm(stints, { ...options, priors: moved }).players.find((p) => p.playerId === id);
      return { weight: ((b?.orapm ?? 0) - (a?.orapm ?? 0)) / 5, poss: a?.offPoss ?? 0 };
    };
    const league = (rounds: number) =>
      plantedLeague({ seed: 11, teams: 8, roster: 9, rounds, sd: 3 }).stints;
    const starter = 1;
    const bench = 9;
    const short = league(2);
    const long = league(200);
    const fewStarter = sensitivity(short, starter);
    const manyStarter = sensitivity(long, starter);
    const manyBench = sensitivity(long, bench);
    expect(fewStarter.poss).toBeLessThan(200);
    expect(fewStarter.weight).toBeGreaterThan(0.9);
    expect(manyStarter.poss).toBeGreaterThan(10000);
    // Not n/(n + λ) ≈ 0.2: starters share the floor, so part of his data is his teammates'.
    expect(manyStarter.weight).toBeLessThan(0.45);
    // Fewer possessions, more prior: the bench player keeps more of his than the starter.
    expect(manyBench.poss).toBeLessThan(manyStarter.poss);
    expect(manyBench.weight).toBeGreaterThan(manyStarter.weight);
    expect(manyBench.weight).toBeLessThan(fewStarter.weight);
  });

  it('falls back to a fixed λ with one game and skips empty stints', () => {
    const { stints } = plantedLeague({ seed: 6, teams: 2, roster: 7, rounds: 1, sd: 3 });
    const withEmpty = [...stints, { ...(stints[0] as StintInput), homePoss: 0, awayPoss: 0 }];
    const fit = rapm(withEmpty);
    expect(fit.cv).toEqual([]);
    expect(fit.skippedRows).toBe(2 + stints.filter((s) => s.awayPoss === 0).length);
    expect(fit.lambda).toBe(1000);
    expect(fit.rows).toBe(
      stints.reduce((n, s) => n + (s.homePoss > 0 ? 1 : 0) + (s.awayPoss > 0 ? 1 : 0), 0),
    );
  });

  it('refuses a non-finite prior and a λ that is not positive', () => {
    const { stints } = plantedLeague({ seed: 6, teams: 2, roster: 7, rounds: 1, sd: 3 });
    const id = stints[0]?.homeIds[0] ?? 0;
    expect(() =>
      rapm(stints, { priors: new Map([[id, { orapm: Number.NaN, drapm: 0 }]]) }),
    ).toThrow(`rapm: the prior of player ${id} is not a finite number`);
    expect(() => rapm(stints, { lambda: 0 })).toThrow('rapm: λ must be positive, got 0');
    expect(() => rapm(stints, { lambdaGrid: [] })).toThrow(/positive numbers/);
  });
});
