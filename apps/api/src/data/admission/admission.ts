/**
 * What stands between a data request and the warehouse: the per-client token bucket (429 with
 * Retry-After), then, for an answer that is not cached, the bounded queue of warehouse work
 * (503 with Retry-After when full or too slow; queued work dropped when its client goes away).
 * Cached answers and 304s never reach the queue: the router looks them up first.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { DataCaller } from '../endpoint';
import type { ClientLimitSettings } from './client-limit';
import { ClientLimiter, clientKeyOf } from './client-limit';
import { RedisTokenBuckets } from './redis-buckets';
import type { BucketDecision } from './token-bucket';
import { MemoryTokenBuckets } from './token-bucket';
import type { SessionWork } from '@courtside/warehouse';
import { SessionInterruptedError } from '@courtside/warehouse';
import type { QueuedWork, WorkQueueOptions } from './work-queue';
import { QueueFullError, WorkAbortedError, WorkQueue, WorkTimeoutError } from './work-queue';

export interface AdmissionSettings extends ClientLimitSettings, WorkQueueOptions {
  /** Shares the buckets between nodes; null keeps them in process. */
  readonly redisUrl: string | null;
  readonly redisTimeoutMs: number;
  readonly log?: FastifyBaseLogger;
}

/** A refusal of the admission rules, as the router sends it: `{ msg }` and Retry-After. */
export interface AdmissionRefusal {
  readonly statusCode: 429 | 503;
  readonly msg: string;
  readonly retryAfterSeconds: number;
}

const REDIS_CONNECT_WAIT_MS = 1000;
const QUEUE_FULL_RETRY_SECONDS = 1;

export function tooManyRequests(retryAfterSeconds: number): AdmissionRefusal {
  return {
    statusCode: 429,
    msg: `Too many data requests from this client; try again in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
  };
}

const QUEUE_FULL: AdmissionRefusal = Object.freeze({
  statusCode: 503,
  msg: 'The data service is busy; try again in a moment.',
  retryAfterSeconds: QUEUE_FULL_RETRY_SECONDS,
});

export class DataAdmission {
  constructor(
    private readonly limiter: ClientLimiter,
    readonly queue: WorkQueue,
    private readonly timeoutMs: number,
  ) {}

  /** Takes a token from the client's bucket: null when allowed, else the 429 to send. */
  async admit(ip: string, caller: DataCaller): Promise<AdmissionRefusal | null> {
    const decision: BucketDecision = await this.limiter.take(clientKeyOf(ip, caller));
    return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds);
  }

  /**
   * The 503 to send at once when the queue is full, else null: checked before `compute`, so
   * that under a flood the refusal costs no abort signal, listener or error object.
   */
  busyRefusal(): AdmissionRefusal | null {
    return this.queue.full ? QUEUE_FULL : null;
  }

  /** Queues `start`; the work is taken out of the queue if the client leaves before it starts. */
  compute<T>(reply: FastifyReply, start: () => SessionWork<T>): QueuedWork<T> {
    const gone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) gone.abort();
    };
    reply.raw.once('close', onClose);
    const work = this.queue.run(start, gone.signal);
    void work.stopped.then(() => reply.raw.off('close', onClose));
    return work;
  }

  /** The 503 for an error of `compute`, or undefined for any other error. */
  refusalOf(error: unknown): AdmissionRefusal | undefined {
    if (error instanceof QueueFullError) return QUEUE_FULL;
    if (
      error instanceof WorkTimeoutError ||
      error instanceof WorkAbortedError ||
      error instanceof SessionInterruptedError
    ) {
      return {
        statusCode: 503,
        msg: 'This answer took too long to compute; try again later.',
        retryAfterSeconds: Math.max(1, Math.ceil(this.timeoutMs / 1000)),
      };
    }
    return undefined;
  }

  close(): Promise<void> {
    return this.limiter.close();
  }
}

export async function createAdmission(settings: AdmissionSettings): Promise<DataAdmission> {
  let store: MemoryTokenBuckets | RedisTokenBuckets;
  if (settings.redisUrl === null) {
    store = new MemoryTokenBuckets();
  } else {
    const redis = new RedisTokenBuckets({
      url: settings.redisUrl,
      log: settings.log,
      commandTimeoutMs: settings.redisTimeoutMs,
    });
    // As the response cache: connected before the first request, given up on quickly.
    await redis.ready(REDIS_CONNECT_WAIT_MS);
    store = redis;
  }
  return new DataAdmission(
    new ClientLimiter(store, settings),
    new WorkQueue(settings),
    settings.timeoutMs,
  );
}
