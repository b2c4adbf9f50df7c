/**
 * npm run bench:demo — how fast the demo league builds.
 *
 *   npm run bench:demo [-- --workers N] [--seed N] [--keep DIR] [--no-app-build]
 *   npm run bench:demo -- --competition ID[,ID…] [--workers N] [--seed N] [--keep DIR]
 *
 * Without --competition: the whole default league (every competition, real size) as a first
 * start builds it, with the app's own build (`npm run build`) running beside it as `npm start`
 * runs it (--no-app-build leaves it out): the time until the current season is served, until
 * every season is served, and of the final merge into one file; games/s until every season is
 * served; CPU time; peak memory.
 *
 * With --competition:
 * Builds one competition (the 2024-25 men's by default, or those listed) of the real-size league
 * shape — the `full` Division I (≈ 360 teams in 32 conferences) and Divisions II and III of
 * about 110 teams each, ≈ 8,500 games with the tournaments — through `buildDemoWarehouse`
 * exactly as `npm run demo` does (worker threads, part files, finishCompetition, season file,
 * merge), into a temporary DATA_DIR that is removed afterwards (kept in DIR with --keep).
 *
 * Reported: games/s by the wall and per CPU second end to end (CPU over all threads: the
 * machine's cores are shared, so CPU time is what the build itself needed); the game pipeline
 * from the first game handed out to the last row stored, with its split per game (simulate,
 * derive, write, other: CPU of the worker threads, from their own clocks; the rest is DuckDB
 * inserting the rows, this thread and V8's garbage-collector helpers); wall and CPU time of each
 * phase (league and reference rows before the first game; games and their rows; then
 * finishCompetition with the game rows and the season file; then the final warehouse file);
 * and peak memory (RSS, all threads).
 *
 * Each measurement is one function returning labelled lines, so more (time to first season,
 * the whole universe) can be added beside `competitionBench`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPETITIONS } from '@courtside/contract';
import { deriveWorkerCount, streamProgressFactory } from '@courtside/ingest';
import { repoRoot } from '@courtside/warehouse';
import { buildDemoWarehouse } from '../src/build/demo-build';
import { PIPELINE_STAGES, demoPipelineTimes, moment } from '../src/build/pipeline-times';
import type { Moment } from '../src/build/pipeline-times';
import { SCALES } from '../src/league/scale';
import type { LeagueScale } from '../src/league/scale';

interface BenchOptions {
  readonly workers: number;
  readonly seed: number;
  /** Null: the whole league. */
  readonly competitionIds: readonly number[] | null;
  readonly keep: string | null;
  readonly appBuild: boolean;
}

type Lines = Array<[label: string, value: string]>;

function parseArgs(argv: readonly string[]): BenchOptions {
  const value = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at < 0 ? undefined : argv[at + 1];
  };
  const whole = (flag: string, fallback: number): number => {
    const text = value(flag);
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text)) throw new Error(`${flag} needs a whole number (got "${text}")`);
    return Number(text);
  };
  const listed = value('--competition');
  const competitionIds =
    listed === undefined
      ? null
      : listed.split(',').map((text) => {
          const id = Number(text);
          if (!COMPETITIONS.some((c) => c.id === id)) {
            throw new Error(`--competition ${text} is not a competition of the contract`);
          }
          return id;
        });
  const known = new Set(['--workers', '--seed', '--competition', '--keep', '--no-app-build']);
  for (const arg of argv) {
    if (arg.startsWith('--') && !known.has(arg)) throw new Error(`unknown flag ${arg}`);
  }
  return {
    workers: whole('--workers', deriveWorkerCount()),
    seed: whole('--seed', 20_260_101),
    competitionIds,
    keep: value('--keep') ?? null,
    appBuild: !argv.includes('--no-app-build'),
  };
}

