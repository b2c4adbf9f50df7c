/**
 * Builds the real server (buildApp) on a test database with a fake clock, a recording mailer and
 * cheap password hashing, plus shortcuts that go through the API like a client would.
 */
import type { AdminRole } from '@courtside/contract';
import { ACCOUNT_API, AUTH_HEADER } from '@courtside/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import type { BuildAppOptions } from '../../app';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { testConfig } from '../../test-helpers';
import type { AccountsOptions } from '../runtime';
import { FakeClock } from './fake-clock';
import { RecordingMailer } from './recording-mailer';
import type { TestDatabase } from './test-databases';
import { createTestDatabase, testDatabaseChoices } from './test-databases';

export const TEST_PUBLIC_URL = 'http://courtside.test';
export const TEST_PASSWORD = 'secret-password';
/** argon2id at its cheapest: the suites hash hundreds of passwords. */
const CHEAP_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface AccountsHarness {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly clock: FakeClock;
  readonly mailer: RecordingMailer;
  readonly testDb: TestDatabase;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(path: string, token?: string): Promise<LightMyRequestResponse>;
  put(path: string, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** Signs up through the API; returns the user id. */
  signup(email: string, extra?: Record<string, unknown>): Promise<string>;
  /** Follows the verification link of the last verification email; returns the redirect URL. */
  verify(email: string): Promise<URL>;
  /** Signs up and verifies; returns the id and a session token. */
  verifiedUser(email: string): Promise<{ id: string; token: string }>;
  login(email: string, password?: string): Promise<string>;
  setRole(email: string, role: AdminRole): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  readonly env?: NodeJS.ProcessEnv;
  /**
   * Send the queued emails after each request made through the harness (default true), as the
   * worker of a started server would moments later. app.inject never does.
   */
  readonly deliverMail?: boolean;
  readonly accounts?: Partial<AccountsOptions>;
  /** The live game stream to build the app with (see BuildAppOptions.live). */
  readonly live?: BuildAppOptions['live'];
}

let emailCounter = 0;
/** A unique address per call, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function createHarness(
  testDb: TestDatabase,
  options: HarnessOptions = {},
): Promise<AccountsHarness> {
  const config = testConfig({
    DATA_DIR: testDb.dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    RATE_LIMIT_SCALE: '1000',
    ...options.env,
  });
  const clock = new FakeClock();
  const mailer = new RecordingMailer();
  const app = await buildApp(config, {
    logger: false,
    accounts: {
      database: testDb.database,
      clock,
      mailer,
      passwordHashParams: CHEAP_HASHING,
      ...options.accounts,
    },
    ...(options.live === undefined ? {} : { live: options.live }),
  });
  const api = (path: string) => `${config.apiRoot}${path}`;
  const send = async (injectOptions: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(injectOptions);
    if (options.deliverMail !== false) await app.accounts.deliverQueuedMail();
    return response;
  };
  const headers = (token?: string) => (token === undefined ? {} : { [AUTH_HEADER]: token });
  const harness: AccountsHarness = {
    app,
    config,
    clock,
    mailer,
    testDb,
    inject: send,
    post: (path, body, token) =>
      send({
        method: 'POST',
        url: api(path),
        headers: headers(token),
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
    get: (path, token) => send({ method: 'GET', url: api(path), headers: headers(token) }),
    put: (path, body, token) =>
      send({
        method: 'PUT',
        url: api(path),
        headers: headers(token),
        payload: body as InjectOptions['payload'],
      }),
    async signup(email, extra = {}) {
      const response = await harness.post(ACCOUNT_API.signup, {
        email,
        password: TEST_PASSWORD,
        confirmation: TEST_PASSWORD,
        ...extra,
      });
      if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
      const user = await testDb.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirstOrThrow();
      return user.id;
    },
    async verify(email) {
      const link = new URL(mailer.lastLink('verification', email));
      const response = await send({ method: 'GET', url: `${link.pathname}${link.search}` });
      const location = response.headers.location;
      if (response.statusCode !== 302 || typeof location !== 'string') {
        throw new Error(`verify did not redirect: ${response.statusCode}`);
      }
      return new URL(location);
    },
    async verifiedUser(email) {
      const id = await harness.signup(email);
      const redirect = await harness.verify(email);
      const token = redirect.searchParams.get('token');
      if (token === null) throw new Error(`verification failed: ${redirect.pathname}`);
      return { id, token };
    },
    async login(email, password = TEST_PASSWORD) {
      const response = await harness.post(ACCOUNT_API.login, { email, password });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async setRole(email, role) {
      await testDb.database.db
        .updateTable('users')
        .set({ admin_role: role })
        .where('email', '=', email)
        .execute();
    },
    close: () => app.close(),
  };
  return harness;
}

/**
 * Runs a suite once per test database (describe.each over PGlite and PostgreSQL). `body` gets a
 * getter for the suite's database, created before its tests and dropped after them.
 */
export async function describeEachDatabase(
  title: string,
  body: (testDb: () => TestDatabase) => void,
): Promise<void> {
  const choices = (await testDatabaseChoices()).map((choice) => [choice.kind, choice] as const);
  describe.each(choices)(`${title} on %s`, (_kind, choice) => {
    const where = choice.kind === 'pglite' ? 'embedded, temp dir' : 'server, own database';
    const label = choice.available ? where : 'no server answers: skipped (required when CI=true)';
    describe.skipIf(!choice.available)(label, () => {
      let testDb: TestDatabase | undefined;
      beforeAll(async () => {
        testDb = await createTestDatabase(choice.kind);
      }, 60_000);
      afterAll(async () => {
        await testDb?.dispose();
      });
      body(() => {
        if (testDb === undefined) throw new Error('The test database is not open');
        return testDb;
      });
    });
  });
}

/** One harness per suite on the suite's database. */
export function useHarness(
  testDb: () => TestDatabase,
  options: HarnessOptions = {},
): () => AccountsHarness {
  let harness: AccountsHarness | undefined;
  beforeAll(async () => {
    harness = await createHarness(testDb(), options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (harness === undefined) throw new Error('The harness is not ready');
    return harness;
  };
}
