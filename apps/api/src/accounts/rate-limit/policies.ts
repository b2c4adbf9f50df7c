/** The rate limits of the account and mail routes, per client IP and per email address. */
import { ACCOUNT_LIMITS } from '@courtside/contract';
import type { LimitRule } from './limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LimitPolicy {
  readonly perIp: LimitRule;
  /** Omitted for actions that take no email, or where counting by email adds nothing. */
  readonly perEmail?: LimitRule;
}

const MAIL_SENDING: LimitPolicy = {
  perIp: { max: 5, windowMs: 15 * MINUTE },
  perEmail: { max: 3, windowMs: 15 * MINUTE },
};

export type LimitedAction =
  | 'login'
  | 'signup'
  | 'sendLoginLink'
  | 'sendResetPasswordEmail'
  | 'sendVerificationEmail'
  | 'contact'
  | 'subscription'
  | 'addEventLog';

export const LIMIT_POLICIES: Readonly<Record<LimitedAction, LimitPolicy>> = {
  login: { perIp: { max: 10, windowMs: MINUTE }, perEmail: { max: 5, windowMs: MINUTE } },
  signup: { perIp: { max: 10, windowMs: HOUR }, perEmail: { max: 3, windowMs: HOUR } },
  sendLoginLink: MAIL_SENDING,
  sendResetPasswordEmail: MAIL_SENDING,
  sendVerificationEmail: MAIL_SENDING,
  contact: MAIL_SENDING,
  subscription: { perIp: { max: 20, windowMs: 15 * MINUTE } },
  // Per email is per account here: the route counts the signed-in user's address.
  addEventLog: {
    perIp: { max: ACCOUNT_LIMITS.eventLogsPerMinutePerIp, windowMs: MINUTE },
    perEmail: { max: ACCOUNT_LIMITS.eventLogsPerMinutePerUser, windowMs: MINUTE },
  },
};
