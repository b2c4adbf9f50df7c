/**
 * Two API nodes sharing one accounts database and one Redis: what a data request's token stands
 * for changes on both nodes as soon as an account change is answered on either, not when the
 * nodes' caller caches run out (CALLER_CACHE_TTL_MS, far longer than these tests wait).
 */
import { ACCOUNT_API, AUTH_HEADER } from '@courtside/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountsRuntime } from '../accounts/runtime';
import { createAccountsRuntime } from '../accounts/runtime';
import type { AccountsHarness } from '../accounts/testing/harness';
import { createHarness, uniqueEmail } from '../accounts/testing/harness';
import type { TestDatabase } from '../accounts/testing/test-databases';
import { createTestDatabase } from '../accounts/testing/test-databases';
import type { CallerResolverHandle } from './caller';
import { CALLER_CACHE_TTL_MS, VISITOR, createCallerResolver } from './caller';
import { TEST_REDIS_URL, redisAnswers } from './testing/redis';

const requestWith = (token: string): Pick<FastifyRequest, 'headers'> => ({
  headers: { [AUTH_HEADER]: token },
});
/** How long another node may take to hear of a change: a Redis round trip, with room to spare. */
const NEWS_WITHIN_MS = 1000;

const redisAvailable = await redisAnswers();

describe.skipIf(!redisAvailable)('data callers across two nodes', () => {
  let testDb: TestDatabase;
  let nodeA: AccountsHarness;
  let nodeB: AccountsRuntime;
  let callersA: CallerResolverHandle;
  let callersB: CallerResolverHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    nodeA = await createHarness(testDb, {
      env: {
        REDIS_URL: TEST_REDIS_URL,
        SESSION_SECRET: 'caller-revocation-test-secret-0123456789',
      },
    });
    nodeB = createAccountsRuntime(nodeA.config, nodeA.app.log, {
      database: testDb.database,
      clock: nodeA.clock,
    });
    callersA = createCallerResolver(nodeA.app.accounts, nodeA.app.log);
    callersB = createCallerResolver(nodeB, nodeA.app.log);
    // Node B listens before the tests change anything.
    let heard = false;
    const stop = nodeB.userChanges.onChange((userId) => {
      heard ||= userId === 'probe';
    });
    await vi.waitFor(async () => {
      await nodeA.app.accounts.userChanges.announce('probe');
      if (!heard) throw new Error('node B is not listening yet');
    });
    stop();
  }, 60_000);

  afterAll(async () => {
    callersA?.close();
    callersB?.close();
    await nodeB?.close();
    await nodeA?.close();
    await testDb?.dispose();
  });

  async function signedIn(): Promise<string> {
    const { token } = await nodeA.verifiedUser(uniqueEmail('caller'));
    for (const callers of [callersA, callersB]) {
      // Cached on both nodes from here on.
      expect((await callers.resolve(requestWith(token))).tier).toBe(1);
    }
    return token;
  }

  it('is a visitor on both nodes right after logging out on one', async () => {
    expect(NEWS_WITHIN_MS).toBeLessThan(CALLER_CACHE_TTL_MS);
    const token = await signedIn();
    expect((await nodeA.post(ACCOUNT_API.logout, undefined, token)).statusCode).toBe(200);
    // The node that answered the logout never serves the old caller again.
    expect(await callersA.resolve(requestWith(token))).toBe(VISITOR);
    await expect
      .poll(() => callersB.resolve(requestWith(token)), { timeout: NEWS_WITHIN_MS, interval: 5 })
      .toBe(VISITOR);
  });

  it('carries a changed saved team to both nodes at once', async () => {
    const token = await signedIn();
    const saved = await nodeA.put(
      ACCOUNT_API.settings,
      { team: { teamId: 591997, gender: 'FEMALE' } },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect(await callersA.resolve(requestWith(token))).toMatchObject({ teamId: 591997 });
    await expect
      .poll(async () => (await callersB.resolve(requestWith(token))).teamId, {
        timeout: NEWS_WITHIN_MS,
        interval: 5,
      })
      .toBe(591997);
  });
});
