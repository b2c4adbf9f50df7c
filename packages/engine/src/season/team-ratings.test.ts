import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random';
import { spearman } from '../math/stats';
import type { GameSite, TeamGameInput } from './inputs';
import {
  adjustDefense,
  adjustOffense,
  dayNumber,
  ratedRows,
  recencyWeight,
  teamRatings,
} from './team-ratings';
import { preseasonWeight } from './preseason-prior';

interface TrueTeam {
  id: number;
  o: number;
  d: number;
  t: number;
}

/**
 * Seeded synthetic season: teams with known offence/defence/tempo, conferences of `confSize`
 * playing a double round robin where possible, plus random non-conference games, home
 * advantage ×1.014/×0.986, Gaussian noise of `noise` points per 100 on each side's efficiency.
 */
function syntheticSeason(options: {
  seed: number;
  teams: number;
  confSize: number;
  nonConf: number;
  noise: number;
  spread: number;
  /** Added to every team's true AdjEM in conference c (split evenly between O and D). */
  confStrength?: (conference: number) => number;
}): { truth: TrueTeam[]; rows: TeamGameInput[] } {
  const rng = createRng(options.seed);
  const truth: TrueTeam[] = Array.from({ length: options.teams }, (_, i) => {
    const shift = (options.confStrength?.(Math.floor(i / options.confSize)) ?? 0) / 2;
    return {
      id: 1000 + i,
      o: 104 + shift + options.spread * rng.normal(),
      d: 104 - shift + options.spread * rng.normal(),
      t: 68 + 3 * rng.normal(),
    };
  });
  const rows: TeamGameInput[] = [];
  let gameId = 1;
  const start = dayNumber('2024-11-04');
  const play = (a: TrueTeam, b: TrueTeam, day: number, site: GameSite) => {
    const s = site === 'home' ? 1.014 : site === 'away' ? 0.986 : 1;
    const poss = Math.max(50, Math.round((a.t * b.t) / 68 + 2 * rng.normal()));
    const oeA = (a.o * b.d * s) / 104 + options.noise * rng.normal();
    const oeB = ((b.o * a.d) / s) * (1 / 104) + options.noise * rng.normal();
    const ptsA = Math.round((oeA * poss) / 100);
    let ptsB = Math.round((oeB * poss) / 100);
    if (ptsA === ptsB) ptsB += rng.next() < 0.5 ? 3 : -3; // overtime decided it, roughly
    const date = new Date((start + day) * 86_400_000).toISOString().slice(0, 10);
    const base = { gameId, date, possessions: poss, overtimes: 0, opponentIsCovered: true };
    const back: GameSite = site === 'home' ? 'away' : site === 'away' ? 'home' : 'neutral';
    rows.push({
      ...base,
      teamId: a.id,
      opponentId: b.id,
      site,
      points: ptsA,
      opponentPoints: ptsB,
    });
    rows.push({
      ...base,
      teamId: b.id,
      opponentId: a.id,
      site: back,
      points: ptsB,
      opponentPoints: ptsA,
    });
    gameId += 1;
  };
  for (let g = 0; g < options.nonConf; g += 1) {
    const order = rng.shuffle(truth.slice());
    for (let k = 0; k + 1 < order.length; k += 2) {
      const site: GameSite = rng.next() < 0.15 ? 'neutral' : 'home';
      play(order[k] as TrueTeam, order[k + 1] as TrueTeam, g * 3, site);
    }
  }
  for (let c = 0; c < truth.length; c += options.confSize) {
    const conf = truth.slice(c, c + options.confSize);
    let day = 60;
    for (const a of conf) {
      for (const b of conf) {
        if (a.id < b.id) {
          play(a, b, day, 'home');
          play(b, a, day + 30, 'home');
          day += 1;
        }
      }
    }
  }
  return { truth, rows };
}

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

