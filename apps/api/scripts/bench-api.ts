/**
 * npm run bench:api [-- --data-dir DIR] [--duration <s>] [--connections <n>] [--samples <n>]
 *                   [--endpoints-only [--endpoints <name,name…>] | --tools-only]
 *
 * Measures the data API with autocannon on one server (random port, production settings):
 *   1. static files the same server serves (@fastify/static), as the yardstick: each holds the
 *      exact bytes one answer of the mix puts on the wire, requested in the same rotation; and
 *      the same bytes from a bare node:http server (no framework, no work per request), the
 *      floor this machine and client set for the mix's latency;
 *   2. a representative mix of data requests with a warm response cache: team season
 *      aggregates of a division, one player's game log, a team's shot chart, live-search
 *      (an endpoint not served yet is replaced by the nearest reference list, and says so);
 *   3. uncached team season aggregates (in-process cache off, no Redis), one connection at a
 *      time (for at least 20 s) and at 10 connections;
 *   4. uncached live-search as a user types: every prefix (from 2 letters) of every team's name,
 *      men and women, and each name with two neighbour letters swapped, on one connection;
 *   5. every endpoint of the catalogue uncached, one request at a time (bench-api-endpoints.ts):
 *      `--samples` answers each (default 100) over its URLs for several competitions, teams,
 *      players and games of the warehouse (answer-urls.ts). `--endpoints-only` runs this alone,
 *      for the endpoints `--endpoints` names when given; a missed endpoint lists its slowest answers.
 * The warm cache is the steady state: every answer worth compressing has its brotli (made in
 * the background after the first request), as the static files and the floor have its bytes.
 * Prints req/s and p50/p99 of each, the mix/static ratio, and whether the targets hold: mix ≥
 * 50% of the static req/s with p99 ≤ 20 ms; uncached p99 ≤ 50 ms, for the aggregates and for every
 * endpoint; live-search p99 ≤ 20 ms.
 * Exits 1 when one is missed.
 *
 * The warehouse is DIR/warehouse.duckdb (default $DATA_DIR, else <repo>/var); when there is none
 * the real 2024-25 men's and women's seasons are ingested into a temporary folder first.
 * With BENCH_SERVER_TRACE_GC=1 the server prints V8's trace of every garbage collection (both
 * its threads' pauses, with the reason), to tell a collection's pause from an answer's work.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { AUTH_HEADER } from '@courtside/contract';
import autocannon from 'autocannon';
import { countBodiesOnly, settledAnswer, startServer, wireAnswer } from './bench-api-client';
import type { BenchServer } from './bench-api-client';
import { everyEndpointPhase } from './bench-api-endpoints';
import { parseOptions } from './bench-api-options';
import { toolsPhase } from './bench-api-tools';
import { dataRegistry } from '../src/data/registry';
import { BOTH_GENDERS, buildTestWarehouse } from '../src/data/testing/real-warehouse';
import { repoRoot } from '../src/paths';

const TARGETS = { mixShareOfStatic: 0.5, mixP99Ms: 20, uncachedP99Ms: 50, liveSearchP99Ms: 20 };
let phases = 9;
const MIN_UNCACHED_SECONDS = 20;
let phase = 0;
const progress = (label: string) => console.log(`==> [${++phase}/${phases}] ${label}`);
/** A server that computes every answer: no response cache, and no per-client limit to meet. */
const UNCACHED_ENV = {
  DATA_CACHE_MB: '0',
  SERVE_WEB: 'false',
  DATA_RATE_BURST: '1000000',
  DATA_RATE_PER_SECOND: '1000000',
};

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

/**
 * What a user types into the navbar search, looking for a team: each prefix of its name from
 * two letters on, and the whole name with two neighbour letters swapped (a typo), deduplicated.
 */
async function typedSearchPaths(base: string, headers: Record<string, string>): Promise<string[]> {
  const texts = new Set<string>();
  for (const competitionId of [38409, 38529]) {
    const response = await fetch(`${base}/api/gs/teams/competition/${competitionId}/`, { headers });
    if (response.status !== 200) throw new Error(`teams of ${competitionId}: ${response.status}`);
    for (const { teamMarket } of (await response.json()) as Array<{ teamMarket: string }>) {
      for (let length = 2; length <= teamMarket.length; length += 1) {
        texts.add(teamMarket.slice(0, length));
      }
      const middle = Math.floor(teamMarket.length / 2);
      if (teamMarket.length > 4) {
        const swapped = `${teamMarket.slice(0, middle - 1)}${teamMarket[middle] ?? ''}${teamMarket[middle - 1] ?? ''}${teamMarket.slice(middle + 1)}`;
        texts.add(swapped);
      }
    }
  }
  return [...texts].map(
    (text) =>
      `/api/gs/live-search?competitions=38409-38529&division=0&ptgc=all&text=${encodeURIComponent(text)}`,
  );
}

