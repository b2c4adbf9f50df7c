/**
 * One phase of `npm run bench:live`: API nodes started (bench-live-server.ts), the clients ramped
 * up over them, a measured window, and what every client saw checked.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { linkSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveGameSummary, LiveServerMessage } from '@courtside/contract/live';
import { LIVE_STREAM_PATH } from '@courtside/contract/live';
import { WebSocket } from 'ws';
import type { ClientPlan, OpenResult } from './bench-live-client';
import { BenchClient, PhaseTally } from './bench-live-client';
import type { LiveServerReport } from './bench-live-server';
import { spread } from './bench-live-stats';

/** Clients opened per second, over all nodes. */
export const RAMP_PER_SECOND = 200;
/** Clients sharing one played address (the server allows 20 sockets to an address). */
const CLIENTS_PER_ADDRESS = 10;
/** Accounts (tokens) per node; the clients take turns with them. */
const ACCOUNTS_PER_NODE = 10;
const SUBSCRIBE_WAIT_MS = 30_000;
/** How long the clients of a game have, after the window, to reach its newest seq. */
const SETTLE_MS = 5_000;

export interface PhaseSettings {
  readonly label: string;
  readonly nodes: number;
  readonly clients: number;
  readonly seconds: number;
  /** The folder holding the copied warehouse.duckdb; each node gets a folder inside it. */
  readonly workDir: string;
  readonly env: Readonly<Record<string, string>>;
  readonly progress: (label: string) => void;
}

export interface NodeUsage {
  readonly maxRssBytes: number;
  /** CPU time over the window's wall time (100: one core). */
  readonly cpuPercent: number;
  readonly connectionsAtEnd: number;
}

export interface GameCheck {
  readonly gameId: number;
  readonly clients: number;
  /** The seq the clients resumed after, the seq every one had to reach, and how many did. */
  readonly from: number;
  readonly target: number;
  readonly reached: number;
}

export interface PhaseResult {
  readonly settings: PhaseSettings;
  readonly tally: PhaseTally;
  readonly games: readonly GameCheck[];
  readonly connectMs: readonly number[];
  readonly connectFailures: ReadonlyMap<string, number>;
  readonly notSubscribed: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly usage: readonly NodeUsage[];
  readonly loadAverage: readonly number[];
  readonly windowSeconds: number;
}

interface LiveNode {
  readonly base: string;
  readonly tokens: readonly string[];
  readonly competitionIds: readonly number[];
  usage(): Promise<Extract<LiveServerReport, { type: 'usage' }>>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function startNode(dataDir: string, env: Readonly<Record<string, string>>): Promise<LiveNode> {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./bench-live-server.ts', import.meta.url)),
    {
      execArgv: ['--import', 'tsx'],
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        ...env,
        DATA_DIR: dataDir,
        BENCH_ACCOUNTS: String(ACCOUNTS_PER_NODE),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const usageWaiters: Array<(report: Extract<LiveServerReport, { type: 'usage' }>) => void> = [];
  return new Promise((ready, reject) => {
    child.once('exit', (code) => reject(new Error(`a bench node exited with ${String(code)}`)));
    child.on('message', (raw) => {
      const message = raw as LiveServerReport;
      if (message.type === 'failed') reject(new Error(message.message));
      if (message.type === 'usage') usageWaiters.shift()?.(message);
      if (message.type !== 'ready') return;
      ready({
        base: message.base,
        tokens: message.tokens,
        competitionIds: message.competitionIds,
        usage: () =>
          new Promise((done) => {
            usageWaiters.push(done);
            child.send('usage');
          }),
        close: async () => {
          if (child.exitCode === null && child.connected) child.send('close');
          await exited;
        },
      });
    });
  });
}

/** The in-progress games of the given competitions, read from the stream's open game lists. */
async function gamesInProgress(
  node: LiveNode,
  competitionIds: readonly number[],
): Promise<LiveGameSummary[]> {
  const socket = new WebSocket(`${node.base.replace('http', 'ws')}${LIVE_STREAM_PATH}`);
  const lists = new Map<number, LiveGameSummary[]>();
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('no game lists within 30 s')), 30_000);
    socket.once('error', fail);
    socket.once('open', () => {
      for (const id of competitionIds)
        socket.send(JSON.stringify({ type: 'subscribe', competitionId: id }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.type === 'games' && !lists.has(message.competitionId)) {
        lists.set(message.competitionId, message.games);
      }
      if (lists.size === competitionIds.length) {
        clearTimeout(timer);
        done();
      }
    });
  });
  socket.close();
  return [...lists.values()]
    .flat()
    .filter((game) => game.status === 'in-progress' && game.lastSeq >= 0);
}

function clientPlans(
  nodes: readonly LiveNode[],
  games: readonly LiveGameSummary[],
  count: number,
): ClientPlan[] {
  const gameOf = spread(count, games);
  return gameOf.map((game, index) => {
    const node = nodes[index % nodes.length] as LiveNode;
    const address = Math.floor(index / CLIENTS_PER_ADDRESS);
    return {
      wsBase: node.base.replace('http', 'ws'),
      token: node.tokens[index % node.tokens.length] ?? '',
      address: `10.${20 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}`,
      gameId: game.gameId,
      afterSeq: game.lastSeq,
      competitionId: game.competitionId,
    };
  });
}

