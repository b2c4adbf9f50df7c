/**
 * The build's side of a data folder (served/files.ts in @courtside/warehouse names the served
 * file and the lock): a build writes DATA_DIR/warehouse.<buildId>.building.duckdb beside the
 * served file (same filesystem, so the final rename is atomic) while holding
 * DATA_DIR/warehouse.build.lock.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive, LOCK_FILE } from '@courtside/warehouse';

const BUILDING = /^warehouse\..+\.building\.duckdb(\.wal|\.tmp|\.parts)?$/;

export function newBuildId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const random = Math.floor(Math.random() * 0x10000)
    .toString(16)
    .padStart(4, '0');
  return `${stamp}-p${process.pid}-${random}`;
}

export const buildPath = (dataDir: string, buildId: string): string =>
  join(dataDir, `warehouse.${buildId}.building.duckdb`);

/** The file a build of `target` writes first: `<target without .duckdb>.<id>.building.duckdb`. */
export const buildPathFor = (target: string, buildId: string): string =>
  `${target.replace(/\.duckdb$/, '')}.${buildId}.building.duckdb`;

export class BuildLockedError extends Error {
  constructor(readonly pid: number) {
    super(
      `Another build (pid ${pid}) is writing this warehouse; wait for it to finish ` +
        `(or delete ${LOCK_FILE} if that process is gone).`,
    );
  }
}

/**
 * Takes the build lock. A lock left by a process that no longer exists (killed with SIGKILL) is
 * taken over, so a crashed build never blocks the next one.
 */
export function acquireLock(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => releaseLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new BuildLockedError(holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take ${lockPath}`);
}

function releaseLock(lockPath: string): void {
  try {
    if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}

/** Removes the files of builds that died (we hold the lock, so no other build is running). */
export function removeAbandonedBuilds(dataDir: string, keep?: string): string[] {
  if (!existsSync(dataDir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (!BUILDING.test(name) || (keep !== undefined && path.startsWith(keep))) continue;
    rmSync(path, { force: true, recursive: true });
    removed.push(name);
  }
  return removed;
}

export function removeBuildFiles(path: string): void {
  for (const suffix of ['', '.wal', '.tmp', '.parts']) {
    rmSync(`${path}${suffix}`, { force: true, recursive: true });
  }
}
