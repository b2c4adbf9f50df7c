/**
 * Team style (style.ts): the measures by hand, their price, and the property the ratings rest
 * on — a team realizes its hidden strength whatever its style, while the style still shows in
 * its four factors.
 */
import { describe, expect, it } from 'vitest';
import type { DemoPlayerSkills, DemoTeam } from '../model';
import { calibrationFor } from './calibration';
import { teamProfile } from './profiles';
import { simulateGameDetailed } from './simulate-game';
import { STYLE_MEASURES, priceStyle } from './style';
import type { StyleMeasures } from './style';
import { averageTestTeam, testGameSpec, testTeam } from './testing';

const cal = calibrationFor('MALE', 1);

/** The team with every player's skills moved by `shift` (overall unchanged: same rotation). */
function withSkills(team: DemoTeam, shift: Partial<DemoPlayerSkills>): DemoTeam {
  const roster = team.roster.map((p) => {
    const skills: Record<keyof DemoPlayerSkills, number> = { ...p.skills };
    for (const [name, value] of Object.entries(shift) as Array<[keyof DemoPlayerSkills, number]>)
      skills[name] += value;
    return { ...p, skills };
  });
  return { ...team, roster };
}

describe('style measures', () => {
  const base = testTeam({ teamId: 1 });
  const style = (team: DemoTeam) => teamProfile(team, cal).style;

  it('turn rotation averages into team shifts with the documented scales', () => {
    // Every weight of a rebounding skill is exp(0.5 × skill) × position: +1 on every player
    // multiplies the team mean by e^0.5, a log shift of 0.5, times the scale (0.9 offensive,
    // 0.7 defensive).
    const boards = withSkills(base, { offensiveRebounding: 1, defensiveRebounding: 1 });
    expect(style(boards).offensiveRebound - style(base).offensiveRebound).toBeCloseTo(0.45, 9);
    expect(style(boards).defensiveRebound - style(base).defensiveRebound).toBeCloseTo(0.35, 9);
    // Ball security +1 → turnovers −0.25 logit; steals +1 → +0.4; discipline +1 → fouls −0.38.
    const careful = withSkills(base, { ballSecurity: 1, steals: 1, discipline: 1 });
    expect(style(careful).turnover - style(base).turnover).toBeCloseTo(-0.25, 9);
    expect(style(careful).forcedTurnover - style(base).forcedTurnover).toBeCloseTo(0.4, 9);
    expect(style(careful).fouling - style(base).fouling).toBeCloseTo(-0.38, 9);
    // The coach's appetite adds to the tilt one for one, within ±0.5.
    const coach = { ...base, threeTendency: base.threeTendency + 0.1 };
    expect(style(coach).threeTilt - style(base).threeTilt).toBeCloseTo(0.1, 9);
    expect(style({ ...base, threeTendency: 3 }).threeTilt).toBe(0.5);
  });

  it('prices a style as the coefficients times the measures', () => {
    const measures = Object.fromEntries(STYLE_MEASURES.map((m) => [m, 0])) as Record<
      keyof StyleMeasures,
      number
    >;
    measures.turnover = 0.1;
    measures.offensiveRebound = -0.2;
    measures.fouling = 0.3;
    const priced = priceStyle(measures, {
      offense: { turnover: -16, offensiveRebound: 12 },
      defense: { fouling: -13 },
    });
    expect(priced.offensePoints).toBeCloseTo(-1.6 - 2.4, 9);
    expect(priced.defensePoints).toBeCloseTo(-3.9, 9);
  });
});

interface Realized {
  readonly net: number;
  readonly orbPct: number;
  readonly tovPct: number;
  readonly threeRate: number;
  readonly oppFtRate: number;
}

