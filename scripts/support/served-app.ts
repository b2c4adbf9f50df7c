/**
 * The benches' way to the app as `npm start` serves it: the built server (apps/api/dist) on a
 * demo warehouse, and the system's headless Chromium to load its pages.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SERVER_START_TIMEOUT_MS = 240_000;

/** A problem that stops a bench: printed as one line, exit code 2. */
export class BenchError extends Error {}

export function fail(message: string): never {
  throw new BenchError(message);
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** A progress line per step of `total`: `[########............] 2/5 label`. */
export function progress(total: number): (index: number, label: string) => void {
  return (index, label) => {
    const width = 20;
    const filled = Math.round((index / total) * width);
    console.log(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${index}/${total} ${label}`);
  };
}

export interface ServedAppOptions {
  port: number;
  /** The server's DATA_DIR; null for a new temporary folder, removed afterwards. */
  dataDir: string | null;
}

/**
 * Reads `--port <n>` or `--data-dir DIR` at argv[index] into `options`; returns how many
 * arguments that took (0 when argv[index] is another flag).
 */
export function readServedAppFlag(
  argv: readonly string[],
  index: number,
  options: ServedAppOptions,
): number {
  const [flag, value] = [argv[index], argv[index + 1]];
  if (flag === '--port') {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1) fail('--port needs a positive whole number');
    options.port = port;
    return 2;
  }
  if (flag === '--data-dir') {
    if (value === undefined) fail('--data-dir needs a folder');
    options.dataDir = path.resolve(value);
    return 2;
  }
  return 0;
}

export const isBuilt = (): boolean =>
  existsSync(path.join(repoRoot, 'apps/web/dist/index.html')) &&
  existsSync(path.join(repoRoot, 'apps/api/dist/main.js'));

/** `npm run build` (web app, then server), its output hidden but for errors. */
export function build(): void {
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts the built server on 127.0.0.1:`port` with its data in `dataDir`. A fresh folder gets
 * the small demo league, which the server builds first (~15 s).
 */
function startServer(dataDir: string, port: number): ChildProcess {
  return spawn('node', [path.join(repoRoot, 'apps/api/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_SCALE: 'small',
    },
    // The demo build's progress bar and summary arrive on stderr: show them.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server stopped (exit ${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet (the demo league is being built first).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(
    `the server did not answer ${baseUrl}/api/health within ${SERVER_START_TIMEOUT_MS / 1000} s`,
  );
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface ServedApp {
  baseUrl: string;
  browser: Browser;
}

/**
 * Starts the server (on a new temporary DATA_DIR unless one is given) and Chromium, runs `use`
 * with them, then stops both and removes the temporary folder, whatever `use` did.
 */
export async function withServedApp(
  options: ServedAppOptions,
  announce: (label: string) => void,
  use: (app: ServedApp) => Promise<void>,
  /** Runs on the data folder before the server opens it (the accounts database is its own). */
  prepare?: (dataDir: string) => void,
): Promise<void> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'courtside-bench-')));
  prepare?.(dataDir);
  announce(`starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
  const server = startServer(dataDir, options.port);
  let browser: Browser | null = null;
  try {
    await waitForHealth(baseUrl, server);
    announce('launching headless Chromium');
    browser = await launchChromium();
    await use({ baseUrl, browser });
  } finally {
    await browser?.close();
    await stopServer(server);
    if (options.dataDir === null) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench's main, turning a BenchError into one line and exit code 2. */
export async function runBench(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof BenchError)) throw error;
    console.error(`${name}: ${error.message}`);
    process.exitCode = 2;
  }
}
