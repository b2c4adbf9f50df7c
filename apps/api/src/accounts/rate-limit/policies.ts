/**
 * The rate limits of the account and mail routes, per client IP and per email address, and the
 * back-off of failed password logins.
 */
import {
  ACCOUNT_LIMITS,
  DIY_SHOT_CHART_LIMITS,
  SURVEY_LIMITS,
  USER_BRACKET_LIMITS,
} from '@courtside/contract';
import type { BackoffRule } from './backoff';
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
  | 'addEventLog'
  | 'diyShotChartWrite'
  | 'userBracketWrite'
  | 'surveyAnswer';

export const LIMIT_POLICIES: Readonly<Record<LimitedAction, LimitPolicy>> = {
  // Password guesses per account are held back by LOGIN_BACKOFF; this caps a client's requests.
  login: { perIp: { max: 10, windowMs: MINUTE } },
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
  // Saving, renaming and deleting charts; per email is per account, as for the event log.
  diyShotChartWrite: {
    perIp: { max: DIY_SHOT_CHART_LIMITS.writesPerMinute, windowMs: MINUTE },
    perEmail: { max: DIY_SHOT_CHART_LIMITS.writesPerMinute, windowMs: MINUTE },
  },
  // Saving, renaming and deleting brackets; every click of a picker is not a write, a save is.
  userBracketWrite: {
    perIp: { max: USER_BRACKET_LIMITS.writesPerMinute, windowMs: MINUTE },
    perEmail: { max: USER_BRACKET_LIMITS.writesPerMinute, windowMs: MINUTE },
  },
  // Survey answers: one succeeds per account, the rest are refused; per email is per account.
  surveyAnswer: {
    perIp: { max: SURVEY_LIMITS.answersPerMinute, windowMs: MINUTE },
    perEmail: { max: SURVEY_LIMITS.answersPerMinute, windowMs: MINUTE },
  },
};

/**
 * Failed password logins: after the free ones, each further failure locks for twice as long,
 * 1 s, 2 s, 4 s… up to an hour, so an account takes about 40 guesses a day at most (the lock
 * reaches the cap after 16 failures, about 70 minutes in). An address behind which many people
 * share one IP gets more free failures. Counts are forgotten a day after the last failure; a
 * successful login clears its account's count. The emailed login link is not held back.
 */
export const LOGIN_BACKOFF: Readonly<Record<'perAccount' | 'perIp', BackoffRule>> = {
  perAccount: { free: 4, baseMs: 1000, capMs: HOUR, forgetMs: 24 * HOUR },
  perIp: { free: 20, baseMs: 1000, capMs: HOUR, forgetMs: 24 * HOUR },
};
