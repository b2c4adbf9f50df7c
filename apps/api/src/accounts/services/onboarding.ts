/**
 * Onboarding emails: step 1 when the address is verified, step 2 three days later, step 3 seven
 * days later, only to verified users who stay subscribed. main.ts runs sendDueOnboardingEmails
 * hourly; a step whose send failed is retried by the next run.
 */
import { MS_PER_DAY, addMs } from '../clock';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { OnboardingStep } from '../mail/templates';
import { isOnboardingStep, onboardingMail } from '../mail/templates';
import {
  claimOnboardingStep,
  findDueOnboarding,
  releaseOnboardingStep,
} from '../repositories/onboarding';
import { deliver } from './mail-delivery';

/** Days after verification each step is due. */
export const ONBOARDING_SCHEDULE_DAYS: Readonly<Record<OnboardingStep, number>> = {
  1: 0,
  2: 3,
  3: 7,
};

/**
 * At least this long between two onboarding emails to one person, so someone who verified long
 * before the schedule first ran (or whose sends failed for days) is not sent every step at once.
 */
export const ONBOARDING_MIN_GAP_MS = MS_PER_DAY;

const BATCH_SIZE = 100;

/** Sends one step if the user is still due for it; true when it was sent. */
export async function sendOnboardingStep(
  deps: AccountsDeps,
  user: UserRecord,
  step: OnboardingStep,
  now: Date = deps.clock.now(),
): Promise<boolean> {
  if (!user.onboarding_subscribed || user.email_verified_at === null) return false;
  if (!(await claimOnboardingStep(deps.db, user.id, step, now))) return false;
  const unsubscribeUrl = deps.subscriptionLinks.url(deps.mailContext.publicUrl, user.email);
  const mail = onboardingMail(step, user.email, unsubscribeUrl, deps.mailContext);
  if (await deliver(deps, mail)) return true;
  await releaseOnboardingStep(deps.db, user.id, step, user.onboarding_last_sent_at);
  return false;
}

/** Sends every onboarding email due at `now`; returns how many went out. */
export async function sendDueOnboardingEmails(deps: AccountsDeps, now: Date): Promise<number> {
  const due = ([1, 2, 3] as const).map((step) => ({
    step,
    verifiedBefore: addMs(now, -ONBOARDING_SCHEDULE_DAYS[step] * MS_PER_DAY),
  }));
  let sent = 0;
  // A user just sent a step falls out of the query (the gap); one whose send failed keeps the
  // step and is skipped for the rest of this run.
  const failed = new Set<string>();
  for (;;) {
    const batch = await findDueOnboarding(deps.db, {
      due,
      lastSentBefore: addMs(now, -ONBOARDING_MIN_GAP_MS),
      limit: BATCH_SIZE + failed.size,
    });
    const users = batch.filter((user) => !failed.has(user.id));
    if (users.length === 0) return sent;
    for (const user of users) {
      const step = user.onboarding_step + 1;
      if (isOnboardingStep(step) && (await sendOnboardingStep(deps, user, step, now))) {
        sent += 1;
      } else {
        failed.add(user.id);
      }
    }
  }
}
