import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, acquireEmbeddedLock } from './embedded-lock';

describe('acquireEmbeddedLock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'courtside-lock-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a lock held by a running process, naming it', async () => {
    const lockPath = join(dir, 'busy.lock');
    // pid 1 always runs.
    await writeFile(lockPath, '1');
    await expect(acquireEmbeddedLock(lockPath)).rejects.toThrow(
      new DatabaseLockedError(
        `The embedded accounts database is in use by process 1 (lock ${lockPath}); ` +
          'stop that process first, or set DATABASE_URL to share a PostgreSQL server',
      ),
    );
  });

  it('takes over a stale lock and gives it back', async () => {
    const lockPath = join(dir, 'stale.lock');
    await writeFile(lockPath, '999999999');
    const release = await acquireEmbeddedLock(lockPath);
    expect(await readFile(lockPath, 'utf8')).toBe(String(process.pid));
    await expect(acquireEmbeddedLock(lockPath)).rejects.toThrow(/already open in this process/);
    await release();
    await expect(readFile(lockPath, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
