import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LOCK_FILE,
  num,
  openDb,
  repoRoot,
  SERVED_FILE,
  warehouseDataVersion,
} from '@courtside/warehouse';
import { tempDir } from '../testing/real-data';
import { buildWarehouse } from './atomic';
import { BuildLockedError } from './files';

let dir: { path: string; remove: () => void };
beforeEach(() => {
  dir = tempDir('atomic');
});
afterEach(() => dir.remove());

const served = (): string => join(dir.path, SERVED_FILE);
const building = (): string[] =>
  readdirSync(dir.path).filter((name) => name.includes('.building.'));

async function servedVersionAndCount(): Promise<{ version: string; count: number }> {
  const db = await openDb(served(), { readOnly: true });
  try {
    const rows = await db.all('SELECT count(*) AS n FROM competitions');
    return { version: await warehouseDataVersion(db), count: rows[0] ? num(rows[0], 'n') : -1 };
  } finally {
    db.close();
  }
}

/** A build that writes one competition row. */
const addCompetition = (id: number) =>
  buildWarehouse({ dataDir: dir.path, requireRows: ['competitions'] }, async ({ db }) => {
    await db.run("INSERT INTO competitions VALUES ($1, 'MALE', 2025, 2024, 'x', 'x')", [id]);
    return id;
  });

describe('buildWarehouse', () => {
  it('writes a new file, swaps it in and returns its data version', async () => {
    const result = await addCompetition(38409);
    expect(result.path).toBe(served());
    expect(result.dataVersion).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ-[0-9a-f]{8}$/);
    expect(await servedVersionAndCount()).toEqual({ version: result.dataVersion, count: 1 });
    expect(building()).toEqual([]);
    expect(existsSync(join(dir.path, LOCK_FILE))).toBe(false);
  });

  it('gives the same content the same hash suffix', async () => {
    const a = await addCompetition(38409);
    const b = await addCompetition(38409);
    expect(a.dataVersion.slice(-8)).toBe(b.dataVersion.slice(-8));
    const c = await addCompetition(38529);
    expect(c.dataVersion.slice(-8)).not.toBe(a.dataVersion.slice(-8));
  });

  it('leaves the served file and its data version untouched when the build throws', async () => {
    const first = await addCompetition(38409);
    await expect(
      buildWarehouse({ dataDir: dir.path }, async ({ db }) => {
        await db.run("INSERT INTO competitions VALUES (1, 'MALE', 2025, 2024, 'x', 'x')");
        throw new Error('boom mid-build');
      }),
    ).rejects.toThrow('boom mid-build');
    expect(await servedVersionAndCount()).toEqual({ version: first.dataVersion, count: 1 });
    expect(building()).toEqual([]);
  });

  it('refuses to serve a file that fails validation', async () => {
    const first = await addCompetition(38409);
    await expect(
      buildWarehouse({ dataDir: dir.path, requireRows: ['games'] }, async () => undefined),
    ).rejects.toThrow('no rows in games');
    expect((await servedVersionAndCount()).version).toBe(first.dataVersion);
  });

  it('refuses to run beside a live build and takes over a dead one’s lock', async () => {
    writeFileSync(join(dir.path, LOCK_FILE), String(process.ppid));
    await expect(addCompetition(1)).rejects.toBeInstanceOf(BuildLockedError);
    writeFileSync(join(dir.path, LOCK_FILE), '999999999');
    writeFileSync(
      join(dir.path, 'warehouse.20250101T000000Z-p999999999-abcd.building.duckdb'),
      'junk',
    );
    await addCompetition(2);
    expect(building()).toEqual([]);
  });

  it.each(['SIGKILL', 'SIGTERM'] as const)(
    'survives a %s in the middle of a build',
    async (signal) => {
      const first = await addCompetition(38409);
      const script = join(repoRoot, 'packages/ingest/src/testing/hanging-build.ts');
      // node itself (tsx as a loader), so the signal reaches the process that holds the build.
      const child = spawn(process.execPath, ['--import', 'tsx', script, dir.path], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('building')) resolve();
        });
        child.on('exit', () => reject(new Error('the build ended before it was killed')));
      });
      expect(building().length).toBeGreaterThan(0);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill(signal);
      await exited;
      expect(await servedVersionAndCount()).toEqual({ version: first.dataVersion, count: 1 });
      if (signal === 'SIGTERM') expect(building()).toEqual([]);
      // The next build cleans whatever a SIGKILL left and serves normally.
      await addCompetition(38529);
      expect(building()).toEqual([]);
      expect((await servedVersionAndCount()).count).toBe(1);
    },
    30_000,
  );
});
