/**
 * The response cache across data versions and nodes: a new warehouse build (women's 2024-25
 * ingested into the men's folder) is served at once and never answered from old entries, and
 * with REDIS_URL two API nodes share what either computed. The Redis suite runs against the
 * server on 127.0.0.1:6379; it is skipped only when none answers and CI is not set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../test-helpers';
import type { TestWarehouse } from '../testing/real-warehouse';
import { buildTestWarehouse, realDataAvailable } from '../testing/real-warehouse';
import { TEST_REDIS_URL, redisAnswers } from '../testing/redis';
import { MemoryLru } from './memory-lru';

const REDIS_URL = TEST_REDIS_URL;

describe('MemoryLru', () => {
  it('evicts the least recently used entries to stay within its byte budget', () => {
    const lru = new MemoryLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(80);
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('gives a read entry a second chance and evicts the oldest unread one', () => {
    const lru = new MemoryLru<string>(100);
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, key.toUpperCase(), 25);
    lru.get('a');
    lru.get('c');
    lru.set('e', 'E', 25);
    expect([...'abcde'].map((key) => lru.get(key) ?? '-').join('')).toBe('A-CDE');
    // Every entry was just read (line: c d a e): the marks clear in line order and c, first in
    // line, goes.
    lru.set('f', 'F', 25);
    expect([...'acdef'].map((key) => lru.get(key) ?? '-').join('')).toBe('A-DEF');
    expect(lru.bytes).toBe(100);
  });

  it('updates a live entry in place, keeping its expiry, when the change accepts it', () => {
    let now = 1000;
    const lru = new MemoryLru<string>(100, () => now);
    const size = (value: string) => 10 * value.length;
    lru.set('a', 'A', 10, 10_000);
    lru.set('b', 'B', 30);
    expect(lru.update('a', (current) => (current === 'stale' ? 'A2' : undefined), size)).toBe(
      false,
    );
    expect(lru.update('a', (current) => `${current}+`, size)).toBe(true);
    expect(lru.get('a')).toBe('A+');
    expect(lru.bytes).toBe(50);
    // Growth past the budget evicts the others, never the entry itself.
    expect(lru.update('a', () => 'A'.repeat(9), size)).toBe(true);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.bytes).toBe(90);
    expect(lru.update('a', () => 'A'.repeat(11), size)).toBe(false);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.update('missing', () => 'M', size)).toBe(false);
    lru.set('c', 'C', 10, 10_000);
    now += 10_000;
    expect(lru.update('c', () => 'C+', size)).toBe(false);
  });

  it('forgets entries after their time to live', () => {
    let now = 1000;
    const lru = new MemoryLru<string>(100, () => now);
    lru.set('live', 'L', 10, 30_000);
    now += 29_999;
    expect(lru.get('live')).toBe('L');
    now += 2;
    expect(lru.get('live')).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});

const redisAvailable = await redisAnswers();

describe.skipIf(!realDataAvailable())('cache invalidation and Redis across data versions', () => {
  let warehouse: TestWarehouse;
  const apps: FastifyInstance[] = [];
  const start = async (env: NodeJS.ProcessEnv) => {
    const app = await buildApp(
      testConfig({ DATA_DIR: warehouse.dataDir, WAREHOUSE_CHECK_MS: '0', ...env }),
      { logger: false },
    );
    apps.push(app);
    return app;
  };
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const womenHaveData = (body: string) =>
    (JSON.parse(body) as Array<{ competitionId: number; hasData: boolean }>).find(
      (row) => row.competitionId === 38529,
    )?.hasData;

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(['MALE']);
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    warehouse?.remove();
  });

  it('serves a new build at once and never answers it from the old version’s entries', async () => {
    const local = await start({});
    // A generous command timeout: what is checked here is sharing, not the timeout (a loaded
    // machine can take more than the 100 ms default to move a large answer).
    const redisEnv = { REDIS_URL: REDIS_URL, REDIS_TIMEOUT_MS: '5000' };
    const shared = redisAvailable ? await start(redisEnv) : undefined;
    const otherNode = redisAvailable ? await start(redisEnv) : undefined;

    const first = await get(local, '/api/gs/competitions/');
    expect(first.headers['x-data-cache']).toBe('miss');
    expect(womenHaveData(first.body)).toBe(false);
    expect((await get(local, '/api/gs/competitions/')).headers['x-data-cache']).toBe('hit-memory');
    const oldVersion = String(first.headers['x-data-version']);

    if (shared !== undefined && otherNode !== undefined) {
      const computed = await get(shared, '/api/gs/teams/competition/38409/');
      expect(computed.headers['x-data-cache']).toBe('miss');
      const fromRedis = await get(otherNode, '/api/gs/teams/competition/38409/');
      expect(fromRedis.headers['x-data-cache']).toBe('hit-redis');
      expect(fromRedis.body).toBe(computed.body);
      expect(fromRedis.headers['etag']).toBe(computed.headers['etag']);
      expect(
        (await get(otherNode, '/api/gs/teams/competition/38409/')).headers['x-data-cache'],
      ).toBe('hit-memory');
      // An answer read already serialized (bytes, not text) goes through Redis the same way.
      // (A conference's teams: a whole division's 2.5 MB can outlast the 100 ms Redis timeout
      // while the rest of the suite loads the machine, and count as a miss by design.)
      const conference = '/api/gs/team-agg-stats/competition/38409/conference/1/scope/season/';
      const stored = await get(shared, conference);
      expect(stored.statusCode).toBe(200);
      const sharedCopy = await get(otherNode, conference);
      expect(sharedCopy.headers['x-data-cache']).toBe('hit-redis');
      expect(sharedCopy.body).toBe(stored.body);
      expect(JSON.parse(sharedCopy.body)).toHaveLength(JSON.parse(stored.body).length);
    }

    await warehouse.ingest('FEMALE');

    for (const app of [local, shared, otherNode]) {
      if (app === undefined) continue;
      const after = await get(app, '/api/gs/competitions/', {
        'if-none-match': String(first.headers['etag']),
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers['x-data-version']).not.toBe(oldVersion);
      expect(womenHaveData(after.body)).toBe(true);
    }
    if (shared !== undefined && otherNode !== undefined) {
      const recomputed = await get(otherNode, '/api/gs/teams/competition/38409/');
      expect(recomputed.headers['x-data-cache']).toBe('miss');
      expect((await get(shared, '/api/gs/teams/competition/38409/')).headers['x-data-cache']).toBe(
        'hit-redis',
      );
    }
  }, 180_000);

  it.skipIf(!redisAvailable)(
    'keeps answering from the warehouse when Redis is unreachable',
    async () => {
      const app = await start({ REDIS_URL: 'redis://127.0.0.1:1/0' });
      const response = await get(app, '/api/gs/conferences/');
      expect(response.statusCode).toBe(200);
      expect((await get(app, '/api/gs/conferences/')).headers['x-data-cache']).toBe('hit-memory');
    },
  );
});
