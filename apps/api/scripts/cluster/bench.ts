/**
 * npm run bench:cluster [-- --data-dir DIR] [--duration S] [--connections N] [--nodes N]
 *
 * Starts the local cluster (the same code as `npm run cluster`: three production API nodes
 * behind nginx, the shared PostgreSQL, Redis and session key) and checks, through nginx, what
 * several nodes must do together:
 *   1. rate limits are not multiplied by the node count: the data API's token bucket, the login
 *      route's per-address limit and an account's login back-off, from one played client;
 *   2. the response cache is shared: an answer computed by one node comes from Redis on the
 *      others (x-data-cache: hit-redis);
 *   3. session revocation: after a logout through one node, every node refuses the token on
 *      account routes at once, and data requests with it get a visitor's answers (how soon);
 *   4. a load test (autocannon, cached data answers and account calls) kills one node with
 *      SIGKILL halfway: no request may be lost except those in flight to that node.
 * Prints the figures with a PASS/MISS line per target and exits 1 when one is missed.
 */
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_API } from '@courtside/contract';
import { pathMakers, samplesOf } from '../bench-sample';
import { loadWithKill } from './bench-load';
import type { LoadResult } from './bench-load';
import { dataBucket, loginBackoff, loginLimit } from './bench-limits';
import { revocation, sharedCache } from './bench-shared';
import type { Cluster } from './cluster';
import { startCluster } from './cluster';
import type { BenchUser } from './database';
import { createVerifiedUsers, deleteUsers } from './database';
import { call, freshAddress, pooled } from './http';
import type { BenchOptions } from './options';
import { BENCH_USAGE, parseBenchOptions } from './options';
import { runScript } from './run-script';
import type { Target } from './verdicts';
import { errorLogSummary, exitCodeOf, formatTarget, redisWarnings } from './verdicts';

const PHASES = 6;
let phase = 0;
const progress = (label: string) => console.log(`==> [${++phase}/${PHASES}] ${label}`);
const detail = (label: string) => console.log(`    ${label}`);

/** Cached answers for the load: every public endpoint for the first games of the league. */
const LOAD_GAMES = 4;
const CACHE_TEST_ANSWERS = 10;

async function login(url: string, user: BenchUser): Promise<string> {
  const reply = await call(url, `/api${ACCOUNT_API.login}`, {
    method: 'POST',
    address: freshAddress(),
    body: user,
  });
  const json = reply.json;
  if (reply.status !== 200 || typeof json !== 'object' || json === null || !('token' in json)) {
    throw new Error(`login of ${user.email} answered ${reply.status} ${reply.msg}`);
  }
  return String(json.token);
}

/** Computes the load's answers once, then asks each node for them so all of them hold them. */
async function warm(cluster: Cluster, paths: readonly string[]): Promise<void> {
  const bases = [cluster.url, ...cluster.nodes.map((node) => node.base)];
  const jobs = bases.flatMap((base) => paths.map((path) => ({ base, path })));
  await pooled(jobs.length, 4, async (index) => {
    const job = jobs[index];
    if (job === undefined) return;
    const reply = await call(job.base, job.path, { address: freshAddress() });
    if (reply.status !== 200) throw new Error(`${job.path}: ${reply.status} ${reply.msg}`);
  });
}

function printLoad(load: LoadResult, options: BenchOptions, victim: number): void {
  const failures = Object.entries(load.failures)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `\nLoad test through nginx: ${options.connections} connections, ${options.durationSeconds} s, ` +
      `node ${victim} killed (SIGKILL) at ${load.killedAtSeconds.toFixed(1)} s`,
  );
  console.log(
    `  ${load.answers} answers (${load.requestsPerSecond.toFixed(0)}/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms), ` +
      `${load.accountAnswers} of them account calls; 2xx ${load.ok}; non-2xx ${failures || 'none'}`,
  );
  console.log(
    `  answers per node before / after the kill: ${Object.entries(load.perNode)
      .map(([node, count]) => `${node} ${count.before} / ${count.after}`)
      .join(', ')}`,
  );
  console.log(
    `  answered by another node after the killed one failed (nginx retried): ${load.retried} ` +
      `(${load.retriedPosts} POST); failed in flight to the killed node: ${load.inFlightToKilled} ` +
      `(${load.inFlightPosts} POST); lost otherwise: ${load.lost}` +
      (load.noAnswer.length === 0 ? '' : ` (no answer: ${load.noAnswer.join(', ')})`),
  );
}

