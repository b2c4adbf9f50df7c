import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, readColumns } from './connection';
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

  it('refuses a database it did not open', async () => {
    const other: WarehouseDb = { ...db, path: 'x' };
    expect(() => readColumns(other, 'SELECT 1')).toThrow(/opened by openDb/);
  });
});
