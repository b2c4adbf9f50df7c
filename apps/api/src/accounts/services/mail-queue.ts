/**
 * Sends the queued account emails (repositories/mail-queue.ts). A failed send is retried with
 * back-off (10 s, 20 s, 40 s… at most 15 minutes apart) for about a day, so a mail server
 * outage delays messages but loses none. Each API node runs one worker: it drains the queue
 * when a request queues a job and every few seconds (for retries and other nodes' jobs); the
 * claim's row locks keep two nodes from sending one message twice.
 */
import { addMs } from '../clock';
import { Mutex } from '../db/mutex';
import type { MailJob } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { ClaimedMailJob } from '../repositories/mail-queue';
import {
  claimMailJobs,
  deleteMailJob,
  insertMailJob,
  releaseFailedMailJob,
} from '../repositories/mail-queue';
import { mailForJob } from './mail-jobs';

export const MAIL_RETRY = {
  firstDelayMs: 10_000,
  maxDelayMs: 15 * 60_000,
  /** About a day of tries at the longest delay; after that the row is marked failed. */
  maxAttempts: 100,
  /** A claimed row is this worker's for this long; a send takes seconds at most. */
  leaseMs: 5 * 60_000,
  batchSize: 20,
  pollMs: 5_000,
} as const;

/** The wait before the next try, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(MAIL_RETRY.maxDelayMs, MAIL_RETRY.firstDelayMs * 2 ** doublings);
}

/** What the account services queue mail through. */
export interface MailQueue {
  /** Stores the job; the worker sends it after the request. */
  enqueue(job: MailJob): Promise<void>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends one claimed job; true when a message went out. */
async function sendJob(deps: AccountsDeps, claimed: ClaimedMailJob): Promise<boolean> {
  try {
    const message = await mailForJob(deps, claimed.job);
    if (message !== undefined) await deps.mailer.send(message);
    await deleteMailJob(deps.db, claimed.id);
    return message !== undefined;
  } catch (error) {
    const now = deps.clock.now();
    const reason = reasonOf(error);
    // The job type only: the address and the links stay out of the log.
    const fields = { err: error, mailJob: claimed.job.type, attempts: claimed.attempts };
    if (claimed.attempts >= MAIL_RETRY.maxAttempts) {
      deps.log.error(fields, `Gave up on a queued ${claimed.job.type} email`);
      await releaseFailedMailJob(deps.db, claimed.id, reason, { failedAt: now });
    } else {
      deps.log.warn(fields, `Could not send a queued ${claimed.job.type} email; will retry`);
      const retryAt = addMs(now, retryDelayMs(claimed.attempts));
      await releaseFailedMailJob(deps.db, claimed.id, reason, { retryAt });
    }
    return false;
  }
}

/** Sends every job due now; returns how many messages went out. */
export async function deliverDueMail(deps: AccountsDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = deps.clock.now();
    const batch = await claimMailJobs(
      deps.db,
      now,
      addMs(now, MAIL_RETRY.leaseMs),
      MAIL_RETRY.batchSize,
    );
    if (batch.length === 0) return sent;
    for (const claimed of batch) {
      if (await sendJob(deps, claimed)) sent += 1;
    }
  }
}

/** One node's worker: drains on a kick and on a timer, one drain at a time. */
export class MailWorker {
  private readonly mutex = new Mutex();
  private timer: NodeJS.Timeout | undefined;
  private waiting = false;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  /** `deps` is read at each drain, so the worker can exist before the deps that hold it. */
  constructor(private readonly deps: () => AccountsDeps) {}

  /** Drains now (after any drain in progress); returns how many messages went out. */
  async drain(): Promise<number> {
    const release = await this.mutex.acquire();
    try {
      return await deliverDueMail(this.deps());
    } finally {
      release();
    }
  }

  /** Asks for a drain soon; calls while one waits to start add nothing. No-op until started. */
  kick(): void {
    if (this.timer === undefined || this.stopped || this.waiting) return;
    this.waiting = true;
    this.running = this.mutex.acquire().then(async (release) => {
      this.waiting = false;
      try {
        if (!this.stopped) await deliverDueMail(this.deps());
      } catch (error) {
        this.deps().log.error({ err: error }, 'Sending queued emails failed');
      } finally {
        release();
      }
    });
  }

  start(): void {
    if (this.timer !== undefined || this.stopped) return;
    this.timer = setInterval(() => this.kick(), MAIL_RETRY.pollMs);
    // The worker must never keep a stopping process alive.
    this.timer.unref();
    this.kick();
  }

  /** Stops the timer and waits for a drain in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.running;
  }
}

/** The queue the services use: store the job, then wake this node's worker. */
export function createMailQueue(
  deps: Pick<AccountsDeps, 'db' | 'clock'>,
  kick: () => void,
): MailQueue {
  return {
    async enqueue(job) {
      await insertMailJob(deps.db, job, deps.clock.now());
      kick();
    },
  };
}
