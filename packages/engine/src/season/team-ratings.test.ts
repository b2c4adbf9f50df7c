import { describe, expect, it } from 'vitest';
import { spearman } from '../math/stats';
import type { TeamGameInput } from './inputs';
import {
  adjustDefense,
  adjustOffense,
  dayNumber,
  ratedRows,
  recencyWeight,
  teamRatings,
} from './team-ratings';
import { row, syntheticSeason } from './team-ratings.test-support';

describe('per-game adjustment (METHODS §3 validation)', () => {
  // 110 pts/100 poss against AdjD 90 with a national average of 100: gAdjO = 110·100/(90·s)
  //   neutral s = 1 → 122.22; road s = 0.986 → 123.96; home s = 1.014 → 120.53.
  it.each([
    ['neutral', 122.2],
    ['away', 124.0],
    ['home', 120.5],
  ] as const)('110 vs AdjD 90 at %s → %d', (site, expected) => {
    expect(adjustOffense(110, 90, 100, site)).toBeCloseTo(expected, 1);
  });

  it('adjusts defence by the opponent offence and the opponent venue', () => {
    // Allowing 95 at home to an AdjO-110 visitor (s′ = 0.986): 95·100/(110·0.986) = 87.59.
    expect(adjustDefense(95, 110, 100, 'home')).toBeCloseTo(87.59, 2);
    expect(adjustDefense(95, 110, 100, 'neutral')).toBeCloseTo(86.36, 2);
  });
});

