import { ACCOUNT_API, ACCOUNT_MESSAGES, paths } from '@courtside/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL as REDIS_URL, redisAnswers } from '../../data/testing/redis';
import { RedisBackoffStore } from '../rate-limit/redis-backoff-store';
import type { AccountsHarness } from '../testing/harness';
import {
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  createHarness,
  describeEachDatabase,
  uniqueEmail,
  useHarness,
} from '../testing/harness';

const WRONG = 'wrong-password';

let ipCounter = 0;
/** A fresh client address per use, so only the counter under test grows. */
function nextIp(): string {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function login(
  h: AccountsHarness,
  email: string,
  password: string,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  return h.inject({
    method: 'POST',
    url: `/api${ACCOUNT_API.login}`,
    payload: { email, password },
    remoteAddress: ip,
  });
}

function expectBackedOff(response: LightMyRequestResponse, retryAfterSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.loginBackedOff });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

async function failTimes(h: AccountsHarness, email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) expect((await login(h, email, WRONG)).statusCode).toBe(401);
}

await describeEachDatabase('login back-off', (testDb) => {
  const h = useHarness(testDb, { env: { RATE_LIMIT_SCALE: '1' } });

  it('doubles the lock after the free failures; the right password clears the count', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    await failTimes(h(), email, 5);
    // Locked for 1 s: the right password is refused too, from any address.
    expectBackedOff(await login(h(), email, TEST_PASSWORD), 1);
    h().clock.advance(1000);
    await failTimes(h(), email, 1);
    expectBackedOff(await login(h(), email, TEST_PASSWORD), 2);
    h().clock.advance(2000);
    expect((await login(h(), email, TEST_PASSWORD)).statusCode).toBe(200);
    // Cleared: the free failures are there again.
    await failTimes(h(), email, 4);
    expect((await login(h(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in with the emailed login link while password logins are locked', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    await failTimes(h(), email, 5);
    expectBackedOff(await login(h(), email, TEST_PASSWORD), 1);
    expect((await h().post(ACCOUNT_API.sendLoginLink, { email })).statusCode).toBe(200);
    const link = h().mailer.lastLink('login-link', email);
    const loginToken = decodeURIComponent(
      link.slice(`${TEST_PUBLIC_URL}${paths.loginWithLink('')}`.length),
    );
    const response = await h().post(ACCOUNT_API.loginWithLink, { loginToken });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: string }>().token).not.toBe('');
  });

  it('holds a guesser who retries the moment each lock ends to about 40 guesses a day', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const dayEnds = h().clock.now().getTime() + 24 * 60 * 60 * 1000;
    let guesses = 0;
    while (h().clock.now().getTime() < dayEnds) {
      const response = await login(h(), email, WRONG);
      if (response.statusCode === 401) {
        guesses += 1;
        continue;
      }
      expect(response.statusCode).toBe(429);
      h().clock.advance(Number(response.headers['retry-after']) * 1000);
    }
    // 4 free, 12 doubling locks up to the hour (about 70 minutes), then one an hour.
    expect(guesses).toBeGreaterThanOrEqual(35);
    expect(guesses).toBeLessThanOrEqual(45);
  });

  it('backs off one address failing against many accounts', async () => {
    const ip = nextIp();
    const email = uniqueEmail();
    await h().signup(email);
    for (let i = 0; i < 21; i += 1) {
      // Under the address's 10 requests a minute, which this test is not about.
      h().clock.advance(6000);
      expect((await login(h(), uniqueEmail('stranger'), WRONG, ip)).statusCode).toBe(401);
    }
    h().clock.advance(100);
    expectBackedOff(await login(h(), email, TEST_PASSWORD, ip), 1);
    // Another address is not held back, and the account itself owes nothing.
    expect((await login(h(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses before checking any of them', async () => {
    const email = uniqueEmail();
    await h().signup(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(h(), email, WRONG)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

const redisUp = await redisAnswers();

await describeEachDatabase('login back-off on two nodes sharing Redis', (testDb) => {
  let nodes: AccountsHarness[] = [];
  const stores: RedisBackoffStore[] = [];
  beforeAll(async () => {
    if (!redisUp) return;
    for (let i = 0; i < 2; i += 1) {
      const store = new RedisBackoffStore({ url: REDIS_URL, commandTimeoutMs: 5000 });
      await vi.waitFor(() => expect(store.connected).toBe(true), { timeout: 5000 });
      stores.push(store);
    }
    nodes = await Promise.all(
      stores.map((store) =>
        createHarness(testDb(), {
          env: { RATE_LIMIT_SCALE: '1' },
          accounts: { loginBackoffStore: store },
        }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all([...nodes, ...stores].map((closable) => closable.close()));
  });

  it.skipIf(!redisUp)('locks an account on one node after failures on the other', async () => {
    const [first, second] = nodes;
    if (first === undefined || second === undefined) throw new Error('The nodes are not ready');
    const email = uniqueEmail();
    await first.signup(email);
    await failTimes(first, email, 3);
    await failTimes(second, email, 2);
    expectBackedOff(await login(first, email, TEST_PASSWORD), 1);
    expectBackedOff(await login(second, email, TEST_PASSWORD), 1);
    first.clock.advance(1000);
    second.clock.advance(1000);
    expect((await login(second, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.skipIf(!redisUp)('uses Redis for the back-off when REDIS_URL is set', async () => {
    const node = await createHarness(testDb(), { env: { REDIS_URL } });
    try {
      const deps = await node.app.accounts.deps();
      expect(deps.loginBackoff.store).toBeInstanceOf(RedisBackoffStore);
    } finally {
      await node.close();
    }
  });
});
