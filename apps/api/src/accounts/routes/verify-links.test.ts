import { ACCOUNT_API, TRIAL_UPGRADE_DAYS, paths } from '@courtside/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MS_PER_DAY } from '../clock';
import { createOneTimeToken } from '../repositories/tokens';
import { TEST_PUBLIC_URL, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const page = (status: string) => `${TEST_PUBLIC_URL}${paths.verifyEmailPage(status)}`;

await describeEachDatabase('emailed links', (testDb) => {
  const h = useHarness(testDb);
  const db = () => h().testDb.database.db;

  async function follow(url: string): Promise<{ target: string; query: URLSearchParams }> {
    const parsed = new URL(url, TEST_PUBLIC_URL);
    const response = await h().inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    return { target: `${location.origin}${location.pathname}`, query: location.searchParams };
  }

  const verifyUrl = (token?: string) =>
    token === undefined
      ? `/api${ACCOUNT_API.verifyEmail}`
      : `/api${ACCOUNT_API.verifyEmail}?token=${encodeURIComponent(token)}`;
  const redeemUrl = (token: string) =>
    `/api${ACCOUNT_API.redeemTrial}?token=${encodeURIComponent(token)}`;

  it('verifies, grants tier 1, signs the user in and sends onboarding step 1', async () => {
    const email = uniqueEmail();
    const id = await h().signup(email);
    const { target, query } = await follow(h().mailer.lastLink('verification', email));
    expect(target).toBe(page('success'));
    expect(query.get('userId')).toBe(id);
    const token = query.get('token') ?? '';
    expect((await h().get(ACCOUNT_API.me, token)).json()).toMatchObject({ _id: id, email });
    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tier: 1, base_tier: 1, onboarding_step: 1 });
    expect(row.email_verified_at).toEqual(h().clock.now());
    expect(h().mailer.last('onboarding-1', email).subject).toBe(
      'Welcome to Courtside: where to start',
    );
  });

  it('lands on already-verified when the link is followed again', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const link = h().mailer.lastLink('verification', email);
    await follow(link);
    const again = await follow(link);
    expect(again.target).toBe(page('already-verified'));
    expect(again.query.has('token')).toBe(false);
  });

  it('lands on no-token without a token, with an unknown one and with an expired one', async () => {
    expect((await follow(verifyUrl())).target).toBe(page('no-token'));
    expect((await follow(verifyUrl(''))).target).toBe(page('no-token'));
    expect((await follow(verifyUrl('unknown-token'))).target).toBe(page('no-token'));
    const email = uniqueEmail();
    await h().signup(email);
    const link = h().mailer.lastLink('verification', email);
    h().clock.advance(MS_PER_DAY + 1000);
    try {
      expect((await follow(link)).target).toBe(page('no-token'));
    } finally {
      h().clock.advance(-(MS_PER_DAY + 1000));
    }
    const row = await db()
      .selectFrom('users')
      .select('tier')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toEqual({ tier: 0 });
  });

  it('still verifies just before the 24 hours are up', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    h().clock.advance(MS_PER_DAY - 1000);
    try {
      expect((await follow(h().mailer.lastLink('verification', email))).target).toBe(
        page('success'),
      );
    } finally {
      h().clock.advance(-(MS_PER_DAY - 1000));
    }
  });

  it('lands on cant-save-user when saving fails, and the link still works afterwards', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    await sql`create or replace function courtside_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(db());
    await sql`create trigger courtside_test_refuse before update on users for each row
      when (new.email_verified_at is not null) execute function courtside_test_refuse()`.execute(
      db(),
    );
    const link = h().mailer.lastLink('verification', email);
    try {
      expect((await follow(link)).target).toBe(page('cant-save-user'));
    } finally {
      await sql`drop trigger courtside_test_refuse on users`.execute(db());
    }
    expect((await follow(link)).target).toBe(page('success'));
  });

  it('lands on no-user when the token outlived its user', async () => {
    const email = uniqueEmail();
    const id = await h().signup(email);
    // Deleting a user deletes its tokens; keep this one by skipping the cascade, as if the user
    // vanished between reading the token and saving.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    try {
      expect((await follow(h().mailer.lastLink('verification', email))).target).toBe(
        page('no-user'),
      );
    } finally {
      await db().deleteFrom('one_time_tokens').where('user_id', '=', id).execute();
    }
  });

  it('does not answer HEAD, so a link scanner cannot use a link up', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const link = new URL(h().mailer.lastLink('verification', email));
    const head = await h().inject({ method: 'HEAD', url: `${link.pathname}${link.search}` });
    expect(head.statusCode).toBe(404);
    expect((await follow(link.toString())).target).toBe(page('success'));
  });

  async function trialTokenFor(email: string, expiresInMs = 30 * MS_PER_DAY): Promise<string> {
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const now = h().clock.now();
    const { token } = await createOneTimeToken(db(), {
      purpose: 'trial-upgrade',
      userId: user.id,
      email,
      expiresAt: new Date(now.getTime() + expiresInMs),
      now,
    });
    return token;
  }

  it('redeems a trial: tier 2 for 7 days, then back to the base tier', async () => {
    const email = uniqueEmail();
    const { id } = await h().verifiedUser(email);
    const { target, query } = await follow(redeemUrl(await trialTokenFor(email)));
    expect(target).toBe(page('user-tier-upgrade-success'));
    expect(query.get('userId')).toBe(id);
    const token = query.get('token') ?? '';
    const trialEnd = new Date(h().clock.now().getTime() + TRIAL_UPGRADE_DAYS * MS_PER_DAY);
    expect((await h().get(ACCOUNT_API.verifyTier, token)).json()).toEqual({
      value: 2,
      label: 'Plus',
      expiresAt: trialEnd.toISOString(),
    });
    h().clock.advance(TRIAL_UPGRADE_DAYS * MS_PER_DAY);
    try {
      expect((await h().get(ACCOUNT_API.verifyTier, token)).json()).toEqual({
        value: 1,
        label: 'Basic: Free',
        expiresAt: null,
      });
    } finally {
      h().clock.advance(-TRIAL_UPGRADE_DAYS * MS_PER_DAY);
    }
  });

  it('says already-used for a redeemed trial link', async () => {
    const email = uniqueEmail();
    await h().verifiedUser(email);
    const token = await trialTokenFor(email);
    await follow(redeemUrl(token));
    const again = await follow(redeemUrl(token));
    expect(again.target).toBe(page('user-tier-upgrade-already-used'));
    expect(again.query.has('token')).toBe(false);
  });

  it('says error for unknown, expired and missing trial tokens', async () => {
    expect((await follow(redeemUrl('nope'))).target).toBe(page('user-tier-upgrade-error'));
    expect((await follow(`/api${ACCOUNT_API.redeemTrial}`)).target).toBe(
      page('user-tier-upgrade-error'),
    );
    const email = uniqueEmail();
    await h().verifiedUser(email);
    const token = await trialTokenFor(email, 1000);
    h().clock.advance(1000);
    try {
      expect((await follow(redeemUrl(token))).target).toBe(page('user-tier-upgrade-error'));
    } finally {
      h().clock.advance(-1000);
    }
  });

  it('refuses an unverified user, keeping the link for after verification', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const token = await trialTokenFor(email);
    expect((await follow(redeemUrl(token))).target).toBe(page('user-tier-upgrade-error'));
    await h().verify(email);
    expect((await follow(redeemUrl(token))).target).toBe(page('user-tier-upgrade-success'));
  });

  it('never lowers a lasting tier of 2 or more', async () => {
    const email = uniqueEmail();
    const { id, token } = await h().verifiedUser(email);
    await db().updateTable('users').set({ tier: 3, base_tier: 3 }).where('id', '=', id).execute();
    expect((await follow(redeemUrl(await trialTokenFor(email)))).target).toBe(
      page('user-tier-upgrade-success'),
    );
    expect((await h().get(ACCOUNT_API.verifyTier, token)).json()).toEqual({
      value: 3,
      label: 'Pro',
      expiresAt: null,
    });
  });
});