type Result = autocannon.Result;
const line = (label: string, r: Result) =>
  `${label.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   ${r['2xx']} ok, ${r.non2xx} non-2xx, ${r.errors} errors`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const work = await mkdtemp(join(tmpdir(), 'courtside-bench-api-'));
  const webDir = join(work, 'web');
  let dataDir = options.dataDir ?? resolve(process.env['DATA_DIR'] ?? join(repoRoot, 'var'));
  const servers: BenchServer[] = [];
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
    if (options.toolsOnly) {
      phases = 2;
      const toolsServer = await startServer({ ...env, ...UNCACHED_ENV, BENCH_TOKEN: 'admin' });
      servers.push(toolsServer);
      if (toolsServer.token === null) throw new Error('the bench server signed no user in');
      progress(`The chart tools' requests uncached: 1 connection, ${options.samples} answers each`);
      const ok = await toolsPhase(
        toolsServer.base,
        { [AUTH_HEADER]: toolsServer.token, 'accept-encoding': 'gzip, deflate, br' },
        options.samples,
        TARGETS.uncachedP99Ms,
      );
      if (!ok) process.exitCode = 1;
      return;
    }
    if (options.endpointsOnly) {
      phases = 2;
      const uncachedServer = await startServer({ ...env, ...UNCACHED_ENV, BENCH_TOKEN: 'admin' });
      servers.push(uncachedServer);
      if (uncachedServer.token === null) throw new Error('the bench server signed no user in');
      progress(`Every endpoint uncached: 1 connection, ${options.samples} answers each`);
      const headers = {
        [AUTH_HEADER]: uncachedServer.token,
        'accept-encoding': 'gzip, deflate, br',
      };
      const ok = await everyEndpointPhase(
        uncachedServer.base,
        headers,
        options.samples,
        TARGETS.uncachedP99Ms,
        options.endpointNames,
      );
      if (!ok) process.exitCode = 1;
      return;
    }
    const server = await startServer({ ...env, BENCH_TOKEN: '1' });
    servers.push(server);
    const { base, token } = server;
    if (token === null) throw new Error('the bench server signed no user in');
    // As a browser asks: the session token, and gzip and brotli accepted.
    const headers = { [AUTH_HEADER]: token, 'accept-encoding': 'gzip, deflate, br' };
    const { paths, substitutes } = mixPaths();

    progress(
      `Warming the cache (${paths.length} answers, each until its brotli is made) and writing the static files`,
    );
    // The yardstick: one static file per answer of the mix holding that answer's exact bytes on
    // the wire (gzip included), requested in the same rotation. The client then reads the same
    // bytes in both runs, so the difference is the server's work. (A file of one repeated ASCII
    // character, as before, flattered the static side: autocannon decodes every body into a
    // string, which costs several times more for gzip's binary bytes than for ASCII.)
    const staticPaths: string[] = [];
    const staticFiles: string[] = [];
    let bytes = 0;
    for (const [index, path] of paths.entries()) {
      // node:http, not fetch: fetch would decompress and hide the bytes on the wire.
      const { body } = await settledAnswer(`${base}${path}`, headers);
      bytes += body.length;
      const file = join(webDir, 'assets', `bench-${index}.bin`);
      await writeFile(file, body);
      staticFiles.push(file);
      staticPaths.push(`/assets/bench-${index}.bin`);
    }

    const run = (
      url: string,
      requests: string[],
      connections: number,
      duration = options.durationSeconds,
    ) =>
      autocannon({
        url,
        connections,
        duration,
        headers,
        requests: requests.map((path) => ({ method: 'GET' as const, path })),
        setupClient: countBodiesOnly,
      });

    progress(`Static files: ${options.connections} connections, ${options.durationSeconds} s`);
    const statics = await run(base, staticPaths, options.connections);
    const floorServer = await startServer({ BENCH_FLOOR_FILES: JSON.stringify(staticFiles) });
    servers.push(floorServer);
    progress(
      `Bare node:http floor: the same bytes from memory, ${options.connections} connections`,
    );
    const floor = await run(
      floorServer.base,
      staticPaths.map((_, index) => `/${index}`),
      options.connections,
    );
    await floorServer.close();
    progress(`Cached data mix: ${options.connections} connections, ${options.durationSeconds} s`);
    const mix = await run(base, paths, options.connections);
    // Each endpoint of the mix alone (a third of the phase each): which one holds the mix back.
    const each: Array<[string, Result]> = [];
    for (const path of paths) {
      const alone = await run(
        base,
        [path],
        options.connections,
        Math.max(1, Math.round(options.durationSeconds / 3)),
      );
      each.push([path, alone]);
    }

    const uncached = await startServer({ ...env, ...UNCACHED_ENV, BENCH_TOKEN: 'admin' });
    servers.push(uncached);
    const uncachedBase = uncached.base;
    const aggregates = paths[0] ?? '';
    // Warmed like any server that has been up a while (JIT, DuckDB's buffers), not cached.
    for (let i = 0; i < 3; i += 1) await wireAnswer(`${uncachedBase}${aggregates}`, headers);
    // At least 20 s: one connection makes ~30 requests a second, and a p99 of 300 samples is
    // their 3rd-worst, which one hiccup of the machine sets.
    const uncachedSeconds = Math.max(options.durationSeconds, MIN_UNCACHED_SECONDS);
    progress(`Uncached season aggregates: 1 connection, ${uncachedSeconds} s`);
    const uncachedOne = await run(uncachedBase, [aggregates], 1, uncachedSeconds);
    progress(`Uncached season aggregates: 10 connections, ${options.durationSeconds} s`);
    const uncachedTen = await run(uncachedBase, [aggregates], 10);
    const typed = await typedSearchPaths(uncachedBase, headers);
    progress(
      `Uncached live-search as typed: ${typed.length} texts, 1 connection, ${options.durationSeconds} s`,
    );
    const search = await run(uncachedBase, typed, 1);
    progress(`Every endpoint uncached: 1 connection, ${options.samples} answers each`);
    if (uncached.token === null) throw new Error('the uncached bench server signed no user in');
    const everyEndpointOk = await everyEndpointPhase(
      uncachedBase,
      { ...headers, [AUTH_HEADER]: uncached.token },
      options.samples,
      TARGETS.uncachedP99Ms,
    );

    const cpu = cpus();
    const ratio = mix.requests.average / statics.requests.average;
    console.log('');
    console.log(
      `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(`Mix: ${paths.join('  ')}`);
    for (const substitute of substitutes) console.log(`  substitute: ${substitute}`);
    console.log(
      `Static files: the mix's ${paths.length} answers as sent (gzip and brotli accepted), ${Math.round(bytes / paths.length)} bytes on average`,
    );
    console.log(line('static files', statics));
    console.log(line('bare node:http floor', floor));
    console.log(line('cached mix', mix));
    for (const [path, alone] of each) {
      const name = (path.split(/[/?]/)[3] ?? path).slice(0, 18);
      const query = path.includes('text=') ? ` "${path.split('text=')[1] ?? ''}"` : '';
      console.log(line(`  alone: ${name}${query}`.slice(0, 28), alone));
    }
    console.log(line('uncached aggregates (1 conn)', uncachedOne));
    console.log(line('uncached aggregates (10)', uncachedTen));
    console.log(line('live-search as typed (1)', search));
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
      [
        `live-search p99 ${search.latency.p99} ms ≤ ${TARGETS.liveSearchP99Ms} ms`,
        search.latency.p99 <= TARGETS.liveSearchP99Ms,
      ],
    ] as const;
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'} ${label}`);
    if (floor.latency.p99 > TARGETS.mixP99Ms) {
      console.log(
        `NOTE the floor itself (bare node:http, the mix's bytes from memory) has p99 ${floor.latency.p99} ms > ${TARGETS.mixP99Ms} ms on this machine`,
      );
    }
    const failures = [statics, floor, mix, uncachedOne, uncachedTen, search].reduce(
      (n, r) => n + r.non2xx + r.errors,
      0,
    );
    if (failures > 0 || !everyEndpointOk || checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.close();
    await rm(work, { recursive: true, force: true });
    if (options.dataDir === null && dataDir.startsWith(tmpdir()))
      await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
