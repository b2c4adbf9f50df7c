import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WarehouseDb, WarehouseInfo } from '@courtside/warehouse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLease, WarehouseSource } from './warehouse-source';

/** The warehouse package's open is replaced by one the test releases when it chooses. */
const opening = vi.hoisted(() => ({ started: false, release: (): void => undefined }));
vi.mock('@courtside/warehouse', () => ({
  openWarehouseReadOnly: () =>
    new Promise<WarehouseDb>((resolve) => {
      opening.started = true;
      opening.release = () => resolve({ close: () => undefined } as unknown as WarehouseDb);
    }),
  warehouseInfo: () => Promise.resolve({ dataVersion: 'v1' } as WarehouseInfo),
}));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function warehouseFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'warehouse-source-'));
  folders.push(folder);
  const path = join(folder, 'warehouse.duckdb');
  writeFileSync(path, 'a warehouse');
  return path;
}

describe('WarehouseSource', () => {
  it('makes requests that arrive during the first open wait for it, not answer "missing"', async () => {
    const source = new WarehouseSource({ path: warehouseFile(), checkIntervalMs: 60_000 });
    const first = source.acquire();
    const second = source.acquire();
    // The second request arrives while the first check is held in the open.
    await vi.waitFor(() => expect(opening.started).toBe(true));
    opening.release();
    const leases = await Promise.all([first, second]);
    expect(leases.map(isLease)).toEqual([true, true]);
    source.close();
  });

  it('says "missing" when there is no file', async () => {
    const source = new WarehouseSource({ path: join(tmpdir(), 'no-such-warehouse.duckdb') });
    expect(await source.acquire()).toEqual({
      reason: 'missing',
      path: join(tmpdir(), 'no-such-warehouse.duckdb'),
    });
    source.close();
  });
});
