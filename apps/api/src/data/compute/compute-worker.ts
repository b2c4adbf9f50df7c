/**
 * A compute worker: a thread of its own that makes uncached data answers (answer.ts) on its
 * own read-only connections to the served files, so that the router's thread, which sends
 * every cached answer, 304 and refusal, is never held by a handler's JavaScript (row shaping
 * and JSON of a large answer take tens to hundreds of milliseconds). It opens each set of
 * served files once, on its first job, checks it reads the data version the router serves, and
 * closes it when the router retires it and no job still reads it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SessionWork, WarehouseDb } from '@courtside/warehouse';
import { SessionInterruptedError, openServedWarehouse, warehouseInfo } from '@courtside/warehouse';
import { parseDataRequest } from '../parse-request';
import { dataRegistry } from '../registry';
import { computeAnswer } from './answer';
import type { ComputeJob, ComputeWorkerData, FromWorker, ToWorker } from './messages';
import { StaleWarehouseError, failureOf, servedKeyOf } from './messages';

interface OpenFiles {
  readonly db: Promise<WarehouseDb>;
  jobs: number;
  retired: boolean;
}

const port = parentPort;
if (port === null) throw new Error('compute-worker.ts runs as a worker thread');
const { apiRoot } = workerData as ComputeWorkerData;
const openFiles = new Map<string, OpenFiles>();
/** A job received and not finished: its session once started, and whether to stop it. */
interface JobState {
  work?: SessionWork<string | Buffer>;
  interrupted: boolean;
}

const jobs = new Map<number, JobState>();
const encoder = new TextEncoder();

async function openChecked(job: ComputeJob): Promise<WarehouseDb> {
  const { db } = await openServedWarehouse(job.dataDir, job.files);
  try {
    const info = await warehouseInfo(db);
    if (info.dataVersion !== job.dataVersion) {
      throw new StaleWarehouseError(
        `The served files hold data version ${info.dataVersion}, not ${job.dataVersion}`,
      );
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function filesFor(key: string, job: ComputeJob): OpenFiles {
  let entry = openFiles.get(key);
  if (entry === undefined) {
    const db = openChecked(job);
    const opened: OpenFiles = { db, jobs: 0, retired: false };
    entry = opened;
    openFiles.set(key, opened);
    // A set that failed to open is forgotten, so the next job tries again.
    db.catch(() => {
      if (openFiles.get(key) === opened) openFiles.delete(key);
    });
  }
  return entry;
}

/** Closes a set of files; one that failed to open has nothing to close (its jobs were told why). */
function closeFiles(entry: OpenFiles): Promise<void> {
  return entry.db.then((db) => db.close()).catch(() => undefined);
}

function closeIfIdle(entry: OpenFiles): void {
  if (!entry.retired || entry.jobs > 0) return;
  void closeFiles(entry);
}

async function answer(id: number, job: ComputeJob): Promise<Uint8Array> {
  const state: JobState = { interrupted: false };
  jobs.set(id, state);
  try {
    return await answerJob(state, job);
  } finally {
    jobs.delete(id);
  }
}

async function answerJob(state: JobState, job: ComputeJob): Promise<Uint8Array> {
  const parsed = parseDataRequest(job.url, apiRoot, dataRegistry);
  if (parsed.kind !== 'data') throw new Error(`Not a data request: ${job.url}`);
  const entry = filesFor(servedKeyOf(job, job.files), job);
  entry.jobs += 1;
  try {
    const db = await entry.db;
    if (state.interrupted) throw new SessionInterruptedError('Interrupted before it started');
    const work = db.session(() =>
      computeAnswer(parsed, {
        caller: job.caller,
        db,
        builtAt: job.builtAt,
        now: new Date(job.nowMs),
        services: {},
      }),
    );
    state.work = work;
    const body = await work.result;
    // A fresh copy whose memory can be handed over instead of copied again.
    return typeof body === 'string' ? encoder.encode(body) : new Uint8Array(body);
  } finally {
    entry.jobs -= 1;
    closeIfIdle(entry);
  }
}

/**
 * Ends the worker cleanly: DuckDB's databases must be closed by their own thread before it
 * ends (a thread terminated with them open aborts the whole process as its addon unloads).
 */
async function closeAll(): Promise<void> {
  for (const state of jobs.values()) {
    state.interrupted = true;
    state.work?.interrupt();
  }
  const running = [...jobs.values()].map((state) => state.work?.result.catch(() => undefined));
  await Promise.all(running);
  const open = [...openFiles.values()];
  openFiles.clear();
  await Promise.all(open.map(closeFiles));
}

function reply(message: FromWorker): void {
  if (message.type === 'done') port?.postMessage(message, [message.body.buffer as ArrayBuffer]);
  else port?.postMessage(message);
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'job': {
      const { id } = message;
      answer(id, message).then(
        (body) => reply({ type: 'done', id, body }),
        (error: unknown) => reply({ type: 'failed', id, failure: failureOf(error) }),
      );
      break;
    }
    case 'interrupt': {
      const state = jobs.get(message.id);
      if (state === undefined) break;
      state.interrupted = true;
      state.work?.interrupt();
      break;
    }
    case 'close': {
      void closeAll().finally(() => process.exit(0));
      break;
    }
    case 'retire': {
      const entry = openFiles.get(message.key);
      if (entry === undefined) break;
      openFiles.delete(message.key);
      entry.retired = true;
      closeIfIdle(entry);
      break;
    }
  }
});

reply({ type: 'ready' });
