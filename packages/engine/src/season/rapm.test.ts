import { describe, expect, it } from 'vitest';
import { qrLeastSquares } from '../math/linalg';
import { createRng, type Rng } from '../math/random';
import { pearson } from '../math/stats';
import type { StintInput } from './inputs';
import { rapm } from './rapm';

interface TruePlayer {
  id: number;
  team: number;
  o: number;
  d: number;
  share: number;
}

/**
 * Seeded league with planted player effects: o adds to his offence's points per 100, d takes
 * away from the opponent's. Lineups are drawn by playing-time weight (starters ≈ 3× bench), each
 * stint has a few possessions per side, and each possession scores 0, 2 or 3 with expectation
 * (100 + Σo_attackers − Σd_defenders ± 1.5 home)/100.
 */
function plantedLeague(seed: number, teams: number, roster: number, rounds: number, sd: number) {
  const rng = createRng(seed);
  const players: TruePlayer[] = [];
  for (let t = 0; t < teams; t += 1) {
    for (let k = 0; k < roster; k += 1) {
      const share = k < 5 ? 3 : k < 8 ? 1.5 : 0.7;
      players.push({
        id: t * 100 + k + 1,
        team: t,
        o: sd * rng.normal(),
        d: sd * rng.normal(),
        share,
      });
    }
  }
  const rosters = Array.from({ length: teams }, (_, t) => players.filter((p) => p.team === t));
  const stints: StintInput[] = [];
  let gameId = 1;
  for (let r = 0; r < rounds; r += 1) {
    const order = rng.shuffle(Array.from({ length: teams }, (_, i) => i));
    for (let k = 0; k + 1 < order.length; k += 2) {
      const home = rosters[order[k] ?? 0] ?? [];
      const away = rosters[order[k + 1] ?? 0] ?? [];
      for (let s = 0; s < 30; s += 1) {
        const h = lineup(rng, home);
        const a = lineup(rng, away);
        const homePoss = 1 + rng.poisson(1.8);
        const awayPoss = Math.max(0, homePoss + rng.int(3) - 1);
        stints.push({
          gameId,
          homeIds: h.map((p) => p.id),
          awayIds: a.map((p) => p.id),
          homePoss,
          awayPoss,
          homePts: points(rng, h, a, homePoss, 1.5),
          awayPts: points(rng, a, h, awayPoss, -1.5),
          weight: 1,
        });
      }
      gameId += 1;
    }
  }
  return { players, stints };
}

function lineup(rng: Rng, roster: readonly TruePlayer[]): TruePlayer[] {
  const pool = roster.slice();
  const chosen: TruePlayer[] = [];
  while (chosen.length < 5) {
    let u = rng.next() * pool.reduce((s, p) => s + p.share, 0);
    const k = pool.findIndex((p) => (u -= p.share) <= 0);
    chosen.push(...pool.splice(k < 0 ? pool.length - 1 : k, 1));
  }
  return chosen;
}

function points(rng: Rng, att: TruePlayer[], def: TruePlayer[], poss: number, home: number) {
  const sum = (ps: TruePlayer[], f: (p: TruePlayer) => number) => ps.reduce((s, p) => s + f(p), 0);
  const expected = (100 + sum(att, (p) => p.o) - sum(def, (p) => p.d) + home) / 100;
  const p2 = Math.min(0.8, Math.max(0, (expected - 0.3) / 2));
  let pts = 0;
  for (let q = 0; q < poss; q += 1) {
    const u = rng.next();
    pts += u < 0.1 ? 3 : u < 0.1 + p2 ? 2 : 0;
  }
  return pts;
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
    const { players, stints } = plantedLeague(3, 16, 9, 150, 4);
    const started = performance.now();
    const fit = rapm(stints);
    const elapsed = performance.now() - started;
    console.info(
      `rapm: ${stints.length} stints, ${fit.columns} columns, λ = ${fit.lambda}, ${fit.solver}, ${elapsed.toFixed(0)} ms`,
    );
    const byId = new Map(fit.players.map((p) => [p.playerId, p]));
    const est = players.map((p) => byId.get(p.id)?.rapm ?? Number.NaN);
    expect(
      pearson(
        est,
        players.map((p) => p.o + p.d),
      ),
    ).toBeGreaterThanOrEqual(0.8);
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
    expect(fit.cv).toHaveLength(7);
    const best = fit.cv.reduce((a, b) => (b.mse < a.mse ? b : a));
    expect(fit.lambda).toBe(best.lambda);
    expect(fit.intercept).toBeGreaterThan(95);
    expect(fit.intercept).toBeLessThan(110);
  });

  it('gives the same answer by conjugate gradients as by Cholesky', () => {
    const { stints } = plantedLeague(4, 6, 8, 10, 3);
    const dense = rapm(stints, { lambda: 300 });
    const sparse = rapm(stints, { lambda: 300, denseMaxColumns: 0 });
    expect(dense.solver).toBe('cholesky');
    expect(sparse.solver).toBe('conjugate-gradient');
    dense.players.forEach((p, k) => {
      expect(sparse.players[k]?.orapm).toBeCloseTo(p.orapm, 6);
      expect(sparse.players[k]?.drapm).toBeCloseTo(p.drapm, 6);
    });
  });

  it('shrinks toward a box-score prior instead of zero', () => {
    const { stints } = plantedLeague(5, 6, 8, 4, 3);
    const target = stints[0]?.homeIds[0] ?? 0;
    const priors = new Map([[target, { orapm: 6, drapm: -2 }]]);
    // With an enormous λ the data cannot move anyone: the prior player sits at his prior.
    const frozen = rapm(stints, { lambda: 1e12, priors });
    const pl = frozen.players.find((p) => p.playerId === target);
    expect(pl?.orapm).toBeCloseTo(6, 4);
    expect(pl?.drapm).toBeCloseTo(-2, 4);
    expect(pl?.rapm).toBeCloseTo(4, 4);
    const other = frozen.players.find((p) => p.playerId !== target);
    expect(other?.rapm).toBeCloseTo(0, 4);
  });

  it('falls back to a fixed λ with one game and skips empty stints', () => {
    const { stints } = plantedLeague(6, 2, 7, 1, 3);
    const withEmpty = [...stints, { ...(stints[0] as StintInput), homePoss: 0, awayPoss: 0 }];
    const fit = rapm(withEmpty);
    expect(fit.cv).toEqual([]);
    expect(fit.skippedRows).toBe(2 + stints.filter((s) => s.awayPoss === 0).length);
    expect(fit.lambda).toBe(1000);
    expect(fit.rows).toBe(
      stints.reduce((n, s) => n + (s.homePoss > 0 ? 1 : 0) + (s.awayPoss > 0 ? 1 : 0), 0),
    );
  });
});
