import { describe, expect, it } from 'vitest';
import { nationalBracket } from './bracket';
import { scoreBrackets } from './bulk-scores';
import { winProbabilityMatrix } from './matchup-matrix';
import { pickByOdds, pickBySeed } from './picks';
import { DOUBLING_SCORING, SEED_TIMES_ROUND, expectedScore, scoreBracket } from './pool';
import { simulateBracket } from './simulate';
import { syntheticField } from './test-support';

describe('scoreBrackets', () => {
  const field = syntheticField(4);
  const tree = nationalBracket(field.input);
  const matrix = winProbabilityMatrix(field.ratings, field.league);
  // The First Four and the first eight round-of-64 games played, the better seed winning all.
  const chalk = pickBySeed(tree, matrix);
  const played = new Map<number, number>();
  for (let g = 0; g < 12; g += 1) played.set(g, chalk[g] ?? 0);
  // One upset among them, so some picks are out.
  played.set(5, tree.feederB[5] ?? 0);
  const sim = simulateBracket({
    bracket: tree,
    winProbability: matrix,
    runs: 20_000,
    seed: 9,
    played,
    recordWinners: true,
  });
  const brackets = [chalk, pickByOdds(tree, sim)];

  it('gives every bracket the scores scoreBracket and expectedScore give it, under any rule', () => {
    for (const rule of [undefined, DOUBLING_SCORING, SEED_TIMES_ROUND]) {
      const bulk = scoreBrackets(tree, brackets, played, sim, rule);
      brackets.forEach((picks, b) => {
        const one = scoreBracket(tree, picks, played, rule);
        expect(bulk[b]).toMatchObject({ current: one.current, maxPossible: one.maxPossible });
        expect(bulk[b]?.expected).toBeCloseTo(expectedScore(tree, picks, sim, rule), 9);
      });
    }
  });

  it('refuses an inconsistent bracket, and gives expected 0 without a simulation', () => {
    const broken = Int32Array.from(chalk);
    broken[tree.finalGame] = tree.feederA[0] ?? 0;
    expect(() => scoreBrackets(tree, [broken], played)).toThrow(/not one of the teams/);
    expect(scoreBrackets(tree, [chalk], played)[0]?.expected).toBe(0);
  });
});
