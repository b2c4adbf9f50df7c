import { ACCOUNT_API, ACCOUNT_MESSAGES, paths } from '@courtside/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountsHarness } from '../testing/harness';
import {
  TEST_PUBLIC_URL,
  createHarness,
  describeEachDatabase,
  uniqueEmail,
} from '../testing/harness';

/** The answers two API nodes sharing one database give to a token, from either node. */
async function validity(nodes: readonly AccountsHarness[], token: string): Promise<number[]> {
  const answers: number[] = [];
  for (const node of nodes) answers.push((await node.get(ACCOUNT_API.me, token)).statusCode);
  return answers;
}

await describeEachDatabase('logout and revocation across nodes', (testDb) => {
  let nodes: AccountsHarness[] = [];
  beforeAll(async () => {
    nodes = [await createHarness(testDb()), await createHarness(testDb())];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
  });
  const node = (index: 0 | 1): AccountsHarness => {
    const found = nodes[index];
    if (found === undefined) throw new Error('The nodes are not ready');
    return found;
  };

  it('refuses a token on every node at once after logout on one of them', async () => {
    const email = uniqueEmail();
    await node(0).signup(email);
    const token = await node(0).login(email);
    const otherDevice = await node(1).login(email);
    expect(await validity(nodes, token)).toEqual([200, 200]);

    const response = await node(1).post(ACCOUNT_API.logout, undefined, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.loggedOut });
    // No clock moves between the logout and the checks: there is no grace period.
    expect(await validity(nodes, token)).toEqual([401, 401]);
    expect(await validity(nodes, otherDevice)).toEqual([401, 401]);
    const check = await node(0).post(ACCOUNT_API.tokenIsValid, undefined, token);
    expect(check.json()).toEqual({ isValid: false });

    // A new login works at once and is untouched by a repeated logout of the old token.
    const fresh = await node(0).login(email);
    expect((await node(0).post(ACCOUNT_API.logout, undefined, token)).statusCode).toBe(200);
    expect(await validity(nodes, fresh)).toEqual([200, 200]);
  });

  it('answers 200 without a token or with a dead one, so a client can always sign out', async () => {
    expect((await node(0).post(ACCOUNT_API.logout)).statusCode).toBe(200);
    expect((await node(0).post(ACCOUNT_API.logout, undefined, 'not-a-token')).statusCode).toBe(200);
  });

  it('refuses every older token on every node at once after a password reset', async () => {
    const email = uniqueEmail();
    await node(0).signup(email);
    const tokens = [await node(0).login(email), await node(1).login(email)];
    await node(1).post(ACCOUNT_API.sendResetPasswordEmail, { email });
    const link = node(1).mailer.lastLink('reset-password', email);
    const resetToken = decodeURIComponent(
      link.slice(`${TEST_PUBLIC_URL}${paths.resetPassword('')}`.length),
    );
    const reset = await node(1).post(ACCOUNT_API.updateNewPassword, {
      token: resetToken,
      password: 'a-brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    for (const token of tokens) expect(await validity(nodes, token)).toEqual([401, 401]);
  });
});
