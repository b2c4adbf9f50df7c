import { describe, expect, it } from 'vitest';
import { BracketError, nationalBracket } from './bracket';
import type { BracketTree } from './bracket';
import { conferenceBracket } from './conference-bracket';
import { matrixFromFunction, winProbabilityMatrix } from './matchup-matrix';
import { pickByOdds, pickBySeed, validatePicks } from './picks';
import {
  DOUBLING_SCORING,
  SEED_TIMES_ROUND,
  evaluatePool,
  expectedScore,
  pickPoints,
  POOL_RUNS_PER_SLICE,
  poolWinChances,
  poolWinChancesAsync,
  scoreBracket,
} from './pool';
import { simulateBracket } from './simulate';
import { fourTeams, syntheticField } from './test-support';

const A = 0;
const B = 1;
const C = 2;
const D = 3;
/** One point a round-1 (semifinal) pick, two for the final. */
const SMALL = [1, 2];

describe('scoreBracket: the four-team bracket', () => {
  const { tree } = fourTeams();

  it('scores the played games and what is left, by hand', () => {
    // Played: D upsets A, B beats C. Chalk (A, B, A) has B right (1) and its champion A out.
    const played = new Map([
      [0, D],
      [1, B],
    ]);
    expect(scoreBracket(tree, [A, B, A], played, SMALL)).toEqual({ current: 1, maxPossible: 1 });
    // (D, B, B): both semifinals right (2) and B alive for the final (+2).
    expect(scoreBracket(tree, [D, B, B], played, SMALL)).toEqual({ current: 2, maxPossible: 4 });
    // (D, C, D): D right (1), C out, D alive for the final (+2).
    expect(scoreBracket(tree, [D, C, D], played, SMALL)).toEqual({ current: 1, maxPossible: 3 });
    // Before any game: nothing scored, everything possible.
    expect(scoreBracket(tree, [A, B, A], new Map(), SMALL)).toEqual({
      current: 0,
      maxPossible: 4,
    });
    // After the final too.
    const done = new Map([...played, [2, B]]);
    expect(scoreBracket(tree, [D, B, B], done, SMALL)).toEqual({ current: 4, maxPossible: 4 });
  });

  it('rejects inconsistent or incomplete picks', () => {
    expect(() => validatePicks(tree, [A, B])).toThrow(/needs 3 picks/);
    expect(() => validatePicks(tree, [A, B, C])).toThrow(
      /pick for game 2 \(2\) is not one of the teams the bracket sends into it \(0, 1\)/,
    );
    expect(() => validatePicks(tree, [B, B, B])).toThrow(BracketError);
    expect(() => scoreBracket(tree, [A, B, A], new Map([[0, B]]))).toThrow(/cannot have won/);
  });

  it('rejects scoring rules that do not cover the rounds or give negative points', () => {
    const eight = conferenceBracket(
      Array.from({ length: 8 }, (_, i) => ({ id: `T${i}`, seed: i + 1 })),
    );
    const chalk = pickBySeed(
      eight,
      matrixFromFunction(8, () => 0.7),
    );
    expect(() => pickPoints(eight, chalk, SMALL)).toThrow(/no points for round 3/);
    expect(() => pickPoints(eight, chalk, () => -1)).toThrow(/worth -1 points/);
  });
});

