/**
 * Scoring partial and complete picks on a miniature national bracket (4 regions × 2 seeds: the
 * regional finals, two semifinals, the final; 7 games) with two regional finals played. The
 * expected score is checked against exact enumeration of the 2⁵ outcomes of the unplayed games
 * under the same win-probability matrix; current and maximum against points worked by hand.
 */
import { bracketPickPoints } from '@courtside/contract';
import type { BracketOddsTeam } from '@courtside/warehouse';
import {
  eliminatedTeams,
  fixedWinners,
  matrixFromFunction,
  simulateBracket,
} from '@courtside/engine';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { bracketTreeOf } from '../endpoints/reference/bracket-odds-tree';
import { checkPicks, poolChances, poolRuns, scorePicks } from './scoring';
import type { TournamentState } from './tournament-state';
import { correctedField } from './tournament-state';

const team = (teamId: number, region: number, seed: number): BracketOddsTeam => ({
  teamId,
  teamMarket: `Team ${teamId}`,
  colorPrimary: null,
  colorSecondary: null,
  conferenceId: null,
  divisionId: 1,
  seed,
  region,
  regionName: `Region ${region}`,
  bid: null,
  firstFour: false,
  wins: 20,
  losses: 10,
  rating: { ortgAdj: 110, drtgAdj: 100, paceAdj: 68 },
  netRtgAdj: 10,
  league: { avgEfficiency: 105, avgTempo: 68 },
});

// Team ids 11, 12 (region 1 seeds 1, 2), 21, 22, 31, 32, 41, 42.
const FIELD = [1, 2, 3, 4].flatMap((r) => [team(r * 10 + 1, r, 1), team(r * 10 + 2, r, 2)]);
/** The 1 seed beats the 2 seed 70% of the time; otherwise the lower id wins 60%. */
const P = (a: number, b: number): number => {
  const [ta, tb] = [FIELD[a], FIELD[b]];
  if (ta === undefined || tb === undefined) return 0.5;
  if (ta.seed !== tb.seed) return ta.seed < tb.seed ? 0.7 : 0.3;
  return ta.teamId < tb.teamId ? 0.6 : 0.4;
};

function state(): TournamentState {
  const tree = bracketTreeOf(FIELD);
  // Games 0-3 are the regional finals (round 4), 4-5 the semifinals, 6 the final.
  const played = new Map([
    [0, 1], // region 1: the 2 seed (team 12) won
    [1, 2], // region 2: the 1 seed (team 21) won
  ]);
  const simulation = simulateBracket({
    bracket: tree,
    winProbability: matrixFromFunction(FIELD.length, P),
    runs: 200_000,
    seed: 7,
    played,
    recordWinners: true,
  });
  return {
    tournamentId: 5025,
    competitionId: 38409,
    teams: FIELD,
    tree,
    played,
    eliminated: eliminatedTeams(tree, fixedWinners(tree, played)),
    simulation,
    layoutTeams: [],
    layoutGames: Array.from({ length: tree.gameCount }, (_, g) => ({
      game: g,
      round: tree.round[g] ?? 0,
      roundName: 'Round',
      region: null,
      a: { kind: 'team' as const, teamId: 1 },
      b: { kind: 'team' as const, teamId: 1 },
      winnerTeamId: null,
    })),
    firstGameDate: null,
    pickByOdds: [],
    pickBySeed: [],
    teamIndex: new Map(FIELD.map((t, i) => [t.teamId, i])),
  };
}

/** Exact expected points of `picks` by enumerating the unplayed games (3 … 6 after 0 and 1). */
function exactExpected(s: TournamentState, picks: readonly (number | null)[]): number {
  const { tree } = s;
  let total = 0;
  const walk = (g: number, winners: number[], p: number): void => {
    if (g === tree.gameCount) {
      winners.forEach((w, game) => {
        const pick = picks[game];
        if (pick === null || pick === undefined) return;
        if (FIELD[w]?.teamId === pick) {
          total += p * bracketPickPoints('standard', tree.round[game] ?? 0, FIELD[w]?.seed ?? 0);
        }
      });
      return;
    }
    const side = (f: number) => (f >= 0 ? f : (winners[~f] ?? -1));
    const [a, b] = [side(tree.feederA[g] ?? 0), side(tree.feederB[g] ?? 0)];
    const fixed = s.played.get(g);
    if (fixed !== undefined) return walk(g + 1, [...winners, fixed], p);
    walk(g + 1, [...winners, a], p * P(a, b));
    walk(g + 1, [...winners, b], p * P(b, a));
  };
  walk(0, [], 1);
  return total;
}

