/**
 * The accounts part of one server: the database, mailer, session keys and rate limiter, opened
 * on first use (so tests that never touch accounts open nothing) or by start() at boot, which
 * also schedules the hourly onboarding emails.
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { AccountsDatabase } from './db/database';
import { openAccountsDatabase } from './db/database';
import type { AccountsDeps } from './deps';
import { createFileOutbox } from './mail/file-outbox';
import type { Mailer } from './mail/message';
import { createSmtpMailer } from './mail/smtp';
import type { BackoffStore } from './rate-limit/backoff';
import { Backoff, InMemoryBackoffStore } from './rate-limit/backoff';
import type { RateLimitStore } from './rate-limit/limiter';
import { InMemoryRateLimitStore, RateLimiter } from './rate-limit/limiter';
import { RedisBackoffStore } from './rate-limit/redis-backoff-store';
import { RedisRateLimitStore } from './rate-limit/redis-limit-store';
import type { PasswordHashParams } from './security/passwords';
import { createPasswordHasher } from './security/passwords';
import { loadSessionKey } from './security/session-secret';
import { createSessionTokens } from './security/session-tokens';
import { MailWorker, createMailQueue } from './services/mail-queue';
import { sendDueOnboardingEmails } from './services/onboarding';
import { createSubscriptionLinks } from './services/subscription-links';
import type { UserChanges } from './user-changes';
import { localUserChanges, redisUserChanges } from './user-changes';

export const ONBOARDING_INTERVAL_MS = 60 * 60 * 1000;

/** Replacements for tests and benchmarks; anything left out comes from the config. */
export interface AccountsOptions {
  /** An open database; the runtime uses it but leaves closing it to the caller. */
  readonly database?: AccountsDatabase;
  readonly mailer?: Mailer;
  readonly clock?: Clock;
  readonly passwordHashParams?: PasswordHashParams;
  readonly rateLimitStore?: RateLimitStore;
  /** The login back-off's counts, closed by the caller. By default Redis with REDIS_URL. */
  readonly loginBackoffStore?: BackoffStore;
  /** The news of changed users, closed by the caller. By default Redis with REDIS_URL. */
  readonly userChanges?: UserChanges;
}

export interface AccountsRuntime {
  /** Announced after every change of what a user's token stands for, on every node. */
  readonly userChanges: UserChanges;
  /** Opens everything on the first call (running migrations); later calls share the result. */
  deps(): Promise<AccountsDeps>;
  /** Opens now, so a bad database fails start-up, and starts the onboarding schedule. */
  start(): Promise<void>;
  sendDueOnboardingEmails(now?: Date): Promise<number>;
  /**
   * Sends the queued emails that are due, now; returns how many went out. start() runs this
   * node's worker, which does the same after each queued job and every few seconds.
   */
  deliverQueuedMail(): Promise<number>;
  close(): Promise<void>;
}

function createMailer(config: Config, clock: Clock, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl !== null)
    return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createFileOutbox({
    dir: join(config.dataDir, 'mail'),
    from: config.mailFrom,
    clock,
    logLine: (line) => log.info(line),
    redactLinks: config.nodeEnv === 'production',
  });
}

function createRateLimitStore(config: Config, log: FastifyBaseLogger): RateLimitStore {
  if (config.redisUrl === null) return new InMemoryRateLimitStore();
  return new RedisRateLimitStore({
    url: config.redisUrl,
    log,
    commandTimeoutMs: config.redisTimeoutMs,
  });
}

function createBackoffStore(config: Config, log: FastifyBaseLogger): BackoffStore {
  if (config.redisUrl === null) return new InMemoryBackoffStore();
  return new RedisBackoffStore({
    url: config.redisUrl,
    log,
    commandTimeoutMs: config.redisTimeoutMs,
  });
}

function createUserChanges(config: Config, log: FastifyBaseLogger): UserChanges {
  if (config.redisUrl === null) return localUserChanges();
  return redisUserChanges({ url: config.redisUrl, log, commandTimeoutMs: config.redisTimeoutMs });
}

