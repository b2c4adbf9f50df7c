import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { retryWithBackoff, startAccounts } from './start-accounts';
import { StartupError } from './startup-error';
import { captureLogs, testConfig } from './test-helpers';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('retryWithBackoff', () => {
  it('doubles the pause between tries and returns the first success', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const result = await retryWithBackoff(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error(`not yet ${calls}`);
        return 'open';
      },
      { boundMs: 60_000, onRetry: (_attempt, delayMs) => pauses.push(delayMs) },
    );
    expect(result).toBe('open');
    expect(pauses).toEqual([500, 1000, 2000]);
  });
});

describe('startAccounts', () => {
  it('retries a database that does not answer, logging each retry, then stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'courtside-retry-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = testConfig({
      DATA_DIR: dataDir,
      // Nothing listens on port 1: every connection is refused at once.
      DATABASE_URL: 'postgres://courtside:s3cret-pw@127.0.0.1:1/courtside',
      DATABASE_RETRY_MS: '1600',
    });
    const logs = captureLogs();
    const app: FastifyInstance = await buildApp(config, { logStream: logs });
    cleanups.push(() => app.close());
    const startedAt = Date.now();
    const failure = await startAccounts(app.accounts, config, app.log).catch((e: unknown) => e);
    const elapsedMs = Date.now() - startedAt;
    expect(failure).toBeInstanceOf(StartupError);
    expect(String(failure)).toMatch(/Cannot open the accounts database/);
    expect(elapsedMs).toBeGreaterThanOrEqual(1500);
    expect(elapsedMs).toBeLessThan(10_000);
    const retries = logs.records.filter((record) => record['msg']?.toString().includes('retrying'));
    // Pauses of 0.5 s and 1 s, then whatever is left of the bound, if anything.
    expect(retries.map((record) => record['retryInMs']).slice(0, 2)).toEqual([500, 1000]);
    expect(retries.length).toBeLessThanOrEqual(3);
    expect(JSON.stringify(logs.records)).not.toContain('s3cret-pw');
  }, 20_000);
});
