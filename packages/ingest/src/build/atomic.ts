/**
 * The atomic build: write a complete new file, prove it opens and holds what it must, then
 * rename it over the served one. A reader either has the old file or the new one, never half of
 * either; an error, Ctrl-C or SIGTERM removes the new file, and a SIGKILL leaves only garbage
 * named *.building.duckdb that the next build deletes. The served file is never opened for
 * writing.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  createSchema,
  num,
  openDb,
  servedPath as servedPathOf,
  TABLE_NAMES,
} from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import {
  acquireLock,
  buildPathFor,
  newBuildId,
  removeAbandonedBuilds,
  removeBuildFiles,
} from './files';
import { readMeta, writeMeta } from './meta';

export interface BuildContext {
  readonly db: WarehouseDb;
  /** The file being written. */
  readonly buildPath: string;
  /** The served file (may not exist yet); copy-forward reads it with ATTACH … (READ_ONLY). */
  readonly servedPath: string;
  readonly builtAt: Date;
}

export interface BuildOptions {
  readonly dataDir: string;
  /** DuckDB memory_limit for the build, e.g. '4GB'. */
  readonly memoryLimit?: string;
  /** DuckDB threads for the build (default: every core). */
  readonly threads?: number;
  /** Tables that must hold at least one row for the new file to be served. */
  readonly requireRows?: readonly string[];
  readonly now?: () => Date;
  /** Where the finished file goes (default DATA_DIR/warehouse.duckdb); same filesystem. */
  readonly target?: string;
  /** False when the caller already holds the data folder's build lock. */
  readonly lock?: boolean;
}

export interface BuildResult<T> {
  readonly value: T;
  readonly path: string;
  readonly dataVersion: string;
  readonly builtAt: string;
}

/** A build under way: its open file, then `commit` (validate and rename) or `abort`. */
export interface BuildHandle extends BuildContext {
  commit(): Promise<{
    readonly path: string;
    readonly dataVersion: string;
    readonly builtAt: string;
  }>;
  abort(): void;
}

export class BuildValidationError extends Error {}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const SIGNAL_NUMBERS: Record<(typeof SIGNALS)[number], number> = {
  SIGINT: 2,
  SIGTERM: 15,
  SIGHUP: 1,
};

/** Opens the finished file read-only and checks the schema, the meta row and row counts. */
async function validate(path: string, requireRows: readonly string[]): Promise<string> {
  const db = await openDb(path, { readOnly: true });
  try {
    const present = new Set(
      (await db.all("SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main'")).map(
        (row) => String(row['table_name']),
      ),
    );
    const missing = TABLE_NAMES.filter((name) => !present.has(name));
    if (missing.length > 0) {
      throw new BuildValidationError(`New warehouse lacks tables: ${missing.join(', ')}`);
    }
    for (const table of requireRows) {
      const rows = await db.all(`SELECT count(*) AS n FROM ${table}`);
      if (!rows[0] || num(rows[0], 'n') === 0) {
        throw new BuildValidationError(`New warehouse has no rows in ${table}`);
      }
    }
    const version = await readMeta(db, 'data_version');
    if (!version) throw new BuildValidationError('New warehouse has no data_version');
    return version;
  } finally {
    db.close();
  }
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Builds under way in this process: a signal removes all their files before exiting. */
const open = new Set<{ path: string; release: () => void }>();

function onSignal(signal: (typeof SIGNALS)[number]): void {
  for (const build of open) {
    removeBuildFiles(build.path);
    build.release();
  }
  process.exit(128 + SIGNAL_NUMBERS[signal]);
}

function track(build: { path: string; release: () => void }): () => void {
  if (open.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  open.add(build);
  return () => {
    open.delete(build);
    if (open.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/**
 * Starts a build: takes the lock (unless the caller holds it), removes dead builds' files and
 * opens a new file with the schema. Nothing is served until `commit`.
 */
export async function startBuild(options: BuildOptions): Promise<BuildHandle> {
  const builtAt = (options.now ?? (() => new Date()))();
  mkdirSync(options.dataDir, { recursive: true });
  const release = options.lock === false ? () => undefined : acquireLock(options.dataDir);
  const served = options.target ?? servedPathOf(options.dataDir);
  const path = buildPathFor(served, newBuildId(builtAt));
  const entry = { path, release };
  const untrack = track(entry);
  let db: WarehouseDb | null = null;
  let finished = false;
  const end = (): void => {
    finished = true;
    untrack();
    release();
  };
  const abort = (): void => {
    if (finished) return;
    if (db) {
      try {
        db.close();
      } catch {
        // The connection may already be unusable; the file is removed below either way.
      }
      db = null;
    }
    removeBuildFiles(path);
    end();
  };
  try {
    if (options.lock !== false) removeAbandonedBuilds(options.dataDir);
    db = await openDb(path, { memoryLimit: options.memoryLimit, threads: options.threads });
    await createSchema(db);
  } catch (error) {
    abort();
    throw error;
  }
  const opened = db;
  const commit = async () => {
    if (finished) throw new Error(`The build of ${served} has already ended`);
    try {
      const meta = await writeMeta(opened, builtAt);
      await opened.run('CHECKPOINT');
      opened.close();
      db = null;
      const dataVersion = await validate(path, options.requireRows ?? []);
      if (dataVersion !== meta.dataVersion) throw new BuildValidationError('data_version changed');
      // A WAL beside the served file would be replayed into the new one; the served file is
      // only ever opened read-only, so one can only be a leftover of a foreign writer.
      rmSync(`${served}.wal`, { force: true });
      renameSync(path, served);
      fsyncDir(dirname(served));
      removeBuildFiles(path);
      end();
      return { path: served, dataVersion, builtAt: meta.builtAt };
    } catch (error) {
      abort();
      throw error;
    }
  };
  return { db: opened, buildPath: path, servedPath: served, builtAt, commit, abort };
}

export async function buildWarehouse<T>(
  options: BuildOptions,
  build: (context: BuildContext) => Promise<T>,
): Promise<BuildResult<T>> {
  const handle = await startBuild(options);
  let value: T;
  try {
    value = await build(handle);
  } catch (error) {
    handle.abort();
    throw error;
  }
  return { value, ...(await handle.commit()) };
}

/** True when DATA_DIR has a served warehouse. */
export const hasServedWarehouse = (dataDir: string): boolean => existsSync(servedPathOf(dataDir));
