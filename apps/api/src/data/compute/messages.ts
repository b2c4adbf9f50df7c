/**
 * What the router and its compute workers say to each other (compute-pool.ts ↔
 * compute-worker.ts). A job names the request by its URL (the worker parses it with the same
 * registry), the caller, the clock and the served files; the answer comes back as UTF-8 bytes,
 * or as a failure that the router turns back into the error it would have met computing the
 * answer itself (400/404 for bad input, 503 for an interrupted one, 500 for the rest).
 */
import type { ServedFiles, WarehouseInfo } from '@courtside/warehouse';
import { SessionInterruptedError } from '@courtside/warehouse';
import type { DataCaller } from '../endpoint';
import { DataInputError } from '../endpoint';
import { UnknownIdError } from '../unknown-id';

/** Settings every worker starts with. */
export interface ComputeWorkerData {
  readonly apiRoot: string;
}

export interface ComputeJob {
  /** The request URL as the router received it (path and query). */
  readonly url: string;
  readonly caller: DataCaller;
  /** The request's time (ms since the epoch). */
  readonly nowMs: number;
  readonly dataDir: string;
  readonly files: ServedFiles;
  /** The data version the router serves from these files: the worker checks it reads the same. */
  readonly dataVersion: string;
  readonly builtAt: string;
}

export type ToWorker =
  | ({ readonly type: 'job'; readonly id: number } & ComputeJob)
  | { readonly type: 'interrupt'; readonly id: number }
  /** The router closed this set of served files: close them once no job reads them. */
  | { readonly type: 'retire'; readonly key: string }
  /** The server is stopping: stop every job, close every database, end the thread. */
  | { readonly type: 'close' };

export type FailureKind = 'input' | 'unknown-id' | 'interrupted' | 'stale' | 'other';

export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
  readonly segment?: string;
  readonly stack?: string;
}

export type FromWorker =
  /** Sent once the worker's modules are loaded: from then on it takes jobs. */
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly id: number; readonly body: Uint8Array }
  | { readonly type: 'failed'; readonly id: number; readonly failure: Failure };

/**
 * The files a worker opened the same data version from when they were swapped under it (a new
 * build renamed over warehouse.duckdb after the router opened it): the router then answers on
 * its own connection, which still reads the files it opened.
 */
export class StaleWarehouseError extends Error {
  override readonly name = 'StaleWarehouseError';
}

/** One set of served files of one data version: the worker keeps one database open per key. */
export function servedKeyOf(info: Pick<WarehouseInfo, 'dataVersion'>, files: ServedFiles): string {
  const identities = [files.whole, ...files.seasons].map((file) =>
    file === null ? '' : `${file.path}:${String(file.ino)}:${String(file.size)}`,
  );
  return `${info.dataVersion}|${identities.join(',')}`;
}

export function failureOf(error: unknown): Failure {
  if (error instanceof UnknownIdError) {
    return { kind: 'unknown-id', message: error.message, segment: error.segment };
  }
  if (error instanceof DataInputError) {
    return { kind: 'input', message: error.message, segment: error.segment };
  }
  if (error instanceof SessionInterruptedError)
    return { kind: 'interrupted', message: error.message };
  if (error instanceof StaleWarehouseError) return { kind: 'stale', message: error.message };
  if (error instanceof Error) return { kind: 'other', message: error.message, stack: error.stack };
  return { kind: 'other', message: String(error) };
}

/** The error the router would have met computing the answer itself. */
export function errorOf(failure: Failure): Error {
  switch (failure.kind) {
    case 'unknown-id':
      return new UnknownIdError(failure.message, failure.segment);
    case 'input':
      return new DataInputError(failure.message, failure.segment);
    case 'interrupted':
      return new SessionInterruptedError(failure.message);
    case 'stale':
      return new StaleWarehouseError(failure.message);
    case 'other': {
      const error = new Error(`Compute worker: ${failure.message}`);
      if (failure.stack !== undefined) error.stack = `${error.message}\n${failure.stack}`;
      return error;
    }
  }
}