const row = (over: Partial<TeamGameInput>): TeamGameInput => ({
  gameId: 1,
  date: '2025-01-10',
  teamId: 1,
  opponentId: 2,
  site: 'neutral',
  points: 70,
  opponentPoints: 60,
  possessions: 70,
  overtimes: 0,
  opponentIsCovered: true,
  ...over,
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

  it('starts from the preseason expectation and lets it fade over fadeGames games', () => {
    const weights = { initialGames: 10, fadeGames: 10, floorGames: 0 };
    expect(preseasonWeight(0, weights)).toBe(10);
    expect(preseasonWeight(4, weights)).toBeCloseTo(6, 12);
    expect(preseasonWeight(12, weights)).toBe(0);
    // Team 1 expected +20 (AdjO +10, AdjD −10), team 2 average. Team 1 loses 60–80 on 70
    // possessions: one game against ten pseudo-games, so the prior still ranks it first.
    const offsets = new Map([[1, { offense: 10, defense: -10, tempo: 0 }]]);
    const one = teamRatings([row({ points: 60, opponentPoints: 80 })], {
      prior: { offsets, weights },
    });
    const [t1, t2] = [1, 2].map((id) => one.teams.find((t) => t.teamId === id));
    expect(one.converged).toBe(true);
    expect(t1?.netRanking).toBe(1);
    // The offsets are centred on the pool (+10/−10 and 0 become ±5), and one game of eleven
    // pulls each team a little toward the result.
    expect((t1?.netRtgAdj ?? 0) - (t2?.netRtgAdj ?? 0)).toBeGreaterThan(5);
    expect((t1?.netRtgAdj ?? 0) - (t2?.netRtgAdj ?? 0)).toBeLessThan(20);
  });

  it('forgets a wrong preseason prior once it has faded', () => {
    const { truth, rows } = syntheticSeason({
      seed: 9,
      teams: 16,
      confSize: 8,
      nonConf: 4,
      noise: 8,
      spread: 6,
    });
    // A deliberately wrong prior (the reverse of the truth) for every team.
    const offsets = new Map(
      truth.map((t) => [t.id, { offense: 2 * (104 - t.o), defense: 2 * (104 - t.d), tempo: 0 }]),
    );
    const early = teamRatings(rows, {
      prior: { offsets, weights: { initialGames: 1000, fadeGames: 1000, floorGames: 0 } },
    });
    const faded = teamRatings(rows, {
      prior: { offsets, weights: { initialGames: 8, fadeGames: 10, floorGames: 0 } },
    });
    const none = teamRatings(rows);
    const em = (r: typeof none) =>
      truth.map((t) => r.teams.find((x) => x.teamId === t.id)?.netRtgAdj ?? 0);
    const trueEm = truth.map((t) => t.o - t.d);
    expect(spearman(em(early), trueEm)).toBeLessThan(0);
    em(faded).forEach((v, i) => expect(v).toBeCloseTo(em(none)[i] ?? 0, 1));
  });

  it('shrinks toward the average with the floor, and more for a team with few games', () => {
    const { truth, rows } = syntheticSeason({
      seed: 11,
      teams: 32,
      confSize: 8,
      nonConf: 6,
      noise: 8,
      spread: 6,
    });
    const shrunk = teamRatings(rows, {
      prior: { offsets: new Map(), weights: { initialGames: 0, fadeGames: 1, floorGames: 2 } },
    });
    const plain = teamRatings(rows);
    const sd = (r: typeof plain) => {
      const v = r.teams.map((t) => t.netRtgAdj);
      const m = v.reduce((a, b) => a + b, 0) / v.length;
      return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1));
    };
    expect(sd(shrunk)).toBeLessThan(sd(plain));
    expect(sd(shrunk)).toBeGreaterThan(0.7 * sd(plain));
    const trueEm = truth.map((t) => t.o - t.d);
    const em = (r: typeof plain) =>
      truth.map((t) => r.teams.find((x) => x.teamId === t.id)?.netRtgAdj ?? 0);
    expect(spearman(em(shrunk), trueEm)).toBeGreaterThan(0.9);
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