/** The real-size league shape (the `full` scale) with the chosen competitions only. */
function benchScale(competitionIds: readonly number[]): LeagueScale {
  return { ...SCALES.full, competitionIds };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const perGame = (ms: number, games: number): string => `${(ms / games).toFixed(2)} ms/game`;

/**
 * Real-size competitions built as `npm run demo` builds them (with several, the main thread
 * finishes one while the workers play the next; the phases then cover them all, the finish and
 * file phases the last one's).
 */
async function competitionBench(
  options: BenchOptions,
  competitionIds: readonly number[],
  dataDir: string,
): Promise<Lines> {
  demoPipelineTimes.reset();
  const start = moment();
  let seasonAt: Moment | null = null;
  const summary = await buildDemoWarehouse({
    dataDir,
    seed: options.seed,
    scale: benchScale(competitionIds),
    workers: options.workers,
    progress: streamProgressFactory(process.stderr),
    log: (line) => console.error(line),
    onSeason: () => {
      seasonAt = moment();
    },
  });
  const end = moment();
  const { games, events } = summary;
  const { times, tailWall, cpuClock, firstGameAt, gamesStoredAt } = demoPipelineTimes;
  if (firstGameAt === null || gamesStoredAt === null || seasonAt === null) {
    throw new Error('The build did not report its phases');
  }
  const wall = end.wall - start.wall;
  const cpu = end.cpu - start.cpu;
  const played = gamesStoredAt.cpu - firstGameAt.cpu;
  const staged = PIPELINE_STAGES.reduce((sum, stage) => sum + times[stage], 0);
  const clock = cpuClock ? 'CPU' : 'thread wall (no per-thread CPU clock here)';
  const phase = (label: string, from: Moment, to: Moment): [string, string] => [
    `  ${label}`,
    `${seconds(to.wall - from.wall)} wall, ${seconds(to.cpu - from.cpu)} CPU`,
  ];
  const lines: Lines = [
    ['games', `${games.toLocaleString('en-US')} (${events.toLocaleString('en-US')} events)`],
    ['wall time', seconds(wall)],
    ['games/s (wall)', `${Math.round(games / (wall / 1000))} end to end`],
    [
      'CPU time',
      `${seconds(cpu)} over all threads (${(cpu / wall).toFixed(2)} cores busy on average)`,
    ],
    ['games/s (CPU)', `${Math.round(games / (cpu / 1000))} per CPU second end to end`],
    [
      'game pipeline',
      `${Math.round(games / ((gamesStoredAt.wall - firstGameAt.wall) / 1000))} games/s wall, ` +
        `${perGame(played, games)} CPU (first game handed out → last row stored)`,
    ],
  ];
  for (const stage of PIPELINE_STAGES) {
    lines.push([`  ${stage}`, `${perGame(times[stage], games)} ${clock}`]);
  }
  lines.push(
    [
      '  load, rest',
      `${perGame(played - staged, games)} CPU (DuckDB inserts, this thread, GC helpers)`,
    ],
    ['phases', ''],
    phase('league, reference rows', start, firstGameAt),
    phase('games and their rows', firstGameAt, gamesStoredAt),
    ['    of which last inserts', `${seconds(tailWall)} wall (after the last game)`],
    phase('finish, season file', gamesStoredAt, seasonAt),
    phase('warehouse file', seasonAt, end),
    ['peak RSS', `${Math.round(process.resourceUsage().maxRSS / 1024)} MB (all threads)`],
  );
  return lines;
}

/** Runs `npm run build` (what `npm start` runs beside a first build); resolves its wall time. */
function appBuild(): Promise<{ wallMs: number }> {
  const started = performance.now();
  return new Promise((resolveBuild, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolveBuild({ wallMs: performance.now() - started });
      else reject(new Error(`npm run build failed (exit code ${code})`));
    });
  });
}

/** The whole default league, as a first start builds it (see the top of the file). */
async function universeBench(options: BenchOptions, dataDir: string): Promise<Lines> {
  const start = moment();
  const building = options.appBuild ? appBuild() : null;
  const summary = await buildDemoWarehouse({
    dataDir,
    seed: options.seed,
    scale: SCALES.default,
    workers: options.workers,
    progress: streamProgressFactory(process.stderr),
    log: (line) => console.error(line),
  });
  const end = moment();
  const app = building === null ? null : await building;
  const wall = end.wall - start.wall;
  const cpu = end.cpu - start.cpu;
  const { games, events } = summary;
  const first = summary.firstSeasonSeconds;
  return [
    ['competitions', String(summary.competitions.length)],
    ['games', `${games.toLocaleString('en-US')} (${events.toLocaleString('en-US')} events)`],
    ['app build beside it', app === null ? 'no' : `${seconds(app.wallMs)} wall`],
    ['current season served', first === null ? '—' : `${first.toFixed(1)} s`],
    ['every season served', `${summary.allSeasonsSeconds.toFixed(1)} s`],
    [
      'games/s',
      `${Math.round(games / summary.allSeasonsSeconds)} until every season is served (wall)`,
    ],
    ['merged into one file', `${summary.mergeSeconds.toFixed(1)} s more`],
    ['wall time', seconds(wall)],
    ['CPU time (this process)', `${seconds(cpu)} (${(cpu / wall).toFixed(2)} cores busy)`],
    ['peak RSS', `${Math.round(process.resourceUsage().maxRSS / 1024)} MB (all threads)`],
  ];
}

function print(title: string, lines: Lines): void {
  console.log(title);
  const width = Math.max(...lines.map(([label]) => label.length)) + 2;
  for (const [label, value] of lines) console.log(`${`${label}:`.padEnd(width)} ${value}`);
}

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench:demo: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const dataDir = options.keep ?? mkdtempSync(join(tmpdir(), 'courtside-bench-demo-'));
try {
  const { competitionIds } = options;
  const what =
    competitionIds === null
      ? 'the whole default league'
      : `competition ${competitionIds.join(', ')}, full-size league shape`;
  console.log(
    `bench:demo — ${what}, seed ${options.seed}, ${options.workers} workers, ${cpus().length} ` +
      `cores, load average ${loadavg()[0]?.toFixed(2) ?? '?'} at the start`,
  );
  if (competitionIds === null) {
    print('first start:', await universeBench(options, dataDir));
  } else {
    const title = competitionIds.length === 1 ? 'one competition' : 'competitions';
    print(`${title}:`, await competitionBench(options, competitionIds, dataDir));
  }
  console.log(
    `load average ${loadavg()[0]?.toFixed(2) ?? '?'} at the end (other processes share the cores)`,
  );
} finally {
  if (options.keep === null) rmSync(dataDir, { recursive: true, force: true });
}
