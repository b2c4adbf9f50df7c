/**
 * The server side of `npm run bench:api`, in a process of its own (forked by bench-api.ts) so
 * that autocannon and the server do not share one event loop: in production the API has its
 * process to itself, and a load generator in the same thread would take half of it.
 *
 * Environment: what loadConfig reads (the parent passes DATA_DIR, WEB_DIST_DIR, …) plus
 * BENCH_TOKEN=1 to sign up a tier-3 user. Sends `{ base, token }` over IPC once listening and
 * closes the server when the parent sends 'close' (or disconnects).
 */
import { ACCOUNT_API } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export interface BenchServerReady {
  readonly base: string;
  readonly token: string | null;
}

/** A signed-in tier-3 user, so tier-gated endpoints of the mix answer. */
async function tokenFor(app: FastifyInstance, base: string): Promise<string> {
  const email = `bench-api-${Date.now().toString(36)}@example.com`;
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
    .set({ tier: 3, base_tier: 3 })
    .where('email', '=', email)
    .execute();
  const login = await post(ACCOUNT_API.login, { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return token;
}

const send = process.send?.bind(process);
if (send === undefined) throw new Error('bench-api-server runs forked by bench-api.ts');

const app = await buildApp(loadConfig(process.env), { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const token = process.env['BENCH_TOKEN'] === '1' ? await tokenFor(app, base) : null;
const close = () => {
  void app.close().then(() => process.exit(0));
};
process.on('message', (message) => {
  if (message === 'close') close();
});
process.on('disconnect', close);
send({ base, token } satisfies BenchServerReady);
