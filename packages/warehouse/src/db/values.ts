/**
 * Typed reads of result rows. A query declares what each column must be; a mismatch (a schema
 * drift, a NULL where none may be) throws naming the column instead of handing the API an
 * `undefined` or a string where a number was promised.
 */
import type { PlainValue, Row, SqlParams, WarehouseDb } from './connection';
import { readColumns } from './connection';

function read(row: Row, key: string): PlainValue {
  if (!(key in row)) throw new Error(`Column "${key}" missing from the result`);
  return row[key] ?? null;
}

export function num(row: Row, key: string): number {
  const value = read(row, key);
  if (typeof value !== 'number') throw new TypeError(`Column "${key}" is not a number`);
  return value;
}

export function numOrNull(row: Row, key: string): number | null {
  const value = read(row, key);
  if (value === null) return null;
  if (typeof value !== 'number') throw new TypeError(`Column "${key}" is not a number`);
  return Number.isNaN(value) ? null : value;
}

export function str(row: Row, key: string): string {
  const value = read(row, key);
  if (typeof value !== 'string') throw new TypeError(`Column "${key}" is not a string`);
  return value;
}

export function strOrNull(row: Row, key: string): string | null {
  const value = read(row, key);
  if (value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`Column "${key}" is not a string`);
  return value;
}

export function bool(row: Row, key: string): boolean {
  const value = read(row, key);
  if (typeof value !== 'boolean') throw new TypeError(`Column "${key}" is not a boolean`);
  return value;
}

export function boolOrNull(row: Row, key: string): boolean | null {
  const value = read(row, key);
  if (value === null) return null;
  if (typeof value !== 'boolean') throw new TypeError(`Column "${key}" is not a boolean`);
  return value;
}

/** An answer read by column (readColumns), read row by row with the checks of the readers above. */
export class ColumnRows {
  readonly length: number;
  private readonly names: readonly string[];
  private readonly values: ReadonlyArray<readonly PlainValue[]>;
  private readonly row: Row = {};
  private index = -1;

  constructor(columns: Readonly<Record<string, PlainValue[]>>) {
    this.names = Object.keys(columns);
    this.values = Object.values(columns);
    this.length = this.values[0]?.length ?? 0;
  }

  /**
   * Row i as one reused object (its values change with the next call): for the readers above,
   * without an object per row.
   */
  at(i: number): Row {
    if (i !== this.index) {
      for (let c = 0; c < this.names.length; c += 1) {
        this.row[this.names[c] as string] = this.values[c]?.[i] ?? null;
      }
      this.index = i;
    }
    return this.row;
  }
}

/**
 * Each row of an answer of thousands of rows, made by `read` from one reused row (ColumnRows
 * over readColumns): `read` must copy what it keeps, never hold the row itself.
 */
export async function readRowsByColumn<T>(
  db: WarehouseDb,
  sql: string,
  params: SqlParams,
  read: (row: Row) => T,
): Promise<T[]> {
  const rows = new ColumnRows(await readColumns(db, sql, params));
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += 1) out.push(read(rows.at(i)));
  return out;
}
