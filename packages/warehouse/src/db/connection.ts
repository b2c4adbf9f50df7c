/**
 * One small wrapper around @duckdb/node-api for everything in this package: every statement
 * goes through `run`/`all` with bound parameters (`$1`… or `$name`), and every row comes back
 * as plain JavaScript (BIGINT → number, DATE/TIMESTAMP → ISO string), so no DuckDB value type
 * leaks past this file. There is deliberately no helper that splices values into SQL text.
 *
 * Sessions: one DuckDB connection runs one query at a time, so a server answering many requests
 * over the database's single connection would queue their queries inside DuckDB, and
 * interrupting that connection would stop whichever request's query happened to run. `session`
 * runs a piece of work with every query this database object makes in the work's async context
 * (AsyncLocalStorage) on a pooled connection of the same DuckDB instance: pieces of work query in
 * parallel, and `interrupt` stops one piece's query alone. Code that takes a `WarehouseDb` (the
 * query layer, the caches keyed by the database object) keeps seeing one object per file.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBAppender, DuckDBConnection, DuckDBValue } from '@duckdb/node-api';

export type SqlParam = string | number | boolean | null;
export type SqlParams = readonly SqlParam[] | Readonly<Record<string, SqlParam>>;
/** A result row: column name → plain value. */
export type Row = Record<string, PlainValue>;
export type PlainValue = string | number | boolean | null | PlainValue[];

export interface WarehouseDb {
  /** Absolute path of the file, or ':memory:'. */
  readonly path: string;
  readonly readOnly: boolean;
  run(sql: string, params?: SqlParams): Promise<void>;
  all(sql: string, params?: SqlParams): Promise<Row[]>;
  /** Bulk insert through DuckDB's appender (far faster than INSERT for millions of rows). */
  appender(table: string): Promise<DuckDBAppender>;
  /** Runs `work`'s queries on a connection of their own (see the top of this file). */
  session<T>(work: () => Promise<T>): SessionWork<T>;
  /**
   * Runs `work`'s queries outside any session (on the shared connection), so that interrupting
   * the session of the request that started it does not stop it: for results kept for every
   * later request (competition-memo.ts), which must not be lost to one request's time-out.
   */
  detached<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Closes the database; a session still running closes its connection when it ends. Detached
   * work still running is stopped (its query interrupted, its later queries refused) and the
   * files are closed once it has ended, which the promise tells; with none, they are closed
   * before this returns.
   */
  close(): Promise<void>;
}

/** Work running in a session: its result, and a way to stop its query now. */
export interface SessionWork<T> {
  readonly result: Promise<T>;
  /** Stops the query running now; the work's later queries fail with SessionInterruptedError. */
  interrupt(): void;
}

/** A query of an interrupted session, refused before it ran. */
export class SessionInterruptedError extends Error {
  override readonly name = 'SessionInterruptedError';
}

interface ActiveSession {
  readonly connection: DuckDBConnection;
  interrupted: boolean;
}

function toDuckValues(params: SqlParams | undefined): DuckDBValue[] | Record<string, DuckDBValue> {
  if (params === undefined) return [];
  if (Array.isArray(params)) return [...(params as readonly SqlParam[])];
  return { ...(params as Readonly<Record<string, SqlParam>>) };
}

/** BIGINT/HUGEINT counts fit in a double in this domain; refuse silently losing precision. */
export function plain(value: unknown): PlainValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    const asNumber = Number(value);
    if (!Number.isSafeInteger(asNumber)) throw new RangeError(`Integer ${value} exceeds 2^53`);
    return asNumber;
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return String(value);
}

class Db implements WarehouseDb {
  private readonly sessions = new AsyncLocalStorage<ActiveSession>();
  private readonly idle: DuckDBConnection[] = [];
  private closed = false;
  /** Detached work running, each as a promise that settles when it ends. */
  private readonly detachedWork = new Set<Promise<void>>();

  constructor(
    readonly path: string,
    readonly readOnly: boolean,
    private readonly instance: DuckDBInstance,
    private readonly shared: DuckDBConnection,
  ) {}

  /** The connection of the session this call runs in, else the shared one. */
  private get connection(): DuckDBConnection {
    const session = this.sessions.getStore();
    if (session === undefined) {
      if (this.closed) throw new Error('The warehouse is closed');
      return this.shared;
    }
    if (session.interrupted) throw new SessionInterruptedError('The session was interrupted');
    return session.connection;
  }

  session<T>(work: () => Promise<T>): SessionWork<T> {
    let session: ActiveSession | undefined;
    let interrupted = false;
    const result = (async () => {
      if (this.closed) throw new Error('The warehouse is closed');
      const connection = this.idle.pop() ?? (await this.instance.connect());
      session = { connection, interrupted };
      try {
        if (interrupted) throw new SessionInterruptedError('Interrupted before it started');
        return await this.sessions.run(session, work);
      } finally {
        session.interrupted = true;
        if (this.closed) connection.closeSync();
        else this.idle.push(connection);
      }
    })();
    return {
      result,
      interrupt: () => {
        interrupted = true;
        if (session === undefined || session.interrupted) return;
        session.interrupted = true;
        session.connection.interrupt();
      },
    };
  }

