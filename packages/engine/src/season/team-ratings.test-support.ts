/**
 * Builders for the team-rating tests: a seeded synthetic season of known strengths, and one
 * game row with defaults. Not exported from the package.
 */
import { createRng } from '../math/random';
import type { GameSite, TeamGameInput } from './inputs';
import { dayNumber } from './team-ratings';

export interface TrueTeam {
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
export function syntheticSeason(options: {
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

export const row = (over: Partial<TeamGameInput>): TeamGameInput => ({
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
