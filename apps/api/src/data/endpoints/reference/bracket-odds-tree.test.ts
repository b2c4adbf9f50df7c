/**
 * The stored-bracket → engine-tree mapping, on fields the demo league's own code selects and
 * plays (league/tournaments.ts: S-curve seeding, First Four pairs, its Knockout pairing
 * neighbouring slots), stored the way its season writes them (a First Four game under the slot
 * its winner fills, later games by round and slot). The full 68-team field and the small
 * scale's 10-team one; then results the tree cannot hold, which must fail loudly.
 */
import type { BracketTree } from '@courtside/engine';
import {
  FIRST_ROUND_PAIRS,
  feederGame,
  gamesInRound,
  isGameFeeder,
  simulateBracket,
  standardError,
  winProbabilityMatrix,
} from '@courtside/engine';
import { describe, expect, it } from 'vitest';
// The demo league's bracket builders are not part of its public entry; the test reaches them.
import {
  nationalBracket as demoBracket,
  selectNationalField,
} from '../../../../../../packages/demo-league/src/league/tournaments';
import type { BracketShape } from '../../../../../../packages/demo-league/src/league/scale';
import type { FieldTeam, StoredGame } from './bracket-odds-tree';
import { BracketDataError, aliveByRound, bracketTreeOf, playedWinners } from './bracket-odds-tree';

const FULL: BracketShape = { regions: 4, seedsPerRegion: 16, firstFourGames: 4 };
const SMALL: BracketShape = { regions: 4, seedsPerRegion: 2, firstFourGames: 2 };
/** Teams alive at the start of rounds 1-7 of the small bracket (it starts at the Elite Eight). */
const ALIVE_SMALL = [8, 8, 8, 8, 4, 2, 1];

interface Played {
  teams: FieldTeam[];
  games: StoredGame[];
}

/**
 * A field of `shape` from `conferences` conferences of 5 candidates each (score = 200 − id, so
 * team 1 is best), played to the end by the demo's Knockout; `upset(round, slot)` says who wins.
 */
function playedField(
  shape: BracketShape,
  conferences: number,
  upset: (round: number, slot: number) => boolean,
): Played {
  const candidates = Array.from({ length: 5 * conferences }, (_, i) => ({
    teamId: i + 1,
    conferenceId: (i % conferences) + 1,
    score: 200 - i,
  }));
  // Each conference's champion is its third-best team, so some bids are weak automatic ones.
  const champions = Array.from({ length: conferences }, (_, c) => 2 * conferences + c + 1);
  const field = selectNationalField(5025, shape, champions, candidates);
  const games: StoredGame[] = [];
  const play = (round: number, slot: number, high: number, low: number): number => {
    const winnerTeamId = upset(round, slot) ? low : high;
    games.push({ round, slot, highTeamId: high, lowTeamId: low, winnerTeamId });
    return winnerTeamId;
  };
  const firstFour = new Map<number, number>();
  for (const p of field.playIns) {
    firstFour.set(p.slotIndex, play(0, p.slotIndex, p.teams[0].teamId, p.teams[1].teamId));
  }
  const bracket = demoBracket(field, firstFour);
  let round = 7 - Math.log2(shape.regions * shape.seedsPerRegion);
  while (!bracket.done) {
    const winners = new Map<number, number>();
    for (const game of bracket.games()) {
      winners.set(game.slot, play(round, game.slot, game.high.teamId, game.low.teamId));
    }
    bracket.advance(winners);
    round += 1;
  }
  const teams = field.teams
    .map((t) => ({
      teamId: t.teamId,
      seed: t.seed,
      region: t.region ?? 0,
      firstFour: t.firstFour,
    }))
    .sort((a, b) => a.region - b.region || a.seed - b.seed || a.teamId - b.teamId);
  return { teams, games };
}

const sumOf = (values: Float64Array | undefined): number =>
  (values ?? new Float64Array(0)).reduce((x, y) => x + y, 0);
const idOf = (tree: BracketTree, team: number): number => Number(tree.teamIds[team]);

