/**
 * Scoring bracket pools (METHODS §9 "Scoring picks").
 *
 * A correct pick earns points that depend on the game: by round (10/20/40/80/160/320, max 1,920;
 * or 1/2/4/…/32) or by the winner's seed (seed × round rewards upsets). The First Four is never
 * scored. A rule is a table (points for rounds 1, 2, …) or a function of the game, and is turned
 * into one number per game per bracket once, so scoring is sums of precomputed numbers.
 *
 * - Current score: points of the played games picked right.
 * - Maximum possible: current + every unplayed game whose pick is still alive (lost no played
 *   game); a consistent bracket's alive pick can still reach its game.
 * - Expected score: Σ points(g)·P(pick wins g) = Σ points(g)·reach[round(g) + 1][pick], exact for
 *   the simulation's odds and no loop over runs.
 * - Chance to finish first: pools are judged on the same tournaments, so each run of the
 *   simulation (its recorded winners) is scored for every bracket and the top score wins; k
 *   brackets tied at the top get 1/k each (pool-scores.ts does the scoring by blocks of games).
 */
import { BracketError } from './bracket';
import type { BracketTree } from './bracket';
import { validatePicks } from './picks';
import type { BracketPicks } from './picks';
import { createPoolScorer } from './pool-scores';
import { eliminatedTeams, fixedWinners } from './simulate';
import type { BracketSimulation } from './simulate';

/** The game a rule prices: the picked winner's seed and the round. */
export interface ScoredGame {
  game: number;
  /** 1 and up; the First Four (0) is never asked. */
  round: number;
  team: number;
  seed: number;
}

/** Points for rounds 1, 2, … (entry 0 is round 1), or a function of the game. */
export type ScoringRule = readonly number[] | ((game: ScoredGame) => number);

export const ESPN_SCORING: readonly number[] = [10, 20, 40, 80, 160, 320];
export const DOUBLING_SCORING: readonly number[] = [1, 2, 4, 8, 16, 32];
/** Seed × round: a 12 seed picked right in round 1 earns 12, a 1 seed winning the final 6. */
export const SEED_TIMES_ROUND: ScoringRule = ({ round, seed }) => seed * round;

export interface BracketScore {
  current: number;
  maxPossible: number;
}

export interface PoolStanding extends BracketScore {
  expected: number;
  /** Chance of the top score among the pool, ties split evenly. */
  winChance: number;
}

/** Points each game is worth to this bracket if its pick wins it. */
export function pickPoints(
  tree: BracketTree,
  picks: BracketPicks,
  rule: ScoringRule = ESPN_SCORING,
): Float64Array {
  validatePicks(tree, picks);
  const points = new Float64Array(tree.gameCount);
  for (let g = 0; g < tree.gameCount; g += 1) {
    const round = tree.round[g] ?? 0;
    if (round === 0) continue;
    const team = picks[g] ?? 0;
    let value: number | undefined;
    if (typeof rule === 'function') {
      value = rule({ game: g, round, team, seed: tree.seeds[team] ?? 0 });
    } else {
      value = rule[round - 1];
      if (value === undefined) {
        throw new BracketError('scoring', `the scoring table has no points for round ${round}`);
      }
    }
    if (!Number.isFinite(value) || value < 0) {
      throw new BracketError('scoring', `game ${g} would be worth ${value} points`);
    }
    points[g] = value;
  }
  return points;
}

/**
 * Current and maximum score of picks worth `points` (pickPoints), given each game's fixed
 * winner or −1 (fixedWinners) and the teams already out (eliminatedTeams).
 */
export function scoreAgainstResults(
  tree: BracketTree,
  picks: BracketPicks,
  points: Float64Array,
  fixed: Int32Array,
  eliminated: Uint8Array,
): BracketScore {
  let current = 0;
  let open = 0;
  for (let g = 0; g < tree.gameCount; g += 1) {
    const pick = picks[g] ?? 0;
    const winner = fixed[g] ?? -1;
    if (winner >= 0) {
      if (winner === pick) current += points[g] ?? 0;
    } else if (eliminated[pick] === 0) {
      open += points[g] ?? 0;
    }
  }
  return { current, maxPossible: current + open };
}

/** Current score and the most the bracket can still reach, given the games played so far. */
export function scoreBracket(
  tree: BracketTree,
  picks: BracketPicks,
  played: ReadonlyMap<number, number> = new Map(),
  rule: ScoringRule = ESPN_SCORING,
): BracketScore {
  const points = pickPoints(tree, picks, rule);
  const fixed = fixedWinners(tree, played);
  return scoreAgainstResults(tree, picks, points, fixed, eliminatedTeams(tree, fixed));
}

/** Σ points(g)·P(pick wins g) for picks worth `points`, under a simulation of this tree. */
export function expectedOfPoints(
  tree: BracketTree,
  picks: BracketPicks,
  points: Float64Array,
  simulation: BracketSimulation,
): number {
  let total = 0;
  for (let g = 0; g < tree.gameCount; g += 1) {
    const reach = simulation.reach[(tree.round[g] ?? 0) + 1];
    total += (points[g] ?? 0) * (reach?.[picks[g] ?? 0] ?? 0);
  }
  return total;
}

