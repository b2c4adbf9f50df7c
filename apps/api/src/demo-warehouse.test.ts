import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWarehouseReadOnly, warehouseDataVersion } from '@courtside/warehouse';
import { afterAll, describe, expect, it } from 'vitest';
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
      'DEMO_SCALE must be one of small, default, full (got "huge")',
    );
  });

  it('leaves a data folder alone when it has a warehouse or the build is switched off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-off-'));
    try {
      expect(await ensureDemoWarehouse({ dataDir: dir, env: { DEMO_WAREHOUSE: 'off' } })).toBe(
        'skipped',
      );
      expect(existsSync(join(dir, 'warehouse.duckdb'))).toBe(false);
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