interface Opened {
  readonly deps: AccountsDeps;
  readonly database: AccountsDatabase;
  readonly ownsDb: boolean;
  readonly worker: MailWorker;
}

export function createAccountsRuntime(
  config: Config,
  log: FastifyBaseLogger,
  options: AccountsOptions = {},
): AccountsRuntime {
  const clock = options.clock ?? systemClock;
  const userChanges = options.userChanges ?? createUserChanges(config, log);
  let opening: Promise<Opened> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function open(): Promise<Opened> {
    const database =
      options.database ??
      (await openAccountsDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    try {
      if (config.databaseUrl !== null && config.sessionSecret === null) {
        // Each node would make its own key, and sessions would fail on every other node.
        log.warn(
          'SESSION_SECRET is unset: session tokens are signed with the key in DATA_DIR/secrets; ' +
            'set SESSION_SECRET when more than one API node shares the database',
        );
      }
      const key = await loadSessionKey(config.sessionSecret, config.dataDir);
      // The worker reads deps only when it drains, after they exist.
      const worker = new MailWorker(() => deps);
      const deps: AccountsDeps = {
        config,
        db: database.db,
        clock,
        passwords: createPasswordHasher(options.passwordHashParams),
        sessions: createSessionTokens(key, config.sessionTtlDays, clock),
        mailer: options.mailer ?? createMailer(config, clock, log),
        mailContext: { publicUrl: config.publicUrl, supportEmail: config.supportEmail },
        mailQueue: createMailQueue({ db: database.db, clock }, () => worker.kick()),
        subscriptionLinks: createSubscriptionLinks(key, clock),
        limiter: new RateLimiter(
          options.rateLimitStore ?? createRateLimitStore(config, log),
          clock,
          config.rateLimitScale,
        ),
        userChanges,
        loginBackoff: new Backoff(
          options.loginBackoffStore ?? createBackoffStore(config, log),
          clock,
          config.rateLimitScale,
        ),
        log,
      };
      return { deps, database, ownsDb: options.database === undefined, worker };
    } catch (error) {
      if (options.database === undefined) await database.close();
      throw error;
    }
  }

  const runtime: AccountsRuntime = {
    userChanges,
    async deps() {
      if (closed) throw new Error('The accounts runtime is closed');
      opening ??= open().catch((error: unknown) => {
        // Let the next request try again (the database server may come back).
        opening = undefined;
        throw error;
      });
      return (await opening).deps;
    },
    async start() {
      await runtime.deps();
      (await opening)?.worker.start();
      if (timer !== undefined) return;
      const run = () => {
        runtime.sendDueOnboardingEmails().then(
          (sent) => {
            if (sent > 0) log.info(`Sent ${sent} onboarding email(s)`);
          },
          (error: unknown) => log.error({ err: error }, 'Onboarding email run failed'),
        );
      };
      timer = setInterval(run, ONBOARDING_INTERVAL_MS);
      // The schedule must never keep a stopping process alive.
      timer.unref();
      run();
    },
    async sendDueOnboardingEmails(now) {
      const deps = await runtime.deps();
      return sendDueOnboardingEmails(deps, now ?? clock.now());
    },
    async deliverQueuedMail() {
      await runtime.deps();
      const opened = await opening;
      return opened === undefined ? 0 : opened.worker.drain();
    },
    async close() {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      if (options.userChanges === undefined) await userChanges.close();
      if (opening === undefined) return;
      const opened = await opening.catch(() => undefined);
      if (opened === undefined) return;
      await opened.worker.stop();
      if (options.mailer === undefined) await opened.deps.mailer.close();
      if (options.loginBackoffStore === undefined) await opened.deps.loginBackoff.store.close();
      if (options.rateLimitStore === undefined) await opened.deps.limiter.store.close();
      if (opened.ownsDb) await opened.database.close();
    },
  };
  return runtime;
}
