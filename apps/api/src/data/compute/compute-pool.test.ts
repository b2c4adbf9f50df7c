/**
 * The compute pool: with a stand-in worker (fixtures/echo-worker.mjs), how jobs, failures and a
 * dying worker are handled; with the real worker on the real 2024-25 warehouse, that a worker's
 * answer is byte for byte the answer the router makes on its own thread, for every endpoint
 * that runs on a worker, and that a worker can be interrupted and refuses files whose data
 * version is not the one promised.
 */
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import type { ServedFiles } from '@courtside/warehouse';
import {
  SessionInterruptedError,
  openServedWarehouse,
  servedFiles,
  warehouseInfo,
} from '@courtside/warehouse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataCaller } from '../endpoint';
import { dataRegistry } from '../registry';
import type { DataHarness } from '../testing/data-harness';
import { createDataHarness } from '../testing/data-harness';
import type { TestWarehouse } from '../testing/real-warehouse';
import { BOTH_GENDERS, buildTestWarehouse, realDataAvailable } from '../testing/real-warehouse';
import { UnknownIdError } from '../unknown-id';
import { runsOnWorker } from './answer-work';
import { ComputePool, ComputeWorkerExitError } from './compute-pool';
import type { ComputeJob } from './messages';
import { StaleWarehouseError } from './messages';

const ECHO_WORKER = new URL('./fixtures/echo-worker.mjs', import.meta.url);
const NO_FILES: ServedFiles = { whole: null, seasons: [], plan: null };
const TIER_3: DataCaller = { tier: 3, isAdmin: false, teamId: null, gender: null };

