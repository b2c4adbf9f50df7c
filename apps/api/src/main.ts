import { hostname } from 'node:os';
import { buildApp } from './app';
import { WarehouseSource } from './data/warehouse-source';
import { DemoLiveSource } from './live/demo-source';
import { WarehouseFeedDirectory } from './live/feed/feed-directory';
import { LiveFeedSource } from './live/feed/feed-source';
import type { NatsLiveBus, NatsLiveBusLog } from './live/nats-bus';
import { startNatsLiveBus } from './live/nats-bus';
import type { Config } from './config';
import { loadConfig } from './config';
import { ensureDemoWarehouse } from './demo-warehouse';
import { installGracefulShutdown } from './shutdown';
import { startAccounts } from './start-accounts';
import { StartupError } from './startup-error';

type FatalReporter = (message: string, error: unknown) => void;

// Until the app's logger exists, fatal errors go to stderr.
let reportFatal: FatalReporter = (message, error) => console.error(message, error);

process.on('unhandledRejection', (reason) => {
  reportFatal('Unhandled promise rejection', reason);
  process.exit(1);
});
process.on('uncaughtException', (error) => {
  reportFatal('Uncaught exception', error);
  process.exit(1);
});

// The live bus connects before the app exists; its lines reach the app's logger once there is one.
let liveBusLogger: NatsLiveBusLog | null = null;
const stderrLine =
  (level: string) =>
  (details: object, message: string): void =>
    console.error(`${level}: ${message} ${JSON.stringify(details)}`);
const liveBusLog: NatsLiveBusLog = {
  info: (details, message) =>
    liveBusLogger === null
      ? stderrLine('info')(details, message)
      : liveBusLogger.info(details, message),
  warn: (details, message) =>
    liveBusLogger === null
      ? stderrLine('warn')(details, message)
      : liveBusLogger.warn(details, message),
  error: (details, message) =>
    liveBusLogger === null
      ? stderrLine('error')(details, message)
      : liveBusLogger.error(details, message),
};

/** With NATS_URL, the bus that carries the live stream between nodes; else the in-process one. */
async function startLiveBus(config: Config): Promise<NatsLiveBus | undefined> {
  if (config.natsUrl === null) return undefined;
  return startNatsLiveBus({
    url: config.natsUrl,
    log: liveBusLog,
    name: `courtside-api ${hostname()}`,
  });
}

function describeListenFailure(error: unknown, config: Config): string | undefined {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const address = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') {
    return `Cannot listen on ${address}: the port is already in use (set PORT to a free port)`;
  }
  if (code === 'EACCES') {
    return `Cannot listen on ${address}: permission denied (use a PORT above 1023)`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on ${address}: HOST is not an address of this machine`;
  }
  return undefined;
}

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  // A fresh DATA_DIR gets the demo league's current season before anything is served, and the
  // other seasons in the background (DEMO_WAREHOUSE=off skips). The app and the accounts
  // database (migrations on a first start) get ready meanwhile: the warehouse is opened at the
  // first request, and nothing listens before the current season is in place.
  const demoReady = ensureDemoWarehouse({ dataDir: config.dataDir, env: process.env });
  // Awaited below; a failure must not surface as an unhandled rejection meanwhile.
  demoReady.catch(() => undefined);
  // The live stream's games: the demo league's current season laid on real days (an ingested
  // warehouse has no demo season, so its live list is empty), or with LIVE_SOURCE=feed a
  // play-by-play feed's games, named after the warehouse's teams. Its own read-only handle on
  // the served files, opened at the first live request.
  const liveWarehouse = new WarehouseSource({
    dataDir: config.dataDir,
    checkIntervalMs: config.warehouseCheckMs,
  });
  const liveSource =
    config.liveFeedUrl === null
      ? new DemoLiveSource({ warehouse: liveWarehouse, speed: config.liveSpeed })
      : new LiveFeedSource({
          baseUrl: config.liveFeedUrl,
          pollMs: config.liveFeedPollMs,
          competitions: config.liveFeedCompetitions,
          directory: new WarehouseFeedDirectory(liveWarehouse),
          dataDir: config.dataDir,
          log: liveBusLog,
        });
  const liveBus = await startLiveBus(config);
  // LIVE_CLOCK_SHIFT_MINUTES moves only the moment the live source is asked about, so a demo in
  // the morning (or an end-to-end run at any hour) sees the evening's games in progress.
  const shiftMs = config.liveClockShiftMinutes * 60_000;
  const app = await buildApp(config, {
    live: {
      source: liveSource,
      ...(liveBus === undefined ? {} : { bus: liveBus }),
      ...(shiftMs === 0 ? {} : { now: () => new Date(Date.now() + shiftMs) }),
    },
  });
  liveBusLogger = app.log;
  app.addHook('onClose', async () => liveWarehouse.close());
  reportFatal = (message, error) => app.log.fatal({ err: error }, message);
  await startAccounts(app.accounts, config, app.log);
  const demo = await demoReady;
  const background = demo.background;
  if (background !== null) {
    app.addHook('onClose', async () => background.stop());
    void background.done.then((ending) => {
      if (ending === 'finished')
        app.log.info('The demo league is complete: every season is served');
      if (ending === 'failed') {
        app.log.error(
          'The demo league build failed; its finished seasons stay served, and a restart resumes it',
        );
      }
    });
  }
  installGracefulShutdown({ app, exit: (code) => process.exit(code), signalSource: process });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const oneLine = describeListenFailure(error, config);
    if (oneLine === undefined) throw error;
    throw new StartupError(oneLine);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(`Courtside listening on http://localhost:${port}`);
}

start().catch((error: unknown) => {
  if (error instanceof StartupError) {
    // The operator needs the one line saying what to fix, not a stack trace.
    console.error(error.message);
  } else {
    reportFatal('Start-up failed', error);
  }
  process.exit(1);
});
