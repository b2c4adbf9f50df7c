/**
 * Scoring many brackets at once after a game finishes (METHODS §9 "Scoring picks"): the same
 * current, maximum and expected scores as scoreBracket and expectedScore, with the work every
 * bracket shares done once — the fixed winners, the teams already out, each game's round — so
 * a bracket costs one pass over its picks (a pool of 10,000 in a few milliseconds rather than the
 * ~70 µs a bracket those functions spend re-deriving the tournament).
 */
import { BracketError, gameTeams } from './bracket';
import type { BracketTree } from './bracket';
import type { BracketPicks } from './picks';
import { validatePicks } from './picks';
import { ESPN_SCORING } from './pool';
import type { BracketScore, ScoringRule } from './pool';
import { fixedWinners } from './simulate';
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
  const fixed = fixedWinners(tree, played);
  const eliminated = new Uint8Array(tree.teamCount);
  for (let g = 0; g < tree.gameCount; g += 1) {
    const winner = fixed[g] ?? -1;
    if (winner < 0) continue;
    const [a, b] = gameTeams(tree, g, (f) => fixed[f] ?? -1);
    eliminated[winner === a ? b : a] = 1;
  }
  const pointsOf = (g: number, team: number): number => {
    const round = tree.round[g] ?? 0;
    if (round === 0) return 0;
    const value =
      typeof rule === 'function'
        ? rule({ game: g, round, team, seed: tree.seeds[team] ?? 0 })
        : rule[round - 1];
    if (value === undefined || !Number.isFinite(value) || value < 0) {
      throw new BracketError('scoring', `game ${g} would be worth ${value} points`);
    }
    return value;
  };
  return brackets.map((picks) => {
    validatePicks(tree, picks);
    let current = 0;
    let open = 0;
    let expected = 0;
    for (let g = 0; g < tree.gameCount; g += 1) {
      const pick = picks[g] ?? 0;
      const points = pointsOf(g, pick);
      if (points === 0) continue;
      const winner = fixed[g] ?? -1;
      if (winner >= 0) {
        if (winner === pick) current += points;
      } else if (eliminated[pick] === 0) {
        open += points;
      }
      if (simulation !== null) {
        expected += points * (simulation.reach[(tree.round[g] ?? 0) + 1]?.[pick] ?? 0);
      }
    }
    return { current, maxPossible: current + open, expected };
  });
}
