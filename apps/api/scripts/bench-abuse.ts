/**
 * npm run bench:abuse [-- --data-dir DIR] [--duration <s>] [--connections <n>] [--redis URL]
 *
 * The data API under an abusive load, with the server's default admission settings (per-client
 * bucket, queue of uncached answers, statement time-out): `--connections` connections ask
 * without pause for random valid uncached answers (every public endpoint whose example names a
 * team or a game, with random teams and games of the warehouse), while ordinary visitors (ten
 * addresses, 8 requests a second each, under their limit) read answers already cached. Phases:
 *   1. the cached stream alone (the idle baseline);
 *   2. the abusive load from one address (it should mostly get 429);
 *   3. the abusive load from as many addresses as connections (X-Forwarded-For with
 *      TRUST_PROXY, each under its own limit: the queue has to hold, with 503s).
 * Prints, per phase, the abusive answers by status (200/429/503/other), time-outs (no answer
 * within 10 s, or a broken connection), the p99 of the 429/503 answers, and the cached stream's
 * p50/p99 with its ratio to the baseline. Targets: cached p99 ≤ 50 ms under abuse and no
 * time-outs; exits 1 when one is missed.
 *
 * The server runs with the admission settings' defaults; DATA_CONCURRENCY, DATA_QUEUE_MAX,
 * DATA_QUERY_TIMEOUT_MS, DATA_RATE_BURST and DATA_RATE_PER_SECOND set for the bench are passed
 * on (and printed), to compare settings.
 *
 * The warehouse is DIR/warehouse.duckdb (default: a sample demo league in
 * $TMPDIR/courtside-bench-abuse, built with `npm run demo -- --scale sample` on the first run
 * and reused afterwards).
 */
import { fork } from 'node:child_process';
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AbuseOrder, Answer } from './bench-abuse-client';
import { percentile, pick, send } from './bench-abuse-client';
import type { BenchServerReady } from './bench-api-server';
import { SAMPLE_DATA_DIR, ensureSampleWarehouse, pathMakers, samplesOf } from './bench-sample';

interface Options {
  readonly dataDir: string;
  readonly durationSeconds: number;
  readonly connections: number;
  readonly redisUrl: string | null;
}

function parseOptions(argv: readonly string[]): Options {
  let dataDir = SAMPLE_DATA_DIR;
  let durationSeconds = 20;
  let connections = 100;
  let redisUrl: string | null = null;
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag ?? ''} needs a value`);
    if (flag === '--data-dir') dataDir = resolve(value);
    else if (flag === '--duration' && Number(value) > 0) durationSeconds = Number(value);
    else if (flag === '--connections' && Number(value) > 0) connections = Number(value);
    else if (flag === '--redis') redisUrl = value;
    else
      throw new Error(
        `Unknown option ${flag ?? ''} (--data-dir, --duration, --connections, --redis)`,
      );
  }
  return { dataDir, durationSeconds, connections, redisUrl };
}

const TARGETS = { cachedP99Ms: 50, timeouts: 0 };
const CACHED_CLIENTS = 10;
const CACHED_RATE_PER_CLIENT = 8;
const BASELINE_SECONDS = 5;
const PHASES = 5;
let phase = 0;
const progress = (label: string) => console.log(`==> [${++phase}/${PHASES}] ${label}`);

/** Ordinary visitors reading cached answers at a steady rate, each under its own limit. */
async function cachedStream(base: URL, paths: readonly string[], until: number): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true });
  const answers: Answer[] = [];
  const inFlight: Array<Promise<void>> = [];
  const intervalMs = 1000 / CACHED_RATE_PER_CLIENT;
  const client = async (index: number) => {
    const headers = { 'x-forwarded-for': `10.8.0.${index + 1}`, 'accept-encoding': 'gzip, br' };
    for (let next = Date.now(); next < until; next += intervalMs) {
      await new Promise((wait) => setTimeout(wait, Math.max(0, next - Date.now())));
      inFlight.push(send(agent, base, pick(paths), headers).then((a) => void answers.push(a)));
    }
  };
  await Promise.all(Array.from({ length: CACHED_CLIENTS }, (_, index) => client(index)));
  await Promise.all(inFlight);
  agent.destroy();
  return answers;
}

const ADMISSION_VARIABLES = [
  'DATA_CONCURRENCY',
  'DATA_QUEUE_MAX',
  'DATA_QUERY_TIMEOUT_MS',
  'DATA_RATE_BURST',
  'DATA_RATE_PER_SECOND',
];

/** The admission settings given to the bench, passed on to the server. */
function admissionOverrides(): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const name of ADMISSION_VARIABLES) {
    const value = process.env[name];
    if (value !== undefined && value !== '') overrides[name] = value;
  }
  return overrides;
}

/** Runs the abusive load in a child process (bench-abuse-client.ts) and gathers its answers. */
function abuseFromChild(order: AbuseOrder): Promise<Answer[]> {
  const child = fork(
    fileURLToPath(new URL('./bench-abuse-client.ts', import.meta.url)),
    ['--abuse-client'],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  child.send(order);
  return new Promise((done, reject) => {
    child.once('message', (answers) => done(answers as Answer[]));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`abusive client exited with ${String(code)}`));
    });
  });
}

function startServer(env: Record<string, string>): Promise<{ base: URL; close(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./bench-api-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((ready, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${String(code)}`)));
    child.once('message', (message) => {
      ready({
        base: new URL((message as BenchServerReady).base),
        close: async () => {
          if (child.exitCode === null) child.send('close');
          await exited;
        },
      });
    });
  });
}

interface PhaseResult {
  readonly label: string;
  readonly abusive: readonly Answer[];
  readonly cached: readonly Answer[];
  readonly seconds: number;
}

