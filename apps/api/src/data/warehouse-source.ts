/**
 * The served warehouse as the data routes see it: what DATA_DIR serves (the warehouse
 * package's served/layout.ts: warehouse.duckdb, or while the demo league is still being built
 * the season files finished so far) opened read-only, and reopened when that changes. Builds
 * swap files atomically, so a reader that opened the old ones keeps reading them; this module
 * notices a swap or a new season (a file's inode, size or modification time, or the set of
 * season files changed: checked at most every `checkIntervalMs`, on the request path, never
 * blocking on it more than once), opens the new set, reads its data version, serves it to every
 * later request and closes the old one when the last request holding it finishes. A set that
 * fails to open (a broken copy) leaves the previous one in service and is retried at the next
 * check.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../errors';
import type { ServedFiles, SessionWork, WarehouseDb, WarehouseInfo } from '@courtside/warehouse';
import {
  openServedWarehouse,
  pendingCompetitions,
  sameServedFiles,
  servedFiles,
  warehouseInfo,
} from '@courtside/warehouse';

export const DEFAULT_CHECK_INTERVAL_MS = 2000;

/** A served warehouse, held by a request until it calls `release` (at most once). */
export interface WarehouseLease {
  readonly db: WarehouseDb;
  readonly info: WarehouseInfo;
  /** The files `db` reads (compute workers open the same ones). */
  readonly files: ServedFiles;
  /**
   * Runs `work` (an answer's queries) on a connection of its own, which `interrupt` stops
   * without touching other answers' queries (the warehouse's sessions). Call `release` only
   * once the work has stopped.
   */
  start<T>(work: () => Promise<T>): SessionWork<T>;
  release(): void;
}

/** Why there is no warehouse to serve, for the 503 message. */
export type WarehouseUnavailable =
  | { readonly reason: 'missing'; readonly path: string }
  | { readonly reason: 'unreadable'; readonly path: string; readonly detail: string };

class Generation {
  private holders = 0;
  private retired = false;
  private closed = false;

  constructor(
    readonly db: WarehouseDb,
    readonly info: WarehouseInfo,
    readonly files: ServedFiles,
    private readonly onClosed: ((info: WarehouseInfo, files: ServedFiles) => void) | undefined,
  ) {}

  lease(): WarehouseLease {
    this.holders += 1;
    let released = false;
    return {
      db: this.db,
      info: this.info,
      files: this.files,
      start: (work) => this.db.session(work),
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
    // Once the files are closed: a memoised read still running is stopped first.
    void this.db.close().then(() => this.onClosed?.(this.info, this.files));
  }
}

export interface WarehouseSourceOptions {
  /** The data folder (DATA_DIR). */
  readonly dataDir: string;
  readonly log?: FastifyBaseLogger;
  readonly checkIntervalMs?: number;
  /** The clock of the checks (tests move it instead of sleeping). */
  readonly now?: () => number;
  /** Called after a new data version is in service (caches drop the old version's entries). */
  readonly onVersion?: (info: WarehouseInfo, db: WarehouseDb) => unknown;
  /** Called once a retired version's last request has finished and its files are closed. */
  readonly onClosed?: (info: WarehouseInfo, files: ServedFiles) => void;
}

export class WarehouseSource {
  private current: Generation | undefined;
  private problem: WarehouseUnavailable;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;
  private closed = false;
  private lastFiles: ServedFiles | undefined;
  private readonly checkIntervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: WarehouseSourceOptions) {
    this.checkIntervalMs = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
    this.now = options.now ?? Date.now;
    this.problem = { reason: 'missing', path: options.dataDir };
  }

  get path(): string {
    return this.options.dataDir;
  }

  /**
   * Competitions the background demo build will still add (empty when nothing is being built),
   * as of the last check.
   */
  pending(): number[] {
    return this.lastFiles === undefined ? [] : pendingCompetitions(this.lastFiles);
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

  /** Looks at the folder now (also what `acquire` does every interval). */
  async check(): Promise<void> {
    this.lastCheck = this.now();
    let files: ServedFiles;
    try {
      files = servedFiles(this.options.dataDir);
    } catch {
      return;
    }
    this.lastFiles = files;
    if (files.whole === null && files.seasons.length === 0) {
      // Nothing there keeps what is open in service: a reader holds the files it opened.
      if (this.current === undefined) this.problem = { reason: 'missing', path: this.path };
      return;
    }
    if (this.current !== undefined && sameServedFiles(this.current.files, files)) return;
    await this.open(files);
  }

  private async open(files: ServedFiles): Promise<void> {
    let db: WarehouseDb | undefined;
    try {
      const served = await openServedWarehouse(this.options.dataDir, files);
      db = served.db;
      for (const skipped of served.skipped) {
        this.options.log?.warn(skipped, 'Season file left out of the served warehouse');
      }
      const info = await warehouseInfo(db);
      if (this.closed) {
        db.close();
        return;
      }
      const previous = this.current;
      const generation = new Generation(db, info, files, this.options.onClosed);
      this.current = generation;
      db = undefined;
      previous?.retire();
      if (previous?.info.dataVersion !== info.dataVersion) {
        this.options.log?.info(
          { dataVersion: info.dataVersion, path: this.path, seasonFiles: files.seasons.length },
          'Serving warehouse data version',
        );
        // Work started on the new version (the search index) holds a lease until it ends: closing
        // a DuckDB database under a running query kills the process, and during a background
        // demo build a newer season can retire this version at any moment.
        const hold = generation.lease();
        void Promise.resolve()
          .then(() => this.options.onVersion?.(info, generation.db))
          .catch((error: unknown) =>
            this.options.log?.warn({ err: error }, 'Work on a new data version failed'),
          )
          .finally(() => hold.release());
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

/**
 * Runs `work` on a lease of the served warehouse and releases it when the work settles; a 503
 * that says what is missing when nothing can be served.
 */
export async function withLease<T>(
  source: WarehouseSource,
  work: (lease: WarehouseLease) => Promise<T>,
): Promise<T> {
  const acquired = await source.acquire();
  if (!isLease(acquired)) throw new HttpError(503, unavailableMessage(acquired));
  try {
    return await work(acquired);
  } finally {
    acquired.release();
  }
}

/** The 503 message of a missing or unreadable warehouse: what is wrong and how to fix it. */
export function unavailableMessage(problem: WarehouseUnavailable): string {
  if (problem.reason === 'missing') {
    return (
      `No data yet: there is no warehouse in ${problem.path}. ` +
      'Build it with `npm run ingest` (or `npm run demo`).'
    );
  }
  return `The warehouse ${problem.path} cannot be read (${problem.detail}); rebuild it.`;
}
