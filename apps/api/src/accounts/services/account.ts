/** A signed-in user's own account: settings, event logs, onboarding subscription, contact. */
import type { ContactForm, EventLog, UpdateSettingsRequest, User } from '@courtside/contract';
import { ACCOUNT_MESSAGES } from '@courtside/contract';
import { HttpError } from '../../errors';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import { contactMail } from '../mail/templates';
import { insertContactMessage, markContactMessageSent } from '../repositories/contact-messages';
import { insertEventLog } from '../repositories/event-logs';
import { setOnboardingSubscribed, updateUserSettings } from '../repositories/users';
import { deliver } from './mail-delivery';
import { toUser } from './views';

export async function updateSettings(
  deps: AccountsDeps,
  user: UserRecord,
  request: UpdateSettingsRequest,
): Promise<User> {
  const { userType, ...settings } = request;
  const updated = await updateUserSettings(
    deps.db,
    user.id,
    { settings, ...(userType === undefined ? {} : { userType }) },
    deps.clock.now(),
  );
  if (updated === undefined) throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired);
  return toUser(updated);
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
