/**
 * npm run bench:brackets [-- --seed N] [--runs N] [--pool N]
 *
 * How fast the bracket engine plays tournaments. Builds a 68-team national field with synthetic
 * ratings spread like a real one (seeded), its win-probability matrix, and times, as the median
 * of 5 repetitions after 1 warm-up, on this one thread:
 *   1. 100,000 simulated tournaments (67 games each), the odds only;
 *   2. the same with every game's winner recorded (what pool scoring reads);
 *   3. a pool of 100 brackets (chalk, by odds, and the rest drawn game by game from the matrix)
 *      scored against the recorded tournaments: expected scores and chances to finish first;
 *   4. what a bracket challenge does after a game finishes, for 10,000 user brackets: the rest of
 *      the tournament simulated with the result fixed, every bracket's current, maximum and
 *      expected score, and the chances to finish first of the best 1,000 over 5,000 of those
 *      tournaments (the API's pool budget: 5 million bracket-tournaments).
 * Prints each figure with its ratio to the 1 s target for 100,000 tournaments, and exits 1 if a
 * simulation misses it. A progress line per step (on a terminal, a percentage within the step).
 */
import { cpus, loadavg } from 'node:os';
import {
  evaluatePool,
  nationalBracket,
  poolWinChances,
  scoreBrackets,
  pickByOdds,
  pickBySeed,
  simulateBracket,
  winProbabilityMatrix,
} from '../src/brackets/index';
import type { BracketTree, WinProbabilityMatrix } from '../src/brackets/index';
import { createRng } from '../src/math/random';
import { syntheticField } from '../src/brackets/test-support';

const TARGET_MS = 1000;
const USER_BRACKETS = 10_000;
const POOL_CONTENDERS = 1_000;
const POOL_BUDGET = 5_000_000;
const REPEATS = 5;

interface Options {
  readonly seed: number;
  readonly runs: number;
  readonly pool: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options = { seed: 20_260_317, runs: 100_000, pool: 100 };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = Number(argv[i + 1]);
    const key = { '--seed': 'seed', '--runs': 'runs', '--pool': 'pool' }[flag] as
      keyof Options | undefined;
    if (key === undefined || !Number.isInteger(value) || value < 1) {
      throw new Error(`Unknown option ${flag} ${argv[i + 1] ?? ''} (use --seed, --runs, --pool N)`);
    }
    options[key] = value;
  }
  return options;
}

const STEPS = 5;
let step = 0;
function progress(label: string): void {
  step += 1;
  console.log(`==> [${step}/${STEPS}] ${label}`);
}

/** On a terminal, "rep 3/6 45%" redrawn in place; elsewhere nothing between the rep lines. */
function within(rep: string): (done: number, total: number) => void {
  if (!process.stderr.isTTY) return () => undefined;
  return (done, total) => {
    process.stderr.write(`\r    ${rep} ${Math.round((100 * done) / total)}%   `);
    if (done === total) process.stderr.write('\r\x1b[K');
  };
}

