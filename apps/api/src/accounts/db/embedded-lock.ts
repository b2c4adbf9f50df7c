/**
 * PGlite keeps no lock of its own: two processes opening the same data folder (the server and
 * `npm run admin`, say) would corrupt it. A lock file holding the owner's pid keeps them apart; a
 * lock left by a process that no longer runs is taken over.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';

export class DatabaseLockedError extends Error {
  override readonly name = 'DatabaseLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DatabaseLockedError; returns the function that gives it back. */
export async function acquireEmbeddedLock(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return async () => {
        if ((await readOwner(lockPath)) === process.pid) await rm(lockPath, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const owner = await readOwner(lockPath);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseLockedError(
        `The embedded accounts database is in use by process ${owner} (lock ${lockPath}); ` +
          'stop that process first, or set DATABASE_URL to share a PostgreSQL server',
      );
    }
    if (owner === process.pid) {
      throw new DatabaseLockedError(
        `The embedded accounts database is already open in this process (lock ${lockPath})`,
      );
    }
    // The owner is gone (a crash or kill -9): the lock is stale.
    await rm(lockPath, { force: true });
  }
  throw new DatabaseLockedError(`Could not take the embedded database lock ${lockPath}`);
}
