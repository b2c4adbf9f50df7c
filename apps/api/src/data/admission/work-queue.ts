/**
 * The bounded queue of uncached data answers: at most `concurrency` compute at once, at most
 * `maxQueued` wait for a slot, and anything beyond is refused at once (QueueFullError → 503)
 * instead of waiting behind work the server cannot finish in time. An answer that waits or
 * computes longer than `timeoutMs` is refused (WorkTimeoutError → 503) and its query
 * interrupted. A client that goes away takes its work out of the queue; work already running
 * is left to finish (within the time-out), so that its answer is cached for the next client and
 * a client cannot interrupt queries at will, possibly while they fill a cache other answers
 * share. A slot is freed only when its work has really stopped, so the cap holds even for work
 * whose answer was already refused.
 */
import type { SessionWork } from '@courtside/warehouse';

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

export class WorkTimeoutError extends Error {
  override readonly name = 'WorkTimeoutError';
}

export class WorkAbortedError extends Error {
  override readonly name = 'WorkAbortedError';
}

export interface WorkQueueOptions {
  readonly concurrency: number;
  readonly maxQueued: number;
  readonly timeoutMs: number;
}

/** A call to `run`: the answer, and when the work has stopped (or was never started). */
export interface QueuedWork<T> {
  readonly answer: Promise<T>;
  readonly stopped: Promise<void>;
}

interface Waiter {
  readonly begin: () => void;
}

export class WorkQueue {
  private running = 0;
  private readonly waiting = new Set<Waiter>();

  constructor(private readonly options: WorkQueueOptions) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.size;
  }

  /** Whether `run` would refuse now (every slot busy and the waiting line full). */
  get full(): boolean {
    return this.running >= this.options.concurrency && this.waiting.size >= this.options.maxQueued;
  }

  /** Starts `start` now, or once a slot is free; `signal` aborts when the client goes away. */
  run<T>(start: () => SessionWork<T>, signal?: AbortSignal): QueuedWork<T> {
    let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
    const answer = new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
    let markStopped!: () => void;
    const stopped = new Promise<void>((resolve) => {
      markStopped = resolve;
    });
    let done = false;
    let work: SessionWork<T> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const refuse = (error: Error) => {
      finish(() => settle.reject(error));
      if (work === undefined) {
        this.waiting.delete(waiter);
        markStopped();
      } else {
        work.interrupt();
      }
    };
    const onAbort = () => refuse(new WorkAbortedError('The client went away'));
    const waiter: Waiter = {
      begin: () => {
        this.running += 1;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        timer = setTimeout(
          () => refuse(new WorkTimeoutError('The answer took too long')),
          this.options.timeoutMs,
        );
        try {
          work = start();
        } catch (error) {
          work = { result: Promise.reject(error), interrupt: () => undefined };
        }
        work.result.then(
          (value) => finish(() => settle.resolve(value)),
          (error: unknown) => finish(() => settle.reject(error)),
        );
        void work.result
          .catch(() => undefined)
          .finally(() => {
            this.running -= 1;
            markStopped();
            this.next();
          });
      },
    };

    if (signal?.aborted === true) {
      refuse(new WorkAbortedError('The client went away'));
      return { answer, stopped };
    }
    if (this.running < this.options.concurrency) {
      signal?.addEventListener('abort', onAbort, { once: true });
      waiter.begin();
    } else if (this.full) {
      refuse(new QueueFullError('Too many answers are being computed'));
    } else {
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.add(waiter);
      timer = setTimeout(
        () => refuse(new WorkTimeoutError('No slot became free in time')),
        this.options.timeoutMs,
      );
    }
    return { answer, stopped };
  }

  private next(): void {
    while (this.running < this.options.concurrency) {
      const first = this.waiting.values().next();
      if (first.done === true) return;
      this.waiting.delete(first.value);
      first.value.begin();
    }
  }
}
