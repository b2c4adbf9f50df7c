/**
 * The router's compute workers (compute-worker.ts): uncached answers are made on these threads,
 * so the thread that accepts connections and sends cached answers, 304s and refusals only ever
 * runs short steps. Each job goes to the worker with the fewest jobs in hand; a job is
 * interruptible (the queue's time-out, a client that went away) like a warehouse session. A
 * worker that dies fails its jobs (500) and is replaced, after a back-off when it keeps dying
 * young (a worker that cannot even start must not spin). While no worker is ready (starting,
 * respawning, closed), `run` answers null and the router computes on its own thread.
 *
 * The worker's script is `compute-worker.js` next to the bundle when the server runs bundled
 * (scripts/bundle.ts writes both), and `compute-worker-source.mjs` next to this file when it
 * runs from source (tsx, tests), which loads the TypeScript through tsx.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionWork } from '@courtside/warehouse';
import type { ComputeJob, ComputeWorkerData, Failure, FromWorker, ToWorker } from './messages';
import { errorOf } from './messages';

export interface ComputePoolOptions {
  /** Worker threads (at least 1). */
  readonly size: number;
  readonly apiRoot: string;
  readonly log?: FastifyBaseLogger;
  /** The worker script (tests); by default the one next to this module. */
  readonly workerUrl?: URL;
}

interface PendingJob {
  resolve(body: Buffer): void;
  reject(error: Error): void;
}

interface PoolWorker {
  readonly thread: Worker;
  readonly jobs: Map<number, PendingJob>;
  readonly startedAt: number;
  /** Its modules are loaded (it said so): until then jobs are computed by the router. */
  ready: boolean;
}

/** A worker that stops sooner than this after it started is respawned after a back-off. */
const YOUNG_EXIT_MS = 5000;
const MAX_RESPAWN_DELAY_MS = 30_000;

export class ComputeWorkerExitError extends Error {
  override readonly name = 'ComputeWorkerExitError';
}

const CLOSE_WAIT_MS = 5000;

async function endWorker(thread: Worker): Promise<void> {
  const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.postMessage({ type: 'close' } satisfies ToWorker);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), CLOSE_WAIT_MS);
  });
  if ((await Promise.race([ended, late])) === 'late') await thread.terminate();
  clearTimeout(timer);
}

function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return new URL(
    here.endsWith('.ts') ? './compute-worker-source.mjs' : './compute-worker.js',
    here,
  );
}

export class ComputePool {
  private readonly workers: PoolWorker[] = [];
  private readonly workerUrl: URL;
  private nextId = 1;
  private closed = false;
  private youngExits = 0;
  private readonly readyWaiters: Array<() => void> = [];

  constructor(private readonly options: ComputePoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new Error(`A compute pool needs at least one worker (got ${String(options.size)})`);
    }
    this.workerUrl = options.workerUrl ?? defaultWorkerUrl();
    for (let i = 0; i < options.size; i += 1) this.workers.push(this.spawn());
  }

  get size(): number {
    return this.workers.length;
  }

  /** Workers that have loaded their modules. */
  get readyCount(): number {
    return this.workers.filter((worker) => worker.ready).length;
  }

  /** Resolves once every worker is ready, or after `timeoutMs` (true: all ready). */
  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.readyCount === this.workers.length) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Jobs in the workers' hands (sent, not answered). */
  get inFlight(): number {
    return this.workers.reduce((sum, worker) => sum + worker.jobs.size, 0);
  }

  /**
   * The answer's bytes, made by a worker; `interrupt` stops its queries (→
   * SessionInterruptedError). Null when no worker is alive (closed, or respawning).
   */
  run(job: ComputeJob): SessionWork<Buffer> | null {
    const worker = this.leastBusy();
    if (worker === undefined) return null;
    const id = this.nextId++;
    const result = new Promise<Buffer>((resolve, reject) => {
      worker.jobs.set(id, { resolve, reject });
    });
    const message: ToWorker = { type: 'job', id, ...job };
    worker.thread.postMessage(message);
    return {
      result,
      interrupt: () => {
        if (worker.jobs.has(id))
          worker.thread.postMessage({ type: 'interrupt', id } satisfies ToWorker);
      },
    };
  }

  /** The router closed a set of served files (servedKeyOf): workers close their copies. */
  retire(key: string): void {
    for (const worker of this.workers) {
      worker.thread.postMessage({ type: 'retire', key } satisfies ToWorker);
    }
  }

  /**
   * Asks every worker to close its databases and end (a thread terminated with DuckDB open
   * aborts the process), and terminates one that has not ended after CLOSE_WAIT_MS.
   */
  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    for (const worker of workers) {
      this.failAll(worker, new ComputeWorkerExitError('The compute pool was closed'));
    }
    await Promise.all(workers.map((worker) => endWorker(worker.thread)));
  }

  private leastBusy(): PoolWorker | undefined {
    let best: PoolWorker | undefined;
    for (const worker of this.workers) {
      if (!worker.ready) continue;
      if (best === undefined || worker.jobs.size < best.jobs.size) best = worker;
    }
    return best;
  }

  private spawn(): PoolWorker {
    const workerData: ComputeWorkerData = { apiRoot: this.options.apiRoot };
    const thread = new Worker(this.workerUrl, { workerData });
    // The server's close() ends the workers; an idle pool must not keep the process alive.
    thread.unref();
    const worker: PoolWorker = { thread, jobs: new Map(), startedAt: Date.now(), ready: false };
    thread.on('message', (message: FromWorker) => this.settle(worker, message));
    thread.on('error', (error) => {
      this.options.log?.error({ err: error }, 'A compute worker failed');
    });
    thread.on('exit', (code) => this.replace(worker, code));
    return worker;
  }

  private replace(worker: PoolWorker, code: number): void {
    const index = this.workers.indexOf(worker);
    if (index >= 0) this.workers.splice(index, 1);
    this.failAll(
      worker,
      new ComputeWorkerExitError(`A compute worker stopped (exit code ${String(code)})`),
    );
    if (this.closed) return;
    const young = Date.now() - worker.startedAt < YOUNG_EXIT_MS;
    this.youngExits = young ? this.youngExits + 1 : 0;
    const delayMs = young ? Math.min(MAX_RESPAWN_DELAY_MS, 100 * 2 ** this.youngExits) : 0;
    this.options.log?.warn({ code, respawnInMs: delayMs }, 'A compute worker stopped');
    const timer = setTimeout(() => {
      if (!this.closed) this.workers.push(this.spawn());
    }, delayMs);
    timer.unref();
  }

  private settle(worker: PoolWorker, message: FromWorker): void {
    if (message.type === 'ready') {
      worker.ready = true;
      if (this.readyCount === this.workers.length) {
        for (const wake of this.readyWaiters.splice(0)) wake();
      }
      return;
    }
    const job = worker.jobs.get(message.id);
    if (job === undefined) return;
    worker.jobs.delete(message.id);
    if (message.type === 'done') {
      const { body } = message;
      job.resolve(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    } else {
      job.reject(errorOf(message.failure satisfies Failure));
    }
  }

  private failAll(worker: PoolWorker, error: Error): void {
    for (const job of worker.jobs.values()) job.reject(error);
    worker.jobs.clear();
  }
}
