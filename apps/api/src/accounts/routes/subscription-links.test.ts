import { ACCOUNT_API, ACCOUNT_MESSAGES, SUBSCRIPTION_LINK_TTL_MS } from '@courtside/contract';
import { expect, it } from 'vitest';
import type { SubscriptionLinks } from '../services/subscription-links';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const REFUSED = { msg: ACCOUNT_MESSAGES.subscriptionLinkInvalid };

await describeEachDatabase('signed subscription links', (testDb) => {
  const h = useHarness(testDb);
  const links = async (): Promise<SubscriptionLinks> =>
    (await h().app.accounts.deps()).subscriptionLinks;
  const subscribed = async (email: string) =>
    (
      await h()
        .testDb.database.db.selectFrom('users')
        .select('onboarding_subscribed')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).onboarding_subscribed;

  it.each([ACCOUNT_API.unsubscribe, ACCOUNT_API.subscribe])(
    '%s refuses a missing, forged, altered or other address token with 403',
    async (path) => {
      const email = uniqueEmail();
      await h().signup(email);
      const real = (await links()).sign(email);
      const [expires, mac] = real.split('.');
      const flipped = `${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1) ?? ''}`;
      for (const token of [
        undefined,
        '',
        'not-a-token',
        `${expires}.${flipped}`,
        `${Number(expires) + 1}.${mac}`,
        (await links()).sign(uniqueEmail('other')),
      ]) {
        const response = await h().post(path, token === undefined ? { email } : { email, token });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(REFUSED);
      }
      expect(await subscribed(email)).toBe(true);
    },
  );

  it('refuses a token once it has expired', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const token = (await links()).sign(email);
    const start = h().clock.now();
    try {
      h().clock.advance(SUBSCRIPTION_LINK_TTL_MS - 1000);
      expect((await h().post(ACCOUNT_API.unsubscribe, { email, token })).statusCode).toBe(200);
      h().clock.advance(1000);
      const expired = await h().post(ACCOUNT_API.subscribe, { email, token });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual(REFUSED);
      expect(await subscribed(email)).toBe(false);
    } finally {
      h().clock.set(start);
    }
  });

  it('lets a signed-in user change their own address without a token, no other', async () => {
    const email = uniqueEmail();
    const { token: session } = await h().verifiedUser(email);
    const own = await h().post(ACCOUNT_API.unsubscribe, { email: email.toUpperCase() }, session);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ msg: ACCOUNT_MESSAGES.unsubscribed(email) });
    expect(await subscribed(email)).toBe(false);
    const other = uniqueEmail('victim');
    await h().signup(other);
    const theirs = await h().post(ACCOUNT_API.unsubscribe, { email: other }, session);
    expect(theirs.statusCode).toBe(403);
    expect(await subscribed(other)).toBe(true);
  });
});
