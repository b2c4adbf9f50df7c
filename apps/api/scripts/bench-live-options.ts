/** The command-line options of `npm run bench:live` (see bench-live.ts), and the data folder check. */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SAMPLE_DATA_DIR } from './bench-sample';

export type LiveBenchPhases = 'one-node' | 'two-nodes' | 'both';

export interface LiveBenchOptions {
  readonly dataDir: string;
  /** Clients of each phase (split evenly over the nodes). */
  readonly clients: number;
  /** The measured window of each phase, after every client has subscribed. */
  readonly seconds: number;
  readonly phases: LiveBenchPhases;
  /** LIVE_SPEED of the servers. */
  readonly speed: number;
}

export const DEFAULT_CLIENTS = 2000;
export const DEFAULT_SECONDS = 60;
/**
 * Three times real pace: a game lasts about 40 minutes, so with the clock set just after a tip
 * slot two of each competition's games are in progress (half-hour slots), each with an event
 * every few seconds. LIVE_SPEED 1 has twice the games in progress, three times slower.
 */
export const DEFAULT_SPEED = 3;
/** One process holds every client's socket: kept well under the usual 20,000 open files. */
export const MAX_CLIENTS = 10_000;
export const MAX_SECONDS = 3600;

const USAGE =
  'use --data-dir DIR, --clients <n> (1-10000), --seconds <s> (1-3600), --nodes 1|2|both, --speed <n> (1-1000)';

function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new Error(`${flag} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

/** Reads the flags; `env` gives the data folder when --data-dir is absent (DATA_DIR). */
export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): LiveBenchOptions {
  const fromEnv = env['DATA_DIR']?.trim();
  let dataDir = fromEnv === undefined || fromEnv === '' ? SAMPLE_DATA_DIR : resolve(fromEnv);
  let clients = DEFAULT_CLIENTS;
  let seconds = DEFAULT_SECONDS;
  let phases: LiveBenchPhases = 'both';
  let speed = DEFAULT_SPEED;
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    const known = ['--data-dir', '--clients', '--seconds', '--nodes', '--speed'];
    if (!known.includes(flag)) throw new Error(`Unknown option "${flag}" (${USAGE})`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    if (flag === '--data-dir') dataDir = resolve(value);
    else if (flag === '--clients') clients = wholeNumber(flag, value, 1, MAX_CLIENTS);
    else if (flag === '--seconds') seconds = wholeNumber(flag, value, 1, MAX_SECONDS);
    else if (flag === '--speed') speed = wholeNumber(flag, value, 1, 1000);
    else if (value === '1') phases = 'one-node';
    else if (value === '2') phases = 'two-nodes';
    else if (value === 'both') phases = 'both';
    else throw new Error(`--nodes must be 1, 2 or both, not "${value}"`);
  }
  if (phases !== 'one-node' && clients < 2) {
    throw new Error('Two nodes need at least 2 clients (one on each); give --clients 2 or more');
  }
  return { dataDir, clients, seconds, phases, speed };
}

/** DuckDB's magic bytes, at offset 8 of a database file. */
const DUCKDB_MAGIC = 'DUCK';

/** Why `dataDir` cannot serve the bench (null: it holds a DuckDB warehouse.duckdb). */
export function dataDirProblem(dataDir: string): string | null {
  const hint = `build one with: npm run demo -- --scale sample --data-dir ${dataDir}`;
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dataDir).isDirectory();
  } catch {
    return `The data folder ${dataDir} does not exist (${hint})`;
  }
  if (!isDirectory) return `${dataDir} is a file, not a data folder`;
  const file = join(dataDir, 'warehouse.duckdb');
  let header: string;
  try {
    const fd = openSync(file, 'r');
    try {
      const bytes = Buffer.alloc(12);
      const read = readSync(fd, bytes, 0, 12, 0);
      header = bytes.subarray(8, read).toString('latin1');
    } finally {
      closeSync(fd);
    }
  } catch {
    return `The data folder ${dataDir} has no readable warehouse.duckdb (${hint})`;
  }
  if (header !== DUCKDB_MAGIC) return `${file} is not a DuckDB database`;
  return null;
}
