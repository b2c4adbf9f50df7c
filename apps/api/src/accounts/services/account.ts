/** A signed-in user's own account: settings, event logs, onboarding subscription, contact. */
import type { ContactForm, EventLog, UpdateSettingsRequest, User } from '@courtside/contract';
import { ACCOUNT_MESSAGES } from '@courtside/contract';
import { HttpError } from '../../errors';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import { contactMail } from '../mail/templates';
import { insertContactMessage, markContactMessageSent } from '../repositories/contact-messages';
import { insertEventLog } from '../repositories/event-logs';
import { lockUser, setOnboardingSubscribed, updateUserSettings } from '../repositories/users';
import { nextTeamChangeAt, teamChangeOf } from './team-change';
import { deliver } from './mail-delivery';
import { toUser } from './views';

/**
 * Saves the given settings. A change of saved team is held to the team-change rule
 * (team-change.ts): refused whole, with the time it may change again, when it comes too soon.
 * The row is locked while checking, so two saves at once cannot both pass as the one change.
 */
export async function updateSettings(
  deps: AccountsDeps,
  user: UserRecord,
  request: UpdateSettingsRequest,
): Promise<User> {
  const { userType, ...settings } = request;
  const now = deps.clock.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const current = await lockUser(trx, user.id);
    if (current === undefined) return undefined;
    const change = settings.team === undefined ? 'none' : teamChangeOf(current, settings.team);
    const next = change === 'change' ? nextTeamChangeAt(current, now) : null;
    if (next !== null) {
      throw new HttpError(403, ACCOUNT_MESSAGES.teamChangeTooSoon(next.toISOString()));
    }
    return updateUserSettings(
      trx,
      user.id,
      {
        settings,
        teamChanged: change === 'change',
        ...(userType === undefined ? {} : { userType }),
      },
      now,
    );
  });
  if (updated === undefined) throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired);
  await deps.userChanges.announce(updated.id);
  return toUser(updated, now);
}

export async function addEventLog(
  deps: AccountsDeps,
  user: UserRecord,
  event: EventLog,
): Promise<void> {
  await insertEventLog(deps.db, user.id, event, deps.clock.now());
}

/** Same answer whether or not the address has an account, so nobody can probe for accounts. */
export async function setSubscription(
  deps: AccountsDeps,
  email: string,
  subscribed: boolean,
): Promise<void> {
  await setOnboardingSubscribed(deps.db, email, subscribed, deps.clock.now());
}

/** Stores the message, then mails it to support; false when the mail failed (it stays stored). */
export async function sendContactMessage(
  deps: AccountsDeps,
  form: ContactForm,
  userId: string | null,
): Promise<boolean> {
  const id = await insertContactMessage(deps.db, form, userId, deps.clock.now());
  if (!(await deliver(deps, contactMail(form, deps.mailContext)))) return false;
  await markContactMessageSent(deps.db, id, deps.clock.now());
  return true;
}
