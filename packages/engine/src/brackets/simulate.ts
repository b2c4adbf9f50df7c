/**
 * Monte Carlo tournament odds (METHODS §9 "Simulation").
 *
 * Exact advancement odds need a sum over every path through the bracket; playing the bracket
 * many times is simpler, handles any tree and any fixed results, and gives the joint outcomes a
 * bracket pool needs. One run plays the games in index order (feeders always come first): each
 * game's two teams are read from the tree — a team, or an earlier game's winner — and the first
 * wins when a uniform draw falls below P(first beats second) from the precomputed matrix. The
 * loop touches only typed arrays and integers, and draws one number per game even for games
 * already played, so fixing a result leaves every other game's draw unchanged (the odds with
 * and without it are compared on the same random numbers).
 *
 * Games already played ("odds during the tournament") are fixed to their winner. A played game
 * must have played feeders — its two teams are then known — and its winner must be one of them.
 *
 * Results: reach[r][t] = P(team t is still alive at the start of round r), i.e. won every game
 * it played before round r; reach[roundCount][t] is winning the title. A team is alive up to its
 * entry round with certainty (byes, First Four). Since the games a team can play form one path,
 * P(t wins game g) = reach[round(g) + 1][t] for any team of g's subtree. Each estimate p over N
 * runs has standard error √(p(1 − p)/N). With recordWinners, the winner of every game of every
 * run is kept as one byte (runs × games, 6.7 MB for 100,000 national runs) for pool scoring.
 */
import { createRng } from '../math/random';
import { BracketError, feederGame, gameTeams } from './bracket';
import type { BracketTree } from './bracket';
import type { WinProbabilityMatrix } from './matchup-matrix';

export const DEFAULT_SIMULATION_RUNS = 100_000;
const PROGRESS_EVERY = 10_000;

export interface SimulateBracketOptions {
  bracket: BracketTree;
  winProbability: WinProbabilityMatrix;
  /** Tournaments to play; default 100,000, at least 1. */
  runs?: number;
  seed: number;
  /** Games already played: game index → winning team index. */
  played?: ReadonlyMap<number, number>;
  /** Keep every game's winner of every run (needed by pool win chances). */
  recordWinners?: boolean;
  /** Called every 10,000 runs and at the end. */
  onProgress?: (done: number, total: number) => void;
}

export interface BracketSimulation {
  readonly runs: number;
  readonly teamCount: number;
  readonly gameCount: number;
  /** reach[r][t] for r = 0..roundCount; reach[roundCount] = title. */
  readonly reach: readonly Float64Array[];
  /** P(team t wins the title): the last row of reach. */
  readonly title: Float64Array;
  /** winners[run·gameCount + g] = team index; null unless recordWinners. */
  readonly winners: Uint8Array | null;
}

/** Standard error of a simulated probability: √(p(1 − p)/N). */
export function standardError(p: number, runs: number): number {
  return Math.sqrt((p * (1 - p)) / runs);
}

/**
 * Checks played results against the tree and returns, per game, the fixed winner or −1.
 */
export function fixedWinners(
  tree: BracketTree,
  played: ReadonlyMap<number, number> = new Map(),
): Int32Array {
  const fixed = new Int32Array(tree.gameCount).fill(-1);
  for (const [game, winner] of played) {
    if (!Number.isInteger(game) || game < 0 || game >= tree.gameCount) {
      throw new BracketError('played', `played game ${game} is not a game of the bracket`);
    }
    if (!Number.isInteger(winner) || winner < 0 || winner >= tree.teamCount) {
      throw new BracketError('played', `the winner of game ${game}, ${winner}, is not a team`);
    }
    fixed[game] = winner;
  }
  for (let g = 0; g < tree.gameCount; g += 1) {
    const winner = fixed[g] ?? -1;
    if (winner < 0) continue;
    const sides = [tree.feederA[g] ?? 0, tree.feederB[g] ?? 0].map((feeder) => {
      if (feeder >= 0) return feeder;
      const before = fixed[feederGame(feeder)] ?? -1;
      if (before < 0) {
        throw new BracketError(
          'played',
          `game ${g} is marked played but game ${feederGame(feeder)}, which feeds it, is not`,
        );
      }
      return before;
    });
    if (!sides.includes(winner)) {
      throw new BracketError(
        'played',
        `team ${winner} cannot have won game ${g}: it was played by teams ${sides.join(' and ')}`,
      );
    }
  }
  return fixed;
}

