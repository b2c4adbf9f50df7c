/**
 * memoPerCompetition over a stand-in database that holds competition 1 only: a read-only file
 * answers each competition it holds once, anything else is read every time.
 */
import { describe, expect, it } from 'vitest';
import type { Row, SqlParam, SqlParams, WarehouseDb } from '../db/connection';
import { memoPerCompetition, warmCompetitionMemos } from './competition-memo';

function fakeDb(readOnly: boolean): WarehouseDb {
  const refuse = (): never => {
    throw new Error('not used');
  };
  return {
    path: ':fake:',
    readOnly,
    run: () => Promise.resolve(),
    // competitionInfo and the warming's list of competitions ask the database: competition 1.
    all: (sql: string, params?: SqlParams): Promise<Row[]> => {
      if (sql.startsWith('SELECT competition_id FROM competitions')) {
        return Promise.resolve([{ competition_id: 1 }]);
      }
      const named = params as Readonly<Record<string, SqlParam>> | undefined;
      const id = named?.['competitionId'] ?? null;
      return Promise.resolve(
        id === 1 ? [{ competition_id: 1, gender: 'MALE', season: 2025, updated: 'built' }] : [],
      );
    },
    appender: refuse,
    session: refuse,
    close: () => undefined,
  };
}

function counted(fail = false) {
  const calls: number[] = [];
  const read = memoPerCompetition((_db, competitionId) => {
    calls.push(competitionId);
    return fail && calls.length === 1
      ? Promise.reject(new Error('interrupted'))
      : Promise.resolve({ competitionId, call: calls.length });
  });
  return { calls, read };
}

describe('memoPerCompetition', () => {
  it('reads a competition of a read-only file once, concurrent callers included', async () => {
    const db = fakeDb(true);
    const { calls, read } = counted();
    const [a, b] = await Promise.all([read(db, 1), read(db, 1)]);
    const c = await read(db, 1);
    expect(calls).toEqual([1]);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('keeps one answer per file', async () => {
    const { calls, read } = counted();
    await read(fakeDb(true), 1);
    await read(fakeDb(true), 1);
    expect(calls).toEqual([1, 1]);
  });

  it.each([
    ['a file open for writing', false, 1],
    ['a competition the file does not hold', true, 7],
  ])('keeps nothing for %s', async (_case, readOnly, competitionId) => {
    const db = fakeDb(readOnly);
    const { calls, read } = counted();
    await read(db, competitionId);
    await read(db, competitionId);
    expect(calls).toEqual([competitionId, competitionId]);
  });

  it('reads again after a failed read', async () => {
    const db = fakeDb(true);
    const { calls, read } = counted(true);
    await expect(read(db, 1)).rejects.toThrow('interrupted');
    expect(await read(db, 1)).toEqual({ competitionId: 1, call: 2 });
    expect(await read(db, 1)).toEqual({ competitionId: 1, call: 2 });
    expect(calls).toEqual([1, 1]);
  });
});

describe('warmCompetitionMemos', () => {
  it('reads every memoised result of the file so the first request finds it', async () => {
    const db = fakeDb(true);
    const { calls, read } = counted();
    expect(await warmCompetitionMemos(db)).toBeGreaterThanOrEqual(1);
    expect(calls).toEqual([1]);
    await read(db, 1);
    expect(calls).toEqual([1]);
  });

  it('goes on past a failed read and stops when told', async () => {
    const db = fakeDb(true);
    const failing = counted(true);
    const errors: unknown[] = [];
    await warmCompetitionMemos(db, { onError: (error) => errors.push(error) });
    expect(errors).toEqual([new Error('interrupted')]);
    const later = counted();
    expect(await warmCompetitionMemos(fakeDb(true), { stop: () => true })).toBe(0);
    expect(later.calls).toEqual([]);
    expect(failing.calls).toEqual([1]);
  });

  it('warms nothing of a file open for writing', async () => {
    const { calls } = counted();
    expect(await warmCompetitionMemos(fakeDb(false))).toBe(0);
    expect(calls).toEqual([]);
  });
});