describe('teamRatings', () => {
  it('recovers the true ordering of a clean synthetic league (Spearman ≥ 0.95)', () => {
    const { truth, rows } = syntheticSeason({
      seed: 7,
      teams: 64,
      confSize: 8,
      nonConf: 12,
      noise: 6,
      spread: 6,
    });
    const result = teamRatings(rows);
    expect(result.converged).toBe(true);
    const byId = new Map(result.teams.map((t) => [t.teamId, t]));
    const fitted = truth.map((t) => byId.get(t.id)?.netRtgAdj ?? Number.NaN);
    const trueEm = truth.map((t) => t.o - t.d);
    expect(spearman(fitted, trueEm)).toBeGreaterThanOrEqual(0.95);
    const tempo = truth.map((t) => byId.get(t.id)?.paceAdj ?? Number.NaN);
    expect(
      spearman(
        tempo,
        truth.map((t) => t.t),
      ),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('recovers a full, noisy D-I-size season (Spearman ≥ 0.9)', () => {
    const { truth, rows } = syntheticSeason({
      seed: 2025,
      teams: 360,
      confSize: 12,
      nonConf: 11,
      noise: 11,
      spread: 7,
    });
    const started = performance.now();
    const result = teamRatings(rows);
    const elapsed = performance.now() - started;
    console.info(
      `teamRatings: ${rows.length / 2} games, ${result.iterations} passes, ${elapsed.toFixed(0)} ms`,
    );
    expect(result.converged).toBe(true);
    const byId = new Map(result.teams.map((t) => [t.teamId, t]));
    const rho = spearman(
      truth.map((t) => byId.get(t.id)?.netRtgAdj ?? Number.NaN),
      truth.map((t) => t.o - t.d),
    );
    expect(rho).toBeGreaterThanOrEqual(0.9);
  });
});

describe('teamRatings details', () => {
  it('adjusts for schedule: beats raw ratings when conferences differ in strength', () => {
    // Eight conferences of eight whose strength steps by 6 points per 100; most games are in
    // conference, so raw margins flatter teams in weak conferences.
    const { truth, rows } = syntheticSeason({
      seed: 11,
      teams: 64,
      confSize: 8,
      nonConf: 6,
      noise: 8,
      spread: 3,
      confStrength: (c) => 6 * (c - 3.5),
    });
    const result = teamRatings(rows);
    const byId = new Map(result.teams.map((t) => [t.teamId, t]));
    const trueEm = truth.map((t) => t.o - t.d);
    const adjusted = spearman(
      truth.map((t) => byId.get(t.id)?.netRtgAdj ?? 0),
      trueEm,
    );
    const raw = spearman(
      truth.map((t) => byId.get(t.id)?.netRtg ?? 0),
      trueEm,
    );
    expect(adjusted).toBeGreaterThan(0.9);
    expect(adjusted - raw).toBeGreaterThan(0.05);
    // Stronger conferences have the tougher schedules.
    const sosOf = (conference: number) =>
      truth
        .slice(conference * 8, conference * 8 + 8)
        .reduce((s, t) => s + (byId.get(t.id)?.sos ?? 0), 0) / 8;
    expect(sosOf(7)).toBeGreaterThan(sosOf(0) + 20);
  });

  it('rates a one-game league, settling the pair in a few passes', () => {
    // 80–70 on 70 possessions at a neutral site: OE 114.29 for A, 100 for B. One game
    // identifies only the products AdjO_A·AdjD_B/Avg = 114.29 and AdjO_B·AdjD_A/Avg = 100; the
    // scale convention (mean AdjO = mean AdjD = Avg) fixes the rest. Jacobi updates would
    // oscillate here forever; Gauss–Seidel settles it.
    const result = teamRatings([row({ points: 80, opponentPoints: 70 })]);
    expect(result.converged).toBe(true);
    const [a, b] = [1, 2].map((id) => result.teams.find((t) => t.teamId === id));
    const avg = result.avgEfficiency;
    expect(((a?.ortgAdj ?? 0) * (b?.drtgAdj ?? 0)) / avg).toBeCloseTo(114.29, 1);
    expect(((b?.ortgAdj ?? 0) * (a?.drtgAdj ?? 0)) / avg).toBeCloseTo(100, 1);
    expect(a?.netRanking).toBe(1);
    expect(b?.netRanking).toBe(2);
    expect(a?.games).toBe(1);
    expect(b?.wins).toBe(0);
    expect(a?.pace).toBeCloseTo(70, 6);
    expect(a?.paceAdj).toBeCloseTo(70, 6);
  });

  it('keeps non-D-I opponents out of ratings and derives missing mirror rows', () => {
    const rows: TeamGameInput[] = [
      row({ gameId: 1, teamId: 1, opponentId: 2, site: 'home' }),
      row({ gameId: 2, teamId: 1, opponentId: 99, opponentIsCovered: false, points: 120 }),
      // The uncovered team's own row must not bring it in.
      row({ gameId: 2, teamId: 99, opponentId: 1, points: 60, opponentPoints: 120 }),
    ];
    const prepared = ratedRows(rows);
    expect(prepared.excluded).toBe(2);
    expect(prepared.rows).toHaveLength(2);
    const mirror = prepared.rows.find((r) => r.teamId === 2);
    expect(mirror).toMatchObject({ site: 'away', points: 60, opponentPoints: 70, opponentId: 1 });
    const result = teamRatings(rows);
    expect(result.teams.map((t) => t.teamId).sort()).toEqual([1, 2]);
    expect(result.excludedRows).toBe(2);
    expect(result.teams.find((t) => t.teamId === 1)?.ortg).toBeCloseTo(100, 6);
  });

  it('weights recency: full for 40 days, −1% a day after, floor 0.6', () => {
    const tRank = { fullWeightDays: 40, perDay: 0.01, floor: 0.6 };
    expect(recencyWeight(0, tRank)).toBe(1);
    expect(recencyWeight(40, tRank)).toBe(1);
    expect(recencyWeight(50, tRank)).toBeCloseTo(0.9, 12);
    expect(recencyWeight(80, tRank)).toBeCloseTo(0.6, 12);
    expect(recencyWeight(200, tRank)).toBe(0.6);
    // The engine's default counts every game fully.
    expect(recencyWeight(200)).toBe(1);
    expect(dayNumber('2025-03-01') - dayNumber('2025-01-20')).toBe(40);
    expect(() => dayNumber('03/01/2025')).toThrow(RangeError);
  });

  it('leaves out games after asOf', () => {
    const rows = [
      row({ gameId: 1, date: '2025-01-01' }),
      row({ gameId: 2, date: '2025-02-01', points: 40 }),
    ];
    const result = teamRatings(rows, { asOf: '2025-01-15' });
    expect(result.teams.find((t) => t.teamId === 1)?.games).toBe(1);
    expect(result.excludedRows).toBe(2);
  });

  it('reports the convergence guard', () => {
    const { rows } = syntheticSeason({
      seed: 3,
      teams: 16,
      confSize: 8,
      nonConf: 4,
      noise: 10,
      spread: 6,
    });
    const capped = teamRatings(rows, { maxIterations: 1 });
    expect(capped.iterations).toBe(1);
    expect(capped.converged).toBe(false);
    expect(capped.maxChange).toBeGreaterThan(0.01);
    const full = teamRatings(rows);
    expect(full.converged).toBe(true);
    expect(full.maxChange).toBeLessThan(0.01);
  });

  it('computes Barthag, SOS and AdjEM-SOS from the final ratings', () => {
    const { rows } = syntheticSeason({
      seed: 5,
      teams: 24,
      confSize: 8,
      nonConf: 4,
      noise: 8,
      spread: 6,
    });
    const result = teamRatings(rows, { barthagExponent: 10 });
    const byId = new Map(result.teams.map((t) => [t.teamId, t]));
    const team = result.teams[0];
    if (!team) throw new Error('no team');
    expect(team.barthag).toBeCloseTo(
      team.ortgAdj ** 10 / (team.ortgAdj ** 10 + team.drtgAdj ** 10),
      12,
    );
    // AdjEM-SOS by hand from the rows.
    const opponents = rows.filter((r) => r.teamId === team.teamId).map((r) => r.opponentId);
    const mean = (f: (id: number) => number) =>
      opponents.reduce((s, id) => s + f(id), 0) / opponents.length;
    const oppO = mean((id) => byId.get(id)?.ortgAdj ?? 0);
    const oppD = mean((id) => byId.get(id)?.drtgAdj ?? 0);
    expect(team.oppOrtgAdj).toBeCloseTo(oppO, 9);
    expect(team.sosAdjEm).toBeCloseTo(oppO - oppD, 9);
    // Venue-adjusted SOS differs from AdjEM-SOS only through home/away factors.
    expect(Math.abs((team.sos ?? 0) - (team.sosAdjEm ?? 0))).toBeLessThan(3);
    // Mean AdjO = mean AdjD by the scale convention; both near the national average, which is
    // the games' own mean efficiency.
    const meanO = result.teams.reduce((s, t) => s + t.ortgAdj, 0) / result.teams.length;
    const meanD = result.teams.reduce((s, t) => s + t.drtgAdj, 0) / result.teams.length;
    expect(meanO).toBeCloseTo(meanD, 6);
    expect(Math.abs(meanO - result.avgEfficiency)).toBeLessThan(0.5);
    const rowsOe = rows.map((r) => (100 * r.points) / r.possessions);
    expect(result.avgEfficiency).toBeCloseTo(rowsOe.reduce((a, b) => a + b, 0) / rowsOe.length, 9);
  });
});