/** 1 for each team that lost one of the fixed games (`fixed` from fixedWinners), else 0. */
export function eliminatedTeams(tree: BracketTree, fixed: Int32Array): Uint8Array {
  const eliminated = new Uint8Array(tree.teamCount);
  for (let g = 0; g < tree.gameCount; g += 1) {
    const winner = fixed[g] ?? -1;
    if (winner < 0) continue;
    const [a, b] = gameTeams(tree, g, (f) => fixed[f] ?? -1);
    eliminated[winner === a ? b : a] = 1;
  }
  return eliminated;
}

function checkRuns(runs: number): void {
  if (!Number.isInteger(runs) || runs < 1) {
    throw new BracketError('runs', `runs must be a whole number of at least 1 (got ${runs})`);
  }
}

interface SimulationRunner {
  readonly runs: number;
  /** Plays runs up to `until` (exclusive), continuing from where the last call stopped. */
  advance(until: number): void;
  result(): BracketSimulation;
}

function simulationRunner(options: SimulateBracketOptions): SimulationRunner {
  const { bracket: tree, winProbability: matrix } = options;
  const runs = options.runs ?? DEFAULT_SIMULATION_RUNS;
  checkRuns(runs);
  const n = tree.teamCount;
  if (matrix.size !== n) {
    throw new BracketError(
      'matrix',
      `the win-probability matrix is for ${matrix.size} teams, the bracket has ${n}`,
    );
  }
  if (options.recordWinners && n > 255) {
    throw new BracketError('simulation', 'recording winners needs at most 255 teams');
  }
  const fixed = fixedWinners(tree, options.played);
  const games = tree.gameCount;
  const { feederA, feederB, round } = tree;
  const p = matrix.values;
  // counts[(round + 1)·n + t]: runs in which t won its game of that round.
  const counts = new Int32Array((tree.roundCount + 1) * n);
  const winner = new Int32Array(games);
  const winners = options.recordWinners ? new Uint8Array(runs * games) : null;
  const next = createRng(options.seed).next;
  let done = 0;

  return {
    runs,
    advance(until) {
      const last = Math.min(until, runs);
      for (let run = done; run < last; run += 1) {
        for (let g = 0; g < games; g += 1) {
          const fa = feederA[g] as number;
          const fb = feederB[g] as number;
          const a = fa >= 0 ? fa : (winner[~fa] as number);
          const b = fb >= 0 ? fb : (winner[~fb] as number);
          const draw = next();
          const set = fixed[g] as number;
          const w = set >= 0 ? set : draw < (p[a * n + b] as number) ? a : b;
          winner[g] = w;
          const slot = ((round[g] as number) + 1) * n + w;
          counts[slot] = (counts[slot] as number) + 1;
        }
        if (winners !== null) winners.set(winner, run * games);
        if (options.onProgress && ((run + 1) % PROGRESS_EVERY === 0 || run + 1 === runs)) {
          options.onProgress(run + 1, runs);
        }
      }
      done = Math.max(done, last);
    },
    result() {
      const reach: Float64Array[] = [];
      for (let r = 0; r <= tree.roundCount; r += 1) {
        const row = new Float64Array(n);
        for (let t = 0; t < n; t += 1) {
          row[t] = r <= (tree.entryRound[t] as number) ? 1 : (counts[r * n + t] as number) / runs;
        }
        reach.push(row);
      }
      return {
        runs,
        teamCount: n,
        gameCount: games,
        reach,
        title: reach[tree.roundCount] as Float64Array,
        winners,
      };
    },
  };
}

export function simulateBracket(options: SimulateBracketOptions): BracketSimulation {
  const runner = simulationRunner(options);
  runner.advance(runner.runs);
  return runner.result();
}

/** Runs played between two yields of simulateBracketAsync. */
export const SIMULATION_RUNS_PER_SLICE = 10_000;

/**
 * The same simulation as simulateBracket (the same seed gives the same figures), played in slices
 * of SIMULATION_RUNS_PER_SLICE runs with a macrotask between them, so a server thread keeps
 * answering other requests while a full bracket's 100,000 tournaments are played.
 */
export async function simulateBracketAsync(
  options: SimulateBracketOptions,
): Promise<BracketSimulation> {
  const runner = simulationRunner(options);
  for (let from = 0; from < runner.runs; from += SIMULATION_RUNS_PER_SLICE) {
    runner.advance(from + SIMULATION_RUNS_PER_SLICE);
    if (from + SIMULATION_RUNS_PER_SLICE < runner.runs) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
  }
  return runner.result();
}
