/**
 * The served warehouse as the data routes see it: DATA_DIR/warehouse.duckdb opened read-only,
 * and replaced when a build renames a new file over it. Builds swap the file atomically, so a
 * reader that opened the old one keeps reading it; this module notices the swap (the file's
 * inode, size or modification time changed: checked with one `stat` at most every
 * `checkIntervalMs`, on the request path, never blocking on it more than once), opens the new
 * file, reads its data version, serves it to every later request and closes the old one when
 * the last request holding it finishes. A file that fails to open (a broken copy) leaves the
 * previous one in service and is retried at the next check.
 */
import { stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { WarehouseDb, WarehouseInfo } from '@courtside/warehouse';
import { openWarehouseReadOnly, warehouseInfo } from '@courtside/warehouse';

export const DEFAULT_CHECK_INTERVAL_MS = 2000;

/** A served warehouse, held by a request until it calls `release` (at most once). */
export interface WarehouseLease {
  readonly db: WarehouseDb;
  readonly info: WarehouseInfo;
  release(): void;
}

/** Why there is no warehouse to serve, for the 503 message. */
export type WarehouseUnavailable =
  | { readonly reason: 'missing'; readonly path: string }
  | { readonly reason: 'unreadable'; readonly path: string; readonly detail: string };

interface FileIdentity {
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
}

class Generation {
  private holders = 0;
  private retired = false;
  private closed = false;

  constructor(
    readonly db: WarehouseDb,
    readonly info: WarehouseInfo,
    readonly identity: FileIdentity,
  ) {}

  lease(): WarehouseLease {
    this.holders += 1;
    let released = false;
    return {
      db: this.db,
      info: this.info,
      release: () => {
        if (released) return;
        released = true;
        this.holders -= 1;
        this.closeIfIdle();
      },
    };
  }

  retire(): void {
    this.retired = true;
    this.closeIfIdle();
  }

  private closeIfIdle(): void {
    if (!this.retired || this.holders > 0 || this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

const sameFile = (a: FileIdentity, b: FileIdentity): boolean =>
  a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

export interface WarehouseSourceOptions {
  readonly path: string;
  readonly log?: FastifyBaseLogger;
  readonly checkIntervalMs?: number;
  /** The clock of the checks (tests move it instead of sleeping). */
  readonly now?: () => number;
  /** Called after a new data version is in service (caches drop the old version's entries). */
  readonly onVersion?: (info: WarehouseInfo, db: WarehouseDb) => void;
}

export class WarehouseSource {
  private current: Generation | undefined;
  private problem: WarehouseUnavailable;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;
  private closed = false;
  private readonly checkIntervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: WarehouseSourceOptions) {
    this.checkIntervalMs = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
    this.now = options.now ?? Date.now;
    this.problem = { reason: 'missing', path: options.path };
  }

  get path(): string {
    return this.options.path;
  }

  /** The info of the warehouse in service without waiting for a check (null: none yet). */
  peekInfo(): WarehouseInfo | null {
    return this.current?.info ?? null;
  }

  /**
   * A lease on the warehouse in service, after a check for a newer file when the last one is
   * older than the interval; or why there is none.
   */
  async acquire(): Promise<WarehouseLease | WarehouseUnavailable> {
    if (this.closed) throw new Error('The warehouse source is closed');
    if (this.now() - this.lastCheck >= this.checkIntervalMs) {
      this.checking ??= this.check().finally(() => {
        this.checking = undefined;
      });
      await this.checking;
    } else if (this.current === undefined && this.checking !== undefined) {
      // Nothing in service yet and a check (the first open) under way: wait for it, or every
      // request arriving during the first open would be told the warehouse does not exist.
      await this.checking;
    }
    return this.current?.lease() ?? this.problem;
  }

  /** Looks at the file now (also what `acquire` does every interval). */
  async check(): Promise<void> {
    this.lastCheck = this.now();
    let identity: FileIdentity;
    try {
      const stats = await stat(this.options.path);
      identity = { ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs };
    } catch {
      // A missing file keeps the open one in service: a reader holds the file it opened.
      if (this.current === undefined) this.problem = { reason: 'missing', path: this.path };
      return;
    }
    if (this.current !== undefined && sameFile(this.current.identity, identity)) return;
    await this.open(identity);
  }

  private async open(identity: FileIdentity): Promise<void> {
    let db: WarehouseDb | undefined;
    try {
      db = await openWarehouseReadOnly(this.options.path);
      const info = await warehouseInfo(db);
      if (this.closed) {
        db.close();
        return;
      }
      const previous = this.current;
      this.current = new Generation(db, info, identity);
      previous?.retire();
      if (previous?.info.dataVersion !== info.dataVersion) {
        this.options.log?.info(
          { dataVersion: info.dataVersion, path: this.path },
          'Serving warehouse data version',
        );
        this.options.onVersion?.(info, db);
      }
    } catch (error) {
      db?.close();
      const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      this.options.log?.error({ err: error, path: this.path }, 'Cannot open the warehouse');
      if (this.current === undefined) {
        this.problem = { reason: 'unreadable', path: this.path, detail };
      }
    }
  }

  /** Closes the warehouse in service once its last request finishes. */
  close(): void {
    this.closed = true;
    this.current?.retire();
    this.current = undefined;
  }
}

export function isLease(value: WarehouseLease | WarehouseUnavailable): value is WarehouseLease {
  return 'db' in value;
}

/** The 503 message of a missing or unreadable warehouse: what is wrong and how to fix it. */
export function unavailableMessage(problem: WarehouseUnavailable): string {
  if (problem.reason === 'missing') {
    return (
      `No data yet: the warehouse ${problem.path} does not exist. ` +
      'Build it with `npm run ingest` (or `npm run demo`).'
    );
  }
  return `The warehouse ${problem.path} cannot be read (${problem.detail}); rebuild it.`;
}
