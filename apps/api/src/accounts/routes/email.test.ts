import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  MESSAGES,
  SUPPORT_EMAIL_DEFAULT,
} from '@courtside/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const form = (email: string) => ({
  name: ' Pat Coach ',
  team: 'State University',
  email,
  phone: '',
  message: 'Do you cover <Division III> women?',
});

await describeEachDatabase('email endpoints', (testDb) => {
  const h = useHarness(testDb);
  const db = () => h().testDb.database.db;

  it('stores a contact message and mails it to support with the sender as Reply-To', async () => {
    const email = uniqueEmail('fan');
    const response = await h().post(ACCOUNT_API.contact, form(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: MESSAGES.contact.success });
    const mail = h().mailer.last('contact', SUPPORT_EMAIL_DEFAULT);
    expect(mail.replyTo).toBe(email);
    expect(mail.subject).toBe('Contact form: Pat Coach');
    expect(mail.text).toContain('Organization: State University');
    expect(mail.html).toContain('Do you cover &lt;Division III&gt; women?');
    const stored = await db()
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Pat Coach',
      organization: 'State University',
      user_id: null,
    });
    expect(stored[0]?.mail_sent_at).toEqual(h().clock.now());
  });

  it('records the signed-in sender', async () => {
    const email = uniqueEmail();
    const { id, token } = await h().verifiedUser(email);
    expect((await h().post(ACCOUNT_API.contact, form(email), token)).statusCode).toBe(200);
    const stored = await db()
      .selectFrom('contact_messages')
      .select('user_id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(stored).toEqual({ user_id: id });
  });

  it('keeps the message and answers 503 with the support address when mail fails', async () => {
    const email = uniqueEmail();
    h().mailer.failing = true;
    try {
      const response = await h().post(ACCOUNT_API.contact, form(email));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        msg: ACCOUNT_MESSAGES.contactMailFailed(SUPPORT_EMAIL_DEFAULT),
      });
    } finally {
      h().mailer.failing = false;
    }
    const stored = await db()
      .selectFrom('contact_messages')
      .select('mail_sent_at')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([{ mail_sent_at: null }]);
  });

  it.each([
    [{ ...form('x@y.co'), name: '  ' }, 'Invalid request: missing or invalid name'],
    [{ ...form('not an email'), team: '' }, 'Invalid request: missing or invalid team, email'],
    [{ ...form('x@y.co'), message: '' }, 'Invalid request: missing or invalid message'],
    [{ name: 'a', team: 'b', email: 'x@y.co', message: 'm' }, 'Invalid request: phone: required'],
    [
      { ...form('x@y.co'), phone: 5 },
      'Invalid request: phone: Invalid input: expected string, received number',
    ],
  ])('refuses the contact form %j with 400', async (body, msg) => {
    const response = await h().post(ACCOUNT_API.contact, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg });
  });

  it('unsubscribes and resubscribes with a signed link, answering the same for unknown addresses', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const links = (await h().app.accounts.deps()).subscriptionLinks;
    const subscribed = async () =>
      (
        await db()
          .selectFrom('users')
          .select('onboarding_subscribed')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).onboarding_subscribed;
    const token = links.sign(email);
    const off = await h().post(ACCOUNT_API.unsubscribe, { email: email.toUpperCase(), token });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ msg: ACCOUNT_MESSAGES.unsubscribed(email) });
    expect(await subscribed()).toBe(false);
    const on = await h().post(ACCOUNT_API.subscribe, { email, token });
    expect(on.json()).toEqual({ msg: ACCOUNT_MESSAGES.subscribed(email) });
    expect(await subscribed()).toBe(true);
    const stranger = uniqueEmail('stranger');
    const unknown = await h().post(ACCOUNT_API.unsubscribe, {
      email: stranger,
      token: links.sign(stranger),
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ msg: ACCOUNT_MESSAGES.unsubscribed(stranger) });
  });

  it('refuses subscribe and unsubscribe without an email', async () => {
    for (const path of [ACCOUNT_API.subscribe, ACCOUNT_API.unsubscribe]) {
      const response = await h().post(path, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: 'Invalid request: email: required' });
    }
  });

  it('resends verification only to unverified accounts, answering the same to everyone', async () => {
    const unverified = uniqueEmail('unverified');
    await h().signup(unverified);
    const verified = uniqueEmail('verified');
    await h().verifiedUser(verified);
    const stranger = uniqueEmail('stranger');
    for (const email of [unverified, verified, stranger]) {
      const response = await h().post(ACCOUNT_API.sendVerificationEmail, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.verificationSent(email) });
    }
    expect(h().mailer.count('verification', unverified)).toBe(2);
    expect(h().mailer.count('verification', verified)).toBe(1);
    expect(h().mailer.count('verification', stranger)).toBe(0);
    // Both links work until one is used; then the other says already verified.
    const redirect = await h().verify(unverified);
    expect(redirect.pathname).toBe('/verify-email-page/success');
  });
});
