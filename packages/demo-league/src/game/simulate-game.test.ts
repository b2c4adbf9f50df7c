import { describe, expect, it } from 'vitest';
import { gameSecond, periodLengthSeconds, periodStartSecond } from '@courtside/contract';
import type { CanonicalGame } from '@courtside/contract';
import { constantsForGame, deriveGameDetailed, isThree } from '@courtside/engine';
import { simulateGame, simulateGameDetailed } from './simulate-game';
import { testGameSpec, testLeagueGames, testTeam } from './testing';

/** Men and women, the old 20'9" line (2018-19) and the new one, a neutral site, D-I vs D-II, D-III. */
const SPECS = [
  ...testLeagueGames(12, { gender: 'MALE', seed: 3 }),
  ...testLeagueGames(12, { gender: 'FEMALE', seed: 4 }),
  testGameSpec(testTeam({ teamId: 1 }), testTeam({ teamId: 2 }), { date: '2019-01-10', seed: 8 }),
  testGameSpec(
    testTeam({ teamId: 1, gender: 'FEMALE' }),
    testTeam({ teamId: 2, gender: 'FEMALE' }),
    {
      gender: 'FEMALE',
      date: '2019-01-10',
      neutralSite: true,
      seed: 9,
    },
  ),
  testGameSpec(testTeam({ teamId: 7 }), testTeam({ teamId: 8, division: 2 }), {
    seed: 11,
    division: 1,
  }),
  testGameSpec(testTeam({ teamId: 5, division: 3 }), testTeam({ teamId: 6, division: 3 }), {
    seed: 10,
  }),
];

describe('simulateGame: the engine accepts every simulated game', () => {
  for (const spec of SPECS) {
    it(`${spec.gender} game ${spec.gameId} seed ${spec.seed} (${spec.date})`, () => {
      const { game, totals } = simulateGameDetailed(spec);
      const derived = deriveGameDetailed(game, { division: spec.division });
      expect(derived.diagnostics.stintGaps).toEqual([]);
      expect(derived.diagnostics.irregularLineups).toEqual([]);

      // Stints tile every period: contiguous, from its first second to its last.
      for (let period = 1; period <= game.periods; period += 1) {
        const stints = derived.facts.stints.filter((s) => s.period === period);
        const start = periodStartSecond(game.format, period);
        expect(stints[0]?.startSecond).toBe(start);
        expect(stints.at(-1)?.endSecond).toBe(start + periodLengthSeconds(game.format, period));
        stints.slice(1).forEach((s, i) => expect(s.startSecond).toBe(stints[i]?.endSecond));
      }

      // The engine's box score is the simulator's own running totals.
      const lines = derived.facts.players.filter((p) => p.split === 'game');
      for (const line of lines) {
        const own = totals.players.get(line.key);
        expect(own, line.key).toBeDefined();
        const { pts, fgm, fga, fgm3, fga3, ftm, fta, orb, drb, ast, stl, blk, tov, pf } = line;
        expect({ pts, fgm, fga, fgm3, fga3, ftm, fta, orb, drb, ast, stl, blk, tov, pf }).toEqual({
          pts: own?.pts,
          fgm: own?.fgm,
          fga: own?.fga,
          fgm3: own?.fgm3,
          fga3: own?.fga3,
          ftm: own?.ftm,
          fta: own?.fta,
          orb: own?.orb,
          drb: own?.drb,
          ast: own?.ast,
          stl: own?.stl,
          blk: own?.blk,
          tov: own?.tov,
          pf: own?.pf,
        });
        expect(line.seconds).toBeCloseTo(own?.seconds ?? -1, 6);
      }
      for (const side of ['home', 'away'] as const) {
        const team = derived.facts.teams.find((t) => t.split === 'game' && t.side === side);
        expect(team?.pts).toBe(game.finalScore[side]);
        expect((team?.teamOrb ?? 0) + (team?.teamDrb ?? 0)).toBe(totals.teams[side].teamRebounds);
        expect(team?.teamTov).toBe(totals.teams[side].teamTurnovers);
        // Team minutes: five players for the whole game.
        const seconds = lines.filter((p) => p.side === side).reduce((s, p) => s + p.seconds, 0);
        expect(seconds).toBeCloseTo(5 * derived.facts.seconds, 6);
      }

      // Possessions alternate, so the two sides' counts stay within a couple; pace is sane.
      const poss = (side: 'home' | 'away') =>
        derived.facts.possessions.filter((p) => p.offense === side).length;
      expect(Math.abs(poss('home') - poss('away'))).toBeLessThanOrEqual(3);
      const per40 = ((poss('home') + poss('away')) / 2) * (2400 / derived.facts.seconds);
      expect(per40).toBeGreaterThan(55);
      expect(per40).toBeLessThan(90);
      expect(Math.abs(derived.possessionEstimate.home - poss('home'))).toBeLessThan(8);
    });
  }
});