function report(result: PhaseResult, baselineP99: number): boolean {
  const count = (status: Answer['status']) =>
    result.abusive.filter((a) => a.status === status).length;
  const refused = result.abusive.filter((a) => a.status === 429 || a.status === 503);
  const timeouts = count('timeout') + result.cached.filter((a) => a.status === 'timeout').length;
  const other = result.abusive.length - count(200) - count(429) - count(503) - count('timeout');
  const misses = result.abusive.filter((a) => a.status === 200 && a.cache === 'miss').length;
  const cachedMs = result.cached.filter((a) => a.status === 200).map((a) => a.ms);
  const cachedBad = result.cached.length - cachedMs.length;
  const p50 = percentile(cachedMs, 50);
  const p99 = percentile(cachedMs, 99);
  console.log(`\n${result.label}`);
  if (result.abusive.length > 0) {
    console.log(
      `  abusive: ${result.abusive.length} answers (${(result.abusive.length / result.seconds).toFixed(0)}/s): ` +
        `200 ${count(200)} (${misses} computed), 429 ${count(429)}, 503 ${count(503)}, other ${other}; ` +
        `429/503 p50 ${percentile(
          refused.map((a) => a.ms),
          50,
        ).toFixed(1)} ms, p99 ${percentile(
          refused.map((a) => a.ms),
          99,
        ).toFixed(1)} ms; ` +
        `200 p99 ${percentile(
          result.abusive.filter((a) => a.status === 200).map((a) => a.ms),
          99,
        ).toFixed(0)} ms`,
    );
  }
  console.log(
    `  cached: ${cachedMs.length} answers, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms` +
      (baselineP99 > 0 ? ` (${(p99 / baselineP99).toFixed(1)}× the idle p99)` : '') +
      `, not 200: ${cachedBad}; time-outs: ${timeouts}`,
  );
  const ok = p99 <= TARGETS.cachedP99Ms && timeouts <= TARGETS.timeouts && cachedBad === 0;
  console.log(
    `  ${ok ? 'PASS' : 'MISS'} cached p99 ${p99.toFixed(1)} ms ≤ ${TARGETS.cachedP99Ms} ms, time-outs ${timeouts} = 0, every cached answer 200`,
  );
  return ok;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await ensureSampleWarehouse(options.dataDir, progress);
  const samples = await samplesOf(options.dataDir);
  const makers = pathMakers();
  if (samples.length === 0 || makers.length === 0) throw new Error('no games or no endpoints');
  const server = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir,
    SERVE_WEB: 'false',
    TRUST_PROXY: 'true',
    ...admissionOverrides(),
    ...(options.redisUrl === null ? {} : { REDIS_URL: options.redisUrl }),
  });
  try {
    const { base } = server;
    // The cached answers: each endpoint for the first few games, computed once here.
    const cachedPaths = samples.slice(0, 4).flatMap((sample) => makers.map((make) => make(sample)));
    progress(
      `Warming ${cachedPaths.length} cached answers; ${makers.length} endpoints × ${samples.length} games for the abusive load`,
    );
    const warmAgent = new Agent({ keepAlive: true });
    for (const [index, path] of cachedPaths.entries()) {
      // One address per answer: two requests each from one address would spend its burst.
      const headers = {
        'x-forwarded-for': `10.7.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
      };
      const first = await send(warmAgent, base, path, headers);
      if (first.status !== 200) throw new Error(`${path}: ${String(first.status)}`);
      const again = await send(warmAgent, base, path, headers);
      if (again.cache === 'miss') throw new Error(`${path}: not cached`);
    }
    warmAgent.destroy();
    // Every path the abusive client may ask for (one per endpoint and game, a few thousand).
    const abusivePaths = samples.flatMap((sample) => makers.map((make) => make(sample)));

    progress(
      `Cached stream alone: ${CACHED_CLIENTS} visitors × ${CACHED_RATE_PER_CLIENT}/s, ${BASELINE_SECONDS} s`,
    );
    const baselineCached = await cachedStream(
      base,
      cachedPaths,
      Date.now() + BASELINE_SECONDS * 1000,
    );
    const results: PhaseResult[] = [
      {
        label: 'Cached stream alone (idle baseline)',
        abusive: [],
        cached: baselineCached,
        seconds: BASELINE_SECONDS,
      },
    ];
    for (const manyAddresses of [false, true]) {
      const who = manyAddresses ? `${options.connections} addresses` : 'one address';
      progress(
        `Abusive load from ${who}: ${options.connections} connections, ${options.durationSeconds} s, with the cached stream`,
      );
      const until = Date.now() + options.durationSeconds * 1000;
      const [abusive, cached] = await Promise.all([
        abuseFromChild({
          base: base.href,
          paths: abusivePaths,
          connections: options.connections,
          untilMs: until,
          manyAddresses,
        }),
        cachedStream(base, cachedPaths, until),
      ]);
      results.push({
        label: `Abusive load from ${who} (${options.connections} connections, ${options.durationSeconds} s)`,
        abusive,
        cached,
        seconds: options.durationSeconds,
      });
    }

    const cpu = cpus();
    console.log(
      `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const overrides = Object.entries(admissionOverrides());
    console.log(
      `Admission settings: ${overrides.length === 0 ? 'defaults' : overrides.map(([k, v]) => `${k}=${v}`).join(' ')}`,
    );
    const baselineP99 = percentile(
      baselineCached.filter((a) => a.status === 200).map((a) => a.ms),
      99,
    );
    const verdicts = results.map((result, index) =>
      index === 0 ? report(result, 0) : report(result, baselineP99),
    );
    if (verdicts.some((ok) => !ok)) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:abuse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
