/**
 * Test support for the data routes: the real server (buildApp through the accounts harness) on
 * a warehouse built from the real files and an embedded accounts database, plus users of each
 * tier with session tokens, and a second server that mounts only the data routes with a chosen
 * endpoint list (to test router rules such as trial-player filtering on fixture endpoints).
 */
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { UserSettings } from '@courtside/contract';
import { createAccountsRuntime } from '../../accounts/runtime';
import type { AccountsHarness } from '../../accounts/testing/harness';
import { createHarness, uniqueEmail } from '../../accounts/testing/harness';
import type { TestDatabase } from '../../accounts/testing/test-databases';
import { createTestDatabase } from '../../accounts/testing/test-databases';
import { installErrorHandler } from '../../errors';
import type { DataEndpoint } from '../endpoint';
import { dataRoutes } from '../routes';
import type { TestWarehouse } from './real-warehouse';

/** One key for every server of a test, so a token from one is valid on the others. */
const TEST_SESSION_SECRET = 'data-api-test-session-secret-0123456789';

export interface DataHarness {
  readonly harness: AccountsHarness;
  readonly app: FastifyInstance;
  readonly testDb: TestDatabase;
  /** A verified user with the given tier, admin role and settings; returns a session token. */
  user(options: { tier: number; admin?: boolean; settings?: UserSettings }): Promise<string>;
  /** A server with only the data routes, serving `endpoints`. */
  dataOnlyApp(endpoints: readonly DataEndpoint[]): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createDataHarness(
  warehouse: TestWarehouse,
  env: NodeJS.ProcessEnv = {},
): Promise<DataHarness> {
  const testDb = await createTestDatabase('pglite');
  const harness = await createHarness(testDb, {
    env: { DATA_DIR: warehouse.dataDir, SESSION_SECRET: TEST_SESSION_SECRET, ...env },
  });
  const extraApps: FastifyInstance[] = [];
  return {
    harness,
    app: harness.app,
    testDb,
    async user({ tier, admin = false, settings = {} }) {
      const email = uniqueEmail('data');
      const { token } = await harness.verifiedUser(email);
      await testDb.database.db
        .updateTable('users')
        .set({
          tier,
          base_tier: tier,
          tier_expires_at: null,
          admin_role: admin ? 'upper' : 'none',
          settings: JSON.stringify(settings),
        })
        .where('email', '=', email)
        .execute();
      return token;
    },
    async dataOnlyApp(endpoints) {
      const app = Fastify({ logger: false });
      installErrorHandler(app);
      const accounts = createAccountsRuntime(harness.config, app.log, {
        database: testDb.database,
        // Tokens carry the harness's fake time; checking them on the real clock would expire them.
        clock: harness.clock,
      });
      await app.register(dataRoutes, {
        prefix: harness.config.apiRoot,
        config: harness.config,
        version: 'test',
        startedAt: Date.now(),
        accounts,
        dataEndpoints: new Map(endpoints.map((endpoint) => [endpoint.name, endpoint])),
      });
      app.addHook('onClose', async () => accounts.close());
      extraApps.push(app);
      return app;
    },
    async close() {
      for (const app of extraApps) await app.close();
      await harness.close();
      await testDb.dispose();
    },
  };
}
