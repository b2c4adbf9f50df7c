/** The onboarding-email schedule's queries: who is due, and claiming a step before sending it. */
import type { UserRecord } from '../db/schema';
import type { Executor } from './executor';

export interface OnboardingDue {
  /** The step to send next (1-3). */
  readonly step: number;
  /** Users verified at or before this time are due for the step. */
  readonly verifiedBefore: Date;
}

export interface DueQuery {
  readonly due: readonly OnboardingDue[];
  /** Only users whose previous onboarding email went out at or before this time (or never). */
  readonly lastSentBefore: Date;
  readonly limit: number;
}

/** Subscribed, verified users whose next step is due, oldest verification first. */
export async function findDueOnboarding(db: Executor, query: DueQuery): Promise<UserRecord[]> {
  const { due, lastSentBefore, limit } = query;
  if (due.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('onboarding_subscribed', '=', true)
    .where('email_verified_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('onboarding_last_sent_at', 'is', null),
        eb('onboarding_last_sent_at', '<=', lastSentBefore),
      ]),
    )
    .where((eb) =>
      eb.or(
        due.map(({ step, verifiedBefore }) =>
          eb.and([
            eb('onboarding_step', '=', step - 1),
            eb('email_verified_at', '<=', verifiedBefore),
          ]),
        ),
      ),
    )
    .orderBy('email_verified_at')
    .limit(limit)
    .execute();
}

/**
 * Moves the user from step - 1 to step if nobody did already; true when this caller won, so two
 * API nodes running the schedule at once never send the same email twice.
 */
export async function claimOnboardingStep(
  db: Executor,
  userId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ onboarding_step: step, onboarding_last_sent_at: now })
    .where('id', '=', userId)
    .where('onboarding_step', '=', step - 1)
    .where('onboarding_subscribed', '=', true)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Gives the step back after a failed send, so the next run retries it. */
export async function releaseOnboardingStep(
  db: Executor,
  userId: string,
  step: number,
  previousSentAt: Date | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ onboarding_step: step - 1, onboarding_last_sent_at: previousSentAt })
    .where('id', '=', userId)
    .where('onboarding_step', '=', step)
    .execute();
}
