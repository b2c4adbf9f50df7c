/**
 * Scoring many brackets at once after a game finishes (METHODS §9 "Scoring picks"): the same
 * current, maximum and expected scores as scoreBracket and expectedScore, with the work every
 * bracket shares done once — the fixed winners and the teams already out — so a bracket costs
 * its points and one pass over its picks (a pool of 10,000 in a few milliseconds rather than the
 * ~70 µs a bracket those functions spend re-deriving the tournament).
 */
import type { BracketTree } from './bracket';
import type { BracketPicks } from './picks';
import {
  ESPN_SCORING,
  checkSimulation,
  expectedOfPoints,
  pickPoints,
  scoreAgainstResults,
} from './pool';
import type { BracketScore, ScoringRule } from './pool';
import { eliminatedTeams, fixedWinners } from './simulate';
import type { BracketSimulation } from './simulate';

export interface BulkBracketScore extends BracketScore {
  /** Σ points(g)·P(pick wins g) under the simulation; 0 without one. */
  expected: number;
}

export function scoreBrackets(
  tree: BracketTree,
  brackets: readonly BracketPicks[],
  played: ReadonlyMap<number, number> = new Map(),
  simulation: BracketSimulation | null = null,
  rule: ScoringRule = ESPN_SCORING,
): BulkBracketScore[] {
  if (simulation !== null) checkSimulation(tree, simulation);
  const fixed = fixedWinners(tree, played);
  const eliminated = eliminatedTeams(tree, fixed);
  return brackets.map((picks) => {
    const points = pickPoints(tree, picks, rule);
    return {
      ...scoreAgainstResults(tree, picks, points, fixed, eliminated),
      expected: simulation === null ? 0 : expectedOfPoints(tree, picks, points, simulation),
    };
  });
}