const echoJob = (url: string): ComputeJob => ({
  url,
  caller: TIER_3,
  nowMs: Date.now(),
  dataDir: '/nowhere',
  files: NO_FILES,
  dataVersion: 'v1',
  builtAt: '2026-01-01T00:00:00.000Z',
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

describe('ComputePool with a stand-in worker', () => {
  let pool: ComputePool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('refuses a pool without workers', () => {
    expect(() => new ComputePool({ size: 0, apiRoot: '/api', workerUrl: ECHO_WORKER })).toThrow(
      /at least one worker/,
    );
  });

  async function startPool(size: number): Promise<ComputePool> {
    const started = new ComputePool({ size, apiRoot: '/api', workerUrl: ECHO_WORKER });
    pool = started;
    expect(await started.whenReady(10_000)).toBe(true);
    return started;
  }

  it('leaves jobs to the router until a worker has loaded', async () => {
    const starting = new ComputePool({ size: 1, apiRoot: '/api', workerUrl: ECHO_WORKER });
    pool = starting;
    expect(starting.run(echoJob('too early'))).toBeNull();
    expect(await starting.whenReady(10_000)).toBe(true);
    expect(starting.readyCount).toBe(1);
    await expect(starting.run(echoJob('now'))?.result).resolves.toEqual(Buffer.from('now'));
  });

  it('answers every job with its own bytes, spread over the workers', async () => {
    const started = await startPool(2);
    const urls = Array.from({ length: 20 }, (_, i) => `/api/gs/teams/${String(i)}`);
    const works = urls.map((url) => started.run(echoJob(url)));
    expect(started.inFlight).toBe(20);
    const bodies = await Promise.all(works.map((work) => work?.result));
    expect(bodies.map((body) => body?.toString('utf8'))).toEqual(urls);
    expect(started.inFlight).toBe(0);
  });

  it('turns a worker’s failure back into the error the router answers for', async () => {
    const started = await startPool(1);
    const failed = started.run(echoJob('fail'))?.result;
    await expect(failed).rejects.toBeInstanceOf(UnknownIdError);
    await expect(failed).rejects.toMatchObject({ segment: 'teamId' });
  });

  it('fails the jobs of a worker that stopped, then replaces it after a back-off', async () => {
    const started = await startPool(1);
    await expect(started.run(echoJob('crash'))?.result).rejects.toBeInstanceOf(
      ComputeWorkerExitError,
    );
    // Until the replacement starts the router computes on its own thread.
    expect(started.run(echoJob('meanwhile'))).toBeNull();
    await until(() => started.readyCount === 1);
    await expect(started.run(echoJob('after'))?.result).resolves.toEqual(Buffer.from('after'));
  });

  it('takes no job once closed', async () => {
    const started = new ComputePool({ size: 1, apiRoot: '/api', workerUrl: ECHO_WORKER });
    await started.close();
    expect(started.run(echoJob('late'))).toBeNull();
  });
});

describe.skipIf(!realDataAvailable())('compute workers on the real 2024-25 warehouse', () => {
  let warehouse: TestWarehouse;
  let h: DataHarness;
  let token: string;
  let pool: ComputePool;
  let realJob: (url: string) => ComputeJob;

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(BOTH_GENDERS);
    h = await createDataHarness(warehouse);
    token = await h.user({ tier: 3 });
    pool = new ComputePool({ size: 2, apiRoot: '/api' });
    expect(await pool.whenReady(120_000)).toBe(true);
    const files = servedFiles(warehouse.dataDir);
    const { db } = await openServedWarehouse(warehouse.dataDir, files);
    const info = await warehouseInfo(db);
    db.close();
    realJob = (url) => ({
      url,
      caller: TIER_3,
      nowMs: Date.now(),
      dataDir: warehouse.dataDir,
      files,
      dataVersion: info.dataVersion,
      builtAt: info.builtAt,
    });
  }, 180_000);

  afterAll(async () => {
    await pool?.close();
    await h?.close();
    warehouse?.remove();
  });

  const onWorkers = [...dataRegistry.values()].filter(runsOnWorker);

  it('runs most of the catalogue on workers', () => {
    expect(onWorkers.length).toBeGreaterThan(60);
  });

  it.each(onWorkers.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: the worker’s answer is the router’s own, byte for byte',
    async (_name, endpoint) => {
      const url = buildDataPath(endpoint.name, endpoint.example, '/api');
      const here = await h.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } });
      const work = pool.run(realJob(url));
      if (here.statusCode === 200) {
        const body = await work?.result;
        expect(body?.toString('utf8')).toBe(here.body);
      } else {
        // The same refusal: a 400 or 404 names the same segment in the same words.
        const error: unknown = await work?.result.catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(Error);
        expect(JSON.parse(here.body)).toEqual({ msg: (error as Error).message });
      }
    },
    60_000,
  );

  it('a server with workers answers as one without, trial filter and refusals included', async () => {
    const pooled = await createDataHarness(warehouse, { DATA_WORKERS: '2' });
    try {
      const notreDame = { team: { teamId: 591997, gender: 'FEMALE' as const } };
      const callers = [
        [token, await pooled.user({ tier: 3 })],
        [
          await h.user({ tier: 1, settings: notreDame }),
          await pooled.user({ tier: 1, settings: notreDame }),
        ],
      ] as const;
      const names = ['team-agg-pbp-stats', 'pbp-shots', 'player-game-stats', 'team-game-stats'];
      for (const [hereToken, pooledToken] of callers) {
        for (const name of names) {
          const example = dataRegistry.get(name)?.example ?? {};
          for (const config of [example, { ...example, teamId: 7 }]) {
            const url = buildDataPath(name, config, '/api');
            const [here, there] = await Promise.all([
              h.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: hereToken } }),
              pooled.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: pooledToken } }),
            ]);
            expect([there.statusCode, there.body], url).toEqual([here.statusCode, here.body]);
          }
        }
      }
    } finally {
      await pooled.close();
    }
  }, 120_000);

  it('answers 404 for an unknown team as the router does', async () => {
    const example = dataRegistry.get('team-game-stats')?.example ?? {};
    const url = buildDataPath('team-game-stats', { ...example, teamId: 7 }, '/api');
    await expect(pool.run(realJob(url))?.result).rejects.toBeInstanceOf(UnknownIdError);
  });

  it('stops a job interrupted before its queries ran', async () => {
    const example = dataRegistry.get('team-agg-pbp-stats')?.example ?? {};
    const url = buildDataPath('team-agg-pbp-stats', example, '/api');
    const work = pool.run(realJob(url));
    work?.interrupt();
    await expect(work?.result).rejects.toBeInstanceOf(SessionInterruptedError);
  });

  it('closes a worker with its databases open by letting it close them and end', async () => {
    const own = new ComputePool({ size: 1, apiRoot: '/api' });
    expect(await own.whenReady(120_000)).toBe(true);
    const url = buildDataPath('competitions', {}, '/api');
    await own.run(realJob(url))?.result;
    const started = Date.now();
    await own.close();
    // A worker that had to be terminated would have taken the 5 s wait first.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(own.size).toBe(0);
  }, 180_000);

  it('refuses files that hold another data version than the one promised', async () => {
    const url = buildDataPath('competitions', {}, '/api');
    const stale = { ...realJob(url), dataVersion: 'an-older-version' };
    await expect(pool.run(stale)?.result).rejects.toBeInstanceOf(StaleWarehouseError);
  });
});
