import type { SessionWork } from '@courtside/warehouse';
import { describe, expect, it } from 'vitest';
import { dataRegistry } from '../registry';
import type { WarehouseLease } from '../warehouse-source';
import type { AnswerPool, AnswerWorkRequest } from './answer-work';
import { runsOnWorker, startAnswerWork } from './answer-work';
import { StaleWarehouseError } from './messages';

const endpoint = (name: string) => {
  const found = dataRegistry.get(name);
  if (found === undefined) throw new Error(`no endpoint ${name}`);
  return found;
};

const request = (name: string): AnswerWorkRequest => ({
  endpoint: endpoint(name),
  url: `/api/gs/${name}`,
  caller: { tier: 3, isAdmin: false, teamId: null, gender: null },
  now: new Date(0),
  dataDir: '/data',
});

/** A lease whose own sessions count their starts and interrupts. */
function fakeLease() {
  const seen = { started: 0, interrupted: 0 };
  const lease = {
    info: { dataVersion: 'v1', builtAt: 'b' },
    files: { whole: null, seasons: [], plan: null },
    start: <T>(work: () => Promise<T>): SessionWork<T> => {
      seen.started += 1;
      return { result: work(), interrupt: () => (seen.interrupted += 1) };
    },
  } as unknown as WarehouseLease;
  return { lease, seen };
}

function poolAnswering(result: Promise<Buffer>) {
  const seen = { runs: 0, interrupted: 0 };
  const pool: AnswerPool = {
    run: () => {
      seen.runs += 1;
      return { result, interrupt: () => (seen.interrupted += 1) };
    },
  };
  return { pool, seen };
}

describe('runsOnWorker', () => {
  it('keeps admin endpoints and live-search on the request thread', () => {
    expect(runsOnWorker(endpoint('event-log-analytics'))).toBe(false);
    expect(runsOnWorker(endpoint('live-search'))).toBe(false);
    expect(runsOnWorker(endpoint('team-agg-pbp-stats'))).toBe(true);
  });
});

describe('startAnswerWork', () => {
  const here = () => Promise.resolve('computed here');

  it('hands the answer to the pool when the endpoint runs on workers', async () => {
    const { lease, seen: local } = fakeLease();
    const { pool, seen } = poolAnswering(Promise.resolve(Buffer.from('from a worker')));
    const work = startAnswerWork(pool, request('team-agg-pbp-stats'), lease, here);
    expect(String(await work.result)).toBe('from a worker');
    expect([seen.runs, local.started]).toEqual([1, 0]);
  });

  it('computes here without a pool, or for an endpoint kept on this thread', async () => {
    const { lease, seen: local } = fakeLease();
    const { pool, seen } = poolAnswering(Promise.resolve(Buffer.from('unused')));
    expect(await startAnswerWork(undefined, request('pbp-shots'), lease, here).result).toBe(
      'computed here',
    );
    expect(await startAnswerWork(pool, request('live-search'), lease, here).result).toBe(
      'computed here',
    );
    expect([seen.runs, local.started]).toEqual([0, 2]);
  });

  it('computes here when the worker read swapped files, and interrupts both', async () => {
    const { lease, seen: local } = fakeLease();
    const { pool, seen } = poolAnswering(Promise.reject(new StaleWarehouseError('swapped')));
    const work = startAnswerWork(pool, request('pbp-shots'), lease, here);
    expect(await work.result).toBe('computed here');
    work.interrupt();
    expect([seen.interrupted, local.interrupted]).toEqual([1, 1]);
  });

  it('passes every other failure of the worker on', async () => {
    const { lease, seen: local } = fakeLease();
    const { pool } = poolAnswering(Promise.reject(new Error('boom')));
    await expect(startAnswerWork(pool, request('pbp-shots'), lease, here).result).rejects.toThrow(
      'boom',
    );
    expect(local.started).toBe(0);
  });
});
