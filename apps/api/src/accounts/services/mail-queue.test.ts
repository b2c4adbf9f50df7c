import { ACCOUNT_API } from '@courtside/contract';
import { expect, it } from 'vitest';
import { insertMailJob } from '../repositories/mail-queue';
import { insertUser } from '../repositories/users';
import { createAccountsRuntime } from '../runtime';
import { TEST_PASSWORD, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';
import { MAIL_RETRY, retryDelayMs } from './mail-queue';

const ROUTES = {
  signup: (email: string) => ({
    path: ACCOUNT_API.signup,
    body: { email, password: TEST_PASSWORD, confirmation: TEST_PASSWORD },
  }),
  reset: (email: string) => ({ path: ACCOUNT_API.sendResetPasswordEmail, body: { email } }),
  loginLink: (email: string) => ({ path: ACCOUNT_API.sendLoginLink, body: { email } }),
  verification: (email: string) => ({ path: ACCOUNT_API.sendVerificationEmail, body: { email } }),
} as const;

it('waits longer after each failure, up to 15 minutes', () => {
  expect([1, 2, 3, 4, 7, 8, 50].map(retryDelayMs)).toEqual([
    10_000, 20_000, 40_000, 80_000, 640_000, 900_000, 900_000,
  ]);
});

await describeEachDatabase('the mail queue', (testDb) => {
  const h = useHarness(testDb, { deliverMail: false });
  const deliver = () => h().app.accounts.deliverQueuedMail();
  const queued = () => h().testDb.database.db.selectFrom('mail_queue').selectAll().execute();

  /** A verified account; every queued email delivered. */
  async function existingAccount(): Promise<string> {
    const email = uniqueEmail('existing');
    await h().signup(email);
    await deliver();
    await h().verify(email);
    await deliver();
    return email;
  }

  it.each(Object.entries(ROUTES))(
    '%s answers an existing and an unknown address alike, sending nothing during the request',
    async (name, route) => {
      const existing = await existingAccount();
      const unknown = uniqueEmail('unknown');
      const calls = h().mailer.calls;
      const first = route(existing);
      const second = route(unknown);
      const known = await h().post(first.path, first.body);
      const stranger = await h().post(second.path, second.body);
      expect(h().mailer.calls).toBe(calls);
      expect(known.statusCode).toBe(stranger.statusCode);
      expect(known.body.replaceAll(existing, '<email>')).toBe(
        stranger.body.replaceAll(unknown, '<email>'),
      );
      expect((await queued()).map((row) => row.job.email).sort()).toEqual(
        [existing, unknown].sort(),
      );
      await deliver();
      // A sign-up of an unknown address creates the account, which gets its verification link.
      const toUnknown = h().mailer.sent.filter((message) => message.to === unknown);
      expect(toUnknown.map((message) => message.kind)).toEqual(
        name === 'signup' ? ['verification'] : [],
      );
      expect(await queued()).toEqual([]);
    },
  );

  it('keeps a message through a mail server outage and sends it exactly once after', async () => {
    const email = await existingAccount();
    h().mailer.failing = true;
    try {
      await h().post(ACCOUNT_API.sendResetPasswordEmail, { email });
      const calls = h().mailer.calls;
      await deliver();
      expect(h().mailer.calls).toBe(calls + 1);
      expect(await queued()).toMatchObject([{ attempts: 1, failed_at: null }]);
      // Not due again before its back-off has passed.
      h().clock.advance(retryDelayMs(1) - 1);
      await deliver();
      expect(h().mailer.calls).toBe(calls + 1);
      h().clock.advance(1);
      await deliver();
      expect(h().mailer.calls).toBe(calls + 2);
      expect(await queued()).toMatchObject([{ attempts: 2 }]);
    } finally {
      h().mailer.failing = false;
    }
    h().clock.advance(retryDelayMs(2));
    expect(await deliver()).toBe(1);
    h().clock.advance(MAIL_RETRY.maxDelayMs);
    expect(await deliver()).toBe(0);
    expect(h().mailer.count('reset-password', email)).toBe(1);
    expect(await queued()).toEqual([]);
  });

  it('gives up on a message after the last attempt, keeping the row marked failed', async () => {
    const email = await existingAccount();
    await h().post(ACCOUNT_API.sendLoginLink, { email });
    await h()
      .testDb.database.db.updateTable('mail_queue')
      .set({ attempts: MAIL_RETRY.maxAttempts - 1 })
      .execute();
    const failedAt = h().clock.now();
    h().mailer.failing = true;
    try {
      await deliver();
    } finally {
      h().mailer.failing = false;
    }
    h().clock.advance(MAIL_RETRY.maxDelayMs);
    expect(await deliver()).toBe(0);
    const rows = await queued();
    expect(rows).toMatchObject([{ attempts: MAIL_RETRY.maxAttempts, failed_at: failedAt }]);
    await h().testDb.database.db.deleteFrom('mail_queue').execute();
  });

  it('sends each message once when two API nodes drain the queue at once', async () => {
    const { db } = h().testDb.database;
    const now = h().clock.now();
    const emails: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const email = uniqueEmail('node');
      emails.push(email);
      await insertUser(db, {
        email,
        password_hash: 'x',
        settings: '{}',
        created_at: now,
        updated_at: now,
      });
      for (let j = 0; j < 4; j += 1) await insertMailJob(db, { type: 'login-link', email }, now);
    }
    const other = createAccountsRuntime(h().config, h().app.log, {
      database: h().testDb.database,
      mailer: h().mailer,
      clock: h().clock,
    });
    try {
      const sent = await Promise.all([deliver(), other.deliverQueuedMail(), deliver()]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(32);
    } finally {
      await other.close();
    }
    const links = h()
      .mailer.sent.filter((m) => emails.includes(m.to))
      .map((m) => m.links[0]);
    expect(links).toHaveLength(32);
    expect(new Set(links).size).toBe(32);
    expect(await queued()).toEqual([]);
  });
});
