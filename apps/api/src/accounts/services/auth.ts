/** Sign-up, password login, passwordless login links and session refresh. */
import type {
  SessionResponse,
  SignupResponse,
  TokenIsValidResponse,
  UserSettings,
} from '@courtside/contract';
import {
  ACCOUNT_MESSAGES,
  DEFAULT_PLAYER_PCTILES_TYPE,
  DEFAULT_SCOPE,
  ONE_TIME_TOKEN_TTL_MS,
} from '@courtside/contract';
import type { SignupRequestSchema } from '@courtside/contract/schemas';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import type { AccountsDeps } from '../deps';
import { loginLinkMail } from '../mail/templates';
import { consumeOneTimeToken } from '../repositories/tokens';
import { findUserByEmail, findUserById, insertUser } from '../repositories/users';
import { loginLinkUrl } from './links';
import { emailOneTimeLink } from './mail-delivery';
import { issueSession, resolveSession } from './sessions';
import { sendVerificationEmail } from './verification';
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
 * Creates an unverified account (tier 0) and sends its verification link. The account stays
 * even when the email fails: the answer says so and the user can ask for a new link.
 */
export async function signup(deps: AccountsDeps, body: SignupBody): Promise<SignupResponse> {
  if (await findUserByEmail(deps.db, body.email)) {
    throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
  }
  const passwordHash = await deps.passwords.hash(body.password);
  const now = deps.clock.now();
  const user = await insertUser(deps.db, {
    email: body.email,
    password_hash: passwordHash,
    user_type: body.userType,
    settings: JSON.stringify(initialSettings(body)),
    created_at: now,
    updated_at: now,
  });
  // Another sign-up with this email won the race between the check and the insert.
  if (user === undefined) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
  const sent = await sendVerificationEmail(deps, user);
  return {
    msg: sent
      ? ACCOUNT_MESSAGES.signupCreated(user.email)
      : ACCOUNT_MESSAGES.signupMailFailed(user.email),
    email: user.email,
    verificationEmailSent: sent,
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
 * Emails a login link when the account exists. Returns false only when an email was due and
 * could not be sent; the caller answers the same in every other case.
 */
export async function sendLoginLink(deps: AccountsDeps, email: string): Promise<boolean> {
  const user = await findUserByEmail(deps.db, email);
  if (user === undefined) return true;
  const sent = await emailOneTimeLink(deps, user, {
    purpose: 'login-link',
    ttlMs: ONE_TIME_TOKEN_TTL_MS.loginLink,
    link: (token) => loginLinkUrl(deps.config, token),
    mail: (link) => loginLinkMail(user.email, link, deps.mailContext),
  });
  return sent.delivered;
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
