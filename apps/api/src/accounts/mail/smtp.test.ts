/**
 * Mail through a real SMTP peer (smtp-server on a random port): the verification email arrives,
 * its link is read back out of the raw message and following it verifies the account.
 */
import type { AddressInfo } from 'node:net';
import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES, paths } from '@courtside/contract';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsHarness } from '../testing/harness';
import { TEST_PASSWORD, TEST_PUBLIC_URL, createHarness, uniqueEmail } from '../testing/harness';
import type { TestDatabase } from '../testing/test-databases';
import { createTestDatabase } from '../testing/test-databases';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function startSmtpPeer(options: { reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    received,
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP', () => {
  let testDb: TestDatabase;
  let harness: AccountsHarness | undefined;
  let peer: ReturnType<typeof startSmtpPeer> | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await testDb.dispose();
  });
  afterEach(async () => {
    await harness?.close();
    await peer?.close();
    harness = undefined;
    peer = undefined;
  });

  async function harnessWithSmtp(smtpUrl: string): Promise<AccountsHarness> {
    harness = await createHarness(testDb, {
      env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Courtside <no-reply@courtside.test>' },
      // No recording mailer: the runtime builds the SMTP one from SMTP_URL.
      accounts: { mailer: undefined },
    });
    return harness;
  }

  it('delivers the verification email, whose link verifies the account', async () => {
    peer = startSmtpPeer();
    const h = await harnessWithSmtp(`smtp://127.0.0.1:${await peer.listening}`);
    const email = uniqueEmail('smtp');
    const signup = await h.post(ACCOUNT_API.signup, {
      email,
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
    });
    expect(signup.json()).toMatchObject({ verificationEmailSent: true });
    expect(peer.received).toHaveLength(1);
    const [message] = peer.received;
    expect(message?.from).toBe('no-reply@courtside.test');
    expect(message?.to).toEqual([email]);
    const raw = decodeQuotedPrintable(message?.raw ?? '');
    expect(raw).toContain('Subject: Verify your Courtside email address');
    expect(raw).toContain('multipart/alternative');
    const link = raw.match(
      /http:\/\/courtside\.test\/api\/users\/verify-email\?token=[A-Za-z0-9_-]+/,
    )?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    const response = await h.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(
      `${TEST_PUBLIC_URL}${paths.verifyEmailPage('success')}`,
    );
    const token = location.searchParams.get('token') ?? '';
    expect((await h.get(ACCOUNT_API.verifyTier, token)).json()).toMatchObject({ value: 1 });
    // Verification also sent onboarding step 1, with a List-Unsubscribe header.
    expect(peer.received).toHaveLength(2);
    // Unfold folded header lines before reading a header.
    const onboarding = decodeQuotedPrintable(peer.received[1]?.raw ?? '').replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    // The signed link: the address, then its token.
    expect(onboarding).toContain(
      `List-Unsubscribe: <${TEST_PUBLIC_URL}${paths.unsubscribe(email)}&token`,
    );
  });

  it('sends contact messages to support with the sender as Reply-To', async () => {
    peer = startSmtpPeer();
    const h = await harnessWithSmtp(`smtp://127.0.0.1:${await peer.listening}`);
    const response = await h.post(ACCOUNT_API.contact, {
      name: 'Sam',
      team: 'Club',
      email: 'sam@example.org',
      phone: '555',
      message: 'Héllo — accents survive',
    });
    expect(response.json()).toEqual({ msg: MESSAGES.contact.success });
    expect(peer.received[0]?.to).toEqual([h.config.supportEmail]);
    const raw = decodeQuotedPrintable(peer.received[0]?.raw ?? '');
    expect(raw).toContain('Reply-To: sam@example.org');
    expect(raw).toContain('Héllo — accents survive');
  });

  it('keeps the account and the queued message when the server refuses it', async () => {
    peer = startSmtpPeer({ reject: true });
    const h = await harnessWithSmtp(`smtp://127.0.0.1:${await peer.listening}`);
    const email = uniqueEmail('refused');
    const signup = await h.post(ACCOUNT_API.signup, {
      email,
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({
      msg: ACCOUNT_MESSAGES.signupCreated(email),
      email,
      verificationEmailSent: true,
    });
    expect(await h.login(email)).toEqual(expect.any(String));
    const queued = await h.testDb.database.db
      .selectFrom('mail_queue')
      .select(['attempts', 'last_error'])
      .where(sql`job->>'email'`, '=', email)
      .execute();
    expect(queued).toEqual([
      { attempts: 1, last_error: expect.stringMatching(/^SMTP delivery failed/) },
    ]);
  });

  it('keeps the account when no server listens at all', async () => {
    peer = startSmtpPeer();
    const port = await peer.listening;
    await peer.close();
    peer = undefined;
    const h = await harnessWithSmtp(`smtp://127.0.0.1:${port}`);
    const email = uniqueEmail('down');
    const signup = await h.post(ACCOUNT_API.signup, {
      email,
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ verificationEmailSent: true });
  });
});
