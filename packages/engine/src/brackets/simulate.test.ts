import { describe, expect, it } from 'vitest';
import { BracketError, gamesInRound, nationalBracket } from './bracket';
import { conferenceBracket } from './conference-bracket';
import { matrixFromFunction, winProbabilityMatrix } from './matchup-matrix';
import {
  SIMULATION_RUNS_PER_SLICE,
  fixedWinners,
  simulateBracket,
  simulateBracketAsync,
  standardError,
} from './simulate';
import { fourTeams, syntheticField } from './test-support';

const RUNS = 200_000;
const A = 0;
const B = 1;
const C = 2;
const D = 3;

/** |estimate − exact| within 4 standard errors of the exact value. */
function expectWithin4Se(estimate: number, exact: number, runs: number): void {
  const se = standardError(exact, runs);
  expect(Math.abs(estimate - exact)).toBeLessThanOrEqual(4 * Math.max(se, 1e-12));
}

describe('simulateBracket: the hand-worked four-team bracket', () => {
  // Semifinals A v D and B v C. P(A>B) .6, P(A>C) .7, P(A>D) .8, P(B>C) .55, P(B>D) .65,
  // P(C>D) .6. Title = P(win semi)·Σ over the other semi's winner of P(reach)·P(beat it):
  //   A: .8·(.55·.6 + .45·.7)   = .8·.645   = .516
  //   B: .55·(.8·.4 + .2·.65)   = .55·.45   = .2475
  //   C: .45·(.8·.3 + .2·.6)    = .45·.36   = .162
  //   D: .2·(.55·.35 + .45·.4)  = .2·.3725  = .0745
  const exactTitle = [0.516, 0.2475, 0.162, 0.0745];
  const exactFinal = [0.8, 0.55, 0.45, 0.2];
  const { tree, matrix } = fourTeams();
  const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs: RUNS, seed: 7 });

  it('lays out A v D, B v C, then the final', () => {
    expect(tree.gameCount).toBe(3);
    expect([tree.feederA[0], tree.feederB[0], tree.feederA[1], tree.feederB[1]]).toEqual([
      A,
      D,
      B,
      C,
    ]);
  });

  it('matches the closed-form final and title odds within 4 standard errors', () => {
    expect(sim.reach).toHaveLength(4);
    for (let t = 0; t < 4; t += 1) {
      expect(sim.reach[1]?.[t]).toBe(1);
      expectWithin4Se(sim.reach[2]?.[t] ?? -1, exactFinal[t] ?? 0, RUNS);
      expectWithin4Se(sim.title[t] ?? -1, exactTitle[t] ?? 0, RUNS);
    }
    expect(sim.title.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
  });

  it('fixes a played game: the loser’s later odds become 0, the winner’s follow', () => {
    const played = new Map([[0, D]]);
    const during = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: RUNS,
      seed: 7,
      played,
    });
    expect(during.reach[2]?.[A]).toBe(0);
    expect(during.title[A]).toBe(0);
    expect(during.reach[2]?.[D]).toBe(1);
    // D's title = P(B)·P(D>B) + P(C)·P(D>C) = .55·.35 + .45·.4 = .3725.
    expectWithin4Se(during.title[D] ?? -1, 0.3725, RUNS);
    // The other semifinal is drawn on the same numbers, so it comes out exactly the same.
    expect(during.reach[2]?.[B]).toBe(sim.reach[2]?.[B]);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const run = (seed: number): Float64Array =>
      simulateBracket({ bracket: tree, winProbability: matrix, runs: 5_000, seed }).title;
    expect(run(11)).toEqual(run(11));
    expect(run(11)).not.toEqual(run(12));
  });

  it('records every game’s winner per run when asked, consistent with the tree', () => {
    const small = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: 1_000,
      seed: 3,
      recordWinners: true,
    });
    const winners = small.winners ?? new Uint8Array();
    expect(winners).toHaveLength(3_000);
    let titlesOfA = 0;
    for (let run = 0; run < 1_000; run += 1) {
      const [semi1 = 0, semi2 = 0, final = 0] = winners.subarray(run * 3, run * 3 + 3);
      expect([A, D]).toContain(semi1);
      expect([B, C]).toContain(semi2);
      expect([semi1, semi2]).toContain(final);
      if (final === A) titlesOfA += 1;
    }
    expect(small.title[A]).toBe(titlesOfA / 1_000);
    expect(
      simulateBracket({ bracket: tree, winProbability: matrix, seed: 1, runs: 10 }).winners,
    ).toBeNull();
  });
});

describe('simulateBracket: the national field', () => {
  const field = syntheticField(5);
  const tree = nationalBracket(field.input);
  const matrix = winProbabilityMatrix(field.ratings, field.league);
  const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs: 20_000, seed: 1 });

  it('keeps as many teams alive per round as the round has places', () => {
    const alive = sim.reach.map((row) => row.reduce((x, y) => x + y, 0));
    // Everyone at the start; 64 in the round of 64; then 32, 16, 8, 4, 2 and one champion.
    [68, 64, 32, 16, 8, 4, 2, 1].forEach((count, r) => expect(alive[r]).toBeCloseTo(count, 9));
    for (let r = 1; r < sim.reach.length; r += 1) {
      for (let t = 0; t < tree.teamCount; t += 1) {
        expect(sim.reach[r]?.[t]).toBeLessThanOrEqual(sim.reach[r - 1]?.[t] ?? 0);
      }
    }
  });

  it('fixes the First Four and reports progress', () => {
    const ff = gamesInRound(tree, 0)[0] ?? 0;
    const winner = tree.feederB[ff] ?? 0;
    const loser = tree.feederA[ff] ?? 0;
    const seen: number[] = [];
    const during = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: 25_000,
      seed: 1,
      played: new Map([[ff, winner]]),
      onProgress: (done) => seen.push(done),
    });
    expect(during.reach[1]?.[winner]).toBe(1);
    expect(during.reach[1]?.[loser]).toBe(0);
    expect(during.title[loser]).toBe(0);
    expect(seen).toEqual([10_000, 20_000, 25_000]);
  });
});

