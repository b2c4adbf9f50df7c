import { ACCOUNT_API, ACCOUNT_MESSAGES, paths } from '@courtside/contract';
import { SignupResponseSchema } from '@courtside/contract/schemas';
import { expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  describeEachDatabase,
  uniqueEmail,
  useHarness,
} from '../testing/harness';

await describeEachDatabase('POST /users/signup', (testDb) => {
  const h = useHarness(testDb);

  it('creates an unverified tier-0 account with the form settings and emails the link', async () => {
    const email = uniqueEmail('fan');
    const response = await h().post(ACCOUNT_API.signup, {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
      userType: 'team',
      gender: 'FEMALE',
      teamId: 512,
      conferenceId: 7,
    });
    expect(response.statusCode).toBe(201);
    expect(SignupResponseSchema.parse(response.json())).toEqual({
      msg: ACCOUNT_MESSAGES.signupCreated(email),
      email,
      verificationEmailSent: true,
    });
    const row = await h()
      .testDb.database.db.selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_type: 'team',
      tier: 0,
      base_tier: 0,
      admin_role: 'none',
      email_verified_at: null,
      onboarding_subscribed: true,
      settings: {
        team: { teamId: 512, gender: 'FEMALE' },
        conference: 7,
        scope: { value: 'season', label: 'Full Season' },
        playerPctilesType: 'byPosition',
      },
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const mail = h().mailer.last('verification', email);
    expect(mail.subject).toBe('Verify your Courtside email address');
    expect(mail.links[0]).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api${ACCOUNT_API.verifyEmail}\\?token=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('does not sign the user in', async () => {
    const response = await h().post(ACCOUNT_API.signup, {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
    });
    expect(response.json()).not.toHaveProperty('token');
  });

  it('answers a taken email, whatever its case, exactly as a new one and mails its owner', async () => {
    const email = uniqueEmail();
    await h().verifiedUser(email);
    const body = { password: 'another-password', confirmation: 'another-password' };
    const taken = await h().post(ACCOUNT_API.signup, { ...body, email: email.toUpperCase() });
    const fresh = uniqueEmail();
    const created = await h().post(ACCOUNT_API.signup, { ...body, email: fresh });
    expect(taken.statusCode).toBe(created.statusCode);
    expect(taken.json()).toEqual({
      ...created.json<object>(),
      msg: ACCOUNT_MESSAGES.signupCreated(email),
      email,
    });
    // The account is untouched: its password still works, the one just sent does not.
    expect(await h().login(email)).toEqual(expect.any(String));
    expect((await h().post(ACCOUNT_API.login, { email, password: body.password })).statusCode).toBe(
      401,
    );
    const mail = h().mailer.last('account-exists', email);
    expect(mail.subject).toBe('You already have a Courtside account');
    expect(mail.links[1]).toBe(`${TEST_PUBLIC_URL}${paths.resetPassword()}`);
    const loginToken = decodeURIComponent(mail.links[0]?.split('/login-with-link/')[1] ?? '');
    const session = await h().post(ACCOUNT_API.loginWithLink, { loginToken });
    expect(session.statusCode).toBe(200);
    expect(h().mailer.count('verification', email)).toBe(1);
  });

  it('sends a new verification link when a taken address was never verified', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const again = await h().post(ACCOUNT_API.signup, {
      email,
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
    });
    expect(again.json()).toEqual({
      msg: ACCOUNT_MESSAGES.signupCreated(email),
      email,
      verificationEmailSent: true,
    });
    expect(h().mailer.count('verification', email)).toBe(2);
    expect(h().mailer.count('account-exists', email)).toBe(0);
  });

  it('keeps the account when the mail server is down, and sends the link once it is back', async () => {
    const email = uniqueEmail();
    h().mailer.failing = true;
    try {
      const response = await h().post(ACCOUNT_API.signup, {
        email,
        password: TEST_PASSWORD,
        confirmation: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        msg: ACCOUNT_MESSAGES.signupCreated(email),
        email,
        verificationEmailSent: true,
      });
    } finally {
      h().mailer.failing = false;
    }
    const row = await h()
      .testDb.database.db.selectFrom('users')
      .select(['tier', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toEqual({ tier: 0, email_verified_at: null });
    expect(h().mailer.count('verification', email)).toBe(0);
    h().clock.advance(60_000);
    await h().app.accounts.deliverQueuedMail();
    expect(h().mailer.count('verification', email)).toBe(1);
  });

  it.each([
    [{}, 'Invalid request: email: required; password: required; confirmation: required'],
    [
      { email: 'not-an-email', password: TEST_PASSWORD, confirmation: TEST_PASSWORD },
      'Invalid request: email: please enter a valid email address',
    ],
    [
      { email: 'a@b.co', password: 'short', confirmation: 'short' },
      'Invalid request: password: password must be at least 6 characters',
    ],
    [
      { email: 'a@b.co', password: TEST_PASSWORD, confirmation: 'different' },
      'Invalid request: confirmation: passwords do not match',
    ],
    [
      { email: 42, password: TEST_PASSWORD, confirmation: TEST_PASSWORD },
      'Invalid request: email: Invalid input: expected string, received number',
    ],
  ])('answers a bad body %j with 400 and what is wrong', async (body, msg) => {
    const response = await h().post(ACCOUNT_API.signup, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg });
  });

  it('answers a body that is not a JSON object with 400', async () => {
    const array = await h().post(ACCOUNT_API.signup, [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ msg: 'Invalid request: the body must be a JSON object' });
    const broken = await h().inject({
      method: 'POST',
      url: `/api${ACCOUNT_API.signup}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ msg: string }>().msg).toMatch(/JSON/);
    const text = await h().inject({
      method: 'POST',
      url: `/api${ACCOUNT_API.signup}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ msg: 'Invalid request: the body must be a JSON object' });
  });

  it('links the verification email to the verify endpoint, which lands on the web page', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const redirect = await h().verify(email);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(
      `${TEST_PUBLIC_URL}${paths.verifyEmailPage('success')}`,
    );
  });
});
