/** Forgotten passwords: the reset email and setting the new password from its link. */
import { ACCOUNT_MESSAGES, MESSAGES, MIN_PASSWORD_LENGTH } from '@courtside/contract';
import { HttpError } from '../../errors';
import type { AccountsDeps } from '../deps';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  isTokenUsable,
  retireOpenTokens,
} from '../repositories/tokens';
import { updatePassword } from '../repositories/users';

/**
 * Queues a reset link for the address; the worker sends it only when the address has an
 * account, so the request does the same work either way.
 */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  await deps.mailQueue.enqueue({ type: 'reset-password', email });
}

export const PASSWORD_TOO_SHORT_MSG = `Invalid request: password: password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/**
 * Sets the new password. The token is checked before the (slow) hash and consumed in the same
 * transaction as the update, so a failed update leaves the link usable. Every session and every
 * other open reset or login link of the user stops working.
 */
export async function updateNewPassword(
  deps: AccountsDeps,
  token: string,
  password: string,
): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, PASSWORD_TOO_SHORT_MSG);
  const invalid = new HttpError(400, MESSAGES.newPassword.invalidToken);
  const found = await findOneTimeToken(deps.db, 'reset-password', token);
  if (found === undefined || !isTokenUsable(found, deps.clock.now())) throw invalid;
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock.now();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const consumed = await consumeOneTimeToken(trx, 'reset-password', token, now);
    if (consumed === undefined) throw invalid;
    if ((await updatePassword(trx, consumed.user_id, passwordHash, now)) === undefined) {
      throw invalid;
    }
    await retireOpenTokens(trx, consumed.user_id, ['reset-password', 'login-link'], now);
    return consumed.user_id;
  });
  await deps.userChanges.announce(userId);
  return ACCOUNT_MESSAGES.passwordUpdated;
}
