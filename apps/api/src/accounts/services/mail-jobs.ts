/**
 * What a queued job sends. The account is looked up and the one-time token issued here, when
 * the worker sends, so the request that queued the job did the same work whether or not the
 * address has an account, and no link is ever stored in the queue.
 */
import { ONE_TIME_TOKEN_TTL_MS } from '@courtside/contract';
import type { MailJob, TokenPurpose, UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { MailContext } from '../mail/compose';
import type { MailMessage } from '../mail/message';
import {
  accountExistsMail,
  loginLinkMail,
  resetPasswordMail,
  verificationMail,
} from '../mail/templates';
import { findUserByEmail } from '../repositories/users';
import { loginLinkUrl, resetPasswordLink, verifyEmailLink } from './links';
import { issueOneTimeLink } from './mail-delivery';

type LinkMail = 'verification' | 'login-link' | 'reset-password' | 'account-exists';

/** Each link email: its token's purpose and lifetime, the link, and the message around it. */
const LINK_MAILS: Readonly<
  Record<
    LinkMail,
    {
      readonly purpose: TokenPurpose;
      readonly ttlMs: number;
      readonly url: (config: AccountsDeps['config'], token: string) => string;
      readonly mail: (to: string, link: string, context: MailContext) => MailMessage;
    }
  >
> = {
  verification: {
    purpose: 'verify-email',
    ttlMs: ONE_TIME_TOKEN_TTL_MS.verifyEmail,
    url: verifyEmailLink,
    mail: verificationMail,
  },
  'login-link': {
    purpose: 'login-link',
    ttlMs: ONE_TIME_TOKEN_TTL_MS.loginLink,
    url: loginLinkUrl,
    mail: loginLinkMail,
  },
  'reset-password': {
    purpose: 'reset-password',
    ttlMs: ONE_TIME_TOKEN_TTL_MS.resetPassword,
    url: resetPasswordLink,
    mail: resetPasswordMail,
  },
  // Its link logs the owner in, like a requested login link.
  'account-exists': {
    purpose: 'login-link',
    ttlMs: ONE_TIME_TOKEN_TTL_MS.loginLink,
    url: loginLinkUrl,
    mail: accountExistsMail,
  },
};

async function linkMail(
  deps: AccountsDeps,
  user: UserRecord,
  kind: LinkMail,
): Promise<MailMessage> {
  const { purpose, ttlMs, url, mail } = LINK_MAILS[kind];
  const issued = await issueOneTimeLink(deps, user, {
    purpose,
    ttlMs,
    link: (token) => url(deps.config, token),
    mail: (link) => mail(user.email, link, deps.mailContext),
  });
  return issued.message;
}

/** The message a job sends now, or undefined when there is none to send (no such account…). */
export async function mailForJob(
  deps: AccountsDeps,
  job: MailJob,
): Promise<MailMessage | undefined> {
  const user = await findUserByEmail(deps.db, job.email);
  if (user === undefined) return undefined;
  const verified = user.email_verified_at !== null;
  switch (job.type) {
    case 'signup':
      // A second sign-up of an unverified address most likely lost the first link.
      return linkMail(deps, user, verified ? 'account-exists' : 'verification');
    case 'verify-email':
      return verified ? undefined : linkMail(deps, user, 'verification');
    case 'reset-password':
    case 'login-link':
      return linkMail(deps, user, job.type);
  }
}
