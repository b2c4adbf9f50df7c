/**
 * Where a data folder's warehouse lives, as far as a reader needs to know: DATA_DIR/warehouse.duckdb
 * is the served file, and DATA_DIR/warehouse.build.lock names the process of a build in progress
 * (the build side, in @courtside/ingest, takes and releases that lock).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVED_FILE = 'warehouse.duckdb';
export const LOCK_FILE = 'warehouse.build.lock';

/** The repository root: this file is packages/warehouse/src/served/files.ts. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** --data-dir, else $DATA_DIR, else <repo>/var (the API's default too). */
export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return resolve(flag ?? env['DATA_DIR'] ?? join(repoRoot, 'var'));
}

export const servedPath = (dataDir: string): string => join(dataDir, SERVED_FILE);

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding DATA_DIR's build lock, or null when no build is running. */
export function buildLockHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(holder) && isProcessAlive(holder) ? holder : null;
}
