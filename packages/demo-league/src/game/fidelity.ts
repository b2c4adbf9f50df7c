/**
 * Does each team play the strength the league gives it? Run by hand after changing the game
 * model, the style (style.ts) or the league's teams:
 *   npx tsx packages/demo-league/src/game/fidelity.ts [--gender MALE|FEMALE]
 *     [--seed 20260101] [--year 2025] [--games 60]
 *
 * Every Division I team of the demo league's season (default scale) plays `--games` games on a
 * neutral floor against one fixed team of average make-up (testing.ts `averageTestTeam`). Its
 * realized net points per 100 possessions (possessions estimated from the box: FGA − ORB + TOV +
 * 0.44 FTA) are regressed on its hidden strength (offense + defense): the slope should be 1 and
 * the residual no larger than the games' own noise (each team's standard error, from its
 * game-to-game spread); "style sd" is what remains, the part of realized strength the hidden
 * one does not carry. The intercept is the fixed opponent's own worth against the league and
 * means nothing. Also prints the spread of the teams' four factors (5th / 50th / 95th
 * percentiles) to compare with the real ones quoted in style.ts; with 60 games a team they
 * include about as much sampling noise as a real season's.
 */
import type { Gender } from '@courtside/contract';
import { effectiveFgPct, threePointAttemptRate } from '@courtside/engine';
import { DemoLeague } from '../league/league';
import { SCALES } from '../league/scale';
import type { DemoTeam } from '../model';
import { wholeOption } from './hand-tool-options';
import { emptyBox, type Box } from './players';
import { simulateGameDetailed } from './simulate-game';
import { averageTestTeam, testGameSpec } from './testing';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback);
}

const genderOption = option('gender', 'MALE');
if (genderOption !== 'MALE' && genderOption !== 'FEMALE') {
  throw new Error('--gender must be MALE or FEMALE');
}
const gender: Gender = genderOption;
const seed = wholeOption('seed', 20260101);
const year = wholeOption('year', 2025);
const games = wholeOption('games', 60);

function divisionOneTeams(g: Gender): DemoTeam[] {
  for (const season of new DemoLeague(SCALES.default, seed).seasons(g)) {
    if (season.competition.yearStart !== year) continue;
    return season.teams.teams
      .map((t) => season.teams.teamFor(t.teamId))
      .filter((t) => t.division === 1);
  }
  throw new Error(`The league has no ${year} season`);
}

const possessionsOf = (c: Box): number => c.fga - c.orb + c.tov + 0.44 * c.fta;

interface TeamResult {
  readonly hidden: number;
  readonly net: number;
  readonly se: number;
  readonly factors: Readonly<Record<string, number>>;
}

function play(team: DemoTeam, opponent: DemoTeam): TeamResult {
  const own = emptyBox();
  const opp = emptyBox();
  const nets: number[] = [];
  let margin = 0;
  let possessions = 0;
  for (let i = 0; i < games; i += 1) {
    const home = i % 2 === 0;
    const spec = testGameSpec(home ? team : opponent, home ? opponent : team, {
      seed: 7_000_000 + i,
      gender,
      neutralSite: true,
    });
    const { game, totals } = simulateGameDetailed(spec);
    const box = { home: emptyBox(), away: emptyBox() };
    for (const p of game.players) {
      const b = totals.players.get(p.key);
      if (b === undefined) continue;
      const c = box[p.side];
      for (const key of Object.keys(c) as Array<keyof Box>) c[key] += b[key];
    }
    box.home.tov += totals.teams.home.teamTurnovers;
    box.away.tov += totals.teams.away.teamTurnovers;
    const mine = home ? 'home' : 'away';
    const theirs = home ? 'away' : 'home';
    const poss = (possessionsOf(box.home) + possessionsOf(box.away)) / 2;
    const m = game.finalScore[mine] - game.finalScore[theirs];
    margin += m;
    possessions += poss;
    nets.push((100 * m) / poss);
    for (const key of Object.keys(own) as Array<keyof Box>) {
      own[key] += box[mine][key];
      opp[key] += box[theirs][key];
    }
  }
  const mean = nets.reduce((s, v) => s + v, 0) / nets.length;
  const sd = Math.sqrt(nets.reduce((s, v) => s + (v - mean) ** 2, 0) / (nets.length - 1));
  return {
    hidden: team.offense + team.defense,
    net: (100 * margin) / possessions,
    se: sd / Math.sqrt(nets.length),
    factors: {
      'eFG%': effectiveFgPct(own.fgm, own.fgm3, own.fga) ?? Number.NaN,
      'TOV%': own.tov / possessionsOf(own),
      'ORB%': own.orb / (own.orb + opp.drb),
      'DRB%': own.drb / (own.drb + opp.orb),
      'FTA/FGA': own.fta / own.fga,
      'FT%': own.ftm / own.fta,
      '3PA/FGA': threePointAttemptRate(own) ?? Number.NaN,
      'opp TOV%': opp.tov / possessionsOf(opp),
      'opp FTA/FGA': opp.fta / opp.fga,
    },
  };
}

const sdOf = (v: readonly number[]): number => {
  const m = v.reduce((s, x) => s + x, 0) / v.length;
  return Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1));
};
const ranks = (v: readonly number[]): number[] => {
  const out = new Array<number>(v.length).fill(0);
  v.map((x, i) => [x, i] as const)
    .sort((a, b) => a[0] - b[0])
    .forEach(([, i], k) => (out[i] = k));
  return out;
};
const correlation = (a: readonly number[], b: readonly number[]): number => {
  const ma = a.reduce((s, x) => s + x, 0) / a.length;
  const mb = b.reduce((s, x) => s + x, 0) / b.length;
  let ab = 0;
  a.forEach((x, i) => (ab += (x - ma) * ((b[i] ?? 0) - mb)));
  return ab / (a.length - 1) / (sdOf(a) * sdOf(b));
};

const started = performance.now();
const opponent = averageTestTeam({ teamId: 99, gender });
const results = divisionOneTeams(gender).map((team) => play(team, opponent));
const ms = (performance.now() - started) / (results.length * games);
const hidden = results.map((r) => r.hidden);
const net = results.map((r) => r.net);
const slope = (correlation(hidden, net) * sdOf(net)) / sdOf(hidden);
const meanOf = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / v.length;
const intercept = meanOf(net) - slope * meanOf(hidden);
const residualSd = sdOf(net.map((v, i) => v - intercept - slope * (hidden[i] ?? 0)));
const noise = Math.sqrt(meanOf(results.map((r) => r.se ** 2)));
const style = Math.sqrt(Math.max(0, residualSd ** 2 - noise ** 2));
console.info(
  `${gender} ${year}-${String(year + 1).slice(2)}, seed ${seed}: ${results.length} Division I teams × ${games} games (${ms.toFixed(2)} ms a game)\n` +
    `realized net = ${intercept.toFixed(2)} + ${slope.toFixed(3)} × hidden; residual sd ${residualSd.toFixed(2)} = noise ${noise.toFixed(2)} + style sd ${style.toFixed(2)}\n` +
    `Spearman(realized, hidden) ${correlation(ranks(net), ranks(hidden)).toFixed(4)}`,
);
for (const name of Object.keys(results[0]?.factors ?? {})) {
  const values = results.map((r) => r.factors[name] ?? 0).sort((a, b) => a - b);
  const at = (q: number): string => (values[Math.round(q * (values.length - 1))] ?? 0).toFixed(3);
  console.info(
    `  ${name.padEnd(12)} ${at(0.05)} / ${at(0.5)} / ${at(0.95)}  sd ${sdOf(values).toFixed(3)}`,
  );
}
