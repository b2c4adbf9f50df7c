import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { AccountsSchema } from './db/schema';
import type { MailContext } from './mail/compose';
import type { Mailer } from './mail/message';
import type { Backoff } from './rate-limit/backoff';
import type { RateLimiter } from './rate-limit/limiter';
import type { PasswordHasher } from './security/passwords';
import type { SessionTokens } from './security/session-tokens';
import type { MailQueue } from './services/mail-queue';
import type { SubscriptionLinks } from './services/subscription-links';
import type { UserChanges } from './user-changes';

/** Everything the account services use, opened once per server (see runtime.ts). */
export interface AccountsDeps {
  readonly config: Config;
  readonly db: Kysely<AccountsSchema>;
  readonly clock: Clock;
  readonly passwords: PasswordHasher;
  readonly sessions: SessionTokens;
  readonly mailer: Mailer;
  readonly mailContext: MailContext;
  /** Account emails a request asks for go through it (sent after the request, retried). */
  readonly mailQueue: MailQueue;
  /** Signs and checks the unsubscribe links of onboarding emails. */
  readonly subscriptionLinks: SubscriptionLinks;
  readonly limiter: RateLimiter;
  /** Told after each change of what a user's session token stands for (see user-changes.ts). */
  readonly userChanges: UserChanges;
  /** Failed password logins per account and per IP (shared through Redis when configured). */
  readonly loginBackoff: Backoff;
  readonly log: FastifyBaseLogger;
}