/** Everything wrong with a game's shape, as readable lines (none when it is right). */
function shapeProblems(game: CanonicalGame): string[] {
  const problems: string[] = [];
  const line = constantsForGame(game).court.threePointLine;
  const sideOf = new Map(game.players.map((p) => [p.key, p.side]));
  const score = { home: 0, away: 0 };
  game.events.forEach((event, index) => {
    const at = `seq ${index} (${event.description})`;
    if (event.seq !== index) problems.push(`${at}: seq ${event.seq}`);
    const previous = game.events[index - 1];
    if (
      previous !== undefined &&
      gameSecond(game.format, event.period, event.clock) <
        gameSecond(game.format, previous.period, previous.clock)
    ) {
      problems.push(`${at}: clock runs backwards`);
    }
    for (const side of ['home', 'away'] as const) {
      const keys = event.onFloor?.[side] ?? [];
      if (new Set(keys).size !== 5) problems.push(`${at}: ${keys.length} distinct ${side} players`);
      for (const key of keys)
        if (sideOf.get(key) !== side) problems.push(`${at}: ${key} not ${side}`);
    }
    const points =
      event.type === 'shot' && event.made
        ? event.value
        : event.type === 'freeThrow' && event.made
          ? 1
          : 0;
    if (points > 0 && event.side !== null) score[event.side] += points;
    if (event.score.home !== score.home || event.score.away !== score.away) {
      problems.push(
        `${at}: score ${JSON.stringify(event.score)}, expected ${JSON.stringify(score)}`,
      );
    }
    if (event.type === 'shot' && event.location !== null) {
      if (isThree(event.location, line) !== (event.value === 3))
        problems.push(`${at}: wrong side of the line`);
    }
  });
  if (game.finalScore.home !== score.home || game.finalScore.away !== score.away) {
    problems.push('final score differs from the events');
  }
  return problems;
}

describe('simulateGame: shape of the canonical game', () => {
  it('orders events, keeps the running score, five a side, shots on the right side of the line', () => {
    for (const spec of SPECS) {
      const game = simulateGame(spec);
      expect(shapeProblems(game)).toEqual([]);
      expect(game.source).toBe('demo');
      expect(game.events[0]?.type).toBe('periodStart');
      expect(game.events.some((e) => e.type === 'jumpBall')).toBe(true);
      expect(game.players.filter((p) => p.starter && p.side === 'home')).toHaveLength(5);
      expect(new Set(game.players.map((p) => p.key)).size).toBe(game.players.length);
    }
  });

  it('is deterministic: the same spec gives the same game, another seed another game', () => {
    const spec = SPECS[0];
    if (spec === undefined) throw new Error('no spec');
    const a = simulateGame(spec);
    expect(JSON.stringify(simulateGame(spec))).toBe(JSON.stringify(a));
    const b = simulateGame({ ...spec, seed: spec.seed + 1 });
    expect(JSON.stringify(b.events)).not.toBe(JSON.stringify(a.events));
  });

  it('rejects a roster too small to play and players on both rosters', () => {
    const home = testTeam({ teamId: 1 });
    const short = { ...testTeam({ teamId: 2 }), roster: home.roster.slice(0, 4) };
    expect(() => simulateGame(testGameSpec(home, short))).toThrow(/needs 5/);
    const clone = { ...testTeam({ teamId: 2 }), roster: home.roster };
    expect(() => simulateGame(testGameSpec(home, clone))).toThrow(/both rosters/);
  });
});
