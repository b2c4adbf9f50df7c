/**
 * Lets Kysely's PostgresDialect drive an embedded PGlite database, so the accounts code runs the
 * same queries on PGlite and on a PostgreSQL server. PGlite is a single connection: the pool hands
 * it out to one borrower at a time, from connect() to release(), so the statements of one
 * transaction never interleave with another request's.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Mutex } from './mutex';

type Command = PostgresQueryResult<unknown>['command'];
const KNOWN_COMMANDS: ReadonlySet<string> = new Set([
  'UPDATE',
  'DELETE',
  'INSERT',
  'SELECT',
  'MERGE',
]);

function isKnownCommand(command: string | undefined): command is Command {
  return command !== undefined && KNOWN_COMMANDS.has(command);
}

class PGliteClient implements PostgresPoolClient {
  private released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly releaseLock: () => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('Streaming cursors are not supported on the embedded database');
    }
    if (this.released) {
      return Promise.reject(new Error('PGlite connection used after release'));
    }
    return this.run<R>(sqlOrCursor, parameters);
  }

  private async run<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    const result = await this.pglite.query<R>(sql, [...parameters]);
    return {
      // Kysely only reads the command to count affected rows of writes; DDL reads as a SELECT.
      command: isKnownCommand(result.command) ? result.command : 'SELECT',
      rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
      rows: result.rows,
    };
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.releaseLock();
  }
}

export class PGlitePool implements PostgresPool {
  private readonly mutex = new Mutex();
  private ended = false;

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.ended) throw new Error('The embedded accounts database is closed');
    const release = await this.mutex.acquire();
    if (this.ended) {
      release();
      throw new Error('The embedded accounts database is closed');
    }
    return new PGliteClient(this.pglite, release);
  }

  /** Waits for the current borrower to finish, then closes PGlite (flushing it to disk). */
  async end(): Promise<void> {
    if (this.ended) return;
    const release = await this.mutex.acquire();
    this.ended = true;
    try {
      await this.pglite.close();
    } finally {
      release();
    }
  }
}