describe('scoring picks', () => {
  const s = state();
  // The 1 seeds everywhere, 11 over 21 in the semifinal, 31 over 41, 11 the champion.
  const chalk = [11, 21, 31, 41, 11, 31, 11];

  it('scores the played games, what is still possible and the expectation', () => {
    const score = scorePicks(s, chalk, 'standard');
    // Played: region 1 wrong (12 won), region 2 right (80). Team 11 is out, so the semifinal
    // and final picks of 11 can earn nothing; 31 and 41 (80 each) and 31's semifinal (160) can.
    expect(score).toMatchObject({ current: 80, maxPossible: 80 + 80 + 80 + 160, correctPicks: 1 });
    expect(score.expected).toBeCloseTo(exactExpected(s, chalk), 0);
    expect(Math.abs(score.expected - exactExpected(s, chalk))).toBeLessThan(2);
  });

  it('scores a partial bracket on its picks only', () => {
    const partial = [12, null, null, 42, null, null, null];
    const score = scorePicks(s, partial, 'seedRound');
    // 12 (seed 2) won round 4: 2 × 4 = 8. 42 still alive: 2 × 4 = 8 possible.
    expect(score).toMatchObject({ current: 8, maxPossible: 16, correctPicks: 1 });
    expect(Math.abs(score.expected - (8 + 8 * 0.3))).toBeLessThan(0.05);
  });

  it('refuses picks the bracket does not send to their game', () => {
    expect(() => checkPicks(s, [11, 21, 31, 41, 31, null, null])).toThrow(HttpError);
    expect(() => checkPicks(s, [11, null, null, null, 21, null, null])).toThrow(/does not reach/);
    expect(() => checkPicks(s, [11, 21])).toThrow(/one entry per game/);
    expect(() => checkPicks(s, [11, null, null, null, 11, null, 11])).not.toThrow();
  });

  it('gives each complete bracket its chance to finish first, summing to one', async () => {
    const upset = [12, 21, 32, 42, 12, 32, 32];
    const { winChances, runs } = await poolChances(s, [chalk, upset, [12, null]], 'standard');
    expect(runs).toBe(200_000);
    expect(winChances[2]).toBeNull();
    expect((winChances[0] ?? 0) + (winChances[1] ?? 0)).toBeCloseTo(1, 9);
    // The upset bracket already leads (12 won region 1) and its pick 12 is alive.
    expect(winChances[1] ?? 0).toBeGreaterThan(0);
    expect(poolRuns(s.simulation, 10_000)).toBe(2_000);
    expect(poolRuns(s.simulation, 1)).toBe(200_000);
    expect(poolRuns(s.simulation, 100)).toBe(50_000);
    // Outside the contenders: not judged.
    const judged = await poolChances(s, [chalk, upset], 'standard', new Set([1]));
    expect(judged.winChances).toEqual([null, 1]);
  });
});

describe('correctedField', () => {
  it('moves corrected teams to their lines, in bracket order, and refuses strangers', () => {
    const moved = correctedField(FIELD, [
      { teamId: 11, region: 1, seed: 2, firstFour: false },
      { teamId: 12, region: 1, seed: 1, firstFour: false },
    ]);
    expect(moved.slice(0, 2).map((t) => [t.teamId, t.seed])).toEqual([
      [12, 1],
      [11, 2],
    ]);
    expect(() =>
      correctedField(FIELD, [{ teamId: 5, region: 1, seed: 1, firstFour: false }]),
    ).toThrow('team 5 is not in the field');
  });
});