export function checkSimulation(tree: BracketTree, simulation: BracketSimulation): void {
  if (
    simulation.teamCount !== tree.teamCount ||
    simulation.gameCount !== tree.gameCount ||
    simulation.reach.length !== tree.roundCount + 1
  ) {
    throw new BracketError('simulation', 'the simulation is of another bracket');
  }
}

/** Σ points(g)·P(pick wins g) under the simulation's odds. */
export function expectedScore(
  tree: BracketTree,
  picks: BracketPicks,
  simulation: BracketSimulation,
  rule: ScoringRule = ESPN_SCORING,
): number {
  checkSimulation(tree, simulation);
  return expectedOfPoints(tree, picks, pickPoints(tree, picks, rule), simulation);
}

export interface PoolOptions {
  rule?: ScoringRule;
  /** Called every 10,000 runs and at the end. */
  onProgress?: (done: number, total: number) => void;
}

/** Scores runs [from, to) into `wins` (un-normalised shares of first place). */
type RunScorer = (from: number, to: number) => void;

function poolRunScorer(
  tree: BracketTree,
  brackets: readonly BracketPicks[],
  simulation: BracketSimulation,
  options: PoolOptions,
  wins: Float64Array,
): RunScorer {
  checkSimulation(tree, simulation);
  const { winners, runs } = simulation;
  if (winners === null) {
    throw new BracketError('simulation', 'pool odds need a simulation run with recordWinners');
  }
  const games = tree.gameCount;
  const count = brackets.length;
  const points = brackets.map((picks) => pickPoints(tree, picks, options.rule));
  const scorer = createPoolScorer(tree, brackets, points);
  const scores = new Float64Array(count);
  return (from, to) => {
    for (let run = from; run < to; run += 1) {
      scores.fill(0);
      scorer.score(winners, run * games, scores);
      let best = -1;
      let tied = 0;
      for (let b = 0; b < count; b += 1) {
        const score = scores[b] as number;
        if (score > best) {
          best = score;
          tied = 1;
        } else if (score === best) {
          tied += 1;
        }
      }
      const share = 1 / tied;
      for (let b = 0; b < count; b += 1)
        if (scores[b] === best) wins[b] = (wins[b] as number) + share;
      if (options.onProgress && ((run + 1) % 10_000 === 0 || run + 1 === runs)) {
        options.onProgress(run + 1, runs);
      }
    }
  };
}

function normalised(wins: Float64Array, runs: number): Float64Array {
  for (let b = 0; b < wins.length; b += 1) wins[b] = (wins[b] as number) / runs;
  return wins;
}

/** Each bracket's chance to finish first over the simulation's recorded tournaments. */
export function poolWinChances(
  tree: BracketTree,
  brackets: readonly BracketPicks[],
  simulation: BracketSimulation,
  options: PoolOptions = {},
): Float64Array {
  const wins = new Float64Array(brackets.length);
  poolRunScorer(tree, brackets, simulation, options, wins)(0, simulation.runs);
  return normalised(wins, simulation.runs);
}

/** Runs scored between two yields of poolWinChancesAsync. */
export const POOL_RUNS_PER_SLICE = 2_000;

/**
 * The same figures as poolWinChances, scored in slices of POOL_RUNS_PER_SLICE runs with a
 * macrotask between slices, so a server thread keeps answering other requests meanwhile (a
 * large pool takes a noticeable fraction of a second).
 */
export async function poolWinChancesAsync(
  tree: BracketTree,
  brackets: readonly BracketPicks[],
  simulation: BracketSimulation,
  options: PoolOptions = {},
): Promise<Float64Array> {
  const wins = new Float64Array(brackets.length);
  const scoreRuns = poolRunScorer(tree, brackets, simulation, options, wins);
  for (let from = 0; from < simulation.runs; from += POOL_RUNS_PER_SLICE) {
    scoreRuns(from, Math.min(simulation.runs, from + POOL_RUNS_PER_SLICE));
    if (from + POOL_RUNS_PER_SLICE < simulation.runs) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
  }
  return normalised(wins, simulation.runs);
}

export interface EvaluatePoolOptions extends PoolOptions {
  bracket: BracketTree;
  brackets: readonly BracketPicks[];
  /** Run with recordWinners and the same played games. */
  simulation: BracketSimulation;
  played?: ReadonlyMap<number, number>;
}

/** Current, maximum, expected score and chance to win the pool, per bracket. */
export function evaluatePool(options: EvaluatePoolOptions): PoolStanding[] {
  const { bracket: tree, brackets, simulation, played } = options;
  const rule = options.rule ?? ESPN_SCORING;
  const { winners } = simulation;
  if (played && winners !== null && simulation.runs > 0) {
    for (const [game, winner] of played) {
      if (winners[game] !== winner) {
        throw new BracketError('simulation', `the simulation did not fix game ${game} as played`);
      }
    }
  }
  const winChance = poolWinChances(tree, brackets, simulation, options);
  return brackets.map((picks, b) => ({
    ...scoreBracket(tree, picks, played, rule),
    expected: expectedScore(tree, picks, simulation, rule),
    winChance: winChance[b] ?? 0,
  }));
}
