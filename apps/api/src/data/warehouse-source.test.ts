import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ServedFiles,
  ServedWarehouse,
  WarehouseDb,
  WarehouseInfo,
} from '@courtside/warehouse';
import { SCHEMA_VERSION } from '@courtside/warehouse';
import type * as WarehouseModule from '@courtside/warehouse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLease, WarehouseSource } from './warehouse-source';

/** The warehouse package's open is replaced by one the test releases when it chooses. */
const opening = vi.hoisted(() => ({ started: false, release: (): void => undefined }));
vi.mock('@courtside/warehouse', async (importOriginal) => ({
  ...(await importOriginal<typeof WarehouseModule>()),
  openServedWarehouse: (_dataDir: string, files: ServedFiles) =>
    new Promise<ServedWarehouse>((resolve) => {
      opening.started = true;
      opening.release = () =>
        resolve({ db: { close: () => undefined } as unknown as WarehouseDb, files, skipped: [] });
    }),
  warehouseInfo: () => Promise.resolve({ dataVersion: 'v1' } as WarehouseInfo),
}));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(files: readonly string[] = ['warehouse.duckdb']): string {
  const folder = mkdtempSync(join(tmpdir(), 'warehouse-source-'));
  folders.push(folder);
  for (const name of files) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), 'a warehouse');
  }
  return folder;
}

describe('WarehouseSource', () => {
  it('makes requests that arrive during the first open wait for it, not answer "missing"', async () => {
    const source = new WarehouseSource({ dataDir: dataDir(), checkIntervalMs: 60_000 });
    const first = source.acquire();
    const second = source.acquire();
    // The second request arrives while the first check is held in the open.
    await vi.waitFor(() => expect(opening.started).toBe(true));
    opening.release();
    const leases = await Promise.all([first, second]);
    expect(leases.map(isLease)).toEqual([true, true]);
    source.close();
  });

  it('says "missing" when the folder serves nothing', async () => {
    const empty = dataDir([]);
    const source = new WarehouseSource({ dataDir: empty });
    expect(await source.acquire()).toEqual({ reason: 'missing', path: empty });
    expect(source.pending()).toEqual([]);
    source.close();
  });

  it('serves finished season files and lists the seasons the plan still promises', async () => {
    const folder = dataDir(['seasons/41097.duckdb']);
    writeFileSync(
      join(folder, 'seasons', 'plan.json'),
      JSON.stringify({
        seed: 1,
        scale: 'default',
        schemaVersion: SCHEMA_VERSION,
        competitionIds: [41097, 41098, 38409],
        firstSeason: [41097, 41098],
      }),
    );
    let now = 0;
    const source = new WarehouseSource({ dataDir: folder, checkIntervalMs: 1000, now: () => now });
    const first = source.acquire();
    await vi.waitFor(() => expect(opening.started).toBe(true));
    opening.release();
    expect(isLease(await first)).toBe(true);
    expect(source.pending()).toEqual([41098, 38409]);
    // A new season file is noticed at the next check and opened as a new set.
    opening.started = false;
    writeFileSync(join(folder, 'seasons', '41098.duckdb'), 'another season');
    now = 2000;
    const second = source.acquire();
    await vi.waitFor(() => expect(opening.started).toBe(true));
    opening.release();
    expect(isLease(await second)).toBe(true);
    expect(source.pending()).toEqual([38409]);
    source.close();
  });
});
