import { ACCOUNT_API, CONTROL_CHARACTERS_MSG, MESSAGES } from '@courtside/contract';
import { expect, it } from 'vitest';
import type { AccountsHarness } from '../testing/harness';
import { TEST_PASSWORD, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const NUL = '\u0000';
const contact = {
  name: 'Pat Coach',
  team: 'State University',
  email: 'pat@example.com',
  phone: '',
  message: 'Hello',
};

interface Case {
  readonly route: string;
  readonly field: string;
  readonly send: (h: AccountsHarness, token: string) => ReturnType<AccountsHarness['post']>;
}

const put = (h: AccountsHarness, body: Record<string, unknown>, token: string) =>
  h.put(ACCOUNT_API.settings, body, token);

const cases: Case[] = [
  {
    route: 'login',
    field: 'email',
    send: (h) => h.post(ACCOUNT_API.login, { email: `a${NUL}@example.com`, password: 'x' }),
  },
  {
    route: 'login',
    field: 'password',
    send: (h) => h.post(ACCOUNT_API.login, { email: 'a@example.com', password: `pw${NUL}` }),
  },
  {
    route: 'signup',
    field: 'email',
    send: (h) =>
      h.post(ACCOUNT_API.signup, {
        email: `new${NUL}@example.com`,
        password: TEST_PASSWORD,
        confirmation: TEST_PASSWORD,
      }),
  },
  {
    route: 'send-login-link',
    field: 'email',
    send: (h) => h.post(ACCOUNT_API.sendLoginLink, { email: `a${NUL}@example.com` }),
  },
  {
    route: 'login-with-link',
    field: 'loginToken',
    send: (h) => h.post(ACCOUNT_API.loginWithLink, { loginToken: `abc${NUL}` }),
  },
  {
    route: 'send-reset-password-email',
    field: 'email',
    send: (h) => h.post(ACCOUNT_API.sendResetPasswordEmail, { email: `a${NUL}@example.com` }),
  },
  {
    route: 'update-new-password',
    field: 'token',
    send: (h) =>
      h.post(ACCOUNT_API.updateNewPassword, { token: `abc${NUL}`, password: TEST_PASSWORD }),
  },
  {
    route: 'send-verification-email',
    field: 'email',
    send: (h) => h.post(ACCOUNT_API.sendVerificationEmail, { email: `a${NUL}@example.com` }),
  },
  {
    route: 'subscribe',
    field: 'email',
    send: (h) => h.post(ACCOUNT_API.subscribe, { email: `a${NUL}@example.com` }),
  },
  {
    route: 'unsubscribe',
    field: 'email',
    send: (h) => h.post(ACCOUNT_API.unsubscribe, { email: `a\u007f@example.com` }),
  },
  ...(['name', 'team', 'email', 'phone', 'message'] as const).map((field): Case => ({
    route: 'contact',
    field,
    send: (h) => h.post(ACCOUNT_API.contact, { ...contact, [field]: `x${NUL}y` }),
  })),
  {
    route: 'contact',
    field: 'name',
    send: (h) => h.post(ACCOUNT_API.contact, { ...contact, name: 'Pat\nBcc: x@y.co' }),
  },
  {
    route: 'settings',
    field: 'scope.label',
    send: (h, token) => put(h, { scope: { value: 'season', label: `Full${NUL}` } }, token),
  },
  {
    route: 'settings',
    field: 'scope.value',
    send: (h, token) => put(h, { scope: { value: `season\u001b`, label: 'Full' } }, token),
  },
  {
    route: 'add-event-log',
    field: 'shortPath',
    send: (h, token) =>
      h.post(
        ACCOUNT_API.addEventLog,
        { type: 'error', shortPath: `/x${NUL}`, longPath: '/' },
        token,
      ),
  },
  {
    route: 'add-event-log',
    field: 'longPath',
    send: (h, token) =>
      h.post(ACCOUNT_API.addEventLog, { type: 'error', shortPath: '/', longPath: `/\t` }, token),
  },
  {
    route: 'admin user search',
    field: 'q',
    send: (h, token) => h.get(`${ACCOUNT_API.adminUsers}?q=a%00b`, token),
  },
];

await describeEachDatabase('control characters in account requests', (testDb) => {
  const h = useHarness(testDb);
  let adminToken = '';

  it('signs in an admin for the routes that need a session', async () => {
    const email = uniqueEmail('admin');
    await h().verifiedUser(email);
    await h().setRole(email, 'upper');
    adminToken = await h().login(email);
  });

  it.each(cases)('$route refuses one in $field with 400 naming the field', async (c) => {
    const response = await c.send(h(), adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: `Invalid request: ${c.field}: ${CONTROL_CHARACTERS_MSG}`,
    });
  });

  it('lets a contact message keep its line breaks and tabs', async () => {
    const response = await h().post(ACCOUNT_API.contact, {
      ...contact,
      message: 'Line one\r\nLine two\n\tindented',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: MESSAGES.contact.success });
  });
});
