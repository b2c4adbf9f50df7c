/**
 * npm run bench:api [-- --data-dir DIR] [--duration <s>] [--connections <n>]
 *
 * Measures the data API with autocannon on one server (random port, production settings):
 *   1. a static file the same server serves (@fastify/static), as the yardstick;
 *   2. a representative mix of data requests with a warm response cache: team season
 *      aggregates of a division, one player's game log, a team's shot chart, live-search
 *      (an endpoint not served yet is replaced by the nearest reference list, and says so);
 *   3. uncached team season aggregates (in-process cache off, no Redis), one connection at a
 *      time and at 10 connections.
 * Prints req/s and p50/p99 of each, the mix/static ratio, and whether the targets hold: mix ≥
 * 50% of the static req/s with p99 ≤ 20 ms; uncached p99 ≤ 50 ms. Exits 1 when one is missed.
 *
 * The warehouse is DIR/warehouse.duckdb (default $DATA_DIR, else <repo>/var); when there is none
 * the real 2024-25 men's and women's seasons are ingested into a temporary folder first.
 */
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCOUNT_API, AUTH_HEADER } from '@courtside/contract';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataRegistry } from '../src/data/registry';
import { BOTH_GENDERS, buildTestWarehouse } from '../src/data/testing/real-warehouse';
import { repoRoot } from '../src/paths';

interface Options {
  readonly dataDir: string | null;
  readonly durationSeconds: number;
  readonly connections: number;
}

function parseOptions(argv: readonly string[]): Options {
  let dataDir: string | null = null;
  let durationSeconds = 10;
  let connections = 100;
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`${flag ?? ''} needs a value`);
    if (flag === '--data-dir') dataDir = resolve(value);
    else if (flag === '--duration' && Number(value) > 0) durationSeconds = Number(value);
    else if (flag === '--connections' && Number(value) > 0) connections = Number(value);
    else
      throw new Error(`Unknown option ${flag ?? ''} (use --data-dir, --duration, --connections)`);
  }
  return { dataDir, durationSeconds, connections };
}

const TARGETS = { mixShareOfStatic: 0.5, mixP99Ms: 20, uncachedP99Ms: 50 };
const PHASES = 6;
let phase = 0;
const progress = (label: string) => console.log(`==> [${++phase}/${PHASES}] ${label}`);

