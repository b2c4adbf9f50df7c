/** Email verification and trial upgrades: the emailed links and what following them does. */
import type { VerifyStatus } from '@courtside/contract';
import { TRIAL_UPGRADE_DAYS, TRIAL_UPGRADE_TIER } from '@courtside/contract';
import { MS_PER_DAY, addMs } from '../clock';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { Executor } from '../repositories/executor';
import { consumeOneTimeToken, findOneTimeToken, isTokenUsable } from '../repositories/tokens';
import { lockUser, markEmailVerified, setUserTier } from '../repositories/users';
import { verifyEmailPageUrl } from './links';
import { sendOnboardingStep } from './onboarding';
import { issueSession } from './sessions';
import { effectiveTier } from './views';

/**
 * Queues a new verification link for the address; the worker sends it only to an account that
 * still needs verifying, so the request does the same work either way.
 */
export async function resendVerificationEmail(deps: AccountsDeps, email: string): Promise<void> {
  await deps.mailQueue.enqueue({ type: 'verify-email', email });
}

class VerifyOutcome extends Error {
  constructor(readonly status: VerifyStatus) {
    super(status);
  }
}

/** Follows a verification link; returns where to redirect the browser. */
export async function verifyEmail(deps: AccountsDeps, token: string | undefined): Promise<string> {
  const page = (status: VerifyStatus) => verifyEmailPageUrl(deps.config, status);
  if (token === undefined || token === '') return page('no-token');
  const now = deps.clock.now();
  const found = await findOneTimeToken(deps.db, 'verify-email', token);
  if (found === undefined) return page('no-token');
  let verified: UserRecord;
  try {
    verified = await deps.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, found.user_id);
      if (user === undefined) throw new VerifyOutcome('no-user');
      // A link clicked twice, or an older link after a newer one: the address is verified.
      if (user.email_verified_at !== null) throw new VerifyOutcome('already-verified');
      if ((await consumeOneTimeToken(trx, 'verify-email', token, now)) === undefined) {
        throw new VerifyOutcome('no-token');
      }
      const saved = await markEmailVerified(trx, user.id, now);
      if (saved === undefined) throw new VerifyOutcome('cant-save-user');
      return saved;
    });
  } catch (error) {
    if (error instanceof VerifyOutcome) return page(error.status);
    deps.log.error({ err: error }, 'Saving an email verification failed');
    return page('cant-save-user');
  }
  await deps.userChanges.announce(verified.id);
  // The welcome email is a bonus: its failure is logged and the hourly schedule retries it.
  await sendOnboardingStep(deps, verified, 1);
  const session = await issueSession(deps, verified);
  return verifyEmailPageUrl(deps.config, 'success', { token: session, userId: verified.id });
}

/**
 * Gives a user row, locked by the caller's transaction, the trial upgrade: tier 2 for 7 days
 * over the base tier, which applies again when the trial ends. A user already at tier 2 or more
 * for good, or above tier 2 for now, keeps that; a running trial that ends later keeps its end.
 * Returns the row as saved (undefined if it is gone).
 */
export async function applyTrialUpgrade(
  trx: Executor,
  user: UserRecord,
  now: Date,
): Promise<UserRecord | undefined> {
  if (user.base_tier >= TRIAL_UPGRADE_TIER) return user;
  const current = effectiveTier(user, now);
  if (current.value > TRIAL_UPGRADE_TIER) return user;
  const trialEnd = addMs(now, TRIAL_UPGRADE_DAYS * MS_PER_DAY);
  const currentEnd = current.expiresAt === null ? null : new Date(current.expiresAt);
  const expiresAt =
    current.value === TRIAL_UPGRADE_TIER && currentEnd !== null && currentEnd > trialEnd
      ? currentEnd
      : trialEnd;
  return setUserTier(trx, user.id, { tier: TRIAL_UPGRADE_TIER, expiresAt }, now);
}

/**
 * Follows a trial link: a verified user gets tier 2 for 7 days (the base tier stays, and applies
 * again when the trial ends). A user already at tier 2 or more for good keeps that.
 */
export async function redeemTrial(deps: AccountsDeps, token: string | undefined): Promise<string> {
  const page = (status: VerifyStatus) => verifyEmailPageUrl(deps.config, status);
  if (token === undefined || token === '') return page('user-tier-upgrade-error');
  const now = deps.clock.now();
  const found = await findOneTimeToken(deps.db, 'trial-upgrade', token);
  if (found === undefined) return page('user-tier-upgrade-error');
  if (found.used_at !== null) return page('user-tier-upgrade-already-used');
  if (!isTokenUsable(found, now)) return page('user-tier-upgrade-error');
  let upgraded: UserRecord;
  try {
    upgraded = await deps.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, found.user_id);
      // Unverified users keep their token, to redeem once they have verified.
      if (user === undefined || user.email_verified_at === null) {
        throw new VerifyOutcome('user-tier-upgrade-error');
      }
      if ((await consumeOneTimeToken(trx, 'trial-upgrade', token, now)) === undefined) {
        throw new VerifyOutcome('user-tier-upgrade-already-used');
      }
      const saved = await applyTrialUpgrade(trx, user, now);
      if (saved === undefined) throw new VerifyOutcome('user-tier-upgrade-error');
      return saved;
    });
  } catch (error) {
    if (error instanceof VerifyOutcome) return page(error.status);
    deps.log.error({ err: error }, 'Redeeming a trial upgrade failed');
    return page('user-tier-upgrade-error');
  }
  await deps.userChanges.announce(upgraded.id);
  const session = await issueSession(deps, upgraded);
  return verifyEmailPageUrl(deps.config, 'user-tier-upgrade-success', {
    token: session,
    userId: upgraded.id,
  });
}
