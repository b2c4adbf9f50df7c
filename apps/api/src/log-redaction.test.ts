import { ACCOUNT_API, paths } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { REDACTED, redactUrl } from './log-redaction';
import { captureLogs, testConfig } from './test-helpers';

describe('redactUrl', () => {
  it.each([
    ['/api/users/verify-email?token=abc_DEF-1', `/api/users/verify-email?token=${REDACTED}`],
    ['/x?a=1&token=abc&b=2', `/x?a=1&token=${REDACTED}&b=2`],
    ['/x?loginToken=abc#frag', `/x?loginToken=${REDACTED}#frag`],
    ['/x?notatoken=1&mytoken=2', '/x?notatoken=1&mytoken=2'],
    ['/api/health', '/api/health'],
    ['/reset-password/abc_DEF-1', `/reset-password/${REDACTED}`],
    ['/reset-password', '/reset-password'],
    ['/reset-password/', '/reset-password/'],
    ['/login-with-link/a%2Fb?x=1#y', `/login-with-link/${REDACTED}?x=1#y`],
    [
      'http://courtside.test/login-with-link/abc/more',
      `http://courtside.test/login-with-link/${REDACTED}/more`,
    ],
    ['/x?next=/reset-password/abc', `/x?next=/reset-password/${REDACTED}`],
    ['/unsubscribe?email=a%40b.co&token=abc', `/unsubscribe?email=a%40b.co&token=${REDACTED}`],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

// Request lines are written at debug (request-log.ts); the redaction must hold there.
describe('request logs', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('never carry the token of an emailed link', async () => {
    const logs = captureLogs();
    app = await buildApp(testConfig({ LOG_LEVEL: 'debug' }), { logStream: logs });
    // Link routes do not answer HEAD (404, and no database opened); only the log line matters.
    await app.inject({ method: 'HEAD', url: `/api${ACCOUNT_API.verifyEmail}?token=s3cret-token` });
    const lines = logs.records.map((record) => JSON.stringify(record));
    expect(lines.some((line) => line.includes(`token=${REDACTED}`))).toBe(true);
    expect(lines.some((line) => line.includes('s3cret-token'))).toBe(false);
  });

  it.each([paths.resetPassword('s3cret-reset'), paths.loginWithLink('s3cret-login')])(
    'never carry the token in the path of the web page %s',
    async (path) => {
      const logs = captureLogs();
      app = await buildApp(testConfig({ LOG_LEVEL: 'debug' }), { logStream: logs });
      await app.inject({ method: 'GET', url: path });
      const lines = logs.records.map((record) => JSON.stringify(record));
      expect(lines.some((line) => line.includes(`/${REDACTED}`))).toBe(true);
      expect(lines.some((line) => line.includes('s3cret'))).toBe(false);
    },
  );
});
