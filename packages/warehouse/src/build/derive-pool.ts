/**
 * Parsing a bundle and deriving its facts is CPU work (≈25 ms a game), and so is appending its
 * rows (≈4 ms). With many bundles both go to worker threads, one per core, each writing its own
 * DuckDB part file (derive-worker.ts); the main thread only hands out jobs, collects the small
 * reports and finally merges the parts. Workers load TypeScript through tsx's register hook
 * (derive-worker.mjs), the same way the ingest command itself runs.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WarehouseDb } from '../db/connection';
import { pathLiteral } from '../db/connection';
import type { BundleReport, DeriveInput } from '../sources/ncaa-seasons/derive-bundle';
import { GAME_TABLES, PBP_TEAM_STAGE } from './game-writer';

export interface DeriveJob {
  readonly input: DeriveInput;
  readonly path?: string;
  readonly text?: string;
}

export type PoolMessage =
  | { type: 'init'; partPath: string; competitionId: number }
  | { type: 'job'; job: DeriveJob }
  | { type: 'finish' };

export type JobResult =
  | { type: 'done'; gameId: number; ok: true; report: BundleReport; events: number }
  | { type: 'done'; gameId: number; ok: false; error: string };

export type WorkerReply = JobResult | { type: 'finished' } | { type: 'fatal'; error: string };

/** Pool size: DERIVE_WORKERS, else the core count; 0 means derive in the main thread. */
export function deriveWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env['DERIVE_WORKERS'];
  if (configured !== undefined && /^\d+$/.test(configured)) return Number(configured);
  return availableParallelism() >= 2 ? availableParallelism() : 0;
}

interface Slot {
  readonly worker: Worker;
  readonly partPath: string;
  /** Resolvers of the jobs sent to this worker, in order (a worker answers in order). */
  readonly pending: Array<(result: JobResult) => void>;
  finished: (() => void) | null;
}

export class DerivePool {
  private readonly slots: Slot[];
  private failure: Error | null = null;

  /** `partDir`: a folder of the build (removed with it) for the workers' part files. */
  constructor(size: number, partDir: string, competitionId: number) {
    mkdirSync(partDir, { recursive: true });
    this.slots = Array.from({ length: size }, (_, index) => {
      const worker = new Worker(new URL('./derive-worker.mjs', import.meta.url));
      const slot: Slot = {
        worker,
        partPath: join(partDir, `part-${index}.duckdb`),
        pending: [],
        finished: null,
      };
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'done') slot.pending.shift()?.(reply);
        else if (reply.type === 'finished') slot.finished?.();
        else this.fail(new Error(`derive worker failed: ${reply.error}`));
      });
      worker.on('error', (error) => this.fail(error));
      worker.postMessage({
        type: 'init',
        partPath: slot.partPath,
        competitionId,
      } satisfies PoolMessage);
      return slot;
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const slot of this.slots) {
      for (const resolve of slot.pending.splice(0)) {
        resolve({ type: 'done', gameId: -1, ok: false, error: error.message });
      }
      slot.finished?.();
    }
  }

  submit(job: DeriveJob): Promise<JobResult> {
    if (this.failure) return Promise.reject(this.failure);
    const slot = this.slots.reduce((best, candidate) =>
      candidate.pending.length < best.pending.length ? candidate : best,
    );
    return new Promise((resolve) => {
      slot.pending.push(resolve);
      slot.worker.postMessage({ type: 'job', job } satisfies PoolMessage);
    });
  }

  /** Closes every part, copies the parts into `db`, stops the workers. */
  async mergeInto(db: WarehouseDb): Promise<void> {
    await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<void>((resolve) => {
            slot.finished = resolve;
            slot.worker.postMessage({ type: 'finish' } satisfies PoolMessage);
          }),
      ),
    );
    if (this.failure) throw this.failure;
    for (const [index, slot] of this.slots.entries()) {
      const alias = `part${index}`;
      await db.run(`ATTACH ${pathLiteral(slot.partPath)} AS ${alias} (READ_ONLY)`);
      try {
        for (const table of [...GAME_TABLES, PBP_TEAM_STAGE]) {
          await db.run(`INSERT INTO main.${table} SELECT * FROM ${alias}.${table}`);
        }
      } finally {
        await db.run(`DETACH ${alias}`);
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
