import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@courtside/contract';
import { AdminUsersResponseSchema, CreatedTrialTokenSchema } from '@courtside/contract/schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { MS_PER_DAY } from '../clock';
import { TEST_PUBLIC_URL, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

await describeEachDatabase('admin API', (testDb) => {
  const h = useHarness(testDb);
  let upper: { id: string; token: string; email: string };
  let lower: { id: string; token: string; email: string };
  let fan: { id: string; token: string; email: string };

  beforeAll(async () => {
    for (const [role, assign] of [
      ['upper', (u: typeof upper) => (upper = u)],
      ['lower', (u: typeof upper) => (lower = u)],
      ['none', (u: typeof upper) => (fan = u)],
    ] as const) {
      const email = uniqueEmail(`admin-${role}`);
      const user = await h().verifiedUser(email);
      if (role !== 'none') await h().setRole(email, role);
      assign({ ...user, email });
    }
  });

  const call = (method: InjectOptions['method'], path: string, token?: string, payload?: unknown) =>
    h().inject({
      method,
      url: `/api${path}`,
      headers: token === undefined ? {} : { 'x-auth-token': token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const adminCalls: [InjectOptions['method'], string, unknown][] = [
    ['GET', ACCOUNT_API.adminUsers, undefined],
    [
      'PATCH',
      ACCOUNT_API.adminUser('00000000-0000-4000-8000-000000000000'),
      { tier: { value: 1 } },
    ],
    ['POST', ACCOUNT_API.adminTrialTokens, { email: 'a@b.co' }],
    ['GET', '/gs/user-tier-trial-tokens/', undefined],
    ['GET', '/gs/event-log-analytics', undefined],
  ];

  it.each(adminCalls)('refuses %s %s: 401 anonymous, 403 non-admin', async (method, path, body) => {
    const anonymous = await call(method, path, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const forbidden = await call(method, path, fan.token, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ msg: ACCOUNT_MESSAGES.adminOnly });
  });

  it('finds users by email substring, newest first, with paging and last activity', async () => {
    const tag = `find${Date.now()}`;
    const first = await h().verifiedUser(`${tag}-a@example.com`);
    h().clock.advance(1000);
    await h().signup(`${tag}-b@example.com`);
    await h().post(
      ACCOUNT_API.addEventLog,
      { type: 'pagechange', shortPath: '/', longPath: '/' },
      first.token,
    );
    const page1 = await call(
      'GET',
      `${ACCOUNT_API.adminUsers}?q=${tag.toUpperCase()}&limit=1`,
      lower.token,
    );
    expect(page1.statusCode).toBe(200);
    const body1 = AdminUsersResponseSchema.parse(page1.json());
    expect(body1.total).toBe(2);
    expect(body1.users.map((user) => user.email)).toEqual([`${tag}-b@example.com`]);
    expect(body1.users[0]).toMatchObject({
      emailVerified: false,
      lastActiveAt: null,
      tier: { value: 0 },
    });
    const page2 = AdminUsersResponseSchema.parse(
      (
        await call('GET', `${ACCOUNT_API.adminUsers}?q=${tag}&limit=1&offset=1`, lower.token)
      ).json(),
    );
    expect(page2.users[0]).toMatchObject({
      _id: first.id,
      email: `${tag}-a@example.com`,
      userType: 'fan',
      adminRole: 'none',
      emailVerified: true,
      onboardingSubscribed: true,
      tier: { value: 1, label: 'Basic: Free', expiresAt: null },
      lastActiveAt: h().clock.now().toISOString(),
    });
    const percent = AdminUsersResponseSchema.parse(
      (await call('GET', `${ACCOUNT_API.adminUsers}?q=%25`, upper.token)).json(),
    );
    expect(percent.total).toBe(0);
    const bad = await call('GET', `${ACCOUNT_API.adminUsers}?limit=1000`, upper.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toMatch(/^Invalid request: limit: /);
  });

  it('sets a lasting tier (base too) and a timed tier that falls back', async () => {
    const target = await h().verifiedUser(uniqueEmail());
    const lasting = await call('PATCH', ACCOUNT_API.adminUser(target.id), lower.token, {
      tier: { value: 3 },
    });
    expect(lasting.statusCode).toBe(200);
    expect(lasting.json()).toMatchObject({
      _id: target.id,
      tier: { value: 3, label: 'Pro', expiresAt: null },
    });
    const until = new Date(h().clock.now().getTime() + 2 * MS_PER_DAY).toISOString();
    const timed = await call('PATCH', ACCOUNT_API.adminUser(target.id), lower.token, {
      tier: { value: 2, expiresAt: until },
    });
    expect(timed.json()).toMatchObject({ tier: { value: 2, label: 'Plus', expiresAt: until } });
    h().clock.advance(2 * MS_PER_DAY);
    try {
      expect((await h().get(ACCOUNT_API.verifyTier, target.token)).json()).toEqual({
        value: 3,
        label: 'Pro',
        expiresAt: null,
      });
    } finally {
      h().clock.advance(-2 * MS_PER_DAY);
    }
    const past = await call('PATCH', ACCOUNT_API.adminUser(target.id), upper.token, {
      tier: { value: 2, expiresAt: '2000-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ msg: 'Invalid request: tier.expiresAt: must be in the future' });
  });

  it('lets only upper admins change roles, never their own', async () => {
    const target = await h().verifiedUser(uniqueEmail());
    const byLower = await call('PATCH', ACCOUNT_API.adminUser(target.id), lower.token, {
      adminRole: 'lower',
    });
    expect(byLower.statusCode).toBe(403);
    expect(byLower.json()).toEqual({ msg: ACCOUNT_MESSAGES.upperAdminOnly });
    const byUpper = await call('PATCH', ACCOUNT_API.adminUser(target.id), upper.token, {
      adminRole: 'lower',
    });
    expect(byUpper.statusCode).toBe(200);
    expect(byUpper.json()).toMatchObject({ adminRole: 'lower' });
    expect((await h().get(ACCOUNT_API.verifyAdminAccess, target.token)).json()).toEqual({
      isUpperAdmin: false,
      isLowerAdmin: true,
    });
    const own = await call('PATCH', ACCOUNT_API.adminUser(upper.id), upper.token, {
      adminRole: 'none',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ msg: ACCOUNT_MESSAGES.cannotChangeOwnRole });
  });

  it('answers 404 for unknown and malformed ids, 400 for empty updates', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await call('PATCH', ACCOUNT_API.adminUser(id), upper.token, {
        tier: { value: 1 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.userNotFound });
    }
    const empty = await call('PATCH', ACCOUNT_API.adminUser(fan.id), upper.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ msg: 'Invalid request: nothing to update' });
  });

  it('issues a trial token bound to the user, emails the link and lists it newest first', async () => {
    const email = uniqueEmail('trial');
    await h().verifiedUser(email);
    h().clock.advance(1000);
    const created = await call('POST', ACCOUNT_API.adminTrialTokens, lower.token, {
      email: email.toUpperCase(),
    });
    expect(created.statusCode).toBe(201);
    const token = CreatedTrialTokenSchema.parse(created.json());
    expect(token).toMatchObject({
      email,
      createdAt: h().clock.now().toISOString(),
      expiresAt: new Date(h().clock.now().getTime() + 30 * MS_PER_DAY).toISOString(),
      usedAt: null,
      createdBy: lower.email,
      emailSent: true,
    });
    expect(token.link).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api${ACCOUNT_API.redeemTrial}\\?token=`),
    );
    expect(h().mailer.lastLink('trial-upgrade', email)).toBe(token.link);
    const list = await call('GET', '/gs/user-tier-trial-tokens/', upper.token);
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ id: string }[]>();
    expect(rows[0]).toEqual({ ...token, link: undefined, emailSent: undefined, id: token.id });
    expect((await call('GET', '/gs/user-tier-trial-tokens', upper.token)).json()).toEqual(rows);
    const link = new URL(token.link);
    await h().inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const used = (await call('GET', '/gs/user-tier-trial-tokens/', upper.token)).json<
      { id: string; usedAt: string | null }[]
    >();
    expect(used.find((row) => row.id === token.id)?.usedAt).toBe(h().clock.now().toISOString());
  });

  it('still issues the trial link when its email fails, saying so', async () => {
    const email = uniqueEmail('trial-mail-down');
    await h().verifiedUser(email);
    h().mailer.failing = true;
    try {
      const created = await call('POST', ACCOUNT_API.adminTrialTokens, upper.token, { email });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ email, emailSent: false, usedAt: null });
      expect(created.json<{ link: string }>().link).toMatch(/redeem-trial\?token=/);
    } finally {
      h().mailer.failing = false;
    }
  });

  it('refuses trial tokens for unknown emails with 404', async () => {
    const response = await call('POST', ACCOUNT_API.adminTrialTokens, upper.token, {
      email: uniqueEmail('ghost'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.userNotFound });
    const bad = await call('POST', ACCOUNT_API.adminTrialTokens, upper.token, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      msg: 'Invalid request: email: please enter a valid email address',
    });
  });
});