/** Opens the clients at RAMP_PER_SECOND, showing how many are open. */
async function ramp(
  clients: readonly BenchClient[],
  progress: (line: string) => void,
): Promise<OpenResult[]> {
  const opening: Array<Promise<OpenResult>> = [];
  let opened = 0;
  let shown = 0;
  const started = Date.now();
  for (const [index, client] of clients.entries()) {
    const due = started + (index * 1000) / RAMP_PER_SECOND;
    if (due > Date.now()) await sleep(due - Date.now());
    opening.push(
      client.open().then((result) => {
        opened += 1;
        const quarter = Math.floor((4 * opened) / clients.length);
        if (quarter > shown) {
          shown = quarter;
          progress(
            `${'#'.repeat(quarter * 5).padEnd(20, '.')} ${opened}/${clients.length} sockets open`,
          );
        }
        return result;
      }),
    );
  }
  return Promise.all(opening);
}

export async function runPhase(settings: PhaseSettings): Promise<PhaseResult> {
  const { progress } = settings;
  const nodes: LiveNode[] = [];
  const clients: BenchClient[] = [];
  try {
    progress(`Starting ${settings.nodes} API node${settings.nodes > 1 ? 's' : ''}`);
    for (let index = 0; index < settings.nodes; index += 1) {
      const dir = join(settings.workDir, `${settings.nodes}-nodes-${index + 1}`);
      mkdirSync(dir);
      // The copy, not the original: a node may write beside it (accounts, secrets, mail).
      linkSync(join(settings.workDir, 'warehouse.duckdb'), join(dir, 'warehouse.duckdb'));
      nodes.push(
        await startNode(dir, settings.env).catch((error: unknown) => {
          // A machine busy enough to miss Fastify's plugin time-out at start-up gets one more go.
          const reason = error instanceof Error ? error.message : String(error);
          console.log(`    node ${index + 1} did not start (${reason}); trying once more`);
          return startNode(dir, settings.env);
        }),
      );
    }
    const first = nodes[0] as LiveNode;
    const games = await gamesInProgress(first, first.competitionIds);
    if (games.length === 0) throw new Error('no game is in progress on the servers’ clock');
    progress(
      `Ramping ${settings.clients} clients at ${RAMP_PER_SECOND}/s over ${games.length} games in progress (${games.map((g) => g.gameId).join(', ')})`,
    );
    const tally = new PhaseTally();
    for (const plan of clientPlans(nodes, games, settings.clients))
      clients.push(new BenchClient(plan, tally));
    const opened = await ramp(clients, (line) => console.log(`    ${line}`));
    const subscribedBy = Date.now() + SUBSCRIBE_WAIT_MS;
    while (
      Date.now() < subscribedBy &&
      clients.some((c, i) => 'ms' in (opened[i] ?? {}) && !c.subscribed)
    ) {
      await sleep(100);
    }

    progress(`Measuring ${settings.seconds} s`);
    const before = await Promise.all(nodes.map((node) => node.usage()));
    const maxRss = before.map((usage) => usage.rssBytes);
    tally.windowStart = Date.now();
    const windowEnd = tally.windowStart + settings.seconds * 1000;
    tally.windowEnd = windowEnd;
    while (Date.now() < windowEnd) {
      await sleep(Math.min(1000, windowEnd - Date.now()));
      const now = await Promise.all(nodes.map((node) => node.usage()));
      now.forEach((usage, index) => {
        maxRss[index] = Math.max(maxRss[index] ?? 0, usage.rssBytes);
      });
    }
    const after = await Promise.all(nodes.map((node) => node.usage()));
    const windowSeconds = (Date.now() - tally.windowStart) / 1000;
    const loadAverage = loadavg();

    // Every client of a game must reach the newest seq any of them has.
    const targets = new Map<number, number>();
    for (const client of clients) {
      targets.set(
        client.plan.gameId,
        Math.max(targets.get(client.plan.gameId) ?? -1, client.seqs.last),
      );
    }
    const open = clients.filter((_, index) => 'ms' in (opened[index] ?? {}));
    const settleBy = Date.now() + SETTLE_MS;
    while (
      Date.now() < settleBy &&
      open.some((c) => c.seqs.last < (targets.get(c.plan.gameId) ?? -1))
    ) {
      await sleep(100);
    }
    const checks: GameCheck[] = [...targets].map(([gameId, target]) => {
      const of = open.filter((client) => client.plan.gameId === gameId);
      return {
        gameId,
        from: of[0]?.plan.afterSeq ?? -1,
        target,
        clients: of.length,
        reached: of.filter((c) => c.seqs.last >= target).length,
      };
    });

    const connectMs: number[] = [];
    const connectFailures = new Map<string, number>();
    for (const result of opened) {
      if ('ms' in result) connectMs.push(result.ms);
      else connectFailures.set(result.failed, (connectFailures.get(result.failed) ?? 0) + 1);
    }
    return {
      settings,
      tally,
      games: checks,
      connectMs,
      connectFailures,
      notSubscribed: open.filter((client) => !client.subscribed).length,
      lost: clients.reduce((sum, client) => sum + client.seqs.lost, 0),
      duplicated: clients.reduce((sum, client) => sum + client.seqs.duplicated, 0),
      usage: after.map((usage, index) => ({
        maxRssBytes: maxRss[index] ?? usage.rssBytes,
        cpuPercent:
          ((usage.cpuMicros - (before[index]?.cpuMicros ?? 0)) / 1000 / (windowSeconds * 1000)) *
          100,
        connectionsAtEnd: usage.connections,
      })),
      loadAverage,
      windowSeconds,
    };
  } finally {
    for (const client of clients) client.close();
    await sleep(200);
    await Promise.all(nodes.map((node) => node.close()));
  }
}
