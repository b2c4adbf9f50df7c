/**
 * First start: when DATA_DIR has no warehouse yet, build the demo league into it, so a fresh
 * checkout shows a complete product without downloading anything.
 *
 * The build runs as a child process (`npm run demo`'s own entry point under tsx), not inside the
 * server: it plays games in worker threads that load the warehouse's TypeScript source, which
 * the bundled server (dist/main.js) cannot provide. Its progress bar goes to this process's
 * stderr. It writes one season file per competition, newest season first (the warehouse
 * package's served/layout.ts); the server waits only for the current season's files, then
 * serves while the build goes on in the background, each finished season appearing at the
 * data source's next check. A build stopped with the server resumes at the next start; one
 * that fails after the current season leaves the finished seasons served and says so in the
 * log. A failure before the current season is ready stops the start with one line.
 *
 * Settings: DEMO_WAREHOUSE=off skips the build (tests that need no data); DEMO_SCALE picks the
 * scale (default `default`; the end-to-end tests use `sample`).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SCALE_NAMES, SERVED_FILE, buildLockHolder, servedFiles } from '@courtside/warehouse';
import { repoRoot } from './paths';
import { StartupError } from './startup-error';

export const DEMO_SCALES = SCALE_NAMES;
export type DemoScale = (typeof DEMO_SCALES)[number];

export interface DemoWarehouseSettings {
  readonly enabled: boolean;
  readonly scale: DemoScale;
}

/** Reads DEMO_WAREHOUSE (on|off) and DEMO_SCALE; a bad value is a one-line StartupError. */
export function demoWarehouseSettings(env: NodeJS.ProcessEnv): DemoWarehouseSettings {
  const switchText = (env['DEMO_WAREHOUSE'] ?? '').trim() || 'on';
  if (switchText !== 'on' && switchText !== 'off') {
    throw new StartupError(`DEMO_WAREHOUSE must be on or off (got ${JSON.stringify(switchText)})`);
  }
  const scaleText = (env['DEMO_SCALE'] ?? '').trim() || 'default';
  if (!(DEMO_SCALES as readonly string[]).includes(scaleText)) {
    throw new StartupError(
      `DEMO_SCALE must be one of ${DEMO_SCALES.join(', ')} (got ${JSON.stringify(scaleText)})`,
    );
  }
  return { enabled: switchText === 'on', scale: scaleText as DemoScale };
}

export type DemoWarehouseOutcome = 'present' | 'built' | 'building' | 'skipped';

export interface EnsureOptions {
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** Informational lines (the server's logger is not up yet). */
  readonly log?: (line: string) => void;
  /** How often to look for the current season's files (ms). */
  readonly pollMs?: number;
  /** Starts the build (tests pass a stand-in; default: the demo command under tsx). */
  readonly spawnBuild?: (dataDir: string, scale: DemoScale) => ChildProcess;
}

/** A demo build still running after the server started. */
export interface BackgroundBuild {
  /** Settles when the build ends: how it ended. */
  readonly done: Promise<'finished' | 'failed' | 'stopped'>;
  /** Stops the build (it removes its half-written file; finished seasons stay). */
  stop(): void;
}

export interface DemoWarehouseStart {
  readonly outcome: DemoWarehouseOutcome;
  readonly background: BackgroundBuild | null;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** True once every competition of the plan's current season has its file. */
function currentSeasonReady(dataDir: string): boolean {
  const files = servedFiles(dataDir);
  if (files.whole !== null) return true;
  if (files.plan === null) return false;
  const done = new Set(files.seasons.map((s) => s.competitionId));
  return files.plan.firstSeason.every((id) => done.has(id));
}

/** Starts `npm run demo`'s entry point for DATA_DIR; its output goes to this process's stderr. */
export function spawnDemoBuild(
  dataDir: string,
  scale: DemoScale,
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const entry = join(repoRoot, 'packages', 'demo-league', 'src', 'cli', 'demo.ts');
  if (!existsSync(tsx) || !existsSync(entry)) {
    throw new StartupError(
      `No warehouse in ${dataDir} and the demo league cannot be built here (${existsSync(tsx) ? entry : tsx} is missing); run npm run demo in a full checkout or set DEMO_WAREHOUSE=off`,
    );
  }
  return spawn(tsx, [entry, '--scale', scale, '--data-dir', dataDir, '--background'], {
    cwd: repoRoot,
    env,
    // Progress and the summary go to stderr; stdout stays the server's log stream.
    stdio: ['ignore', process.stderr, process.stderr],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A build another process runs (`npm start` begins it while the app is being built, or someone
 * ran `npm run demo`): wait for the current season while it lives. Null when it died first.
 */
async function joinRunningBuild(
  options: EnsureOptions,
  holder: number,
  pollMs: number,
): Promise<DemoWarehouseStart | null> {
  while (buildLockHolder(options.dataDir) === holder && !currentSeasonReady(options.dataDir)) {
    await sleep(pollMs);
  }
  if (!currentSeasonReady(options.dataDir)) return null;
  const done = (async () => {
    while (buildLockHolder(options.dataDir) === holder) await sleep(Math.max(pollMs, 1000));
    return existsSync(join(options.dataDir, SERVED_FILE))
      ? ('finished' as const)
      : ('failed' as const);
  })();
  // The process that started the build owns it and stops it.
  return { outcome: 'building', background: { done, stop: () => undefined } };
}

export async function ensureDemoWarehouse(options: EnsureOptions): Promise<DemoWarehouseStart> {
  const settings = demoWarehouseSettings(options.env);
  if (existsSync(join(options.dataDir, SERVED_FILE))) {
    return { outcome: 'present', background: null };
  }
  if (!settings.enabled) return { outcome: 'skipped', background: null };
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const pollMs = options.pollMs ?? 250;
  const holder = buildLockHolder(options.dataDir);
  if (holder !== null) {
    log(`The demo league is being built (process ${holder}): waiting for the current season…`);
    const joined = await joinRunningBuild(options, holder, pollMs);
    if (joined !== null) return joined;
    log('That build stopped before the current season was ready: resuming it here.');
  }
  log(
    `No warehouse in ${options.dataDir}: building the demo league (scale ${settings.scale}), ` +
      'current season first…',
  );
  const child = options.spawnBuild
    ? options.spawnBuild(options.dataDir, settings.scale)
    : spawnDemoBuild(options.dataDir, settings.scale, options.env);
  // Ctrl-C or SIGTERM while waiting: stop the build (it removes its half-written file).
  const forward = (signal: (typeof SIGNALS)[number]): void => {
    child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, forward);
  const done = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolve(signal ? 128 : exitCode));
  });
  let exit: number | null | undefined;
  void done.then(
    (code) => (exit = code),
    () => (exit = -1),
  );
  try {
    while (exit === undefined && !currentSeasonReady(options.dataDir)) await sleep(pollMs);
  } finally {
    for (const signal of SIGNALS) process.off(signal, forward);
  }
  if (exit !== undefined && exit !== 0) {
    throw new StartupError(
      `Building the demo warehouse failed (exit code ${exit}); see the lines above, or set DEMO_WAREHOUSE=off to start without data`,
    );
  }
  if (exit === 0) return { outcome: 'built', background: null };
  let stopped = false;
  return {
    outcome: 'building',
    background: {
      done: done.then(
        (code) => (stopped ? 'stopped' : code === 0 ? 'finished' : 'failed'),
        () => (stopped ? 'stopped' : 'failed'),
      ),
      stop: () => {
        stopped = true;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      },
    },
  };
}
