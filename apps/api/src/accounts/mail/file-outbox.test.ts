import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_API, paths } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { REDACTED } from '../../log-redaction';
import { captureLogs, testConfig } from '../../test-helpers';
import { FakeClock } from '../testing/fake-clock';
import { TEST_PASSWORD } from '../testing/harness';
import type { TestDatabase } from '../testing/test-databases';
import { createTestDatabase } from '../testing/test-databases';
import type { OutboxFile } from './file-outbox';
import { createFileOutbox, outboxFileName } from './file-outbox';
import type { MailMessage } from './message';
import { MailDeliveryError } from './message';

const message: MailMessage = {
  kind: 'login-link',
  to: 'pat@example.com',
  subject: 'Your Courtside login link',
  text: 'text body',
  html: '<p>html body</p>',
  links: ['http://localhost:3000/login-with-link/abc'],
};

describe('the file outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'courtside-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names files by time, kind and recipient, safe on every file system', () => {
    expect(outboxFileName('2026-01-15T12:00:00.000Z', 'verification', 'a/b@x.com', 0)).toBe(
      '2026-01-15T12-00-00.000Z-verification-a_b@x.com.json',
    );
    expect(outboxFileName('2026-01-15T12:00:00.000Z', 'contact', 'a@x.com', 2)).toBe(
      '2026-01-15T12-00-00.000Z-contact-a@x.com-3.json',
    );
  });

  it('writes one JSON file per message and logs its subject and links', async () => {
    const lines: string[] = [];
    const outbox = createFileOutbox({
      dir: join(dir, 'mail'),
      from: 'Courtside <no-reply@courtside.local>',
      clock: new FakeClock('2026-01-15T12:00:00.000Z'),
      logLine: (line) => lines.push(line),
    });
    await outbox.send(message);
    await outbox.send({ ...message, replyTo: 'reply@example.com' });
    const files = (await readdir(join(dir, 'mail'))).sort();
    expect(files).toEqual([
      '2026-01-15T12-00-00.000Z-login-link-pat@example.com-2.json',
      '2026-01-15T12-00-00.000Z-login-link-pat@example.com.json',
    ]);
    const first: OutboxFile = JSON.parse(await readFile(join(dir, 'mail', files[1] ?? ''), 'utf8'));
    expect(first).toEqual({
      kind: 'login-link',
      to: 'pat@example.com',
      from: 'Courtside <no-reply@courtside.local>',
      subject: 'Your Courtside login link',
      text: 'text body',
      html: '<p>html body</p>',
      links: ['http://localhost:3000/login-with-link/abc'],
      sentAt: '2026-01-15T12:00:00.000Z',
    });
    const second: OutboxFile = JSON.parse(
      await readFile(join(dir, 'mail', files[0] ?? ''), 'utf8'),
    );
    expect(second.replyTo).toBe('reply@example.com');
    expect(lines).toEqual([
      'Mail to pat@example.com: Your Courtside login link — http://localhost:3000/login-with-link/abc',
      'Mail to pat@example.com: Your Courtside login link — http://localhost:3000/login-with-link/abc',
    ]);
  });

  it('never shows a reader a half-written message, and leaves no draft behind', async () => {
    const folder = join(dir, 'watched');
    const outbox = createFileOutbox({
      dir: folder,
      from: 'x@y.z',
      clock: new FakeClock(),
      logLine: () => undefined,
    });
    // A body of several megabytes takes many write calls, so a file created under its final
    // name before being filled would be seen empty or cut short by a reader polling the folder.
    const big = { ...message, html: `<p>${'x'.repeat(8_000_000)}</p>` };
    let sending = true;
    const reads: Promise<number> = (async () => {
      let parsed = 0;
      while (sending) {
        const names = await readdir(folder).catch(() => []);
        for (const name of names.filter((candidate) => candidate.endsWith('.json'))) {
          const text = await readFile(join(folder, name), 'utf8');
          expect((JSON.parse(text) as OutboxFile).html).toBe(big.html);
          parsed += 1;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      return parsed;
    })();
    for (let round = 0; round < 3; round += 1) await outbox.send(big);
    sending = false;
    await reads;
    expect((await readdir(folder)).filter((name) => !name.endsWith('.json'))).toEqual([]);
    expect(await readdir(folder)).toHaveLength(3);
  });

  it('logs every link with its token redacted when asked to (production)', async () => {
    const lines: string[] = [];
    const outbox = createFileOutbox({
      dir: join(dir, 'redacted'),
      from: 'x@y.z',
      clock: new FakeClock(),
      logLine: (line) => lines.push(line),
      redactLinks: true,
    });
    await outbox.send({
      ...message,
      links: [
        'http://localhost:3000/login-with-link/s3cret-a',
        'http://localhost:3000/reset-password/s3cret-b',
        'http://localhost:3000/api/users/verify-email?token=s3cret-c',
      ],
    });
    expect(lines).toEqual([
      `Mail to pat@example.com: Your Courtside login link — ` +
        `http://localhost:3000/login-with-link/${REDACTED} ` +
        `http://localhost:3000/reset-password/${REDACTED} ` +
        `http://localhost:3000/api/users/verify-email?token=${REDACTED}`,
    ]);
  });

  it('fails with a MailDeliveryError when it cannot write', async () => {
    const blocker = join(dir, 'not-a-folder');
    await writeFile(blocker, 'x');
    const outbox = createFileOutbox({
      dir: blocker,
      from: 'x@y.z',
      clock: new FakeClock(),
      logLine: () => undefined,
    });
    await expect(outbox.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
  });
});

describe('the default mail setup', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await testDb.dispose();
  });

  it('puts the verification email in DATA_DIR/mail and logs a link that verifies', async () => {
    const logs = captureLogs();
    const app = await buildApp(
      testConfig({ DATA_DIR: testDb.dataDir, PORT: '3456', LOG_LEVEL: 'info' }),
      {
        logStream: logs,
        accounts: {
          database: testDb.database,
          passwordHashParams: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
        },
      },
    );
    try {
      const email = 'newcomer@example.com';
      const signup = await app.inject({
        method: 'POST',
        url: `/api${ACCOUNT_API.signup}`,
        payload: { email, password: TEST_PASSWORD, confirmation: TEST_PASSWORD },
      });
      expect(signup.statusCode).toBe(201);
      await app.accounts.deliverQueuedMail();
      const files = await readdir(join(testDb.dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-verification-newcomer@example\.com\.json$/,
      );
      const file: OutboxFile = JSON.parse(
        await readFile(join(testDb.dataDir, 'mail', files[0] ?? ''), 'utf8'),
      );
      expect(file).toMatchObject({
        kind: 'verification',
        to: email,
        from: 'Courtside <no-reply@courtside.local>',
      });
      const [link] = file.links;
      // PUBLIC_URL defaults to this server on localhost.
      expect(link).toMatch(/^http:\/\/localhost:3456\/api\/users\/verify-email\?token=/);
      const logged = logs.records.map((record) => record.msg);
      expect(logged).toContain(`Mail to ${email}: Verify your Courtside email address — ${link}`);
      const url = new URL(link ?? '');
      const verified = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(String(verified.headers.location)).toMatch(
        new RegExp(`^http://localhost:3456${paths.verifyEmailPage('success')}\\?token=`),
      );
    } finally {
      await app.close();
    }
  });
});
