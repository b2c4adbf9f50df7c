import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, REQUEST_BODY_LIMIT_BYTES } from './app';
import { HttpError, INTERNAL_ERROR_MSG } from './errors';
import { captureLogs, testConfig } from './test-helpers';

let app: FastifyInstance;
let logs: ReturnType<typeof captureLogs>;

const signUpBody = z.object({ email: z.email(), password: z.string().min(6) });

beforeEach(async () => {
  logs = captureLogs();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { logStream: logs });
  app.get('/api/test/forbidden', async () => {
    throw new HttpError(403, 'Only administrators may see this');
  });
  app.get('/api/test/conflict', async () => {
    throw Object.assign(new Error('Email already registered'), { statusCode: 409 });
  });
  app.get('/api/test/rate-limited', async () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), {
      statusCode: 429,
      headers: { 'retry-after': 60 },
    });
  });
  app.get('/api/test/crash', async () => {
    throw new Error('connection refused to postgres://admin:secret@db');
  });
  app.get('/api/test/crash-sync', () => {
    throw new TypeError('Cannot read properties of undefined');
  });
  app.get('/api/test/unavailable', async () => {
    throw Object.assign(new Error('upstream said no'), { statusCode: 503 });
  });
  app.get('/api/test/mail-down', async () => {
    throw new HttpError(503, 'We could not send the email just now.');
  });
  app.get('/api/test/throws-string', async () => {
    throw 'not an error object';
  });
  app.post('/api/test/zod', async (request) => signUpBody.parse(request.body));
  app.post(
    '/api/test/schema',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' } },
        },
      },
    },
    async () => ({ ok: true }),
  );
});

afterEach(async () => {
  await app.close();
});

function errorRecords(): Record<string, unknown>[] {
  return logs.records.filter((record) => record.level === 50);
}

describe('client errors (4xx)', () => {
  it('keep the status and message of an HttpError', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: 'Only administrators may see this' });
  });

  it('keep the status and message of any error carrying a 4xx statusCode', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: 'Email already registered' });
  });

  it('pass on headers the error carries, such as Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/rate-limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ msg: 'Rate limit exceeded, retry in 1 minute' });
  });

  it('are not logged as errors', async () => {
    await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(errorRecords()).toEqual([]);
  });
});

describe('server errors', () => {
  it.each(['/api/test/crash', '/api/test/crash-sync', '/api/test/throws-string'])(
    '%s answers 500 with the generic message only',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ msg: INTERNAL_ERROR_MSG });
    },
  );

  it('never leak the message or the stack to the client', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.body).not.toContain('postgres');
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('are logged with their stack', async () => {
    await app.inject({ method: 'GET', url: '/api/test/crash' });
    const [record] = errorRecords();
    expect(record).toBeDefined();
    expect(record?.err).toMatchObject({
      message: 'connection refused to postgres://admin:secret@db',
      stack: expect.stringContaining('errors.test.ts'),
    });
  });

  it('turn a 5xx statusCode into a plain 500, since its message was not written for users', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/unavailable' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: INTERNAL_ERROR_MSG });
  });

  it('keep the status and message of an HttpError 503, written for the user, without an error log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/mail-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ msg: 'We could not send the email just now.' });
    expect(errorRecords()).toEqual([]);
  });
});

describe('validation errors', () => {
  it('answer a zod failure with 400 and what is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/zod',
      payload: { email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    const { msg } = response.json<{ msg: string }>();
    expect(msg).toMatch(/^Invalid request: email: .+; password: .+/);
    expect(msg).toContain('email');
    expect(Object.keys(response.json())).toEqual(['msg']);
  });

  it('answer a Fastify schema failure with 400 and what is wrong', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/schema', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: "body must have required property 'name'" });
  });

  it('let a valid body through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/zod',
      payload: { email: 'coach@example.edu', password: 'secret1' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('request body problems', () => {
  it('answer malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/zod',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it('answer an empty JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/zod',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.stringContaining('Body cannot be empty') });
  });

  it('answer a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/zod',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(REQUEST_BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ msg: 'Request body is too large' });
  });

  it('answer an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/zod',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ msg: 'Unsupported media type: application/xml' });
  });
});

describe('malformed URLs', () => {
  it('answer 400 { msg } instead of Fastify’s own body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: "'/api/test/%E0%A4%A' is not a valid url component" });
  });
});
