/**
 * Starts the local cluster: N production API nodes (the built server, apps/api/dist/main.js)
 * sharing one data folder (read-only warehouse), one PostgreSQL database, Redis and one session
 * key, behind Debian's nginx run from a temporary prefix folder. Used by `npm run cluster` and
 * `npm run bench:cluster`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPackageDir, repoRoot } from '../../src/paths';
import { ensureSampleWarehouse } from '../bench-sample';
import { bundleServer } from '../bundle';
import { ensureDatabase } from './database';
import { findNginx, nginxConfig, nginxTempDirs } from './nginx-config';
import type { ClusterOptions } from './options';
import type { ManagedProcess } from './processes';
import { freePort, startProcess, stopProcess, waitForOk } from './processes';

export interface ClusterNode {
  /** 1-based, as in the log file names. */
  readonly index: number;
  readonly port: number;
  /** `127.0.0.1:<port>`, as nginx's X-Upstream header names it. */
  readonly address: string;
  /** `http://127.0.0.1:<port>`: the node itself, around nginx. */
  readonly base: string;
  readonly process: ManagedProcess;
}

export interface Cluster {
  /** nginx: `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly nodes: readonly ClusterNode[];
  readonly prefix: string;
  readonly webServed: boolean;
  /** Stops nginx, then the nodes; removes the prefix folder unless its logs are to be kept. */
  stop(keepLogs?: boolean): Promise<void>;
}

export class NginxMissingError extends Error {
  override readonly name = 'NginxMissingError';
}

const NODE_READY_MS = 120_000;
const builtServer = join(apiPackageDir, 'dist', 'main.js');

/** The newest modification time of the TypeScript sources under `dir`, in ms. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The server the nodes run: the one given, or the repository's bundle, built when it is missing
 * or older than the server's sources (a benchmark of stale code would mislead).
 */
async function serverToRun(server: string | null, progress: (label: string) => void) {
  if (server !== null) {
    if (!existsSync(server)) throw new Error(`No server bundle at ${server} (--server)`);
    progress(`Running the given server ${server}`);
    return server;
  }
  const sources = [join(apiPackageDir, 'src'), join(repoRoot, 'packages')];
  const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
  if (builtAt > 0 && sources.every((dir) => newestSource(dir) < builtAt)) {
    progress(`Using the built server ${builtServer}`);
    return builtServer;
  }
  progress(
    builtAt === 0 ? 'Building the server bundle' : 'Rebuilding the server bundle (sources changed)',
  );
  await bundleServer({ repoRoot, apiDir: apiPackageDir });
  return builtServer;
}

async function ensureWarehouse(options: ClusterOptions, progress: (label: string) => void) {
  if (options.sampleLeague) {
    await ensureSampleWarehouse(options.dataDir, progress);
  } else if (!existsSync(join(options.dataDir, 'warehouse.duckdb'))) {
    throw new Error(`No warehouse.duckdb in ${options.dataDir} (--data-dir)`);
  } else {
    progress(`Serving ${join(options.dataDir, 'warehouse.duckdb')}`);
  }
}

export async function startCluster(
  options: ClusterOptions,
  progress: (label: string) => void,
): Promise<Cluster> {
  const nginx = findNginx();
  if (nginx === null) throw new NginxMissingError();
  const listenPort = await freePort(options.port);
  const serverBundle = await serverToRun(options.server, progress);
  await ensureWarehouse(options, progress);
  if (await ensureDatabase(options.databaseUrl))
    progress(`Created the database ${options.databaseUrl}`);

  const prefix = await mkdtemp(join(tmpdir(), 'courtside-cluster-'));
  const url = `http://127.0.0.1:${listenPort}`;
  const webServed = existsSync(join(repoRoot, 'apps', 'web', 'dist', 'index.html'));
  // One key for every node, so a session signed by one is valid on all; new per run.
  const sessionSecret = randomBytes(32).toString('base64url');
  const nodes: ClusterNode[] = [];
  let nginxProcess: ManagedProcess | null = null;

  const stopAll = async () => {
    // nginx first (SIGQUIT: finish the requests in flight), so no request goes to a node that
    // is shutting down; then every node at once.
    if (nginxProcess !== null) await stopProcess(nginxProcess, 'SIGQUIT');
    await Promise.all(nodes.map((node) => stopProcess(node.process, 'SIGTERM')));
  };
  const stop = async (keepLogs = false) => {
    await stopAll();
    if (!keepLogs) await rm(prefix, { recursive: true, force: true });
  };

  try {
    const ports: number[] = [];
    for (let i = 0; i < options.nodes; i += 1) ports.push(await freePort());
    const startNode = (index: number, port: number): ClusterNode => {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        DATA_DIR: options.dataDir,
        DEMO_WAREHOUSE: 'off',
        SERVE_WEB: webServed ? 'true' : 'false',
        PUBLIC_URL: url,
        TRUST_PROXY: 'true',
        SESSION_SECRET: sessionSecret,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        // Read by the live-event fan-out between nodes; ignored by a server without it.
        NATS_URL: options.natsUrl,
      };
      const child = startProcess(
        `API node ${index}`,
        process.execPath,
        [serverBundle],
        env,
        join(prefix, `node-${index}.log`),
      );
      const address = `127.0.0.1:${port}`;
      const node = { index, port, address, base: `http://${address}`, process: child };
      nodes.push(node);
      return node;
    };
    const ready = (node: ClusterNode) =>
      waitForOk(`${node.base}/api/health/ready`, node.process, NODE_READY_MS);
    // The first node alone migrates the database; the others start once it is up to date.
    progress(`Starting ${options.nodes} API nodes on ports ${ports.join(', ')}`);
    await ready(startNode(1, ports[0] ?? 0));
    await Promise.all(ports.slice(1).map((port, i) => ready(startNode(i + 2, port))));

    for (const dir of nginxTempDirs(prefix)) mkdirSync(dir, { recursive: true });
    const confFile = join(prefix, 'nginx.conf');
    await writeFile(confFile, nginxConfig({ prefix, listenPort, upstreamPorts: ports }));
    progress(`Starting nginx on ${url} (${confFile})`);
    nginxProcess = startProcess(
      'nginx',
      nginx,
      ['-p', prefix, '-c', confFile, '-g', 'daemon off;'],
      { PATH: process.env['PATH'] ?? '' },
      join(prefix, 'nginx.out'),
    );
    await waitForOk(`${url}/api/health`, nginxProcess, 10_000);
  } catch (error) {
    // The logs stay: the error names the one to read.
    await stopAll();
    throw error;
  }
  return { url, nodes, prefix, webServed, stop };
}
