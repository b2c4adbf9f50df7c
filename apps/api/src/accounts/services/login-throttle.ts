/**
 * Password logins under the back-off of rate-limit/policies.ts: the account and the client IP
 * each count failed attempts, and a locked one answers 429 with Retry-After before the password
 * is even checked, the right one included (else the lock would tell a guesser when a guess is
 * right). The emailed login link goes around it, so the account's owner always has a way in.
 */
import { ACCOUNT_MESSAGES } from '@courtside/contract';
import { HttpError } from '../../errors';
import type { AccountsDeps } from '../deps';
import { LOGIN_BACKOFF } from '../rate-limit/policies';

/** A 429 whose Retry-After header the central error handler passes on. */
export class LoginBackedOffError extends HttpError {
  readonly headers: Readonly<Record<string, number>>;

  constructor(retryAfterSeconds: number) {
    super(429, ACCOUNT_MESSAGES.loginBackedOff);
    this.headers = { 'retry-after': retryAfterSeconds };
  }
}

export interface LoginAttempt {
  /** The normalized login email. */
  readonly email: string;
  readonly ip: string;
}

function isFailedLogin(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 401;
}

/**
 * Runs `login` when neither the account nor the IP is locked. A 401 from it counts against
 * both; a success clears the account's count and gives the IP its attempt back; any other
 * outcome (a database error) counts against neither.
 */
export async function throttledLogin<T>(
  deps: AccountsDeps,
  attempt: LoginAttempt,
  login: () => Promise<T>,
): Promise<T> {
  const accountKey = `login:email:${attempt.email}`;
  const ipKey = `login:ip:${attempt.ip}`;
  const backoff = deps.loginBackoff;
  const account = await backoff.begin(accountKey, LOGIN_BACKOFF.perAccount);
  if (!account.allowed) throw new LoginBackedOffError(account.retryAfterSeconds);
  const ip = await backoff.begin(ipKey, LOGIN_BACKOFF.perIp);
  if (!ip.allowed) {
    await backoff.release(accountKey);
    throw new LoginBackedOffError(ip.retryAfterSeconds);
  }
  try {
    const result = await login();
    await Promise.all([backoff.clear(accountKey), backoff.release(ipKey)]);
    return result;
  } catch (error) {
    if (!isFailedLogin(error)) {
      await Promise.all([backoff.release(accountKey), backoff.release(ipKey)]);
    }
    throw error;
  }
}
