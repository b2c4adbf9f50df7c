/**
 * Command-line options of `npm run cluster` and `npm run bench:cluster`. Pure: a bad option is a
 * ClusterOptionsError whose message names the option, what it takes and what it got, so the
 * scripts can print that one line and exit 1.
 */
import { resolve } from 'node:path';
import { SAMPLE_DATA_DIR } from '../bench-sample';

export interface ClusterOptions {
  /** Folder holding warehouse.duckdb, shared read-only by every node. */
  readonly dataDir: string;
  /** Whether dataDir is the default sample league, which is built when missing. */
  readonly sampleLeague: boolean;
  /** A built server to run instead of apps/api/dist/main.js (to compare builds); never rebuilt. */
  readonly server: string | null;
  readonly nodes: number;
  /** nginx's port; 0 picks a free one. */
  readonly port: number;
  /** The accounts database every node shares (created when missing). */
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly natsUrl: string;
}

export interface BenchOptions extends ClusterOptions {
  /** Length of the load test; one node is killed halfway through. */
  readonly durationSeconds: number;
  readonly connections: number;
}

export class ClusterOptionsError extends Error {
  override readonly name = 'ClusterOptionsError';
}

export const CLUSTER_DEFAULTS = {
  nodes: 3,
  port: 8080,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/courtside_cluster',
  redisUrl: 'redis://127.0.0.1:6379',
  natsUrl: 'nats://127.0.0.1:4222',
  durationSeconds: 30,
  connections: 16,
} as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Flags taking a whole number, the option each sets and its range. */
const INTEGER_FLAGS = {
  '--nodes': { key: 'nodes', min: 2, max: 16 },
  '--port': { key: 'port', min: 0, max: 65535 },
  '--duration': { key: 'durationSeconds', min: 4, max: 3600 },
  '--connections': { key: 'connections', min: 1, max: 1000 },
} as const satisfies Record<string, { key: keyof BenchOptions; min: number; max: number }>;

/** Flags taking a server's URL, the option each sets and the schemes it may use. */
const URL_FLAGS = {
  '--database-url': { key: 'databaseUrl', protocols: ['postgres:', 'postgresql:'] },
  '--redis': { key: 'redisUrl', protocols: ['redis:', 'rediss:'] },
  '--nats': { key: 'natsUrl', protocols: ['nats:', 'tls:'] },
} as const satisfies Record<string, { key: keyof BenchOptions; protocols: readonly string[] }>;

type Flag = '--data-dir' | '--server' | keyof typeof INTEGER_FLAGS | keyof typeof URL_FLAGS;

const CLUSTER_FLAGS: readonly Flag[] = [
  '--data-dir',
  '--server',
  '--nodes',
  '--port',
  '--database-url',
  '--redis',
  '--nats',
];
const BENCH_FLAGS: readonly Flag[] = [...CLUSTER_FLAGS, '--duration', '--connections'];

function integerIn(flag: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new ClusterOptionsError(
      `${flag} must be an integer from ${min} to ${max} (got "${value}")`,
    );
  }
  return number;
}

function urlWith(flag: string, value: string, protocols: readonly string[]): string {
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (!protocols.includes(protocol)) {
    throw new ClusterOptionsError(
      `${flag} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL (got "${value}")`,
    );
  }
  return value;
}

/** The name of the database a postgres URL points at, which must be a plain identifier. */
export function databaseNameOf(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new ClusterOptionsError(
      `--database-url must name a database of lowercase letters, digits and _ (got "${name}")`,
    );
  }
  return name;
}

function parse(argv: readonly string[], allowed: readonly Flag[]): BenchOptions {
  const parsed: Mutable<BenchOptions> = {
    dataDir: SAMPLE_DATA_DIR,
    sampleLeague: true,
    server: null,
    ...CLUSTER_DEFAULTS,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    if (!(allowed as readonly string[]).includes(flag)) {
      throw new ClusterOptionsError(`Unknown option "${flag}" (options: ${allowed.join(', ')})`);
    }
    if (value === undefined || value.startsWith('--')) {
      throw new ClusterOptionsError(`${flag} needs a value`);
    }
    if (flag === '--server') {
      parsed.server = resolve(value);
    } else if (flag === '--data-dir') {
      parsed.dataDir = resolve(value);
      parsed.sampleLeague = false;
    } else if (flag in INTEGER_FLAGS) {
      const { key, min, max } = INTEGER_FLAGS[flag as keyof typeof INTEGER_FLAGS];
      parsed[key] = integerIn(flag, value, min, max);
    } else {
      const { key, protocols } = URL_FLAGS[flag as keyof typeof URL_FLAGS];
      parsed[key] = urlWith(flag, value, protocols);
      if (key === 'databaseUrl') databaseNameOf(value);
    }
  }
  return parsed;
}

export function parseClusterOptions(argv: readonly string[]): ClusterOptions {
  const { dataDir, sampleLeague, server, nodes, port, databaseUrl, redisUrl, natsUrl } = parse(
    argv,
    CLUSTER_FLAGS,
  );
  return { dataDir, sampleLeague, server, nodes, port, databaseUrl, redisUrl, natsUrl };
}

/** The bench picks a free port for nginx unless one is given: it runs beside anything. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const options = parse(argv, BENCH_FLAGS);
  return argv.includes('--port') ? options : { ...options, port: 0 };
}

export const CLUSTER_USAGE =
  'npm run cluster [-- --data-dir DIR] [--server FILE] [--nodes N] [--port P] [--database-url URL] [--redis URL] [--nats URL]';
export const BENCH_USAGE =
  'npm run bench:cluster [-- --data-dir DIR] [--server FILE] [--duration S] [--connections N] [--nodes N] [--port P] [--database-url URL] [--redis URL]';
