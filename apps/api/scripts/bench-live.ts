/**
 * npm run bench:live [-- --data-dir DIR] [--clients <n>] [--seconds <s>] [--nodes 1|2|both] [--speed <n>]
 *
 * The live game stream (/api/live) under many clients. The API runs in child processes
 * (bench-live-server.ts) on a copy of DIR/warehouse.duckdb (DIR: --data-dir, else DATA_DIR, else
 * the sample league the other benches build; it is only read), each node with a fresh embedded
 * accounts database; the clients run here (bench-live-client.ts). The servers' clock is shifted
 * (LIVE_CLOCK_SHIFT_MINUTES) to just after the 20:00 US Eastern tip slot and their games sped up
 * (LIVE_SPEED, --speed), so several games are in progress whatever the hour. Rate limits are
 * relaxed (RATE_LIMIT_SCALE) so the bench's sign-ups and logins pass; the per-address socket cap
 * holds, as each client plays an address of its own (TRUST_PROXY, a few clients to an address).
 *
 * Phases (both by default): every client on one node (in-process fan-out), then the clients split
 * over two nodes sharing NATS (NATS_URL, default nats://127.0.0.1:4222). Each client subscribes
 * to one game in progress (spread evenly) and to its competition's list. Per phase: connect time
 * p50/p99 and failures; over the window, delivery latency (receipt − the server's `sentAt`) of
 * game events and of list summaries (p50/p95/p99/max), events delivered per second, seqs lost or
 * duplicated, gaps refilled, each game's clients reaching the same newest seq, the servers' RSS
 * and CPU, and closes by code.
 *
 * Goal: event delivery p99 ≤ 100 ms at 2,000 clients. Exit codes: 0 goal met; 1 an event lost,
 * duplicated or different between clients, or the bench failed to run; 2 bad options or data
 * folder; 3 goal missed (printed as MISS) with nothing lost.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveBenchOptions } from './bench-live-options';
import { dataDirProblem, parseOptions } from './bench-live-options';
import type { PhaseResult } from './bench-live-phase';
import { runPhase } from './bench-live-phase';
import { clockShiftMinutes, latencySummary } from './bench-live-stats';

const GOAL = { clients: 2000, eventP99Ms: 100 };
/** 20:02 US Eastern: the 20:00 slot's games have just tipped, the 19:30 slot's are halfway. */
const SERVER_CLOCK_ET_MINUTES = 20 * 60 + 2;
const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

class UsageError extends Error {}

let step = 0;
let steps = 0;
const progress = (label: string) => console.log(`==> [${++step}/${steps}] ${label}`);

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function countsText(counts: ReadonlyMap<string, number>): string {
  return counts.size === 0 ? 'none' : [...counts].map(([key, n]) => `${key} ×${n}`).join(', ');
}

