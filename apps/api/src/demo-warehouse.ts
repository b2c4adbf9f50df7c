/**
 * First start: when DATA_DIR has no warehouse yet, build the demo league into it before serving,
 * so a fresh checkout shows a complete product without downloading anything.
 *
 * The build runs as a child process (`npm run demo`'s own entry point under tsx), not inside the
 * server: it plays games in worker threads that load the warehouse's TypeScript source, which
 * the bundled server (dist/main.js) cannot provide. Its progress bar goes to this process's
 * stderr. The server waits for it and stops with one line if it fails.
 *
 * Settings: DEMO_WAREHOUSE=off skips the build (tests that need no data); DEMO_SCALE picks the
 * scale (default `default`; the end-to-end tests use `small`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { StartupError } from './startup-error';

export const DEMO_SCALES = ['small', 'default', 'full'] as const;
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

export type DemoWarehouseOutcome = 'present' | 'built' | 'skipped';

export interface EnsureOptions {
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** Informational lines (the server's logger is not up yet). */
  readonly log?: (line: string) => void;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export async function ensureDemoWarehouse(options: EnsureOptions): Promise<DemoWarehouseOutcome> {
  const settings = demoWarehouseSettings(options.env);
  if (existsSync(join(options.dataDir, 'warehouse.duckdb'))) return 'present';
  if (!settings.enabled) return 'skipped';
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const entry = join(repoRoot, 'packages', 'warehouse', 'src', 'sources', 'demo', 'cli', 'demo.ts');
  if (!existsSync(tsx) || !existsSync(entry)) {
    throw new StartupError(
      `No warehouse in ${options.dataDir} and the demo league cannot be built here (${existsSync(tsx) ? entry : tsx} is missing); run npm run demo in a full checkout or set DEMO_WAREHOUSE=off`,
    );
  }
  (options.log ?? ((line: string) => process.stderr.write(`${line}\n`)))(
    `No warehouse in ${options.dataDir}: building the demo league (scale ${settings.scale}) first…`,
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(tsx, [entry, '--scale', settings.scale, '--data-dir', options.dataDir], {
      cwd: repoRoot,
      env: options.env,
      // Progress and the summary go to stderr; stdout stays the server's log stream.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    // Ctrl-C or SIGTERM while building: stop the build (it removes its half-written file).
    const forward = (signal: (typeof SIGNALS)[number]): void => {
      child.kill(signal);
    };
    for (const signal of SIGNALS) process.on(signal, forward);
    child.on('error', (error) => {
      for (const signal of SIGNALS) process.off(signal, forward);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      for (const signal of SIGNALS) process.off(signal, forward);
      resolve(signal ? 128 : exitCode);
    });
  });
  if (code !== 0) {
    throw new StartupError(
      `Building the demo warehouse failed (exit code ${code}); see the lines above, or set DEMO_WAREHOUSE=off to start without data`,
    );
  }
  return 'built';
}
