import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWarehouseReadOnly, warehouseDataVersion } from '@courtside/warehouse';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { demoWarehouseSettings, ensureDemoWarehouse } from './demo-warehouse';
import { repoRoot } from './paths';

describe('demoWarehouseSettings', () => {
  it('builds the default league unless told otherwise', () => {
    expect(demoWarehouseSettings({})).toEqual({ enabled: true, scale: 'default' });
    expect(demoWarehouseSettings({ DEMO_WAREHOUSE: 'off', DEMO_SCALE: 'small' })).toEqual({
      enabled: false,
      scale: 'small',
    });
    expect(demoWarehouseSettings({ DEMO_WAREHOUSE: ' ', DEMO_SCALE: '' })).toEqual({
      enabled: true,
      scale: 'default',
    });
  });

  it('refuses unknown values in one line', () => {
    expect(() => demoWarehouseSettings({ DEMO_WAREHOUSE: 'maybe' })).toThrow(
      'DEMO_WAREHOUSE must be on or off (got "maybe")',
    );
    expect(() => demoWarehouseSettings({ DEMO_SCALE: 'huge' })).toThrow(
      'DEMO_SCALE must be one of small, sample, default, full (got "huge")',
    );
  });

  it('leaves a data folder alone when it has a warehouse or the build is switched off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-off-'));
    try {
      expect(await ensureDemoWarehouse({ dataDir: dir, env: { DEMO_WAREHOUSE: 'off' } })).toEqual({
        outcome: 'skipped',
        background: null,
      });
      expect(existsSync(join(dir, 'warehouse.duckdb'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A stand-in build: writes the plan and the current season's files, then keeps going. */
function fakeBuild(script: string): (dataDir: string) => ChildProcess {
  return (dataDir) =>
    spawn(process.execPath, ['-e', script, dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const WRITE_PLAN = `
  const { mkdirSync, writeFileSync } = require('node:fs');
  const dir = require('node:path').join(process.argv[1], 'seasons');
  mkdirSync(dir, { recursive: true });
  writeFileSync(dir + '/plan.json', JSON.stringify({ seed: 1, scale: 'default',
    schemaVersion: 'x', competitionIds: [41097, 41098, 38409], firstSeason: [41097, 41098] }));
`;

describe('ensureDemoWarehouse in the background', () => {
  it('returns once the current season is served and leaves the rest building', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-bg-'));
    try {
      const start = await ensureDemoWarehouse({
        dataDir: dir,
        env: {},
        log: () => undefined,
        pollMs: 20,
        spawnBuild: fakeBuild(
          `${WRITE_PLAN}
           setTimeout(() => writeFileSync(dir + '/41097.duckdb', 'x'), 100);
           setTimeout(() => writeFileSync(dir + '/41098.duckdb', 'x'), 200);
           setTimeout(() => process.exit(0), 60000);`,
        ),
      });
      expect(start.outcome).toBe('building');
      expect(existsSync(join(dir, 'seasons', '41098.duckdb'))).toBe(true);
      start.background?.stop();
      expect(await start.background?.done).toBe('stopped');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('joins a build another process runs instead of starting a second one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-join-'));
    // The other process: holds the build lock, writes the plan and the current season.
    const other = fakeBuild(
      `${WRITE_PLAN}
       writeFileSync(require('node:path').join(process.argv[1], 'warehouse.build.lock'), String(process.pid));
       setTimeout(() => writeFileSync(dir + '/41097.duckdb', 'x'), 150);
       setTimeout(() => writeFileSync(dir + '/41098.duckdb', 'x'), 250);
       setTimeout(() => process.exit(0), 60000);`,
    )(dir);
    try {
      await vi.waitFor(() => expect(existsSync(join(dir, 'warehouse.build.lock'))).toBe(true));
      const start = await ensureDemoWarehouse({
        dataDir: dir,
        env: {},
        log: () => undefined,
        pollMs: 20,
        spawnBuild: () => {
          throw new Error('must not start a second build');
        },
      });
      expect(start.outcome).toBe('building');
      expect(existsSync(join(dir, 'seasons', '41098.duckdb'))).toBe(true);
      // The other process owns the build: it ends it, and the joined build reports how.
      other.kill('SIGTERM');
      expect(await start.background?.done).toBe('failed');
    } finally {
      other.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the start in one line when the build fails before the current season', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-fail-'));
    try {
      await expect(
        ensureDemoWarehouse({
          dataDir: dir,
          env: {},
          log: () => undefined,
          pollMs: 20,
          spawnBuild: fakeBuild(`${WRITE_PLAN} process.exit(3);`),
        }),
      ).rejects.toThrow(/Building the demo warehouse failed \(exit code 3\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe('first start from an empty data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-first-start-'));
  let server: ChildProcess | null = null;
  let stderr = '';

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the demo warehouse, then serves', async () => {
    const port = await freePort();
    server = spawn(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [join(repoRoot, 'apps', 'api', 'src', 'main.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SERVE_WEB: 'false',
          LOG_LEVEL: 'warn',
          DEMO_SCALE: 'small',
          DEMO_WAREHOUSE: 'on',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 240_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline && server.exitCode === null) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        healthy = response.ok;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    expect(healthy, stderr).toBe(true);
    expect(stderr).toContain('building the demo league (scale small)');
    // Serving starts with the season file; the merge into warehouse.duckdb follows beside it.
    const status = (await (await fetch(`http://127.0.0.1:${port}/api/data-status`)).json()) as {
      dataVersion: string | null;
    };
    expect(status.dataVersion).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ-[0-9a-f]{8}$/);
    await vi.waitFor(
      () => expect(existsSync(join(dataDir, 'warehouse.duckdb')), stderr).toBe(true),
      { timeout: 120_000, interval: 250 },
    );
    const db = await openWarehouseReadOnly(join(dataDir, 'warehouse.duckdb'));
    try {
      expect(await warehouseDataVersion(db)).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ-[0-9a-f]{8}$/,
      );
    } finally {
      db.close();
    }
  }, 300_000);
});
