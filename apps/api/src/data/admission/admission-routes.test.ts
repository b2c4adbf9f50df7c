/**
 * The admission rules end to end, on the data router with fixture endpoints over an empty
 * warehouse: the per-client bucket (429 with Retry-After, shared by two nodes through Redis),
 * the queue of uncached answers (503 at once when full, cached answers served meanwhile), the
 * statement time-out (503, the warehouse usable afterwards), a departed client's queued work
 * never run, and live-search kept out of Redis.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEndpoint } from '@courtside/contract/schemas';
import { buildWarehouse } from '@courtside/ingest';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccountsRuntime } from '../../accounts/runtime';
import { installErrorHandler } from '../../errors';
import { testConfig } from '../../test-helpers';
import type { DataEndpoint } from '../endpoint';
import { dataRegistry } from '../registry';
import { dataRoutes } from '../routes';
import { serveEndpoint } from '../serve-endpoint';
import { TEST_REDIS_URL, redisAnswers } from '../testing/redis';

/** The gate the `teams` fixture waits at: open unless a test closes it. */
let gate: Promise<void> = Promise.resolve();
let openGate: () => void = () => undefined;
const closeGate = () => {
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
};
const started: number[] = [];

const row = z.object({ n: z.number() });
const teams = serveEndpoint(
  defineEndpoint({
    name: 'teams',
    access: 'public',
    summary: 'fixture: waits at the gate',
    requires: [],
    accepts: ['teamId'],
    row,
    example: {},
  }),
  {
    async handle({ params }) {
      started.push(params.teamId ?? -1);
      await gate;
      return [{ n: params.teamId ?? -1 }];
    },
  },
);
// team 0 runs a query far longer than any time-out; any other team a quick one.
const conferences = serveEndpoint(
  defineEndpoint({
    name: 'conferences',
    access: 'public',
    summary: 'fixture: a slow or a quick query',
    requires: [],
    accepts: ['teamId'],
    row,
    example: {},
  }),
  {
    async handle({ db, params }) {
      const sql =
        params.teamId === 0
          ? 'SELECT count(*)::INTEGER AS n FROM range(100000000) a, range(100000000) b'
          : 'SELECT 42 AS n';
      return (await db.all(sql)).map((r) => ({ n: Number(r['n']) }));
    },
  },
);
const liveSearch = dataRegistry.get('live-search');
const endpoints: DataEndpoint[] = [teams, conferences, ...(liveSearch ? [liveSearch] : [])];

let dataDir: string;
const apps: FastifyInstance[] = [];

async function server(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = testConfig({
    DATA_DIR: dataDir,
    DATA_CONCURRENCY: '1',
    DATA_QUEUE_MAX: '1',
    DATA_QUERY_TIMEOUT_MS: '2000',
    ...env,
  });
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  const accounts = createAccountsRuntime(config, app.log);
  await app.register(dataRoutes, {
    prefix: config.apiRoot,
    config,
    version: 'test',
    startedAt: Date.now(),
    accounts,
    dataEndpoints: new Map(endpoints.map((endpoint) => [endpoint.name, endpoint])),
  });
  app.addHook('onClose', async () => accounts.close());
  apps.push(app);
  return app;
}

const get = (app: FastifyInstance, url: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admission-'));
  await buildWarehouse(
    { dataDir, target: join(dataDir, 'warehouse.duckdb') },
    async () => undefined,
  );
}, 60_000);

