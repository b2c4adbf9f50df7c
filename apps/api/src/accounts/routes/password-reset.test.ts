import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  MESSAGES,
  SUPPORT_EMAIL_DEFAULT,
  paths,
  resetEmailSentMessage,
} from '@courtside/contract';
import { expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  describeEachDatabase,
  uniqueEmail,
  useHarness,
} from '../testing/harness';

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'brand-new-password';

await describeEachDatabase('password reset', (testDb) => {
  const h = useHarness(testDb);

  async function requestReset(email: string): Promise<string> {
    const response = await h().post(ACCOUNT_API.sendResetPasswordEmail, { email });
    expect(response.statusCode).toBe(200);
    const link = h().mailer.lastLink('reset-password', email);
    const prefix = `${TEST_PUBLIC_URL}${paths.resetPassword('')}`;
    expect(link.startsWith(prefix)).toBe(true);
    return decodeURIComponent(link.slice(prefix.length));
  }

  it('answers with the §8 wording whether or not the account exists', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const stranger = uniqueEmail('stranger');
    for (const address of [email, stranger]) {
      const response = await h().post(ACCOUNT_API.sendResetPasswordEmail, { email: ` ${address}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: resetEmailSentMessage(address, SUPPORT_EMAIL_DEFAULT),
      });
    }
    expect(h().mailer.count('reset-password', email)).toBe(1);
    expect(h().mailer.count('reset-password', stranger)).toBe(0);
    expect(h().mailer.last('reset-password', email).text).toContain('expires in 1 hour');
  });

  it('sets the new password, ends every session and retires the other reset links', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const oldSession = await h().login(email);
    const other = await requestReset(email);
    const token = await requestReset(email);
    const response = await h().post(ACCOUNT_API.updateNewPassword, {
      token,
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.passwordUpdated });
    expect((await h().post(ACCOUNT_API.tokenIsValid, undefined, oldSession)).json()).toEqual({
      isValid: false,
    });
    const oldLogin = await h().post(ACCOUNT_API.login, { email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    expect(await h().login(email, NEW_PASSWORD)).toEqual(expect.any(String));
    const retired = await h().post(ACCOUNT_API.updateNewPassword, {
      token: other,
      password: 'another1',
    });
    expect(retired.statusCode).toBe(400);
    expect(retired.json()).toEqual({ msg: MESSAGES.newPassword.invalidToken });
    // A reset proves nothing about verification: the account stays unverified.
    const row = await h()
      .testDb.database.db.selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
  });

  it('refuses a used, an expired and an unknown token with "Invalid reset password token"', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const used = await requestReset(email);
    await h().post(ACCOUNT_API.updateNewPassword, { token: used, password: NEW_PASSWORD });
    const expired = await requestReset(email);
    h().clock.advance(HOUR);
    try {
      for (const token of [used, expired, 'unknown-token']) {
        const response = await h().post(ACCOUNT_API.updateNewPassword, {
          token,
          password: 'whatever1',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ msg: 'Invalid reset password token' });
      }
    } finally {
      h().clock.advance(-HOUR);
    }
  });

  it('refuses a short password without using up the link', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const token = await requestReset(email);
    const short = await h().post(ACCOUNT_API.updateNewPassword, { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      msg: 'Invalid request: password: password must be at least 6 characters',
    });
    const ok = await h().post(ACCOUNT_API.updateNewPassword, { token, password: '123456' });
    expect(ok.statusCode).toBe(200);
  });

  it('lets one of two simultaneous resets with the same link through', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const token = await requestReset(email);
    const answers = await Promise.all([
      h().post(ACCOUNT_API.updateNewPassword, { token, password: 'first-password' }),
      h().post(ACCOUNT_API.updateNewPassword, { token, password: 'second-password' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses bad bodies with 400', async () => {
    expect((await h().post(ACCOUNT_API.updateNewPassword, { password: 'secret1' })).json()).toEqual(
      {
        msg: 'Invalid request: token: required',
      },
    );
    expect((await h().post(ACCOUNT_API.sendResetPasswordEmail, { email: '  ' })).json()).toEqual({
      msg: 'Invalid request: email: email is required',
    });
  });
});
