import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, readColumns } from './connection';
import { ColumnRows, bool, num, str, strOrNull } from './values';
import type { WarehouseDb } from './connection';

describe('readColumns', () => {
  let db: WarehouseDb;
  beforeAll(async () => {
    db = await openDb(':memory:');
  });
  afterAll(() => db.close());

  it('gives one array per column, as `all` gives the values', async () => {
    const sql = `SELECT i::INTEGER AS id, i * 0.5 AS half, (i * 10)::BIGINT AS big,
      CASE WHEN i = 2 THEN NULL ELSE 'n' || i END AS name, i % 2 = 0 AS even
      FROM range(1, 4) t(i) ORDER BY i`;
    const columns = await readColumns(db, sql);
    expect(columns).toEqual({
      id: [1, 2, 3],
      half: [0.5, 1, 1.5],
      big: [10, 20, 30],
      name: ['n1', null, 'n3'],
      even: [false, true, false],
    });
    const rows = await db.all(sql);
    expect(rows.map((row) => row['name'])).toEqual(columns['name']);
  });

  it('gives every column, empty, when no row matches', async () => {
    const columns = await readColumns(db, 'SELECT 1 AS a, 2 AS b WHERE $1', [false]);
    expect(columns).toEqual({ a: [], b: [] });
  });

  it('reads a database it did not open through `all`, column by column', async () => {
    const other: WarehouseDb = {
      ...db,
      path: 'x',
      all: () =>
        Promise.resolve([
          { a: 1, b: 'x' },
          { a: 2, b: null },
        ]),
    };
    expect(await readColumns(other, 'SELECT 1')).toEqual({ a: [1, 2], b: ['x', null] });
  });
});

describe('ColumnRows', () => {
  it('reads row i of an answer by column with the row readers, one object reused', () => {
    const rows = new ColumnRows({ id: [1, 2], name: ['a', null], even: [false, true] });
    expect(rows.length).toBe(2);
    const first = rows.at(0);
    expect([num(first, 'id'), strOrNull(first, 'name'), bool(first, 'even')]).toEqual([
      1,
      'a',
      false,
    ]);
    const second = rows.at(1);
    expect(second).toBe(first);
    expect([num(second, 'id'), strOrNull(second, 'name'), bool(second, 'even')]).toEqual([
      2,
      null,
      true,
    ]);
    expect(() => str(second, 'name')).toThrow('Column "name" is not a string');
    expect(() => num(second, 'missing')).toThrow('Column "missing" missing from the result');
  });

  it('has no rows for an answer of no rows', () => {
    expect(new ColumnRows({ a: [], b: [] }).length).toBe(0);
    expect(new ColumnRows({}).length).toBe(0);
  });
});