  detached<T>(work: () => Promise<T>): Promise<T> {
    const result = this.sessions.exit(work);
    const ended = result.then(
      () => undefined,
      () => undefined,
    );
    this.detachedWork.add(ended);
    void ended.then(() => this.detachedWork.delete(ended));
    return result;
  }

  async run(sql: string, params?: SqlParams): Promise<void> {
    await this.connection.run(sql, toDuckValues(params));
  }

  async all(sql: string, params?: SqlParams): Promise<Row[]> {
    const reader = await this.connection.runAndReadAll(sql, toDuckValues(params));
    // Rows as arrays and the names once: building each row object straight from them costs
    // half of going through the driver's row objects (a division's answer reads ~700 × 150).
    const names = reader.columnNames();
    return reader.getRowsJS().map((values) => {
      const out: Row = {};
      for (let i = 0; i < names.length; i += 1) {
        const value = values[i];
        out[names[i] as string] =
          typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
            ? value
            : plain(value);
      }
      return out;
    });
  }

  appender(table: string): Promise<DuckDBAppender> {
    return this.connection.createAppender(table);
  }

  async columns(sql: string, params?: SqlParams): Promise<Record<string, PlainValue[]>> {
    const reader = await this.connection.runAndReadAll(sql, toDuckValues(params));
    const names = reader.columnNames();
    // No rows come as no columns at all: each name still gets its (empty) array.
    const columns = reader.getColumnsJS();
    const out: Record<string, PlainValue[]> = {};
    names.forEach((name, c) => {
      const column = (columns[c] ?? []) as PlainValue[];
      for (let i = 0; i < column.length; i += 1) {
        const value = column[i];
        if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean')
          column[i] = plain(value);
      }
      out[name] = column;
    });
    return out;
  }

  close(): Promise<void> {
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.closeSync();
    const closeFiles = (): void => {
      this.shared.closeSync();
      this.instance.closeSync();
    };
    if (this.detachedWork.size === 0) {
      closeFiles();
      return Promise.resolve();
    }
    // Closed under a running query, DuckDB leaves it running: its promise never settles and
    // the process cannot end. Stopped first, it ends within milliseconds.
    this.shared.interrupt();
    return Promise.all([...this.detachedWork]).then(closeFiles);
  }
}

export interface OpenOptions {
  readOnly?: boolean;
  /** DuckDB memory_limit, e.g. '2GB'. */
  memoryLimit?: string;
  threads?: number;
}

export async function openDb(path: string, options: OpenOptions = {}): Promise<WarehouseDb> {
  const config: Record<string, string> = {};
  if (options.readOnly) config['access_mode'] = 'READ_ONLY';
  if (options.memoryLimit) config['memory_limit'] = options.memoryLimit;
  if (options.threads) config['threads'] = String(options.threads);
  const instance = await DuckDBInstance.create(path, config);
  try {
    const connection = await instance.connect();
    return new Db(path, options.readOnly ?? false, instance, connection);
  } catch (error) {
    instance.closeSync();
    throw error;
  }
}

/**
 * The answer as one array per column (values as `all` gives them), for answers of thousands of
 * rows: building an object per row costs more than the query itself (RAPM's stints; a season's
 * deciding attempts, read in 22-40 ms this way against 34-68 ms as rows). A database not opened
 * by openDb (a test double) answers through `all`, column by column.
 */
export async function readColumns(
  db: WarehouseDb,
  sql: string,
  params?: SqlParams,
): Promise<Record<string, PlainValue[]>> {
  if (db instanceof Db) return db.columns(sql, params);
  const rows = await db.all(sql, params);
  const out: Record<string, PlainValue[]> = {};
  for (const name of Object.keys(rows[0] ?? {})) out[name] = rows.map((row) => row[name] ?? null);
  return out;
}

/** Reads the one row a query must return. */
export async function one(db: WarehouseDb, sql: string, params?: SqlParams): Promise<Row> {
  const rows = await db.all(sql, params);
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected one row from: ${sql.slice(0, 80)}`);
  return row;
}

/**
 * A file path as an SQL string literal, for the few statements DuckDB cannot bind a parameter
 * in (ATTACH). Only paths of files this process chose go through it; quotes are doubled, which
 * is DuckDB's escape, so even a path with a quote stays one literal.
 */
export function pathLiteral(path: string): string {
  if (path.includes('\0')) throw new Error('A path may not contain NUL');
  return `'${path.replaceAll("'", "''")}'`;
}