interface Timing {
  /** Median wall-clock ms. */
  wall: number;
  /** Median CPU ms of this process (user + system): the machine's cores are shared. */
  cpu: number;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One warm-up, then REPEATS timed runs; returns the medians. */
function timeMedian(run: (onProgress: (done: number, total: number) => void) => void): Timing {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let rep = 0; rep <= REPEATS; rep += 1) {
    const label = rep === 0 ? 'warm-up' : `rep ${rep}/${REPEATS}`;
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    run(within(label));
    const cpuUsed = process.cpuUsage(cpuStart);
    const wall = performance.now() - start;
    const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
    if (rep > 0) {
      walls.push(wall);
      cpus.push(cpu);
    }
    console.log(`    ${label}: ${wall.toFixed(0)} ms (CPU ${cpu.toFixed(0)} ms)`);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

/** Brackets a pool might hold: chalk, by odds, and the rest drawn from the matrix. */
function poolBrackets(
  tree: BracketTree,
  matrix: WinProbabilityMatrix,
  odds: Int32Array,
  count: number,
  seed: number,
): Int32Array[] {
  const rng = createRng(seed);
  const brackets = [pickBySeed(tree, matrix), odds];
  while (brackets.length < count) {
    const picks = new Int32Array(tree.gameCount);
    for (let g = 0; g < tree.gameCount; g += 1) {
      const side = (f: number): number => (f >= 0 ? f : (picks[~f] ?? 0));
      const a = side(tree.feederA[g] ?? 0);
      const b = side(tree.feederB[g] ?? 0);
      picks[g] = rng.next() < (matrix.values[a * matrix.size + b] ?? 0.5) ? a : b;
    }
    brackets.push(picks);
  }
  return brackets.slice(0, count);
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `bench:brackets — ${options.runs.toLocaleString('en-US')} tournaments, pool of ${options.pool}, seed ${options.seed}`,
  );
  console.log(`Node ${process.version}, ${cpu}, load average ${loadavg()[0]?.toFixed(2)}`);

  progress('Field: 68 synthetic teams and their win-probability matrix');
  const field = syntheticField(options.seed);
  const tree = nationalBracket(field.input);
  const matrixStart = performance.now();
  const matrix = winProbabilityMatrix(field.ratings, field.league);
  const matrixMs = performance.now() - matrixStart;
  console.log(`    ${tree.gameCount} games, matrix ${matrix.size}² in ${matrixMs.toFixed(2)} ms`);

  const simulate = (recordWinners: boolean, onProgress?: (d: number, t: number) => void) =>
    simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: options.runs,
      seed: options.seed,
      recordWinners,
      ...(onProgress ? { onProgress } : {}),
    });

  progress(`Simulate ${options.runs.toLocaleString('en-US')} tournaments (odds only)`);
  const oddsMs = timeMedian((onProgress) => simulate(false, onProgress));

  progress(`Simulate ${options.runs.toLocaleString('en-US')} tournaments, recording winners`);
  const recordMs = timeMedian((onProgress) => simulate(true, onProgress));

  progress(`Score a pool of ${options.pool} brackets against them`);
  const recorded = simulate(true);
  const brackets = poolBrackets(
    tree,
    matrix,
    pickByOdds(tree, recorded),
    options.pool,
    options.seed,
  );
  let leader = { index: 0, chance: 0 };
  const poolMs = timeMedian((onProgress) => {
    const standings = evaluatePool({ bracket: tree, brackets, simulation: recorded, onProgress });
    standings.forEach((s, index) => {
      if (s.winChance > leader.chance) leader = { index, chance: s.winChance };
    });
  });

  progress(`After a game finishes: ${USER_BRACKETS.toLocaleString('en-US')} user brackets`);
  const users = poolBrackets(
    tree,
    matrix,
    pickByOdds(tree, recorded),
    USER_BRACKETS,
    options.seed + 1,
  );
  // The first game of the bracket has just finished: its first team won.
  const played = new Map([[0, tree.feederA[0] ?? 0]]);
  const afterGameMs = timeMedian((onProgress) => {
    const sim = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: options.runs,
      seed: options.seed,
      played,
      recordWinners: true,
      onProgress,
    });
    const scored = scoreBrackets(tree, users, played, sim).map((score, index) => ({
      index,
      ...score,
    }));
    scored.sort((a, b) => b.current - a.current || b.expected - a.expected);
    const contenders = scored
      .slice(0, POOL_CONTENDERS)
      .flatMap((entry) => users[entry.index] ?? []);
    const runs = Math.min(sim.runs, Math.floor(POOL_BUDGET / contenders.length));
    poolWinChances(tree, contenders, { ...sim, runs });
  });

  const scale = 100_000 / options.runs;
  const line = (label: string, t: Timing, per: string): void =>
    console.log(
      `  ${label.padEnd(26)}${t.wall.toFixed(0).padStart(6)} ms (CPU ${t.cpu.toFixed(0)} ms)  ${per}`,
    );
  const simulated = (t: Timing): string =>
    `${((t.wall * 1000) / options.runs).toFixed(2)} µs/tournament, ` +
    `${((t.wall * scale) / TARGET_MS).toFixed(2)}× the 1 s target`;
  console.log('');
  console.log('Figures (median of 5 after 1 warm-up; wall clock, CPU time beside it):');
  line('simulate, odds only', oddsMs, simulated(oddsMs));
  line('simulate, with winners', recordMs, simulated(recordMs));
  line(
    `pool of ${options.pool} brackets`,
    poolMs,
    `${((poolMs.wall * 1e6) / (options.runs * options.pool)).toFixed(1)} ns/bracket·tournament`,
  );
  line(
    `${USER_BRACKETS.toLocaleString('en-US')} brackets after a game`,
    afterGameMs,
    `${((afterGameMs.wall * 1000) / USER_BRACKETS).toFixed(1)} µs/bracket, ` +
      `${(afterGameMs.wall / TARGET_MS).toFixed(2)}× the 1 s target`,
  );
  const leaderName = ['chalk', 'by odds'][leader.index];
  console.log(
    `  (pool leader: bracket ${leader.index}${leaderName ? ` (${leaderName})` : ''}, ` +
      `${(100 * leader.chance).toFixed(1)}% to finish first)`,
  );
  const missed =
    Math.max(oddsMs.wall, recordMs.wall) * scale > TARGET_MS || afterGameMs.wall > TARGET_MS;
  console.log(
    missed
      ? 'FAIL: 100,000 tournaments, or 10,000 brackets after a game, took over 1 s'
      : 'OK: under the 1 s targets',
  );
  if (missed) process.exitCode = 1;
}

main();
