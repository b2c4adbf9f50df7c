import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test-helpers';
import { MS_PER_DAY } from './clock';
import { createAccountsRuntime } from './runtime';
import { FakeClock } from './testing/fake-clock';
import { RecordingMailer } from './testing/recording-mailer';
import type { TestDatabase } from './testing/test-databases';
import { createTestDatabase } from './testing/test-databases';

const silent = pino({ level: 'silent' });

describe('the accounts runtime', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await testDb.dispose();
  });

  it('opens nothing until first used, then the embedded database under DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courtside-runtime-'));
    const runtime = createAccountsRuntime(testConfig({ DATA_DIR: dataDir }), silent);
    try {
      await expect(access(join(dataDir, 'accounts'))).rejects.toMatchObject({ code: 'ENOENT' });
      const deps = await runtime.deps();
      expect(await runtime.deps()).toBe(deps);
      await access(join(dataDir, 'accounts', 'PG_VERSION'));
      await access(join(dataDir, 'secrets', 'session-secret'));
    } finally {
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await expect(runtime.deps()).rejects.toThrow('The accounts runtime is closed');
  }, 60_000);

  it('runs the onboarding schedule as soon as it starts', async () => {
    const clock = new FakeClock('2026-03-01T12:00:00Z');
    const mailer = new RecordingMailer();
    const verifiedAt = new Date(clock.now().getTime() - 4 * MS_PER_DAY);
    await testDb.database.db
      .insertInto('users')
      .values({
        email: 'due@example.com',
        password_hash: 'x',
        settings: '{}',
        email_verified_at: verifiedAt,
        onboarding_step: 1,
        onboarding_last_sent_at: verifiedAt,
        created_at: verifiedAt,
        updated_at: verifiedAt,
      })
      .execute();
    const runtime = createAccountsRuntime(testConfig({ DATA_DIR: testDb.dataDir }), silent, {
      database: testDb.database,
      clock,
      mailer,
    });
    try {
      await runtime.start();
      await expect.poll(() => mailer.count('onboarding-2', 'due@example.com')).toBe(1);
    } finally {
      await runtime.close();
    }
    // The database belongs to the caller: still open after close().
    expect(
      await testDb.database.db.selectFrom('users').select('onboarding_step').execute(),
    ).toEqual([{ onboarding_step: 2 }]);
  });
});
