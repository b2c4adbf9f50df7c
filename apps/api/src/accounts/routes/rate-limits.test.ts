import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@courtside/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { TEST_PASSWORD, describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

let ipCounter = 0;
/** A fresh client address per use, so the tests' counters never share a key. */
function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function expectLimited(response: LightMyRequestResponse, retryAfterSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.rateLimited });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

const MINUTE = 60;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;

interface Case {
  readonly path: string;
  readonly body: (email: string) => Record<string, unknown>;
  readonly perIp: number;
  readonly perEmail?: number;
  readonly windowSeconds: number;
}

const CASES: Record<string, Case> = {
  login: {
    path: ACCOUNT_API.login,
    body: (email) => ({ email, password: 'wrong-password' }),
    // Per account, failed logins back off instead (login-backoff.test.ts).
    perIp: 10,
    windowSeconds: MINUTE,
  },
  signup: {
    path: ACCOUNT_API.signup,
    body: (email) => ({ email, password: TEST_PASSWORD, confirmation: TEST_PASSWORD }),
    perIp: 10,
    perEmail: 3,
    windowSeconds: HOUR,
  },
  'send-login-link': {
    path: ACCOUNT_API.sendLoginLink,
    body: (email) => ({ email }),
    perIp: 5,
    perEmail: 3,
    windowSeconds: QUARTER,
  },
  'send-reset-password-email': {
    path: ACCOUNT_API.sendResetPasswordEmail,
    body: (email) => ({ email }),
    perIp: 5,
    perEmail: 3,
    windowSeconds: QUARTER,
  },
  'send-verification-email': {
    path: ACCOUNT_API.sendVerificationEmail,
    body: (email) => ({ email }),
    perIp: 5,
    perEmail: 3,
    windowSeconds: QUARTER,
  },
  contact: {
    path: ACCOUNT_API.contact,
    body: (email) => ({ name: 'N', team: 'T', email, phone: '', message: 'Hello' }),
    perIp: 5,
    perEmail: 3,
    windowSeconds: QUARTER,
  },
  subscribe: {
    path: ACCOUNT_API.subscribe,
    body: (email) => ({ email }),
    perIp: 20,
    windowSeconds: QUARTER,
  },
  unsubscribe: {
    path: ACCOUNT_API.unsubscribe,
    body: (email) => ({ email }),
    perIp: 20,
    windowSeconds: QUARTER,
  },
};

await describeEachDatabase('rate limits', (testDb) => {
  const h = useHarness(testDb, { env: { RATE_LIMIT_SCALE: '1' } });

  const send = (path: string, body: Record<string, unknown>, ip: string) =>
    h().inject({ method: 'POST', url: `/api${path}`, payload: body, remoteAddress: ip });

  it.each(Object.entries(CASES))(
    'limits %s per IP, then lets the IP in again',
    async (_name, spec) => {
      const ip = nextIp();
      for (let i = 0; i < spec.perIp; i += 1) {
        const response = await send(spec.path, spec.body(uniqueEmail()), ip);
        expect(response.statusCode).not.toBe(429);
      }
      expectLimited(await send(spec.path, spec.body(uniqueEmail()), ip), spec.windowSeconds);
      // Another client is not affected.
      expect((await send(spec.path, spec.body(uniqueEmail()), nextIp())).statusCode).not.toBe(429);
      h().clock.advance(10_000);
      expectLimited(await send(spec.path, spec.body(uniqueEmail()), ip), spec.windowSeconds - 10);
      h().clock.advance(spec.windowSeconds * 1000);
      expect((await send(spec.path, spec.body(uniqueEmail()), ip)).statusCode).not.toBe(429);
    },
  );

  const perEmailCases = Object.entries(CASES).filter(([, spec]) => spec.perEmail !== undefined);

  it.each(perEmailCases)('limits %s per email across IPs', async (_name, spec) => {
    const email = uniqueEmail();
    for (let i = 0; i < (spec.perEmail ?? 0); i += 1) {
      expect((await send(spec.path, spec.body(email), nextIp())).statusCode).not.toBe(429);
    }
    // The same address in another case is the same email.
    expectLimited(
      await send(spec.path, spec.body(email.toUpperCase()), nextIp()),
      spec.windowSeconds,
    );
    expect((await send(spec.path, spec.body(uniqueEmail()), nextIp())).statusCode).not.toBe(429);
  });

  it('counts subscribe and unsubscribe together', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      await send(ACCOUNT_API.subscribe, { email: uniqueEmail() }, ip);
      await send(ACCOUNT_API.unsubscribe, { email: uniqueEmail() }, ip);
    }
    expectLimited(await send(ACCOUNT_API.subscribe, { email: uniqueEmail() }, ip), QUARTER);
  });

  it('leaves unlimited endpoints alone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      const response = await h().inject({
        method: 'POST',
        url: `/api${ACCOUNT_API.tokenIsValid}`,
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
