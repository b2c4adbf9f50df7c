/**
 * Reading a game, running the adapter and deriving its facts is CPU work, and so is writing
 * its rows. With many games both go to worker threads, one per core, each writing the rows as
 * CSV part files of its own (derive-worker.ts); the main thread only hands out jobs (one bundle,
 * or one batch of games of the season files, which the worker reads itself), collects the small
 * per-game reports and finally has the parts inserted (game-rows-loader.ts). Workers load
 * TypeScript through tsx's register hook (derive-worker.mjs), the same way the ingest command
 * itself runs.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WarehouseDb } from '@courtside/warehouse';
import type { DeriveJob, GameResult } from '../sources/ncaa-seasons/derive-job';
import { IngestInputError } from '../sources/ncaa-seasons/errors';
import { GameRowsLoader } from './game-rows-loader';
import type { GamePart } from './game-writer';

export type PoolMessage =
  | { type: 'init'; partDir: string; worker: number; competitionId: number }
  | { type: 'job'; job: DeriveJob }
  | { type: 'finish' };

export type WorkerReply =
  | { type: 'done'; results: GameResult[] }
  /** The worker's part files, in the order it wrote them. */
  | { type: 'finished'; parts: GamePart[] }
  /** A worker that cannot go on; `input`: the error is about the input files (IngestInputError). */
  | { type: 'fatal'; error: string; input: boolean };

/**
 * A worker turns each game into tens of thousands of short-lived objects (rows, events, facts).
 * V8's default young generation (16 MB semi-spaces) fills every few games, and the scavenges
 * then copied and promoted objects still in use: a CPU profile showed ~8 s of garbage
 * collection per worker on a full season. A larger young generation lets most of them die
 * young, at the cost of some memory per worker.
 */
export const WORKER_YOUNG_GENERATION_MB = 256;

/** Pool size: DERIVE_WORKERS, else the core count; 0 means derive in the main thread. */
export function deriveWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env['DERIVE_WORKERS'];
  if (configured !== undefined && /^\d+$/.test(configured)) return Number(configured);
  return availableParallelism() >= 2 ? availableParallelism() : 0;
}

interface Slot {
  readonly worker: Worker;
  /** Resolvers of the jobs sent to this worker, in order (a worker answers in order). */
  readonly pending: Array<(results: GameResult[]) => void>;
  finished: ((parts: GamePart[] | null) => void) | null;
}

export class DerivePool {
  private readonly slots: Slot[];
  private failure: Error | null = null;

  /** `partDir`: a folder of the build (removed with it) for the workers' part files. */
  constructor(size: number, partDir: string, competitionId: number) {
    mkdirSync(partDir, { recursive: true });
    this.slots = Array.from({ length: size }, (_, index) => {
      const worker = new Worker(new URL('./derive-worker.mjs', import.meta.url), {
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      });
      const slot: Slot = { worker, pending: [], finished: null };
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'done') slot.pending.shift()?.(reply.results);
        else if (reply.type === 'finished') slot.finished?.(reply.parts);
        else
          this.fail(
            reply.input
              ? new IngestInputError(reply.error)
              : new Error(`derive worker failed: ${reply.error}`),
          );
      });
      worker.on('error', (error) => this.fail(error));
      worker.postMessage({
        type: 'init',
        partDir,
        worker: index,
        competitionId,
      } satisfies PoolMessage);
      return slot;
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const slot of this.slots) {
      for (const resolve of slot.pending.splice(0)) resolve([]);
      slot.finished?.(null);
    }
  }

  /** Jobs sent and not yet answered, over all workers. */
  get queued(): number {
    return this.slots.reduce((sum, slot) => sum + slot.pending.length, 0);
  }

  /** Sends a job to the least busy worker; resolves with its games' results. */
  submit(job: DeriveJob): Promise<GameResult[]> {
    if (this.failure) return Promise.reject(this.failure);
    const slot = this.slots.reduce((best, candidate) =>
      candidate.pending.length < best.pending.length ? candidate : best,
    );
    return new Promise((resolve, reject) => {
      slot.pending.push((results) => (this.failure ? reject(this.failure) : resolve(results)));
      slot.worker.postMessage({ type: 'job', job } satisfies PoolMessage);
    });
  }

  /**
   * Has every worker write its last part, then inserts the parts into `db`: the first worker's
   * in the order it wrote them, then the next worker's (the data version does not depend on
   * row order).
   */
  async mergeInto(db: WarehouseDb): Promise<void> {
    const parts = await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<GamePart[] | null>((resolve) => {
            slot.finished = resolve;
            slot.worker.postMessage({ type: 'finish' } satisfies PoolMessage);
          }),
      ),
    );
    if (this.failure) throw this.failure;
    const loader = new GameRowsLoader(db);
    for (const part of parts.flatMap((worker) => worker ?? [])) loader.add(part);
    await loader.finish();
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
