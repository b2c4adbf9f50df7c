/**
 * A signed-in account of a given tier for the benches' API nodes: signed up through the real
 * routes, raised to the tier in the accounts database (the benches' own temporary one), then
 * logged in, so its token passes every check a real user's does.
 */
import { ACCOUNT_API } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';

export interface BenchAccount {
  /** Tells this account's address apart from the others of the run. */
  readonly label: string;
  readonly tier: number;
  readonly admin?: boolean;
}

export async function benchAccountToken(
  app: FastifyInstance,
  base: string,
  account: BenchAccount,
): Promise<string> {
  const email = `${account.label}-${Date.now().toString(36)}@example.com`;
  const password = 'bench-password';
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signup = await post(ACCOUNT_API.signup, { email, password, confirmation: password });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const deps = await app.accounts.deps();
  await deps.db
    .updateTable('users')
    .set({
      tier: account.tier,
      base_tier: account.tier,
      ...(account.admin === undefined ? {} : { admin_role: account.admin ? 'upper' : 'none' }),
    })
    .where('email', '=', email)
    .execute();
  const login = await post(ACCOUNT_API.login, { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return token;
}
