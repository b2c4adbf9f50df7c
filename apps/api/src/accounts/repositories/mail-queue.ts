/**
 * The mail queue's queries. Claiming takes due rows with FOR UPDATE SKIP LOCKED and stamps a
 * lease on them in one statement, so API nodes draining the queue at once never take the same
 * row; a node that dies mid-send leaves a lease that runs out, and another node takes the row.
 */
import type { MailJob } from '../db/schema';
import type { Executor } from './executor';

export interface ClaimedMailJob {
  readonly id: string;
  readonly job: MailJob;
  /** Attempts so far, this one included. */
  readonly attempts: number;
}

export async function insertMailJob(db: Executor, job: MailJob, now: Date): Promise<void> {
  await db
    .insertInto('mail_queue')
    .values({ job: JSON.stringify(job), next_attempt_at: now, created_at: now })
    .execute();
}

/** Claims up to `limit` due rows until `leaseEnd`, oldest due first. */
export async function claimMailJobs(
  db: Executor,
  now: Date,
  leaseEnd: Date,
  limit: number,
): Promise<ClaimedMailJob[]> {
  const due = db
    .selectFrom('mail_queue')
    .select('id')
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('mail_queue')
    .set((eb) => ({ locked_until: leaseEnd, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returning(['id', 'job', 'attempts'])
    .execute();
}

/** A row that was sent (or had nothing to send) leaves the queue. */
export async function deleteMailJob(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('mail_queue').where('id', '=', id).execute();
}

/**
 * Releases a row after a failed attempt: to be tried again at `retryAt`, or, given `failedAt`,
 * given up on (the row stays, marked failed, and is never claimed again).
 */
export async function releaseFailedMailJob(
  db: Executor,
  id: string,
  error: string,
  outcome: { readonly retryAt: Date } | { readonly failedAt: Date },
): Promise<void> {
  const next =
    'retryAt' in outcome ? { next_attempt_at: outcome.retryAt } : { failed_at: outcome.failedAt };
  await db
    .updateTable('mail_queue')
    .set({ ...next, locked_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}