/** Prints a phase's figures; true when nothing was lost, duplicated or different. */
function report(result: PhaseResult): { clean: boolean; goalMet: boolean } {
  const { tally, settings } = result;
  const connect = latencySummary(result.connectMs);
  const events = latencySummary(tally.eventLatencies);
  const summaries = latencySummary(tally.summaryLatencies);
  const failures = [...result.connectFailures.values()].reduce((a, b) => a + b, 0);
  const row = (label: string, value: string) => console.log(`  ${label.padEnd(28)} ${value}`);
  const spreadOf = (s: ReturnType<typeof latencySummary>) =>
    `p50 ${ms(s.p50)}   p95 ${ms(s.p95)}   p99 ${ms(s.p99)}   max ${ms(s.max)}   (${s.count} messages)`;
  console.log(`\n${settings.label}`);
  row('clients', `${settings.clients} on ${settings.nodes} node(s), ${result.games.length} games`);
  row('connect', `p50 ${ms(connect.p50)}   p99 ${ms(connect.p99)}   failures ${failures}`);
  if (failures > 0) row('  connect failures', countsText(result.connectFailures));
  row('event delivery', spreadOf(events));
  row('summary delivery', spreadOf(summaries));
  row(
    'events delivered',
    `${(tally.eventsInWindow / result.windowSeconds).toFixed(0)}/s over ${result.windowSeconds.toFixed(0)} s`,
  );
  row('lost / duplicated', `${result.lost} / ${result.duplicated}`);
  row('differing events', String(tally.mismatches));
  row('gaps refilled (unstamped)', String(tally.refills));
  row('not subscribed', String(result.notSubscribed));
  for (const game of result.games) {
    row(
      `  game ${game.gameId}`,
      `${game.reached}/${game.clients} clients saw seqs ${game.from + 1}..${game.target}, each once, in order`,
    );
  }
  result.usage.forEach((usage, index) => {
    row(
      `server ${index + 1}`,
      `RSS max ${mb(usage.maxRssBytes)}   CPU ${usage.cpuPercent.toFixed(0)}% of a core   ${usage.connectionsAtEnd} sockets`,
    );
  });
  row('closes by the server', countsText(tally.closes));
  if (tally.problems.length > 0) row('problems', tally.problems.slice(0, 5).join(' | '));
  row('load average', result.loadAverage.map((l) => l.toFixed(2)).join(' '));
  const sameSeqs = result.games.every((game) => game.reached === game.clients);
  const clean =
    result.lost === 0 &&
    result.duplicated === 0 &&
    tally.mismatches === 0 &&
    sameSeqs &&
    failures === 0 &&
    result.notSubscribed === 0;
  const goalMet = events.count > 0 && events.p99 <= GOAL.eventP99Ms;
  console.log(
    `  ${goalMet ? 'PASS' : 'MISS'} event delivery p99 ${ms(events.p99)} ≤ ${GOAL.eventP99Ms} ms` +
      ` at ${settings.clients} clients${events.count === 0 ? ' (no events delivered)' : ''}`,
  );
  const faults = [
    result.lost + result.duplicated > 0 ? 'seqs lost or duplicated' : '',
    tally.mismatches > 0 ? 'events differing between clients' : '',
    sameSeqs ? '' : 'clients of a game short of its newest seq',
    failures > 0 ? `${failures} sockets failed to connect` : '',
    result.notSubscribed > 0 ? `${result.notSubscribed} sockets not subscribed` : '',
  ].filter((fault) => fault !== '');
  console.log(
    `  ${clean ? 'PASS' : 'FAIL'} every client connected and saw its game's seqs once, in order, the same as the others` +
      (clean ? '' : `: ${faults.join('; ')}`),
  );
  return { clean, goalMet };
}

async function main(options: LiveBenchOptions): Promise<number> {
  const problem = dataDirProblem(options.dataDir);
  if (problem !== null) throw new UsageError(problem);
  const nodeCounts =
    options.phases === 'one-node' ? [1] : options.phases === 'two-nodes' ? [2] : [1, 2];
  steps = 1 + 3 * nodeCounts.length;
  const workDir = mkdtempSync(join(tmpdir(), 'courtside-bench-live-'));
  const results: PhaseResult[] = [];
  try {
    progress(`Copying ${join(options.dataDir, 'warehouse.duckdb')} to ${workDir}`);
    copyFileSync(join(options.dataDir, 'warehouse.duckdb'), join(workDir, 'warehouse.duckdb'));
    for (const nodes of nodeCounts) {
      const natsUrl = process.env['NATS_URL'] ?? DEFAULT_NATS_URL;
      const shift = clockShiftMinutes(new Date(), SERVER_CLOCK_ET_MINUTES);
      results.push(
        await runPhase({
          label:
            nodes === 1
              ? `One node (in-process fan-out), LIVE_SPEED ${options.speed}`
              : `Two nodes sharing NATS (${natsUrl}), LIVE_SPEED ${options.speed}`,
          nodes,
          clients: options.clients,
          seconds: options.seconds,
          workDir,
          progress,
          env: {
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            SERVE_WEB: 'false',
            TRUST_PROXY: 'true',
            RATE_LIMIT_SCALE: '1000000',
            // The data API's compute threads serve no part of the stream; they would only take
            // start-up time and memory from the nodes.
            DATA_WORKERS: '0',
            LIVE_SPEED: String(options.speed),
            LIVE_CLOCK_SHIFT_MINUTES: String(shift),
            ...(nodes > 1
              ? { NATS_URL: natsUrl, BENCH_NATS_PREFIX: `bench-live-${process.pid}-${Date.now()}` }
              : {}),
          },
        }),
      );
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const cpu = cpus();
  console.log(
    `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `Goal: event delivery p99 ≤ ${GOAL.eventP99Ms} ms at ${GOAL.clients} clients; latency = receipt − the hub's sentAt`,
  );
  const verdicts = results.map(report);
  if (verdicts.some((verdict) => !verdict.clean)) return 1;
  return verdicts.every((verdict) => verdict.goalMet) ? 0 : 3;
}

let options: LiveBenchOptions;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`bench:live: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
main(options).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:live failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
