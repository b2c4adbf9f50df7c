/** Sign-up, password login, passwordless login links and session refresh. */
import type {
  SessionResponse,
  SignupResponse,
  TokenIsValidResponse,
  UserSettings,
} from '@courtside/contract';
import { ACCOUNT_MESSAGES, DEFAULT_PLAYER_PCTILES_TYPE, DEFAULT_SCOPE } from '@courtside/contract';
import type { SignupRequestSchema } from '@courtside/contract/schemas';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import type { AccountsDeps } from '../deps';
import { consumeOneTimeToken } from '../repositories/tokens';
import { findUserByEmail, findUserById, insertUser } from '../repositories/users';
import { issueSession, resolveSession } from './sessions';
import { toUser } from './views';

export type SignupBody = z.output<typeof SignupRequestSchema>;

/** Settings of a new account, from the sign-up form (§3 defaults for the rest). */
export function initialSettings(body: SignupBody): UserSettings {
  return {
    team: { teamId: body.teamId, gender: body.gender },
    conference: body.conferenceId,
    scope: { ...DEFAULT_SCOPE },
    playerPctilesType: DEFAULT_PLAYER_PCTILES_TYPE,
  };
}

/**
 * Creates an unverified account (tier 0) and queues its verification email. An address that
 * already has an account gets the same answer, after the same work (the password is hashed and
 * the insert tried either way), and the queued job mails its owner instead: "you already have an
 * account" with a login link, or a new verification link if it was never verified. So the
 * answer tells nobody whether the address has an account.
 */
export async function signup(deps: AccountsDeps, body: SignupBody): Promise<SignupResponse> {
  const passwordHash = await deps.passwords.hash(body.password);
  const now = deps.clock.now();
  // Undefined when the address is taken (the unique email refuses the row).
  await insertUser(deps.db, {
    email: body.email,
    password_hash: passwordHash,
    user_type: body.userType,
    settings: JSON.stringify(initialSettings(body)),
    created_at: now,
    updated_at: now,
  });
  await deps.mailQueue.enqueue({ type: 'signup', email: body.email });
  return {
    msg: ACCOUNT_MESSAGES.signupCreated(body.email),
    email: body.email,
    verificationEmailSent: true,
  };
}

export async function login(
  deps: AccountsDeps,
  email: string,
  password: string,
): Promise<SessionResponse> {
  const user = await findUserByEmail(deps.db, email);
  if (user === undefined) {
    // Same work as a wrong password, so the answer time does not reveal who has an account.
    await deps.passwords.verifyDummy(password);
    throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
  }
  if (!(await deps.passwords.verify(user.password_hash, password))) {
    throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
  }
  return { token: await issueSession(deps, user), user: toUser(user, deps.clock.now()) };
}

/**
 * Queues a login link for the address; the worker sends it only when the address has an
 * account, so the request does the same work either way.
 */
export async function sendLoginLink(deps: AccountsDeps, email: string): Promise<void> {
  await deps.mailQueue.enqueue({ type: 'login-link', email });
}

export async function loginWithLink(
  deps: AccountsDeps,
  loginToken: string,
): Promise<SessionResponse> {
  const record = await consumeOneTimeToken(deps.db, 'login-link', loginToken, deps.clock.now());
  const user = record === undefined ? undefined : await findUserById(deps.db, record.user_id);
  if (user === undefined) throw new HttpError(400, ACCOUNT_MESSAGES.loginLinkInvalid);
  return { token: await issueSession(deps, user), user: toUser(user, deps.clock.now()) };
}

/** §4 session start: valid or not, plus a fresh token once half the lifetime has passed. */
export async function tokenIsValid(
  deps: AccountsDeps,
  token: string | undefined,
): Promise<TokenIsValidResponse> {
  const session = await resolveSession(deps, token);
  if (session.kind !== 'valid') return { isValid: false };
  if (!deps.sessions.needsRefresh(session.claims)) return { isValid: true };
  return { isValid: true, token: await issueSession(deps, session.user) };
}
