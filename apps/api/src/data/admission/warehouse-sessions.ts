/**
 * A DuckDB connection of its own for each uncached answer being computed. One connection runs
 * one query at a time (DuckDB locks it per query), so with the single connection a served
 * warehouse is opened with, answers queue inside DuckDB however many run, and interrupting that
 * connection would stop whichever answer's query happened to be running. Here each answer runs
 * on a pooled connection of the same database instance, so answers query in parallel and a
 * time-out interrupts that answer's query alone.
 *
 * The query layer and the caches keyed by the database object (search index, competition
 * lookups) must keep seeing one `WarehouseDb` per served warehouse, so the answer's connection
 * is not a second database object: the database's `connection` becomes a getter that gives, in
 * the async context of a session's work (AsyncLocalStorage), that session's connection, and
 * elsewhere (search index builds, version checks) the original one. This reads two fields of
 * the warehouse package's database class (`connection`, `instance`); `attach` checks their
 * shape and answers undefined when they differ, which leaves answers on the shared connection
 * (correct, just without parallel queries or per-answer interrupts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { WarehouseDb } from '@courtside/warehouse';

interface DuckConnection {
  interrupt(): void;
  closeSync(): void;
}

interface DuckInstance {
  connect(): Promise<DuckConnection>;
}

interface ActiveSession {
  readonly db: WarehouseDb;
  readonly connection: DuckConnection;
  /** Set by `interrupt`: the work's later queries fail at once instead of running. */
  interrupted: boolean;
}

/** Work started on a session: its result, and a way to stop its query now. */
export interface StartedWork<T> {
  readonly result: Promise<T>;
  interrupt(): void;
}

/** Work interrupted before it had a connection: it never ran. */
export class WorkInterruptedError extends Error {
  override readonly name = 'WorkInterruptedError';
}

const active = new AsyncLocalStorage<ActiveSession>();

function isConnection(value: unknown): value is DuckConnection {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'interrupt') === 'function' &&
    typeof Reflect.get(value, 'closeSync') === 'function' &&
    typeof Reflect.get(value, 'runAndReadAll') === 'function'
  );
}

function isInstance(value: unknown): value is DuckInstance {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'connect') === 'function'
  );
}

export class WarehouseSessions {
  private readonly idle: DuckConnection[] = [];
  private closed = false;

  private constructor(
    private readonly db: WarehouseDb,
    private readonly instance: DuckInstance,
  ) {}

  /** Routes `db`'s queries to session connections inside `start`; undefined when it cannot. */
  static attach(db: WarehouseDb): WarehouseSessions | undefined {
    const base: unknown = Reflect.get(db, 'connection');
    const instance: unknown = Reflect.get(db, 'instance');
    if (!isConnection(base) || !isInstance(instance)) return undefined;
    Object.defineProperty(db, 'connection', {
      configurable: true,
      get: () => {
        const session = active.getStore();
        if (session?.db !== db) return base;
        if (session.interrupted) throw new WorkInterruptedError('Interrupted');
        return session.connection;
      },
    });
    return new WarehouseSessions(db, instance);
  }

  /** Runs `work` with every query of the database on a connection of its own. */
  start<T>(work: () => Promise<T>): StartedWork<T> {
    let session: ActiveSession | undefined;
    let interrupted = false;
    const result = (async () => {
      const connection = this.idle.pop() ?? (await this.instance.connect());
      session = { db: this.db, connection, interrupted };
      try {
        if (interrupted) throw new WorkInterruptedError('Interrupted before it started');
        return await active.run(session, work);
      } finally {
        session.interrupted = true;
        this.giveBack(connection);
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

  /** Closes the idle connections; one still in use closes when its work ends. */
  close(): void {
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.closeSync();
  }

  private giveBack(connection: DuckConnection): void {
    if (this.closed) connection.closeSync();
    else this.idle.push(connection);
  }
}
