import { ACCOUNT_API, ACCOUNT_MESSAGES, paths } from '@courtside/contract';
import { expect, it } from 'vitest';
import { TEST_PUBLIC_URL, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

await describeEachDatabase('login links', (testDb) => {
  const h = useHarness(testDb);

  function loginTokenFrom(link: string): string {
    const prefix = `${TEST_PUBLIC_URL}${paths.loginWithLink('')}`;
    expect(link.startsWith(prefix)).toBe(true);
    return decodeURIComponent(link.slice(prefix.length));
  }

  it('answers the same for known and unknown addresses, mailing only the known one', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const stranger = uniqueEmail('stranger');
    for (const address of [email, stranger]) {
      const response = await h().post(ACCOUNT_API.sendLoginLink, { email: address.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.loginLinkSent(address) });
    }
    expect(h().mailer.count('login-link', email)).toBe(1);
    expect(h().mailer.count('login-link', stranger)).toBe(0);
    expect(h().mailer.last('login-link', email).subject).toBe('Your Courtside login link');
  });

  it('logs in once with the link and refuses it the second time', async () => {
    const email = uniqueEmail();
    const id = await h().signup(email);
    await h().post(ACCOUNT_API.sendLoginLink, { email });
    const loginToken = loginTokenFrom(h().mailer.lastLink('login-link', email));
    const first = await h().post(ACCOUNT_API.loginWithLink, { loginToken });
    expect(first.statusCode).toBe(200);
    const session = first.json<{ token: string; user: { _id: string; email: string } }>();
    expect(session.user).toMatchObject({ _id: id, email });
    expect((await h().get(ACCOUNT_API.me, session.token)).statusCode).toBe(200);
    const second = await h().post(ACCOUNT_API.loginWithLink, { loginToken });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ msg: ACCOUNT_MESSAGES.loginLinkInvalid });
  });

  it('refuses a link after 15 minutes and accepts it just before', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    await h().post(ACCOUNT_API.sendLoginLink, { email });
    const late = loginTokenFrom(h().mailer.lastLink('login-link', email));
    await h().post(ACCOUNT_API.sendLoginLink, { email });
    const onTime = loginTokenFrom(h().mailer.lastLink('login-link', email));
    h().clock.advance(FIFTEEN_MINUTES - 1000);
    try {
      expect((await h().post(ACCOUNT_API.loginWithLink, { loginToken: onTime })).statusCode).toBe(
        200,
      );
      h().clock.advance(1000);
      const expired = await h().post(ACCOUNT_API.loginWithLink, { loginToken: late });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ msg: ACCOUNT_MESSAGES.loginLinkInvalid });
    } finally {
      h().clock.advance(-FIFTEEN_MINUTES);
    }
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    await h().post(ACCOUNT_API.sendLoginLink, { email });
    const loginToken = loginTokenFrom(h().mailer.lastLink('login-link', email));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h().post(ACCOUNT_API.loginWithLink, { loginToken })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses unknown tokens, tokens of another purpose and bad bodies', async () => {
    const unknown = await h().post(ACCOUNT_API.loginWithLink, { loginToken: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: ACCOUNT_MESSAGES.loginLinkInvalid });
    const email = uniqueEmail();
    await h().signup(email);
    const verifyToken = new URL(h().mailer.lastLink('verification', email)).searchParams.get(
      'token',
    );
    const wrongPurpose = await h().post(ACCOUNT_API.loginWithLink, { loginToken: verifyToken });
    expect(wrongPurpose.statusCode).toBe(400);
    const missing = await h().post(ACCOUNT_API.loginWithLink, {});
    expect(missing.json()).toEqual({ msg: 'Invalid request: loginToken: required' });
    const empty = await h().post(ACCOUNT_API.loginWithLink, { loginToken: '' });
    expect(empty.json()).toEqual({ msg: 'Invalid request: loginToken: loginToken is required' });
    const noEmail = await h().post(ACCOUNT_API.sendLoginLink, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ msg: 'Invalid request: email: required' });
  });
});
