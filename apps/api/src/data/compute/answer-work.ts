/**
 * Where an uncached answer is made: on a compute worker when the server has them and the
 * endpoint can run there, else on the router's thread in a warehouse session. Both are
 * interruptible the same way, so the queue's time-out and a departed client stop either.
 */
import type { SessionWork } from '@courtside/warehouse';
import type { DataCaller, DataEndpoint } from '../endpoint';
import type { WarehouseLease } from '../warehouse-source';
import type { ComputeJob } from './messages';
import { StaleWarehouseError } from './messages';

/** What the router needs of the compute pool (compute-pool.ts). */
export interface AnswerPool {
  run(job: ComputeJob): SessionWork<Buffer> | null;
}

/**
 * Admin endpoints read the accounts database through the router's services, and live-search
 * reads the search index the router builds once per data version (its answers take a few
 * milliseconds): both stay on the router's thread.
 */
export function runsOnWorker(endpoint: DataEndpoint): boolean {
  return (
    endpoint.usesWarehouse !== false && endpoint.access !== 'admin' && endpoint.query === undefined
  );
}

export interface AnswerWorkRequest {
  readonly endpoint: DataEndpoint;
  /** The request URL (path and query) the worker parses again. */
  readonly url: string;
  readonly caller: DataCaller;
  readonly now: Date;
  readonly dataDir: string;
}

export function startAnswerWork(
  pool: AnswerPool | undefined,
  request: AnswerWorkRequest,
  lease: WarehouseLease | undefined,
  here: () => Promise<string | Buffer>,
): SessionWork<string | Buffer> {
  if (lease === undefined) return { result: here(), interrupt: () => undefined };
  const pooled =
    pool !== undefined && runsOnWorker(request.endpoint)
      ? pool.run({
          url: request.url,
          caller: request.caller,
          nowMs: request.now.getTime(),
          dataDir: request.dataDir,
          files: lease.files,
          dataVersion: lease.info.dataVersion,
          builtAt: lease.info.builtAt,
        })
      : null;
  if (pooled === null) return lease.start(here);
  let interrupted = false;
  let local: SessionWork<string | Buffer> | undefined;
  const result = pooled.result.catch((error: unknown) => {
    // The files were swapped under the worker: the lease's connection still reads the version
    // this request was promised.
    if (!(error instanceof StaleWarehouseError) || interrupted) throw error;
    local = lease.start(here);
    return local.result;
  });
  return {
    result,
    interrupt: () => {
      interrupted = true;
      pooled.interrupt();
      local?.interrupt();
    },
  };
}