describe('simulateBracket: bad input', () => {
  const { tree, matrix } = fourTeams();
  const simulate = (extra: { runs?: number; played?: Map<number, number> }): unknown =>
    simulateBracket({ bracket: tree, winProbability: matrix, seed: 1, ...extra });

  it('rejects a run count below 1 or not whole', () => {
    expect(() => simulate({ runs: 0 })).toThrow(/at least 1/);
    expect(() => simulate({ runs: 2.5 })).toThrow(BracketError);
  });

  it('rejects a matrix of another size', () => {
    const field = syntheticField(1);
    const big = winProbabilityMatrix(field.ratings, field.league);
    expect(() => simulateBracket({ bracket: tree, winProbability: big, seed: 1 })).toThrow(
      /matrix is for 68 teams, the bracket has 4/,
    );
  });

  it('rejects played results inconsistent with the tree', () => {
    expect(() => fixedWinners(tree, new Map([[0, B]]))).toThrow(
      /team 1 cannot have won game 0: it was played by teams 0 and 3/,
    );
    expect(() => fixedWinners(tree, new Map([[2, A]]))).toThrow(
      /game 2 is marked played but game 0, which feeds it, is not/,
    );
    expect(() => fixedWinners(tree, new Map([[3, A]]))).toThrow(/not a game of the bracket/);
    expect(() => fixedWinners(tree, new Map([[0, 7]]))).toThrow(/is not a team/);
    // The final between the semifinal winners, with both semifinals played.
    const ok = new Map([
      [0, D],
      [1, B],
      [2, D],
    ]);
    expect(Array.from(fixedWinners(tree, ok))).toEqual([D, B, D]);
    expect(() =>
      fixedWinners(
        tree,
        new Map([
          [0, D],
          [1, B],
          [2, A],
        ]),
      ),
    ).toThrow(/team 0 cannot have won game 2: it was played by teams 3 and 1/);
  });
});

describe('simulateBracket: an eight-team bracket against exact enumeration', () => {
  // Seeds 1-8 in the standard order (1 v 8, 4 v 5, 3 v 6, 2 v 7); the better seed wins a game
  // with 0.5 + 0.05 × (seed gap), so 1 v 8 is .85 and 4 v 5 .55.
  const tree = conferenceBracket(
    Array.from({ length: 8 }, (_, i) => ({ id: `T${i + 1}`, seed: i + 1 })),
  );
  const p = (i: number, j: number): number => {
    const gap = (tree.seeds[j] ?? 0) - (tree.seeds[i] ?? 0);
    return 0.5 + 0.05 * gap;
  };
  const matrix = matrixFromFunction(tree.teamCount, p);
  const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs: RUNS, seed: 11 });

  /** Every outcome of the 7 games (2⁷), with its probability: exact reach of each round. */
  function exactReach(): Float64Array[] {
    const reach = Array.from({ length: tree.roundCount + 1 }, () => new Float64Array(8));
    const add = (round: number, team: number, prob: number): void => {
      const row = reach[round];
      if (row !== undefined) row[team] = (row[team] ?? 0) + prob;
    };
    const walk = (g: number, winners: number[], prob: number): void => {
      if (g === tree.gameCount) {
        for (let t = 0; t < 8; t += 1) add(1, t, prob);
        winners.forEach((w, game) => add((tree.round[game] ?? 0) + 1, w, prob));
        return;
      }
      const side = (f: number) => (f >= 0 ? f : (winners[~f] ?? -1));
      const [a, b] = [side(tree.feederA[g] ?? 0), side(tree.feederB[g] ?? 0)];
      walk(g + 1, [...winners, a], prob * p(a, b));
      walk(g + 1, [...winners, b], prob * p(b, a));
    };
    walk(0, [], 1);
    return reach;
  }

  it('matches every round odds of every team within 4 standard errors', () => {
    const exact = exactReach();
    for (let r = 1; r <= tree.roundCount; r += 1) {
      for (let t = 0; t < 8; t += 1) {
        expectWithin4Se(sim.reach[r]?.[t] ?? -1, exact[r]?.[t] ?? 0, RUNS);
      }
    }
    // The 1 seed's title odds, worked by hand-checkable enumeration, are the largest.
    const title = Array.from(exact[tree.roundCount] ?? []);
    expect(title.indexOf(Math.max(...title))).toBe(0);
    expect(title.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
  });
});

describe('simulateBracketAsync', () => {
  it('plays the same tournaments as simulateBracket, yielding between slices', async () => {
    const field = syntheticField(6);
    const tree = nationalBracket(field.input);
    const matrix = winProbabilityMatrix(field.ratings, field.league);
    const options = {
      bracket: tree,
      winProbability: matrix,
      runs: SIMULATION_RUNS_PER_SLICE * 2 + 77,
      seed: 3,
      recordWinners: true,
      played: new Map([[0, tree.feederA[0] ?? 0]]),
    };
    let yielded = 0;
    const timer = setInterval(() => (yielded += 1), 0);
    const sliced = await simulateBracketAsync(options);
    clearInterval(timer);
    const whole = simulateBracket(options);
    expect(sliced.reach.map((row) => Array.from(row))).toEqual(
      whole.reach.map((row) => Array.from(row)),
    );
    expect(Array.from(sliced.winners ?? [])).toEqual(Array.from(whole.winners ?? []));
    expect(yielded).toBeGreaterThan(0);
  });
});
