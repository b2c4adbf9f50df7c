import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { REQUEST_DONE_MSG, SLOW_REQUEST_MSG } from './request-log';
import { captureLogs, testConfig } from './test-helpers';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const LEVEL = { debug: 20, info: 30, warn: 40 } as const;

/** Sends `count` health checks and returns the request lines logged, as [level, msg]. */
async function requestLines(
  env: NodeJS.ProcessEnv,
  count: number,
): Promise<Array<[unknown, unknown]>> {
  const logs = captureLogs();
  app = await buildApp(testConfig(env), { logStream: logs });
  for (let i = 0; i < count; i += 1) await app.inject({ method: 'GET', url: '/api/health' });
  return logs.records
    .filter((record) => record['req'] !== undefined || record['res'] !== undefined)
    .map((record) => [record['level'], record['msg']]);
}

describe('request logs', () => {
  it('are silent at info: one debug line per request, none of Fastify’s own', async () => {
    expect(await requestLines({ LOG_LEVEL: 'info' }, 10)).toEqual([]);
    const debug = await requestLines({ LOG_LEVEL: 'debug' }, 3);
    expect(debug).toEqual(Array.from({ length: 3 }, () => [LEVEL.debug, REQUEST_DONE_MSG]));
  });

  it('log every Nth request at info with REQUEST_LOG_SAMPLE', async () => {
    const lines = await requestLines({ LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '4' }, 12);
    expect(lines).toEqual(Array.from({ length: 3 }, () => [LEVEL.info, REQUEST_DONE_MSG]));
  });

  it('log a slow request at warn with its time, whatever the level', async () => {
    const logs = captureLogs();
    app = await buildApp(testConfig({ LOG_LEVEL: 'warn', SLOW_REQUEST_MS: '30' }), {
      logStream: logs,
    });
    app.get('/slow', async () => {
      await sleep(60);
      return { slow: true };
    });
    await app.inject({ method: 'GET', url: '/slow' });
    await app.inject({ method: 'GET', url: '/api/health' });
    const slow = logs.records.filter((record) => record['msg'] === SLOW_REQUEST_MSG);
    expect(slow).toHaveLength(1);
    expect(slow[0]?.['level']).toBe(LEVEL.warn);
    expect(slow[0]?.['responseTime']).toBeGreaterThanOrEqual(30);
    expect(slow[0]?.['req']).toMatchObject({ method: 'GET', url: '/slow' });
  });
});
