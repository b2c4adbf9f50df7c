/**
 * memoPerCompetition over a stand-in database that holds competition 1 only: a read-only file
 * answers each competition it holds once, anything else is read every time.
 */
import { describe, expect, it } from 'vitest';
import type { Row, SqlParam, SqlParams, WarehouseDb } from '../db/connection';
import { memoPerCompetition, memoPerCompetitionPart } from './competition-memo';

function fakeDb(readOnly: boolean): WarehouseDb {
  const refuse = (): never => {
    throw new Error('not used');
  };
  return {
    path: ':fake:',
    readOnly,
    run: () => Promise.resolve(),
    // Only competitionInfo asks the database here: competition 1 exists.
    all: (_sql: string, params?: SqlParams): Promise<Row[]> => {
      const named = params as Readonly<Record<string, SqlParam>> | undefined;
      const id = named?.['competitionId'] ?? null;
      return Promise.resolve(
        id === 1 ? [{ competition_id: 1, gender: 'MALE', season: 2025, updated: 'built' }] : [],
      );
    },
    appender: refuse,
    session: refuse,
    detached: (work) => work(),
    close: () => Promise.resolve(),
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

describe('memoPerCompetitionPart', () => {
  it('keeps one result per competition and part key, and passes the part on', async () => {
    const db = fakeDb(true);
    const calls: string[] = [];
    const read = memoPerCompetitionPart(
      (_db, competitionId, part: { division: number | null; label: string }) => {
        calls.push(`${competitionId}:${part.label}`);
        return Promise.resolve(part.label);
      },
      (part) => String(part.division ?? 'all'),
    );
    expect(await read(db, 1, { division: 2, label: 'first' })).toBe('first');
    // Same key: the kept result, whatever else the part holds.
    expect(await read(db, 1, { division: 2, label: 'second' })).toBe('first');
    expect(await read(db, 1, { division: null, label: 'all' })).toBe('all');
    expect(await read(db, 7, { division: 2, label: 'elsewhere' })).toBe('elsewhere');
    expect(await read(db, 7, { division: 2, label: 'again' })).toBe('again');
    expect(calls).toEqual(['1:first', '1:all', '7:elsewhere', '7:again']);
  });
});
