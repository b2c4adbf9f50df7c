/**
 * `GET {api}/data-status` through the whole server (app.inject) on data folders laid out as the
 * background demo build leaves them: nothing yet, then finished season files (empty warehouses
 * of the current schema, made by the warehouse package's own atomic build) beside a plan.json
 * that names more competitions than are there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataStatusResponseSchema } from '@courtside/contract/schemas';
import { buildWarehouse } from '@courtside/ingest';
import { PLAN_FILE, SCHEMA_VERSION, seasonsDir } from '@courtside/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';

const MEN_2026 = 41097;
const WOMEN_2026 = 41098;
const MEN_2025 = 38409;
const WOMEN_2025 = 38529;

const folders: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) {
    await searchIndexBuilt(app);
    await app.close();
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'data-status-'));
  folders.push(folder);
  return folder;
}

function writePlan(dataDir: string, competitionIds: readonly number[]): void {
  mkdirSync(seasonsDir(dataDir), { recursive: true });
  const plan = {
    seed: 1,
    scale: 'small',
    schemaVersion: SCHEMA_VERSION,
    competitionIds,
    firstSeason: competitionIds.slice(0, 2),
  };
  writeFileSync(join(seasonsDir(dataDir), PLAN_FILE), JSON.stringify(plan));
}

/** A finished season file: a whole (empty) warehouse, renamed into place by the build. */
async function writeSeasonFile(dataDir: string, competitionId: number, builtAt: string) {
  mkdirSync(seasonsDir(dataDir), { recursive: true });
  await buildWarehouse(
    {
      dataDir,
      target: join(seasonsDir(dataDir), `${competitionId}.duckdb`),
      now: () => new Date(builtAt),
    },
    async () => undefined,
  );
}

/**
 * Each new data version starts building its search index in the background, and closing a
 * DuckDB database under a running query can kill the process; a live search waits for that
 * index, so the test swaps or closes the warehouse only once no query is running.
 */
async function searchIndexBuilt(app: FastifyInstance): Promise<void> {
  await app.inject({ method: 'GET', url: '/api/gs/live-search?text=a' });
}

async function serverOn(dataDir: string): Promise<FastifyInstance> {
  // Checked on every request, so a season file written by the test is seen by the next one.
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, WAREHOUSE_CHECK_MS: '0' }), {
    logger: false,
  });
  apps.push(app);
  return app;
}

async function dataStatus(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/data-status' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  // Throws, naming the field, when the answer breaks the contract.
  const status = DataStatusResponseSchema.parse(response.json());
  await searchIndexBuilt(app);
  return status;
}

describe('GET /api/data-status', () => {
  it('answers no version and nothing being built on an empty data folder', async () => {
    const app = await serverOn(emptyDataDir());
    expect(await dataStatus(app)).toEqual({ dataVersion: null, building: [] });
  });

  it('lists every planned season while the first one is still being built', async () => {
    const dataDir = emptyDataDir();
    writePlan(dataDir, [MEN_2026, WOMEN_2026]);
    const app = await serverOn(dataDir);
    expect(await dataStatus(app)).toEqual({
      dataVersion: null,
      building: [
        { competitionId: MEN_2026, label: "2025-26 Men's Basketball" },
        { competitionId: WOMEN_2026, label: "2025-26 Women's Basketball" },
      ],
    });
  });

  it('names the seasons the plan still promises, in build order, until the last one lands', async () => {
    const dataDir = emptyDataDir();
    writePlan(dataDir, [MEN_2026, WOMEN_2026, MEN_2025, WOMEN_2025]);
    await writeSeasonFile(dataDir, MEN_2026, '2026-11-20T10:00:00Z');
    const app = await serverOn(dataDir);

    const first = await dataStatus(app);
    expect(first.building).toEqual([
      { competitionId: WOMEN_2026, label: "2025-26 Women's Basketball" },
      { competitionId: MEN_2025, label: "2024-25 Men's Basketball" },
      { competitionId: WOMEN_2025, label: "2024-25 Women's Basketball" },
    ]);
    // The version is the one the data answers carry.
    const teams = await app.inject({ method: 'GET', url: '/api/gs/teams/competition/41097/' });
    expect(first.dataVersion).toBe(teams.headers['x-data-version']);
    expect(first.dataVersion).toMatch(/^2026-11-20T10:00:00Z-[0-9a-f]{8}$/);

    await writeSeasonFile(dataDir, WOMEN_2026, '2026-11-20T10:01:00Z');
    const second = await dataStatus(app);
    expect(second.building.map((season) => season.competitionId)).toEqual([MEN_2025, WOMEN_2025]);
    expect(second.dataVersion).toMatch(/^2026-11-20T10:01:00Z-[0-9a-f]{8}$/);

    await writeSeasonFile(dataDir, MEN_2025, '2026-11-20T10:02:00Z');
    await writeSeasonFile(dataDir, WOMEN_2025, '2026-11-20T10:03:00Z');
    const last = await dataStatus(app);
    expect(last.building).toEqual([]);
    expect(last.dataVersion).toMatch(/^2026-11-20T10:03:00Z-[0-9a-f]{8}$/);
  });

  it('calls a competition unknown to the contract by its id', async () => {
    const dataDir = emptyDataDir();
    writePlan(dataDir, [MEN_2026, 12345]);
    await writeSeasonFile(dataDir, MEN_2026, '2026-11-20T10:00:00Z');
    const app = await serverOn(dataDir);
    expect((await dataStatus(app)).building).toEqual([
      { competitionId: 12345, label: 'Competition 12345' },
    ]);
  });
});

describe('data answers while the demo league is being built', () => {
  it('are revalidated on every use until the last season lands, then cached as usual', async () => {
    const dataDir = emptyDataDir();
    writePlan(dataDir, [MEN_2026, MEN_2025]);
    await writeSeasonFile(dataDir, MEN_2026, '2026-11-20T10:00:00Z');
    const app = await serverOn(dataDir);
    const url = '/api/gs/teams/competition/38409/';
    await searchIndexBuilt(app);

    // The season not built yet answers an empty list, which a browser must not keep.
    const building = await app.inject({ method: 'GET', url });
    expect(building.json()).toEqual([]);
    expect(building.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(building.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    await writeSeasonFile(dataDir, MEN_2025, '2026-11-20T10:01:00Z');
    await searchIndexBuilt(app);
    const built = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(building.headers.etag) },
    });
    expect(built.statusCode).toBe(200);
    expect(built.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
  });
});
