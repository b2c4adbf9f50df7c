import { ACCOUNT_API, ACCOUNT_MESSAGES, DEFAULT_TIER } from '@courtside/contract';
import { SessionResponseSchema } from '@courtside/contract/schemas';
import { expect, it } from 'vitest';
import { MS_PER_DAY } from '../clock';
import { TEST_PASSWORD, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

await describeEachDatabase('sessions', (testDb) => {
  const h = useHarness(testDb);

  it('logs in with email and password, unverified too, and returns the user', async () => {
    const email = uniqueEmail();
    const id = await h().signup(email, { teamId: 9, conferenceId: 3 });
    const response = await h().post(ACCOUNT_API.login, {
      email: ` ${email.toUpperCase()}`,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const session = SessionResponseSchema.parse(response.json());
    expect(session.user).toEqual({
      _id: id,
      email,
      userType: 'fan',
      settings: {
        team: { teamId: 9, gender: 'MALE' },
        conference: 3,
        scope: { value: 'season', label: 'Full Season' },
        playerPctilesType: 'byPosition',
      },
      // The team chosen at sign-up is a first choice: it may change at once.
      nextTeamChangeAt: null,
    });
    const valid = await h().post(ACCOUNT_API.tokenIsValid, undefined, session.token);
    expect(valid.json()).toEqual({ isValid: true });
  });

  it('answers a wrong password and an unknown email alike: 401 invalidCredentials', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    for (const body of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const response = await h().post(ACCOUNT_API.login, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.invalidCredentials });
    }
  });

  it.each([
    [{ email: 'a@b.co' }, 'Invalid request: password: required'],
    [{ password: 'x' }, 'Invalid request: email: required'],
    [{ email: '', password: 'x' }, 'Invalid request: email: email is required'],
    [{ email: 'a@b.co', password: '' }, 'Invalid request: password: password is required'],
    [
      { email: 'a@b.co', password: 7 },
      'Invalid request: password: Invalid input: expected string, received number',
    ],
  ])('refuses the login body %j with 400', async (body, msg) => {
    const response = await h().post(ACCOUNT_API.login, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg });
  });

  it('says isValid false for no token, garbage, a forged token and an expired one', async () => {
    const { token } = await h().verifiedUser(uniqueEmail());
    expect((await h().post(ACCOUNT_API.tokenIsValid)).json()).toEqual({ isValid: false });
    expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, 'garbage')).json()).toEqual({
      isValid: false,
    });
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, forged)).json()).toEqual({
      isValid: false,
    });
    h().clock.advance(31 * MS_PER_DAY);
    try {
      const expired = await h().post(ACCOUNT_API.tokenIsValid, undefined, token);
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toEqual({ isValid: false });
    } finally {
      h().clock.advance(-31 * MS_PER_DAY);
    }
  });

  it('hands out a fresh token once more than half the lifetime (15 days) has passed', async () => {
    const { token } = await h().verifiedUser(uniqueEmail());
    h().clock.advance(15 * MS_PER_DAY - 60_000);
    try {
      expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, token)).json()).toEqual({
        isValid: true,
      });
      h().clock.advance(2 * 60_000);
      const refreshed = (await h().post(ACCOUNT_API.tokenIsValid, undefined, token)).json<{
        isValid: boolean;
        token?: string;
      }>();
      expect(refreshed.isValid).toBe(true);
      expect(refreshed.token).toEqual(expect.any(String));
      expect(refreshed.token).not.toBe(token);
      // The new token outlives the old one by the 15 days that had passed.
      h().clock.advance(20 * MS_PER_DAY);
      expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, token)).json()).toEqual({
        isValid: false,
      });
      // 20 days into its own life, it is itself past half-life: valid, with another refresh.
      expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, refreshed.token)).json()).toEqual(
        { isValid: true, token: expect.any(String) },
      );
    } finally {
      h().clock.advance(-(35 * MS_PER_DAY + 60_000));
    }
  });

  it('refuses a token whose user is gone', async () => {
    const { id, token } = await h().verifiedUser(uniqueEmail());
    await h().testDb.database.db.deleteFrom('users').where('id', '=', id).execute();
    expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, token)).json()).toEqual({
      isValid: false,
    });
    const me = await h().get(ACCOUNT_API.me, token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ msg: ACCOUNT_MESSAGES.sessionExpired });
  });

  it('GET /users/me returns the profile, or 401 without a valid token', async () => {
    const email = uniqueEmail();
    const { id, token } = await h().verifiedUser(email);
    const me = await h().get(ACCOUNT_API.me, token);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({ _id: id, email, userType: 'fan' });
    const anonymous = await h().get(ACCOUNT_API.me);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const bad = await h().get(ACCOUNT_API.me, 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ msg: ACCOUNT_MESSAGES.sessionExpired });
  });

  it('GET /users/verify-tier reports tier 0 before verifying and 1 after', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const unverified = await h().login(email);
    expect((await h().get(ACCOUNT_API.verifyTier, unverified)).json()).toEqual({
      ...DEFAULT_TIER,
      expiresAt: null,
    });
    const redirect = await h().verify(email);
    const token = redirect.searchParams.get('token') ?? '';
    expect((await h().get(ACCOUNT_API.verifyTier, token)).json()).toEqual({
      value: 1,
      label: 'Basic: Free',
      expiresAt: null,
    });
    expect((await h().get(ACCOUNT_API.verifyTier)).statusCode).toBe(401);
  });

  it('falls back to the base tier when a timed tier expires', async () => {
    const { id, token } = await h().verifiedUser(uniqueEmail());
    const expiresAt = new Date(h().clock.now().getTime() + MS_PER_DAY);
    await h()
      .testDb.database.db.updateTable('users')
      .set({ tier: 3, tier_expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
    expect((await h().get(ACCOUNT_API.verifyTier, token)).json()).toEqual({
      value: 3,
      label: 'Pro',
      expiresAt: expiresAt.toISOString(),
    });
    h().clock.advance(MS_PER_DAY);
    try {
      expect((await h().get(ACCOUNT_API.verifyTier, token)).json()).toEqual({
        value: 1,
        label: 'Basic: Free',
        expiresAt: null,
      });
    } finally {
      h().clock.advance(-MS_PER_DAY);
    }
  });

  it('GET /users/verify-admin-access reports the role, lower only when not upper', async () => {
    const email = uniqueEmail();
    const { token } = await h().verifiedUser(email);
    const access = async () => (await h().get(ACCOUNT_API.verifyAdminAccess, token)).json();
    expect(await access()).toEqual({ isUpperAdmin: false, isLowerAdmin: false });
    await h().setRole(email, 'lower');
    expect(await access()).toEqual({ isUpperAdmin: false, isLowerAdmin: true });
    await h().setRole(email, 'upper');
    expect(await access()).toEqual({ isUpperAdmin: true, isLowerAdmin: false });
    const anonymous = await h().get(ACCOUNT_API.verifyAdminAccess);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
  });
});
