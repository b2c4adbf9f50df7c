/**
 * `npm start`: builds the web app and the API, then serves both (apps/api/dist/main.js). On a
 * data folder without a warehouse it starts the demo league's build first, in parallel with
 * the app's build: the build takes about a minute of one core, time the demo build would
 * otherwise wait, and the server then joins the running build (demo-warehouse.ts) and starts
 * serving as soon as the current season is ready (the web build's compressed copies are then
 * made at the lowest priority beside it). Ctrl-C or SIGTERM goes to every child; a stopped demo
 * build resumes at the next start.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVED_FILE, buildLockHolder } from '@courtside/warehouse';
import { loadConfig } from '../src/config';
import { demoWarehouseSettings, spawnDemoBuild } from '../src/demo-warehouse';

const repoRoot = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const exitOf = (child: ChildProcess): Promise<number> =>
  new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(signal ? 128 : (code ?? 1)));
  });

let config: ReturnType<typeof loadConfig>;
let demo: ReturnType<typeof demoWarehouseSettings>;
try {
  config = loadConfig(process.env, 'production');
  demo = demoWarehouseSettings(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const children = new Set<ChildProcess>();
for (const signal of SIGNALS) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
const track = (child: ChildProcess): ChildProcess => {
  children.add(child);
  child.on('close', () => children.delete(child));
  return child;
};

let demoBuild: ChildProcess | null = null;
if (
  demo.enabled &&
  !existsSync(join(config.dataDir, SERVED_FILE)) &&
  buildLockHolder(config.dataDir) === null
) {
  console.error(
    `No warehouse in ${config.dataDir}: building the demo league while the app builds…`,
  );
  demoBuild = track(spawnDemoBuild(config.dataDir, demo.scale, process.env));
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Beside a demo build the web build leaves its brotli/gzip copies for later (about 20 s of CPU
// the current season would wait for): they are made at the lowest priority once it is built.
const buildEnv = demoBuild ? { ...process.env, COURTSIDE_PRECOMPRESS: 'later' } : process.env;
const built = await exitOf(
  track(spawn(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env: buildEnv })),
);
if (built !== 0) {
  demoBuild?.kill('SIGTERM');
  process.exit(built);
}
if (demoBuild) {
  const precompressing = track(
    // One process (tsx as a loader, not its CLI, which would start another) to lower in priority.
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'apps', 'web', 'build-tools', 'precompress-cli.ts'),
        join(repoRoot, 'apps', 'web', 'dist'),
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );
  if (precompressing.pid !== undefined) {
    setPriority(precompressing.pid, constants.priority.PRIORITY_LOW);
  }
  void exitOf(precompressing).then((code) => {
    if (code !== 0) console.error('Compressing the web assets failed: they are sent uncompressed');
  });
}
const server = track(
  spawn(process.execPath, [join(repoRoot, 'apps', 'api', 'dist', 'main.js')], {
    cwd: repoRoot,
    stdio: 'inherit',
  }),
);
const code = await exitOf(server);
// The server owns nothing of the build it joined; a build still running stops with it and
// resumes at the next start.
demoBuild?.kill('SIGTERM');
process.exit(code);