async function bench(options: BenchOptions, signal: Promise<string>): Promise<number> {
  progress(`Starting ${options.nodes} API nodes behind nginx`);
  const cluster = await startCluster(options, detail);
  const run = Date.now().toString(36);
  const users: BenchUser[] = ['load', 'logout'].map((name) => ({
    email: `cluster-${name}-${run}@example.com`,
    password: `cluster-password-${run}`,
  }));
  const stopped = signal.then((name) => {
    throw new Error(`stopped by ${name}`);
  });
  stopped.catch(() => undefined);
  let code = 1;
  try {
    const work = async (): Promise<number> => {
      detail(`nginx ${cluster.url}; nodes ${cluster.nodes.map((node) => node.base).join(', ')}`);
      const samples = await samplesOf(options.dataDir);
      const makers = pathMakers();
      if (samples.length <= LOAD_GAMES || makers.length === 0) {
        throw new Error('the warehouse has too few games or no endpoints');
      }
      const loadPaths = samples.slice(0, LOAD_GAMES).flatMap((s) => makers.map((make) => make(s)));
      progress(
        `Creating 2 verified tier-3 users; warming ${loadPaths.length} cached answers on every node`,
      );
      await createVerifiedUsers(options.databaseUrl, users, 3);
      const [loadUser, logoutUser] = users;
      if (loadUser === undefined || logoutUser === undefined) throw new Error('no users');
      const loadToken = await login(cluster.url, loadUser);
      const logoutToken = await login(cluster.url, logoutUser);
      await warm(cluster, loadPaths);

      const targets: Target[] = [];
      progress('Rate limits from one client address, spread over the nodes by nginx');
      const firstPath = loadPaths[0] ?? '';
      for (const check of [
        await dataBucket(cluster.url, firstPath, cluster.nodes.length),
        await loginLimit(cluster.url, cluster.nodes.length),
        await loginBackoff(cluster.url, cluster.nodes.length),
      ]) {
        targets.push(check.target);
        console.log(formatTarget(check.target));
      }

      progress('Shared response cache: answers computed by one node, asked of the others');
      const candidates = samples
        .slice(LOAD_GAMES)
        .sort(() => Math.random() - 0.5)
        .flatMap((s) => makers.map((make) => make(s)));
      const cache = await sharedCache(cluster.url, cluster.nodes, candidates, CACHE_TEST_ANSWERS);
      targets.push(cache.target);
      console.log(formatTarget(cache.target));

      progress('Session revocation: logout through nginx, then the token on every node');
      const revoked = await revocation(cluster.url, cluster.nodes, logoutToken);
      for (const target of revoked.targets) {
        targets.push(target);
        console.log(formatTarget(target));
      }

      const victim = cluster.nodes[1] ?? cluster.nodes[0];
      if (victim === undefined) throw new Error('no nodes');
      progress(
        `Load test: ${options.connections} connections for ${options.durationSeconds} s, ` +
          `node ${victim.index} killed halfway`,
      );
      const load = await loadWithKill({
        url: cluster.url,
        dataPaths: loadPaths,
        token: loadToken,
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        victim,
      });
      printLoad(load, options, victim.index);
      const errors = errorLogSummary(await readFile(join(cluster.prefix, 'error.log'), 'utf8'));
      console.log(`  nginx error log: ${errors.length === 0 ? 'empty' : ''}`);
      for (const { what, count } of errors.slice(0, 6)) console.log(`    ${count} × ${what}`);
      const loadTarget: Target = {
        label: 'no request lost but those in flight to the killed node',
        ok: load.lost === 0 && load.ok > 0,
        detail: `${load.lost} lost of ${load.answers} (${load.inFlightToKilled} in flight to the killed node)`,
      };
      targets.push(loadTarget);

      const cpu = cpus();
      console.log(
        `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ` +
          `load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}; ${new Date().toISOString()}`,
      );
      for (const node of cluster.nodes) {
        const warnings = redisWarnings(await readFile(node.process.logFile, 'utf8'));
        if (warnings.length > 0) console.log(`Node ${node.index} logged: ${warnings.join('; ')}`);
      }
      console.log('Targets:');
      for (const target of targets) console.log(formatTarget(target));
      return exitCodeOf(targets);
    };
    code = await Promise.race([work(), stopped]);
    return code;
  } finally {
    await deleteUsers(
      options.databaseUrl,
      users.map((user) => user.email),
    ).catch(() => undefined);
    // A missed target keeps the logs of nginx and the nodes to look into.
    await cluster.stop(code !== 0);
    if (code !== 0) console.log(`Logs of nginx and the nodes: ${cluster.prefix}`);
  }
}

await runScript('bench:cluster', BENCH_USAGE, (signal) =>
  bench(parseBenchOptions(process.argv.slice(2)), signal),
);
