/**
 * CsvRowWriter must store exactly what a DuckDB appender stores: checked value by value against
 * JavaScript's own printing, then end to end — the same rows through an appender and through CSV
 * text read back by DuckDB give the same table, hard cases included.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './connection';
import type { WarehouseDb } from './connection';
import { CsvRowWriter, readCsvSql } from './csv-rows';
import { RowWriter } from './row-writer';
import type { RowSink } from './row-writer';
import { col } from '../schema/define';

const dir = mkdtempSync(join(tmpdir(), 'courtside-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** What the writer puts in a file. */
function text(writer: CsvRowWriter): string {
  const path = join(dir, `${(files += 1)}.csv`);
  writer.writeFile(path);
  return readFileSync(path, 'utf8');
}

/** Each double as the writer prints it, one per row. */
function doubleTexts(values: readonly number[]): string[] {
  const writer = new CsvRowWriter('t', 1);
  for (const value of values) writer.dbl(value).end();
  return text(writer).split('\n').slice(0, -1);
}

describe('CsvRowWriter', () => {
  it('prints every double as String() does (shortest text that reads back the same)', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const values = [0, 1, -1, 0.1, 0.2 + 0.1, 512.3, 1199.9, 2400, 0.001, 0.0005, 1e-7, 123.456];
    values.push(999_999_999_999.999, 1e12, 1e12 + 0.5, 2 ** 53, 1e21, 1.5e300, 5e-324);
    for (let i = 0; i < 20_000; i += 1) {
      values.push(random() * 2400, Math.round(random() * 24_000) / 10, random() * 1e-3);
      values.push(Math.round(random() * 1e9) / 1000, -Math.round(random() * 1e6) / 100);
    }
    expect(doubleTexts(values)).toEqual(values.map(String));
    expect(doubleTexts([-0, Infinity, -Infinity, Number.NaN])).toEqual([
      '-0',
      'Infinity',
      '-Infinity',
      '',
    ]);
  });

  it('prints every integer as String() does', () => {
    const values = [0, 9, 10, 99, 100, 2_147_483_647, -2_147_483_648, -1, -10];
    for (let i = 0; i < 20_000; i += 1) {
      const magnitude = 10 ** (i % 10);
      values.push(
        Math.floor(((i * 2_654_435_761) % 4_294_967_296) / magnitude) - 2 ** 31 / magnitude,
      );
    }
    const writer = new CsvRowWriter('t', 1);
    for (const value of values) writer.int(Math.trunc(value)).end();
    expect(text(writer).split('\n').slice(0, -1)).toEqual(values.map((v) => String(Math.trunc(v))));
  });

  it('writes integers, booleans, NULLs and quoted strings; refuses what an appender refuses', () => {
    const writer = new CsvRowWriter('t', 6);
    writer.int(-2_147_483_648).int(null).bool(true).bool(false).str('say "hi", ok').str('');
    writer.end();
    expect(text(writer)).toBe('-2147483648,,true,false,"say ""hi"", ok",""\n');
    expect(() => new CsvRowWriter('t', 1).int(2.5)).toThrow('t: column 1: 2.5 is not an INTEGER');
    expect(() => new CsvRowWriter('t', 1).int(2 ** 31)).toThrow('is not an INTEGER');
    expect(() => new CsvRowWriter('t', 2).int(1).end()).toThrow('t: wrote 1 of 2 columns');
    const unfinished = new CsvRowWriter('t', 2).int(1);
    expect(() => unfinished.writeFile(join(dir, 'x.csv'))).toThrow('t: a row is unfinished');
  });
});

describe('CSV text read back by DuckDB', () => {
  const columns = [
    col('i', 'INTEGER'),
    col('d', 'DOUBLE'),
    col('s', 'VARCHAR'),
    col('b', 'BOOLEAN'),
  ];
  const rows: Array<[number | null, number | null, string | null, boolean | null]> = [
    [1, 0.1 + 0.2, 'plain', true],
    [-7, -0, '', false],
    [null, null, null, null],
    [2_147_483_647, Infinity, 'a "quoted", comma\nand a line break\r\n', true],
    [0, 1e-7, 'Ünïcødé — ½ 𝄞 and a lone \ud800 surrogate', false],
    [42, Number.NaN, 'trailing backslash \\', null],
    [3, 2400.5, 'id:12345', true],
  ];
  const fill = (sink: RowSink): void => {
    for (const [i, d, s, b] of rows) sink.int(i).dbl(d).str(s).bool(b).end();
  };
  const read = async (db: WarehouseDb): Promise<string> => {
    const out = await db.all(
      'SELECT i, d::VARCHAR AS d, sign(d) AS sign, s, b FROM t ORDER BY rowid',
    );
    return JSON.stringify(out);
  };

  it('gives the same table as the appender, row for row', async () => {
    const db = await openDb(':memory:');
    try {
      await db.run('CREATE TABLE t (i INTEGER, d DOUBLE, s VARCHAR, b BOOLEAN)');
      const appender = await RowWriter.open(db, 't', 4);
      fill(appender);
      appender.close();
      const appended = await read(db);
      await db.run('DELETE FROM t');
      const csv = new CsvRowWriter('t', 4);
      fill(csv);
      const path = join(dir, 't.csv');
      csv.writeFile(path);
      await db.run(`INSERT INTO t SELECT * FROM ${readCsvSql('$1::VARCHAR', columns)}`, [path]);
      expect(await read(db)).toBe(appended);
      expect(JSON.parse(appended)).toHaveLength(rows.length);
    } finally {
      db.close();
    }
  });
});
