/**
 * METHODS §9 "Validate": a field whose ratings are spread like a real one should give
 * first-round results by seed near history (1 seeds 150–2, 12 seeds win 34.9%). The bounds are
 * wide on purpose: they test that matrix and simulation turn realistic ratings into realistic
 * odds, not one synthetic field's exact numbers.
 */
import { describe, expect, it } from 'vitest';
import { gamesInRound, nationalBracket } from './bracket';
import { matchupProbability, winProbabilityMatrix } from './matchup-matrix';
import { simulateBracket, standardError } from './simulate';
import { syntheticField } from './test-support';

const RUNS = 20_000;
const FIELDS = [11, 12, 13];

/** Per seed line 1..16: the mean simulated round-1 win rate over the fields and regions. */
function firstRoundRates(): { rates: number[]; titleBySeed: number[] } {
  const sums = new Array<number>(17).fill(0);
  const counts = new Array<number>(17).fill(0);
  const titleBySeed = new Array<number>(17).fill(0);
  for (const seed of FIELDS) {
    const field = syntheticField(seed);
    const tree = nationalBracket(field.input);
    const matrix = winProbabilityMatrix(field.ratings, field.league);
    const sim = simulateBracket({ bracket: tree, winProbability: matrix, runs: RUNS, seed });
    for (let t = 0; t < tree.teamCount; t += 1) {
      const line = tree.seeds[t] ?? 0;
      titleBySeed[line] = (titleBySeed[line] ?? 0) + (sim.title[t] ?? 0) / FIELDS.length;
      // First Four teams' round-1 rate is conditional on getting there; skip them.
      if (tree.entryRound[t] !== 1) continue;
      sums[line] = (sums[line] ?? 0) + (sim.reach[2]?.[t] ?? 0);
      counts[line] = (counts[line] ?? 0) + 1;
    }
    // Round-1 odds of two directly seeded teams are the matrix entry itself.
    for (const g of gamesInRound(tree, 1)) {
      const a = tree.feederA[g] ?? 0;
      const b = tree.feederB[g] ?? 0;
      if (a < 0 || b < 0) continue;
      const p = matchupProbability(matrix, a, b);
      expect(Math.abs((sim.reach[2]?.[a] ?? 0) - p)).toBeLessThanOrEqual(
        4 * standardError(p, RUNS) + 1e-12,
      );
    }
  }
  const rates = sums.map((s, line) => s / Math.max(1, counts[line] ?? 0));
  return { rates, titleBySeed };
}

describe('a realistically spread field (METHODS §9 validation)', () => {
  const { rates, titleBySeed } = firstRoundRates();
  const rate = (seed: number): number => rates[seed] ?? Number.NaN;

  it('1 seeds beat 16 seeds more than 95% of the time', () => {
    expect(rate(1)).toBeGreaterThan(0.95);
    expect(rate(2)).toBeGreaterThan(0.9);
  });

  it('12 seeds beat 5 seeds somewhere near a third of the time', () => {
    expect(1 - rate(5)).toBeGreaterThan(0.2);
    expect(1 - rate(5)).toBeLessThan(0.45);
  });

  it('8 v 9 is close to a coin flip, and the better seed wins more often line by line', () => {
    expect(rate(8)).toBeGreaterThan(0.4);
    expect(rate(8)).toBeLessThan(0.65);
    // Better lines win more often: well-separated lines, and the top four lines against the next.
    expect(rate(1)).toBeGreaterThan(rate(4));
    expect(rate(4)).toBeGreaterThan(rate(8));
    const mean = (lines: number[]): number =>
      lines.reduce((sum, line) => sum + rate(line), 0) / lines.length;
    expect(mean([1, 2, 3, 4])).toBeGreaterThan(mean([5, 6, 7, 8]) + 0.1);
  });

  it('1 seeds win the most titles, and together most of them', () => {
    expect(titleBySeed[1]).toBeGreaterThan(titleBySeed[2] ?? 1);
    expect(titleBySeed[2]).toBeGreaterThan(titleBySeed[3] ?? 1);
    expect(titleBySeed[1]).toBeGreaterThan(0.4);
    expect(titleBySeed[1]).toBeLessThan(0.9);
    expect(titleBySeed.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
  });
});
