/**
 * Typed, null-aware appends for bulk loads. Rows are appended column by column in table order;
 * `end()` checks the count so a missing column fails loudly at the first row, not as a shifted
 * table.
 */
import type { DuckDBAppender } from '@duckdb/node-api';
import type { WarehouseDb } from './connection';
import { tableDef } from '../schema';

/**
 * Where rows go, column by column: a DuckDB appender (RowWriter) or CSV text that DuckDB loads
 * later (CsvRowWriter, csv-rows.ts). Both store the same values: an integer must be a whole
 * number in the INTEGER range, a NaN double is NULL.
 */
export interface RowSink {
  readonly rows: number;
  int(value: number | null | undefined): this;
  dbl(value: number | null | undefined): this;
  str(value: string | null | undefined): this;
  bool(value: boolean | null | undefined): this;
  end(): void;
  close(): void;
}

export class RowWriter implements RowSink {
  private column = 0;
  rows = 0;

  private constructor(
    readonly table: string,
    private readonly appender: DuckDBAppender,
    private readonly columns: number,
  ) {}

  /** `columns` defaults to the schema's count; staging tables outside the schema pass theirs. */
  static async open(db: WarehouseDb, table: string, columns?: number): Promise<RowWriter> {
    return new RowWriter(
      table,
      await db.appender(table),
      columns ?? tableDef(table).columns.length,
    );
  }

  int(value: number | null | undefined): this {
    if (value === null || value === undefined) this.appender.appendNull();
    else this.appender.appendInteger(value);
    this.column += 1;
    return this;
  }

  bigint(value: number | null | undefined): this {
    if (value === null || value === undefined) this.appender.appendNull();
    else this.appender.appendBigInt(BigInt(value));
    this.column += 1;
    return this;
  }

  dbl(value: number | null | undefined): this {
    if (value === null || value === undefined || Number.isNaN(value)) this.appender.appendNull();
    else this.appender.appendDouble(value);
    this.column += 1;
    return this;
  }

  str(value: string | null | undefined): this {
    if (value === null || value === undefined) this.appender.appendNull();
    else this.appender.appendVarchar(value);
    this.column += 1;
    return this;
  }

  bool(value: boolean | null | undefined): this {
    if (value === null || value === undefined) this.appender.appendNull();
    else this.appender.appendBoolean(value);
    this.column += 1;
    return this;
  }

  end(): void {
    if (this.column !== this.columns) {
      throw new Error(`${this.table}: appended ${this.column} of ${this.columns} columns`);
    }
    this.appender.endRow();
    this.column = 0;
    this.rows += 1;
  }

  close(): void {
    this.appender.closeSync();
  }
}
