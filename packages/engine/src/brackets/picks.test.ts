import { describe, expect, it } from 'vitest';
import { gamesInRound, nationalBracket } from './bracket';
import { matchupProbability, matrixFromFunction, winProbabilityMatrix } from './matchup-matrix';
import { pickByOdds, pickBySeed, validatePicks } from './picks';
import { simulateBracket } from './simulate';
import { fourTeams, syntheticField } from './test-support';

const A = 0;
const B = 1;
const C = 2;
const D = 3;

describe('pickBySeed', () => {
  it('picks the better seed in the four-team bracket', () => {
    const { tree, matrix } = fourTeams();
    expect(Array.from(pickBySeed(tree, matrix))).toEqual([A, B, A]);
    // Seeds decide even against the odds.
    const upset = matrixFromFunction(4, (i, j) => (i === A && j === D ? 0.2 : 0.6));
    expect(Array.from(pickBySeed(tree, upset))).toEqual([A, B, A]);
  });

  it('fills a national bracket with chalk: seeds 1-8 win round 1, the 1 seeds the regions', () => {
    const field = syntheticField(3);
    const tree = nationalBracket(field.input);
    const matrix = winProbabilityMatrix(field.ratings, field.league);
    const picks = pickBySeed(tree, matrix);
    validatePicks(tree, picks);
    const seedsOf = (round: number): number[] =>
      gamesInRound(tree, round).map((g) => tree.seeds[picks[g] ?? 0] ?? 0);
    expect(seedsOf(1)).toEqual([
      1, 8, 5, 4, 6, 3, 7, 2, 1, 8, 5, 4, 6, 3, 7, 2, 1, 8, 5, 4, 6, 3, 7, 2, 1, 8, 5, 4, 6, 3, 7,
      2,
    ]);
    expect(seedsOf(2)).toEqual([1, 4, 3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4, 3, 2]);
    expect(seedsOf(3)).toEqual([1, 2, 1, 2, 1, 2, 1, 2]);
    expect(seedsOf(4)).toEqual([1, 1, 1, 1]);
    // Equal seeds (First Four, Final Four, final): the team the matrix favours.
    for (const g of [...gamesInRound(tree, 0), ...gamesInRound(tree, 5), tree.finalGame]) {
      const a = g < 4 ? (tree.feederA[g] ?? 0) : (picks[~(tree.feederA[g] ?? 0)] ?? 0);
      const b = g < 4 ? (tree.feederB[g] ?? 0) : (picks[~(tree.feederB[g] ?? 0)] ?? 0);
      const pick = picks[g] ?? 0;
      const other = pick === a ? b : a;
      expect(matchupProbability(matrix, pick, other)).toBeGreaterThanOrEqual(0.5);
    }
  });
});

describe('pickByOdds', () => {
  it('picks the likelier team game by game from the simulated round odds', () => {
    const { tree, matrix } = fourTeams();
    const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs: 20_000, seed: 4 });
    // A reaches the final 80% (v D 20%), B 55% (v C 45%); A's title .516 beats B's .2475.
    expect(Array.from(pickByOdds(tree, sim))).toEqual([A, B, A]);
  });

  it('follows the odds where they disagree with the seeds', () => {
    const { tree } = fourTeams();
    // D beats A 70%; C beats B 70%; D beats C 60%.
    const odds = matrixFromFunction(4, (i, j) =>
      i === A && j === D ? 0.3 : i === B && j === C ? 0.3 : i === C && j === D ? 0.4 : 0.5,
    );
    const sim = simulateBracket({ bracket: tree, winProbability: odds, runs: 20_000, seed: 4 });
    expect(Array.from(pickByOdds(tree, sim))).toEqual([D, C, D]);
  });
});