describe('scoring the national bracket', () => {
  const field = syntheticField(2);
  const tree = nationalBracket(field.input);
  const matrix = winProbabilityMatrix(field.ratings, field.league);
  const chalk = pickBySeed(tree, matrix);

  it('is worth 1,920 at most by 10/20/40/…/320, 192 by 1/2/…/32, the First Four free', () => {
    expect(scoreBracket(tree, chalk).maxPossible).toBe(1920);
    expect(scoreBracket(tree, chalk, new Map(), DOUBLING_SCORING).maxPossible).toBe(192);
    const points = pickPoints(tree, chalk);
    expect(Array.from(points.subarray(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it('prices seed × round: chalk earns 144 + 80 + 36 + 16 + 10 + 6 = 292', () => {
    // Per region round 1: 1+8+5+4+6+3+7+2 = 36 (×4 regions ×1); round 2: 1+4+3+2 = 10 (×4×2);
    // round 3: 1+2 (×4×3); round 4: 1 (×4×4); two 1 seeds in the semifinals (×5), one in the final (×6).
    expect(scoreBracket(tree, chalk, new Map(), SEED_TIMES_ROUND).maxPossible).toBe(292);
  });
});

describe('pools over simulated tournaments', () => {
  const { tree, matrix } = fourTeams();
  const sim = simulateBracket({
    bracket: tree,
    winProbability: matrix,
    runs: 20_000,
    seed: 9,
    recordWinners: true,
  });
  const brackets = [
    [A, B, A],
    [D, C, D],
    [A, C, C],
    [D, B, B],
  ];

  it('expected score is the mean of the simulated scores', () => {
    const winners = sim.winners ?? new Uint8Array();
    for (const picks of brackets) {
      let total = 0;
      for (let run = 0; run < sim.runs; run += 1) {
        for (let g = 0; g < 3; g += 1) {
          if (winners[run * 3 + g] === picks[g]) total += g === 2 ? 2 : 1;
        }
      }
      expect(expectedScore(tree, picks, sim, SMALL)).toBeCloseTo(total / sim.runs, 10);
    }
  });

  it('win chances add up to 1 and favour the likelier bracket', () => {
    const chances = poolWinChances(tree, brackets, sim, { rule: SMALL });
    expect(chances.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 10);
    expect(chances[0]).toBeGreaterThan(chances[1] ?? 1);
  });

  it('a bracket certain to be right wins for sure; identical brackets split the ties', () => {
    // The better seed always wins: chalk scores the maximum in every run, the others less.
    const certain = matrixFromFunction(4, () => 1);
    const chalkSim = simulateBracket({
      bracket: tree,
      winProbability: certain,
      runs: 1_000,
      seed: 1,
      recordWinners: true,
    });
    expect(Array.from(poolWinChances(tree, brackets, chalkSim))).toEqual([1, 0, 0, 0]);
    const twins = poolWinChances(
      tree,
      [brackets[0] ?? [], brackets[0] ?? [], brackets[1] ?? []],
      chalkSim,
    );
    expect(Array.from(twins)).toEqual([0.5, 0.5, 0]);
  });

  it('evaluates a pool during the tournament from a simulation with the same results', () => {
    const played = new Map([[0, D]]);
    const during = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: 20_000,
      seed: 9,
      played,
      recordWinners: true,
    });
    const standings = evaluatePool({
      bracket: tree,
      brackets,
      simulation: during,
      played,
      rule: SMALL,
    });
    // Chalk lost its champion A: 0 now, at most 1 (B), expected 1·P(B wins its semi).
    expect(standings[0]).toMatchObject({ current: 0, maxPossible: 1 });
    expect(standings[0]?.expected).toBeCloseTo(during.reach[2]?.[B] ?? -1, 12);
    expect(standings[1]).toMatchObject({ current: 1, maxPossible: 4 });
    expect(standings.reduce((s, x) => s + x.winChance, 0)).toBeCloseTo(1, 10);
    expect(() =>
      evaluatePool({ bracket: tree, brackets, simulation: sim, played, rule: SMALL }),
    ).toThrow(/did not fix game 0/);
    const noWinners = simulateBracket({ bracket: tree, winProbability: matrix, runs: 10, seed: 1 });
    expect(() => poolWinChances(tree, brackets, noWinners)).toThrow(/recordWinners/);
  });
});

describe('pool chances on the national bracket (scored by blocks of games)', () => {
  it('match a direct count of every bracket’s score in every run', () => {
    const field = syntheticField(8);
    const tree = nationalBracket(field.input);
    const matrix = winProbabilityMatrix(field.ratings, field.league);
    const sim = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: 3_000,
      seed: 8,
      recordWinners: true,
    });
    // Chalk and five brackets that each send a different 2-seed to the title.
    const chalk = pickBySeed(tree, matrix);
    const brackets = [chalk, ...[0, 1, 2, 3, 0].map((k, i) => upsetTowards(tree, chalk, k, i))];
    const winners = sim.winners ?? new Uint8Array();
    const expected = new Float64Array(brackets.length);
    for (let run = 0; run < sim.runs; run += 1) {
      const scores = brackets.map((picks) => {
        let score = 0;
        for (let g = 0; g < tree.gameCount; g += 1) {
          const round = tree.round[g] ?? 0;
          if (round > 0 && winners[run * tree.gameCount + g] === picks[g]) {
            score += 10 * 2 ** (round - 1);
          }
        }
        return score;
      });
      const best = Math.max(...scores);
      const tied = scores.filter((s) => s === best).length;
      scores.forEach((s, b) => {
        if (s === best) expected[b] = (expected[b] ?? 0) + 1 / tied;
      });
    }
    const chances = poolWinChances(tree, brackets, sim);
    brackets.forEach((_, b) => {
      expect(chances[b]).toBeCloseTo((expected[b] ?? 0) / sim.runs, 12);
    });
  });

  it('gives the same chances scored in slices between yields as in one go', async () => {
    const field = syntheticField(3);
    const tree = nationalBracket(field.input);
    const matrix = winProbabilityMatrix(field.ratings, field.league);
    const sim = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: POOL_RUNS_PER_SLICE * 2 + 123,
      seed: 5,
      recordWinners: true,
    });
    const brackets = [pickBySeed(tree, matrix), pickByOdds(tree, sim)];
    let yielded = 0;
    const timer = setInterval(() => (yielded += 1), 0);
    const sliced = await poolWinChancesAsync(tree, brackets, sim);
    clearInterval(timer);
    expect(Array.from(sliced)).toEqual(Array.from(poolWinChances(tree, brackets, sim)));
    expect(yielded).toBeGreaterThan(0);
  });
});

/**
 * Chalk, but the 2 seed of region k goes on to win the title; `variant` flips some first-round
 * picks so that two brackets with the same champion still differ.
 */
function upsetTowards(
  tree: BracketTree,
  chalk: Int32Array,
  region: number,
  variant: number,
): Int32Array {
  const two = tree.seeds.findIndex((s, t) => s === 2 && tree.regions[t] === region);
  const picks = chalk.slice();
  for (let g = 0; g < tree.gameCount; g += 1) {
    const a =
      (tree.feederA[g] ?? 0) >= 0 ? (tree.feederA[g] ?? 0) : (picks[~(tree.feederA[g] ?? 0)] ?? 0);
    const b =
      (tree.feederB[g] ?? 0) >= 0 ? (tree.feederB[g] ?? 0) : (picks[~(tree.feederB[g] ?? 0)] ?? 0);
    if (a === two || b === two) picks[g] = two;
    else if (picks[g] !== a && picks[g] !== b) picks[g] = a;
    else if (tree.round[g] === 1 && (g + variant) % 5 === 0) picks[g] = picks[g] === a ? b : a;
  }
  validatePicks(tree, picks);
  return picks;
}
