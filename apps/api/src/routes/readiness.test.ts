import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWarehouse } from '@courtside/ingest';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { captureLogs, testConfig } from '../test-helpers';
import { NOT_READY_ACCOUNTS_MSG, NOT_READY_WAREHOUSE_MSG } from './readiness';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-ready-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const logs = captureLogs();
  const app: FastifyInstance = await buildApp(testConfig({ DATA_DIR: dataDir, ...env }), {
    logStream: logs,
  });
  cleanups.push(() => app.close());
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { response, logs };
}

function expectNothingInternal(body: string, dataDir: string): void {
  expect(body).not.toContain(dataDir);
  expect(body).not.toContain('duckdb');
  expect(body).not.toMatch(/error:|ECONNREFUSED|IO Error/i);
}

describe('GET {api}/health/ready', () => {
  it('is ready with a readable warehouse and a live accounts database', async () => {
    const dataDir = tempDataDir();
    await buildWarehouse(
      { dataDir, target: join(dataDir, 'warehouse.duckdb'), now: () => new Date() },
      async () => undefined,
    );
    const { response } = await start(dataDir);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  }, 60_000);

  it('answers 503 with a generic message when there is no warehouse, logging why', async () => {
    const dataDir = tempDataDir();
    const { response, logs } = await start(dataDir);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ msg: NOT_READY_WAREHOUSE_MSG });
    expectNothingInternal(response.body, dataDir);
    expect(logs.records.some((record) => record['msg'] === NOT_READY_WAREHOUSE_MSG)).toBe(true);
  }, 60_000);

  it('answers 503 without paths or DuckDB text when the warehouse file is corrupt', async () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, 'warehouse.duckdb'), 'not a database '.repeat(1000));
    const { response, logs } = await start(dataDir);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ msg: NOT_READY_WAREHOUSE_MSG });
    expectNothingInternal(response.body, dataDir);
    const logged = logs.records.find((record) => record['msg'] === NOT_READY_WAREHOUSE_MSG);
    expect(JSON.stringify(logged)).toContain(dataDir);
  }, 60_000);

  it('answers 503 when the accounts database does not answer', async () => {
    const dataDir = tempDataDir();
    await buildWarehouse(
      { dataDir, target: join(dataDir, 'warehouse.duckdb'), now: () => new Date() },
      async () => undefined,
    );
    const { response } = await start(dataDir, { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ msg: NOT_READY_ACCOUNTS_MSG });
    expectNothingInternal(response.body, dataDir);
  }, 60_000);
});
