import { ACCOUNT_API, paths } from '@courtside/contract';
import { expect, it } from 'vitest';
import { MS_PER_DAY } from '../clock';
import { TEST_PUBLIC_URL, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const HOUR = 60 * 60 * 1000;

await describeEachDatabase('onboarding emails', (testDb) => {
  const h = useHarness(testDb);
  const run = () => h().app.accounts.sendDueOnboardingEmails(h().clock.now());
  const steps = (email: string) =>
    (['onboarding-1', 'onboarding-2', 'onboarding-3'] as const).map((kind) =>
      h().mailer.count(kind, email),
    );

  /** Runs the hourly schedule from now until `days` later, like the timer would. */
  async function runHourlyFor(days: number): Promise<void> {
    for (let hour = 0; hour < days * 24; hour += 1) {
      h().clock.advance(HOUR);
      await run();
    }
  }

  it('sends step 1 on verification, step 2 after 3 days and step 3 after 7, once each', async () => {
    const start = h().clock.now();
    const email = uniqueEmail();
    await h().verifiedUser(email);
    expect(steps(email)).toEqual([1, 0, 0]);
    try {
      await runHourlyFor(3);
      expect(steps(email)).toEqual([1, 1, 0]);
      await runHourlyFor(4);
      expect(steps(email)).toEqual([1, 1, 1]);
      await runHourlyFor(3);
      expect(steps(email)).toEqual([1, 1, 1]);
    } finally {
      h().clock.set(start);
    }
  });

  it('carries a working unsubscribe link, and unsubscribed users get nothing more', async () => {
    const start = h().clock.now();
    const email = uniqueEmail();
    await h().verifiedUser(email);
    const mail = h().mailer.last('onboarding-1', email);
    const unsubscribeUrl = mail.unsubscribeUrl ?? '';
    expect(unsubscribeUrl.startsWith(`${TEST_PUBLIC_URL}${paths.unsubscribe(email)}&token=`)).toBe(
      true,
    );
    expect(mail.links).toContain(unsubscribeUrl);
    expect(mail.text).toContain(`Stop these onboarding emails: ${unsubscribeUrl}`);
    // The web page at that link posts the email and the token from its query to the API.
    const query = new URL(unsubscribeUrl).searchParams;
    expect(query.get('email')).toBe(email);
    const body = { email: query.get('email'), token: query.get('token') };
    expect((await h().post(ACCOUNT_API.unsubscribe, body)).statusCode).toBe(200);
    try {
      h().clock.advance(8 * MS_PER_DAY);
      await run();
      expect(steps(email)).toEqual([1, 0, 0]);
    } finally {
      h().clock.set(start);
    }
  });

  it('sends nothing to unverified users', async () => {
    const start = h().clock.now();
    const email = uniqueEmail();
    await h().signup(email);
    try {
      h().clock.advance(8 * MS_PER_DAY);
      await run();
      expect(steps(email)).toEqual([0, 0, 0]);
    } finally {
      h().clock.set(start);
    }
  });

  it('retries a failed step on the next run and spaces catch-up emails a day apart', async () => {
    const start = h().clock.now();
    const email = uniqueEmail();
    h().mailer.failingKinds.add('onboarding-1');
    try {
      await h().verifiedUser(email);
      await run();
      expect(steps(email)).toEqual([0, 0, 0]);
    } finally {
      h().mailer.failingKinds.clear();
    }
    expect(steps(email)).toEqual([0, 0, 0]);
    try {
      // Ten days later the schedule catches up one email per day, not three at once.
      h().clock.advance(10 * MS_PER_DAY);
      await run();
      expect(steps(email)).toEqual([1, 0, 0]);
      await run();
      expect(steps(email)).toEqual([1, 0, 0]);
      h().clock.advance(MS_PER_DAY);
      await run();
      expect(steps(email)).toEqual([1, 1, 0]);
      h().clock.advance(MS_PER_DAY);
      await run();
      expect(steps(email)).toEqual([1, 1, 1]);
    } finally {
      h().clock.set(start);
    }
  });
});