/** The mix: each entry is the endpoint the issue names, or the reference list that stands in. */
function mixPaths(): { paths: string[]; substitutes: string[] } {
  const substitutes: string[] = [];
  const pick = (wanted: string, path: string, fallback: string): string => {
    if (dataRegistry.has(wanted)) return path;
    substitutes.push(`${wanted} (not served yet) → ${fallback.split(/[/?]/)[3] ?? fallback}`);
    return fallback;
  };
  return {
    paths: [
      pick(
        'team-agg-stats',
        '/api/gs/team-agg-stats/competition/38409/division/1/scope/season/',
        '/api/gs/competition-teams?competitionId=38409&divisionId=1',
      ),
      pick(
        'player-game-stats',
        '/api/gs/player-game-stats?competitionId=38529&teamId=591997&playerId=8725659',
        '/api/gs/competition-team-players?competitionId=38529&teamId=591997',
      ),
      pick(
        'pbp-shots',
        '/api/gs/pbp-shots?competitionId=38529&teamId=591997',
        '/api/gs/games/competition/38409/team/590616/',
      ),
      '/api/gs/live-search?competitions=38409-38529&division=1&ptgc=all&text=duke',
      '/api/gs/live-search?competitions=38409-38529&division=0&ptgc=all&text=hidalgo',
      '/api/gs/live-search?competition=38409&division=1&ptgc=team&text=st%20johns',
    ],
    substitutes,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** A signed-in tier-3 user, so tier-gated endpoints of the mix answer. */
async function tokenFor(app: FastifyInstance, base: string): Promise<string> {
  const email = `bench-api-${Date.now().toString(36)}@example.com`;
  const password = 'bench-password';
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signup = await post(ACCOUNT_API.signup, { email, password, confirmation: password });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const deps = await app.accounts.deps();
  await deps.db
    .updateTable('users')
    .set({ tier: 3, base_tier: 3 })
    .where('email', '=', email)
    .execute();
  const login = await post(ACCOUNT_API.login, { email, password });
  const { token } = (await login.json()) as { token: string };
  return token;
}

/** Bytes of one answer as sent (gzipped when the server gzips it); throws unless 200. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolveBytes, reject) => {
    httpGet(url, { headers }, (response) => {
      let total = 0;
      response.on('data', (chunk: Buffer) => (total += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolveBytes(total)
          : reject(new Error(`${url}: ${String(response.statusCode)}`)),
      );
    }).on('error', reject);
  });
}

type Result = autocannon.Result;
const line = (label: string, r: Result) =>
  `${label.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   ${r['2xx']} ok, ${r.non2xx} non-2xx, ${r.errors} errors`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const work = await mkdtemp(join(tmpdir(), 'courtside-bench-api-'));
  const webDir = join(work, 'web');
  let dataDir = options.dataDir ?? resolve(process.env['DATA_DIR'] ?? join(repoRoot, 'var'));
  const apps: FastifyInstance[] = [];
  try {
    if (!existsSync(join(dataDir, 'warehouse.duckdb'))) {
      progress(`No warehouse in ${dataDir}: ingesting the real 2024-25 seasons into a temp folder`);
      dataDir = (await buildTestWarehouse(BOTH_GENDERS)).dataDir;
    } else {
      progress(`Serving ${join(dataDir, 'warehouse.duckdb')}`);
    }
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SERVE_WEB: 'true',
      WEB_DIST_DIR: webDir,
      RATE_LIMIT_SCALE: '1000000',
    };
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>bench</title>');
    const app = await buildApp(loadConfig({ ...env }), { logger: false });
    apps.push(app);
    const base = await listen(app);
    const token = await tokenFor(app, base);
    // As a browser asks: the session token, and gzip accepted.
    const headers = { [AUTH_HEADER]: token, 'accept-encoding': 'gzip, deflate, br' };
    const { paths, substitutes } = mixPaths();

    progress(`Warming the cache (${paths.length} requests) and sizing the static file`);
    let bytes = 0;
    for (const path of paths) {
      // node:http, not fetch: fetch would decompress and hide the bytes on the wire.
      bytes += await wireBytes(`${base}${path}`, headers);
    }
    // The yardstick sends as many bytes as the mix's average answer does on the wire.
    await writeFile(
      join(webDir, 'assets', 'bench.json'),
      JSON.stringify('x'.repeat(Math.round(bytes / paths.length))),
    );

    const run = (url: string, requests: string[], connections: number) =>
      autocannon({
        url,
        connections,
        duration: options.durationSeconds,
        headers,
        requests: requests.map((path) => ({ method: 'GET' as const, path })),
      });

    progress(`Static file: ${options.connections} connections, ${options.durationSeconds} s`);
    const statics = await run(base, ['/assets/bench.json'], options.connections);
    progress(`Cached data mix: ${options.connections} connections, ${options.durationSeconds} s`);
    const mix = await run(base, paths, options.connections);

    const uncachedApp = await buildApp(
      loadConfig({ ...env, DATA_CACHE_MB: '0', SERVE_WEB: 'false' }),
      {
        logger: false,
      },
    );
    apps.push(uncachedApp);
    const uncachedBase = await listen(uncachedApp);
    const aggregates = paths[0] ?? '';
    progress(`Uncached season aggregates: 1 connection, ${options.durationSeconds} s`);
    const uncachedOne = await run(uncachedBase, [aggregates], 1);
    progress(`Uncached season aggregates: 10 connections, ${options.durationSeconds} s`);
    const uncachedTen = await run(uncachedBase, [aggregates], 10);

    const cpu = cpus();
    const ratio = mix.requests.average / statics.requests.average;
    console.log('');
    console.log(
      `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(`Mix: ${paths.join('  ')}`);
    for (const substitute of substitutes) console.log(`  substitute: ${substitute}`);
    console.log(
      `Static file: ${Math.round(bytes / paths.length)} bytes (the mix's mean answer on the wire, gzip accepted)`,
    );
    console.log(line('static file', statics));
    console.log(line('cached mix', mix));
    console.log(line('uncached aggregates (1 conn)', uncachedOne));
    console.log(line('uncached aggregates (10)', uncachedTen));
    const checks = [
      [
        `mix/static ${(ratio * 100).toFixed(0)}% ≥ ${TARGETS.mixShareOfStatic * 100}%`,
        ratio >= TARGETS.mixShareOfStatic,
      ],
      [
        `mix p99 ${mix.latency.p99} ms ≤ ${TARGETS.mixP99Ms} ms`,
        mix.latency.p99 <= TARGETS.mixP99Ms,
      ],
      [
        `uncached p99 ${uncachedOne.latency.p99} ms ≤ ${TARGETS.uncachedP99Ms} ms`,
        uncachedOne.latency.p99 <= TARGETS.uncachedP99Ms,
      ],
    ] as const;
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'} ${label}`);
    const failures = [statics, mix, uncachedOne, uncachedTen].reduce(
      (n, r) => n + r.non2xx + r.errors,
      0,
    );
    if (failures > 0 || checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    for (const app of apps) await app.close();
    await rm(work, { recursive: true, force: true });
    if (options.dataDir === null && dataDir.startsWith(tmpdir()))
      await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
