import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the system's Chromium (Debian's package; Playwright's own browser
 * download does not work here) against the built app served by the API on one port, exactly as
 * `npm start` serves it. `npm run test:e2e` builds first.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCI = process.env.CI === 'true' || process.env.CI === '1';
// A fresh data folder (embedded database, mail outbox) per run. Set in the environment so the
// worker processes, which load this file again, read the same outbox the server writes.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(
  path.join(os.tmpdir(), 'courtside-e2e-'),
));
// The first administrator, made the documented way (the admin CLI) before the server starts:
// the embedded database admits one process at a time. A new password every run.
const adminEmail = (process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@courtside.test');
const adminPassword = (process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('hex'));

/**
 * Minutes from now to 20:00 US Eastern (negative after it): the server's live stream reads its
 * clock shifted by this, so the demo league has games in progress whatever the hour of the run.
 */
function minutesToEasternEvening(): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return 20 * 60 - (value('hour') * 60 + value('minute'));
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: isCI ? 2 : undefined,
  forbidOnly: isCI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Root has no user namespace sandbox here, and the closed network refuses Chromium's
      // background connections; these flags keep runs quiet and deterministic.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command:
      `printf '%s\\n%s\\n' "$E2E_ADMIN_PASSWORD" "$E2E_ADMIN_PASSWORD" | ` +
      `npx tsx apps/api/src/cli/admin.ts create --email "${adminEmail}" && ` +
      // Every season built before the server starts: journeys switch to older seasons, which a
      // server building in the background would serve only some seconds later.
      `npm run --silent demo -- --scale sample --data-dir "${dataDir}" && ` +
      'exec node apps/api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !isCI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      E2E_ADMIN_PASSWORD: adminPassword,
      PUBLIC_URL: baseURL,
      // Many sign-ups and logins from one address in a few seconds: keep the limits, scaled up.
      RATE_LIMIT_SCALE: '100',
      // The command above builds the sample league (six seasons of the small one, about 12 s);
      // should it be missing, the server builds the same.
      DEMO_SCALE: 'sample',
      LIVE_CLOCK_SHIFT_MINUTES: String(minutesToEasternEvening()),
    },
  },
});