describe('bracketTreeOf + playedWinners: the full 68-team field', () => {
  const { teams, games } = playedField(FULL, 32, (round, slot) => (round * 7 + slot) % 3 === 0);
  const tree = bracketTreeOf(teams);

  it("is the engine's national bracket: 4 First Four games, 63 more, rounds 0-6", () => {
    expect(tree.teamCount).toBe(68);
    expect(tree.gameCount).toBe(67);
    expect(gamesInRound(tree, 0)).toHaveLength(4);
    expect([1, 2, 3, 4, 5, 6].map((r) => gamesInRound(tree, r).length)).toEqual([
      32, 16, 8, 4, 2, 1,
    ]);
  });

  it('lays out region 1 top to bottom as 1 v 16, 8 v 9, … 2 v 15', () => {
    const region1 = gamesInRound(tree, 1).slice(0, 8);
    region1.forEach((g, i) => {
      const seedOf = (feeder: number): number => {
        const team = isGameFeeder(feeder) ? (tree.feederA[feederGame(feeder)] ?? 0) : feeder;
        return tree.seeds[team] ?? 0;
      };
      expect([seedOf(tree.feederA[g] ?? 0), seedOf(tree.feederB[g] ?? 0)]).toEqual(
        FIRST_ROUND_PAIRS[i],
      );
    });
  });

  it('holds every stored result, each at the engine game the demo league played it as', () => {
    const played = playedWinners(tree, games);
    expect(played.size).toBe(67);
    const winners = [...played.values()].map((t) => idOf(tree, t)).sort((a, b) => a - b);
    expect(winners).toEqual(games.map((g) => g.winnerTeamId).sort((a, b) => a - b));
    // The Final Four as the demo league pairs it: region 1 v region 2, region 3 v region 4.
    for (const [slot, regions] of [
      [0, [0, 1]],
      [1, [2, 3]],
    ] as const) {
      const semi = games.find((g) => g.round === 5 && g.slot === slot);
      const regionOf = (id: number): number => tree.regions[tree.teamIds.indexOf(id)] ?? -1;
      expect([semi?.highTeamId, semi?.lowTeamId].map((id) => regionOf(id ?? -1)).sort()).toEqual(
        regions,
      );
    }
  });

  it('fixes them all: the champion has title odds 1, every other team 0', () => {
    const played = playedWinners(tree, games);
    const matrix = winProbabilityMatrix(
      teams.map((t) => ({ ortgAdj: 110 - t.seed, drtgAdj: 100 + t.seed / 2, paceAdj: 68 })),
      { avgEfficiency: 105, avgTempo: 68 },
    );
    const sim = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: 2_000,
      seed: 3,
      played,
    });
    const alive = aliveByRound(tree, sim);
    const champion = games.find((g) => g.round === 6)?.winnerTeamId;
    tree.teamIds.forEach((id, t) => expect(alive[7]?.[t]).toBe(id === champion ? 1 : 0));
  });

  it('sums each round to the teams alive in it, before any result (64, 32, … 1)', () => {
    const matrix = winProbabilityMatrix(
      teams.map((t) => ({ ortgAdj: 110 - t.seed, drtgAdj: 100 + t.seed / 2, paceAdj: 68 })),
      { avgEfficiency: 105, avgTempo: 68 },
    );
    const runs = 20_000;
    const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs, seed: 5 });
    const alive = aliveByRound(tree, sim);
    for (let r = 1; r <= 7; r += 1) {
      const sum = sumOf(alive[r]);
      expect(Math.abs(sum - 2 ** (7 - r))).toBeLessThan(1e-9);
    }
    // A First Four team's round-of-64 odds are its play-in win probability.
    const g = gamesInRound(tree, 0)[0] ?? 0;
    const a = tree.feederA[g] ?? 0;
    const b = tree.feederB[g] ?? 0;
    const p = matrix.values[a * matrix.size + b] ?? 0;
    expect(Math.abs((alive[1]?.[a] ?? 0) - p)).toBeLessThan(4 * standardError(p, runs));
  });
});

describe('bracketTreeOf + playedWinners: the small scale (4 regions × 2 seeds + 2 play-ins)', () => {
  const { teams, games } = playedField(SMALL, 4, (round, slot) => (round + slot) % 2 === 1);
  const tree = bracketTreeOf(teams);

  it('starts at the Elite Eight after the First Four and holds every stored result', () => {
    expect(tree.teamCount).toBe(10);
    expect([0, 1, 2, 3, 4, 5, 6].map((r) => gamesInRound(tree, r).length)).toEqual([
      2, 0, 0, 0, 4, 2, 1,
    ]);
    expect(playedWinners(tree, games).size).toBe(9);
  });

  it('carries odds over the rounds it skips: 8 alive in rounds 1-4, then 4, 2, 1', () => {
    const matrix = winProbabilityMatrix(
      teams.map((t) => ({ ortgAdj: 108 - t.teamId / 10, drtgAdj: 102, paceAdj: 68 })),
      { avgEfficiency: 105, avgTempo: 68 },
    );
    const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs: 5_000, seed: 1 });
    const alive = aliveByRound(tree, sim);
    const sums = [1, 2, 3, 4, 5, 6, 7].map((r) => sumOf(alive[r]));
    sums.forEach((sum, i) =>
      expect(Math.abs(sum - (ALIVE_SMALL[i] ?? Number.NaN))).toBeLessThan(1e-9),
    );
    tree.entryRound.forEach((entry, t) => {
      if (entry === 0) expect(alive[4]?.[t]).toBe(alive[1]?.[t]);
    });
  });
});

describe('playedWinners refuses results the tree cannot hold', () => {
  const { teams, games } = playedField(FULL, 32, () => false);
  const tree = bracketTreeOf(teams);
  const replaced = (index: number, game: Partial<StoredGame>): StoredGame[] =>
    games.map((g, i) => (i === index ? { ...g, ...game } : g));
  const firstRound = games.findIndex((g) => g.round === 1 && g.slot === 0);
  const secondRound = games.findIndex((g) => g.round === 2 && g.slot === 0);

  it('a game between teams the bracket does not pair', () => {
    const other = games[games.findIndex((g) => g.round === 1 && g.slot === 1)]?.highTeamId ?? 0;
    expect(() => playedWinners(tree, replaced(firstRound, { lowTeamId: other }))).toThrow(
      /but the bracket puts/,
    );
  });

  it('a winner who did not play, a slot the round lacks, a game without its feeders', () => {
    expect(() => playedWinners(tree, replaced(firstRound, { winnerTeamId: 9999 }))).toThrow(
      BracketDataError,
    );
    expect(() => playedWinners(tree, replaced(firstRound, { slot: 40 }))).toThrow(
      /is not a game of this 68-team bracket/,
    );
    expect(() =>
      playedWinners(
        tree,
        games.filter((_, i) => i !== firstRound),
      ),
    ).toThrow(/a game that feeds it is not/);
    expect(() => playedWinners(tree, [...games, games[secondRound] as StoredGame])).toThrow(
      /stored twice/,
    );
  });

  it('a field with a missing seed or a lone First Four team', () => {
    expect(() => bracketTreeOf(teams.filter((t) => !(t.region === 2 && t.seed === 5)))).toThrow(
      /region 2 seed 5 holds 0 team/,
    );
    const lone = teams.map((t, i) => (i === 0 ? { ...t, firstFour: true } : t));
    expect(() => bracketTreeOf(lone)).toThrow(BracketDataError);
  });
});