/** Net points per 100 possessions and four factors of `team` against `opponent`, neutral floor. */
function realize(team: DemoTeam, opponent: DemoTeam, games: number): Realized {
  const sum = {
    margin: 0,
    poss: 0,
    orb: 0,
    oppDrb: 0,
    tov: 0,
    fga: 0,
    fga3: 0,
    oppFta: 0,
    oppFga: 0,
  };
  for (let i = 0; i < games; i += 1) {
    const home = i % 2 === 0;
    const spec = testGameSpec(home ? team : opponent, home ? opponent : team, {
      seed: 40_000 + i,
      neutralSite: true,
    });
    const { game, totals } = simulateGameDetailed(spec);
    const mine = home ? 'home' : 'away';
    const box = {
      home: { fga: 0, fga3: 0, fta: 0, orb: 0, drb: 0, tov: 0 },
      away: { fga: 0, fga3: 0, fta: 0, orb: 0, drb: 0, tov: 0 },
    };
    for (const p of game.players) {
      const b = totals.players.get(p.key);
      if (b === undefined) continue;
      const s = box[p.side];
      s.fga += b.fga;
      s.fga3 += b.fga3;
      s.fta += b.fta;
      s.orb += b.orb;
      s.drb += b.drb;
      s.tov += b.tov;
    }
    for (const side of ['home', 'away'] as const) box[side].tov += totals.teams[side].teamTurnovers;
    const own = box[mine];
    const opp = box[home ? 'away' : 'home'];
    const poss =
      (own.fga -
        own.orb +
        own.tov +
        0.44 * own.fta +
        opp.fga -
        opp.orb +
        opp.tov +
        0.44 * opp.fta) /
      2;
    const score = home
      ? game.finalScore.home - game.finalScore.away
      : game.finalScore.away - game.finalScore.home;
    sum.margin += score;
    sum.poss += poss;
    sum.orb += own.orb;
    sum.oppDrb += opp.drb;
    sum.tov += own.tov;
    sum.fga += own.fga;
    sum.fga3 += own.fga3;
    sum.oppFta += opp.fta;
    sum.oppFga += opp.fga;
  }
  return {
    net: (100 * sum.margin) / sum.poss,
    orbPct: sum.orb / (sum.orb + sum.oppDrb),
    tovPct: sum.tov / sum.poss,
    threeRate: sum.fga3 / sum.fga,
    oppFtRate: sum.oppFta / sum.oppFga,
  };
}

describe('a team plays its hidden strength, whatever its style', () => {
  // 600 games a team: the margin per 100 of one game varies with sd ≈ 16, so a difference of
  // two teams' means is known to ≈ 0.9; the tolerance is 2.5. The styles are about 2.5 sd of
  // the league's teams from the base team; unpriced, all but the three-point tilt (which costs
  // little) would move the margin by 4-8 points.
  const games = 600;
  const opponent = averageTestTeam({ teamId: 90 });
  const base = testTeam({ teamId: 3 });
  const realized = new Map<string, Realized>();
  const run = (name: string, team: DemoTeam): Realized => {
    const known = realized.get(name);
    if (known !== undefined) return known;
    const r = realize(team, opponent, games);
    realized.set(name, r);
    return r;
  };
  const hidden = (team: DemoTeam): number => team.offense + team.defense;

  const variants: ReadonlyArray<readonly [string, DemoTeam]> = [
    ['strong', { ...base, offense: 11, defense: 7 }],
    ['weak', { ...base, offense: -9, defense: -11 }],
    ['glass crashers', withSkills(base, { offensiveRebounding: 0.8, defensiveRebounding: 0.8 })],
    ['careless', withSkills(base, { ballSecurity: -0.8, steals: -0.8 })],
    ['foul-prone', withSkills(base, { discipline: -0.8 })],
    ['free-throw team', withSkills(base, { foulDrawing: 0.8, freeThrow: 0.8 })],
    ['three-happy', withSkills({ ...base, threeTendency: 0.15 }, { threeRate: 0.6 })],
  ];
  for (const [name, team] of variants) {
    it(`${name}: realized margin − the base team's = hidden difference (±2.5 per 100)`, () => {
      const gap = run(name, team).net - run('base', base).net;
      expect(Math.abs(gap - (hidden(team) - hidden(base)))).toBeLessThan(2.5);
    }, 30_000);
  }

  it('styles still show in the four factors', () => {
    const b = run('base', base);
    const of = (name: string): Realized => {
      const team = variants.find(([n]) => n === name)?.[1];
      if (team === undefined) throw new Error(`no variant ${name}`);
      return run(name, team);
    };
    expect(of('glass crashers').orbPct).toBeGreaterThan(b.orbPct + 0.04);
    expect(of('careless').tovPct).toBeGreaterThan(b.tovPct + 0.015);
    expect(of('foul-prone').oppFtRate).toBeGreaterThan(b.oppFtRate + 0.05);
    expect(of('three-happy').threeRate).toBeGreaterThan(b.threeRate + 0.08);
  }, 60_000);
});
