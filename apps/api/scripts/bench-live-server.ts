/**
 * One API node of `npm run bench:live`, in a process of its own (forked by bench-live.ts) so the
 * clients and the server do not share an event loop. It starts as src/main.ts does for the live
 * stream (the demo league's live source on LIVE_SPEED, the NATS bus with NATS_URL, the clock moved
 * by LIVE_CLOCK_SHIFT_MINUTES), signs up BENCH_ACCOUNTS tier-2 users and sends
 * `{ type: 'ready', base, tokens, competitionIds }` over IPC once listening.
 *
 * Environment: what loadConfig reads, plus BENCH_ACCOUNTS (default 1) and BENCH_NATS_PREFIX (the
 * bus's subject prefix, so a run never hears another one's batches on a shared NATS server).
 * Answers `'usage'` with `{ type: 'usage', rssBytes, cpuMicros, connections }` and closes the
 * server on `'close'` (or when the parent goes).
 */
import { hostname } from 'node:os';
import { competitions } from '@courtside/warehouse';
import { buildApp } from '../src/app';
import { benchAccountToken } from './bench-accounts';
import { loadConfig } from '../src/config';
import { WarehouseSource, withLease } from '../src/data/warehouse-source';
import { DemoLiveSource } from '../src/live/demo-source';
import { startNatsLiveBus } from '../src/live/nats-bus';

export type LiveServerReport =
  | {
      readonly type: 'ready';
      readonly base: string;
      readonly tokens: readonly string[];
      /** The newest demo season's competitions: what the live stream shows. */
      readonly competitionIds: readonly number[];
    }
  | {
      readonly type: 'usage';
      readonly rssBytes: number;
      /** User and system CPU time since the process started. */
      readonly cpuMicros: number;
      readonly connections: number;
    }
  | { readonly type: 'failed'; readonly message: string };

const send = process.send?.bind(process);
if (send === undefined) throw new Error('bench-live-server runs forked by bench-live.ts');
const report = (message: LiveServerReport) => send(message);

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const warehouse = new WarehouseSource({
    dataDir: config.dataDir,
    checkIntervalMs: config.warehouseCheckMs,
  });
  const demo = await withLease(warehouse, (lease) => competitions(lease.db)).then((all) =>
    all.filter((competition) => competition.source === 'demo'),
  );
  const newest = Math.max(...demo.map((competition) => competition.startYear));
  const competitionIds = demo
    .filter((competition) => competition.startYear === newest)
    .map((competition) => competition.competitionId);
  if (competitionIds.length === 0) throw new Error(`${config.dataDir} holds no demo league`);

  const bus =
    config.natsUrl === null
      ? undefined
      : await startNatsLiveBus({
          url: config.natsUrl,
          log: { info: () => undefined, warn: console.warn, error: console.error },
          name: `courtside-bench-live ${hostname()} ${process.pid}`,
          subjectPrefix: process.env['BENCH_NATS_PREFIX'] ?? 'bench-live',
        });
  const shiftMs = config.liveClockShiftMinutes * 60_000;
  const app = await buildApp(config, {
    live: {
      source: new DemoLiveSource({ warehouse, speed: config.liveSpeed }),
      ...(bus === undefined ? {} : { bus }),
      now: () => new Date(Date.now() + shiftMs),
    },
  });
  app.addHook('onClose', async () => warehouse.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const accounts = Number(process.env['BENCH_ACCOUNTS'] ?? '1');
  const tokens: string[] = [];
  for (let index = 0; index < accounts; index += 1) {
    tokens.push(await benchAccountToken(app, base, { label: `bench-live-${index}`, tier: 2 }));
  }

  const close = () => void app.close().then(() => process.exit(0));
  process.on('message', (message) => {
    if (message === 'close') close();
    if (message === 'usage') {
      const cpu = process.cpuUsage();
      report({
        type: 'usage',
        rssBytes: process.memoryUsage.rss(),
        cpuMicros: cpu.user + cpu.system,
        connections: app.liveStream?.openConnections() ?? 0,
      });
    }
  });
  process.on('disconnect', close);
  report({ type: 'ready', base, tokens, competitionIds });
}

start().catch((error: unknown) => {
  report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