afterEach(async () => {
  openGate();
  gate = Promise.resolve();
  started.length = 0;
  for (const app of apps.splice(0)) await app.close();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the per-client token bucket', () => {
  it('answers 429 { msg } with Retry-After once a client has spent its burst', async () => {
    const app = await server({ DATA_RATE_BURST: '3', DATA_RATE_PER_SECOND: '0.5' });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get(app, '/api/gs/teams/team/1/')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await get(app, '/api/gs/teams/team/1/');
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ msg: expect.stringMatching(/Too many data requests/) });
    // Another address has a bucket of its own.
    expect((await get(app, '/api/gs/teams/team/1/', '10.1.2.3')).statusCode).toBe(200);
  });

  it('refills: a refused client is served again once a token is back', async () => {
    const app = await server({ DATA_RATE_BURST: '1', DATA_RATE_PER_SECOND: '2' });
    expect((await get(app, '/api/gs/teams/team/1/')).statusCode).toBe(200);
    expect((await get(app, '/api/gs/teams/team/1/')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect((await get(app, '/api/gs/teams/team/1/')).statusCode).toBe(200);
  });

  it('scales with RATE_LIMIT_SCALE', async () => {
    const app = await server({
      DATA_RATE_BURST: '1',
      DATA_RATE_PER_SECOND: '0.01',
      RATE_LIMIT_SCALE: '3',
    });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get(app, '/api/gs/teams/team/1/')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('the queue of uncached answers', () => {
  it('answers 503 with Retry-After at once when every slot and queue place is taken', async () => {
    const app = await server();
    closeGate();
    const running = get(app, '/api/gs/teams/team/1/');
    const queued = get(app, '/api/gs/teams/team/2/');
    await expect.poll(() => started).toEqual([1]);
    const before = Date.now();
    const refused = await get(app, '/api/gs/teams/team/3/');
    expect(Date.now() - before).toBeLessThan(1000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['etag']).toBeUndefined();
    expect(refused.json()).toEqual({ msg: expect.stringMatching(/busy/) });
    openGate();
    expect((await running).json()).toEqual([{ n: 1 }]);
    expect((await queued).json()).toEqual([{ n: 2 }]);
    expect(started).toEqual([1, 2]);
  });

  it('serves a cached answer (and a 304) while the queue is full', async () => {
    const app = await server();
    const first = await get(app, '/api/gs/teams/team/9/');
    expect(first.statusCode).toBe(200);
    closeGate();
    const running = get(app, '/api/gs/teams/team/1/');
    const queued = get(app, '/api/gs/teams/team/2/');
    await expect.poll(() => started).toEqual([9, 1]);
    const cached = await get(app, '/api/gs/teams/team/9/');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-data-cache']).toBe('hit-memory');
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/gs/teams/team/9/',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(304);
    // Both answered while the gate was still closed.
    expect(started).toEqual([9, 1]);
    openGate();
    await Promise.all([running, queued]);
  });

  it('answers 503 when a query runs past the time-out, and the warehouse still answers', async () => {
    const app = await server({ DATA_QUERY_TIMEOUT_MS: '300' });
    const before = Date.now();
    const slow = await get(app, '/api/gs/conferences/team/0/');
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - before).toBeLessThan(5000);
    expect(slow.headers['retry-after']).toBe('1');
    expect(slow.json()).toEqual({ msg: expect.stringMatching(/took too long/) });
    // The interrupted query freed its slot and its connection.
    const quick = await get(app, '/api/gs/conferences/team/1/');
    expect(quick.statusCode).toBe(200);
    expect(quick.json()).toEqual([{ n: 42 }]);
  }, 20_000);

  it('never runs queued work whose client went away, and serves the next client', async () => {
    const app = await server();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    closeGate();
    const running = get(app, '/api/gs/teams/team/1/');
    await expect.poll(() => started).toEqual([1]);
    const departing = httpRequest({ host: '127.0.0.1', port, path: '/api/gs/teams/team/2/' });
    departing.on('error', () => undefined);
    departing.end();
    // Queued behind the first; then the client hangs up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    departing.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its queue place is free again: a new request waits instead of being refused.
    const next = get(app, '/api/gs/teams/team/3/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    openGate();
    expect((await running).statusCode).toBe(200);
    expect((await next).statusCode).toBe(200);
    expect(started).toEqual([1, 3]);
  });
});

const redisAvailable = await redisAnswers();
if (!redisAvailable) {
  console.warn(`Skipping the Redis admission tests: no Redis answers at ${TEST_REDIS_URL}`);
}

describe.skipIf(!redisAvailable)('with Redis', () => {
  const redisEnv = { REDIS_URL: TEST_REDIS_URL, REDIS_TIMEOUT_MS: '5000' };

  it('shares a client bucket between two API nodes', async () => {
    const env = { ...redisEnv, DATA_RATE_BURST: '4', DATA_RATE_PER_SECOND: '0.01' };
    const [one, two] = [await server(env), await server(env)];
    // An address no other run uses: the buckets live in Redis for minutes.
    const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const codes = [];
    for (const app of [one, two, one, two, one, two]) {
      codes.push((await get(app, '/api/gs/teams/team/1/', client)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('keeps live-search answers out of the shared cache, and other answers in it', async () => {
    const app = await server(redisEnv);
    const search = await get(app, '/api/gs/live-search?text=unlikely-text-for-this-test');
    expect(search.statusCode).toBe(200);
    const stored = await get(app, '/api/gs/teams/team/77/');
    expect(stored.statusCode).toBe(200);
    const version = String(stored.headers['x-data-version']);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys(`courtside:data:${version}|*`);
      expect(keys.some((key) => key.includes('/teams/team/77/'))).toBe(true);
      expect(keys.some((key) => key.includes('live-search'))).toBe(false);
      const ttl = await redis.ttl(keys.find((key) => key.includes('/teams/team/77/')) ?? '');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3600);
    } finally {
      redis.disconnect();
    }
  });
});
