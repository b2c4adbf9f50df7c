/**
 * A seeded league with planted player effects for RAPM tests and measurements. Not exported
 * from the package.
 *
 * Each player has an offence effect o (adds to his offence's points per 100) and a defence
 * effect d (takes away from the opponent's). Lineups are drawn by playing-time weight (starters
 * ≈ 3× bench), each game has 30 stints of a few possessions per side, and each possession scores
 * 0, 2 or 3 with expectation (100 + Σo_attackers − Σd_defenders ± 1.5 home)/100.
 */
import { createRng, type Rng } from '../math/random';
import type { RapmStintInput } from './rapm-coverage';

export interface PlantedPlayer {
  id: number;
  team: number;
  o: number;
  d: number;
  share: number;
}

export interface PlantedLeagueOptions {
  seed: number;
  teams: number;
  roster: number;
  /** Rounds of games: every team plays once a round. */
  rounds: number;
  /** Standard deviation of the planted effects. */
  sd: number;
  stintsPerGame?: number;
}

export function plantedLeague(options: PlantedLeagueOptions): {
  players: PlantedPlayer[];
  stints: RapmStintInput[];
} {
  const { seed, teams, roster, rounds, sd } = options;
  const rng = createRng(seed);
  const players: PlantedPlayer[] = [];
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
  const stints: RapmStintInput[] = [];
  let gameId = 1;
  for (let r = 0; r < rounds; r += 1) {
    const order = rng.shuffle(Array.from({ length: teams }, (_, i) => i));
    for (let k = 0; k + 1 < order.length; k += 2) {
      const homeTeam = order[k] ?? 0;
      const awayTeam = order[k + 1] ?? 0;
      const home = rosters[homeTeam] ?? [];
      const away = rosters[awayTeam] ?? [];
      for (let s = 0; s < (options.stintsPerGame ?? 30); s += 1) {
        const h = lineup(rng, home);
        const a = lineup(rng, away);
        const homePoss = 1 + rng.poisson(1.8);
        const awayPoss = Math.max(0, homePoss + rng.int(3) - 1);
        stints.push({
          gameId,
          homeTeamId: homeTeam + 1,
          awayTeamId: awayTeam + 1,
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

function lineup(rng: Rng, roster: readonly PlantedPlayer[]): PlantedPlayer[] {
  const pool = roster.slice();
  const chosen: PlantedPlayer[] = [];
  while (chosen.length < 5) {
    let u = rng.next() * pool.reduce((s, p) => s + p.share, 0);
    const k = pool.findIndex((p) => (u -= p.share) <= 0);
    chosen.push(...pool.splice(k < 0 ? pool.length - 1 : k, 1));
  }
  return chosen;
}

function points(
  rng: Rng,
  att: readonly PlantedPlayer[],
  def: readonly PlantedPlayer[],
  poss: number,
  home: number,
): number {
  const sum = (ps: readonly PlantedPlayer[], f: (p: PlantedPlayer) => number) =>
    ps.reduce((s, p) => s + f(p), 0);
  const expected = (100 + sum(att, (p) => p.o) - sum(def, (p) => p.d) + home) / 100;
  const p2 = Math.min(0.8, Math.max(0, (expected - 0.3) / 2));
  let pts = 0;
  for (let q = 0; q < poss; q += 1) {
    const u = rng.next();
    pts += u < 0.1 ? 3 : u < 0.1 + p2 ? 2 : 0;
  }
  return pts;
}

/**
 * A box-score-like prior: each planted effect seen through noise of `noiseSd`, scaled by
 * `scale` (a box rating is correlated with the truth, not equal to it).
 */
export function noisyPriors(
  players: readonly PlantedPlayer[],
  seed: number,
  noiseSd: number,
  scale = 1,
): Map<number, { orapm: number; drapm: number }> {
  const rng = createRng(seed);
  return new Map(
    players.map((p) => [
      p.id,
      { orapm: scale * p.o + noiseSd * rng.normal(), drapm: scale * p.d + noiseSd * rng.normal() },
    ]),
  );
}
