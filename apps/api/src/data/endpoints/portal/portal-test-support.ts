/**
 * The two-season demo league the portal and NIL tests read (2023-24 and 2024-25 men, small
 * scale: the NCAA datasets carry no transfers), built once per test file into a temporary
 * folder.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataConfig } from '@courtside/contract';
import type { Row, WarehouseDb } from '@courtside/warehouse';
import { openDb, openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll } from 'vitest';
// The demo league is not part of the warehouse's public entry (the API builds it as a child
// process); tests reach its builder directly, as the demo's own tests do.
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import type { DataEndpoint } from '../../endpoint';
import { runEndpoint } from '../stats/support/testing';

export const PRIOR = 36045;
export const CURRENT = 38409;

export const number = (row: Row | undefined, key: string): number => {
  const value = row?.[key];
  if (typeof value !== 'number') throw new Error(`no number "${key}" in ${JSON.stringify(row)}`);
  return value;
};

/**
 * Builds the league before the calling `describe`'s tests and removes it after them: `db` is
 * the league opened read-only, `run` an endpoint's rows on it (parsed by its row schema).
 */
export function usePortalTestLeague(): {
  readonly db: WarehouseDb;
  run<R extends object>(endpoint: DataEndpoint<R>, config: DataConfig): Promise<R[]>;
} {
  const root = mkdtempSync(join(tmpdir(), 'courtside-portal-'));
  let opened: WarehouseDb | undefined;
  const league = {
    get db(): WarehouseDb {
      if (opened === undefined) throw new Error('The portal test league is not open yet');
      return opened;
    },
    run: <R extends object>(endpoint: DataEndpoint<R>, config: DataConfig): Promise<R[]> =>
      runEndpoint(endpoint, league.db, config),
  };
  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 7,
      scale: { ...SCALES.small, competitionIds: [PRIOR, CURRENT] },
      workers: 0,
    });
    opened = await openWarehouseReadOnly(built.path);
  }, 240_000);
  afterAll(() => {
    void opened?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return league;
}

/** A copy of the file at `path` in `dir` with every row of `tables` deleted, opened read-only. */
export async function copyWithout(
  path: string,
  dir: string,
  tables: readonly string[],
): Promise<WarehouseDb> {
  mkdirSync(dir);
  const copy = join(dir, 'warehouse.duckdb');
  copyFileSync(path, copy);
  const writable = await openDb(copy);
  for (const table of tables) await writable.run(`DELETE FROM ${table}`);
  await writable.run('CHECKPOINT');
  writable.close();
  return openWarehouseReadOnly(copy);
}
