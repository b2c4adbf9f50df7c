import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { MAX_ERROR_MESSAGE, MAX_QUOTED_INPUT } from './errors';
import { testConfig } from './test-helpers';

let app: FastifyInstance | undefined;

async function startApp(): Promise<FastifyInstance> {
  app = await buildApp(testConfig(), { logger: false });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Sends raw bytes to the listening server and reads until it closes the connection. */
async function rawExchange(server: FastifyInstance, request: string): Promise<string> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', (error) => (answer === '' ? reject(error) : resolve(answer)));
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

function parseRaw(answer: string): { status: number; headers: Map<string, string>; body: string } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const LONG = 'x'.repeat(15_000);

describe('answers refused before any route', () => {
  it('answers malformed JSON with a short { msg } and the security headers', async () => {
    const server = await startApp();
    const response = await server.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "${LONG}`,
    });
    expect(response.statusCode).toBe(400);
    const { msg } = response.json<{ msg: string }>();
    expect(typeof msg).toBe('string');
    expect(msg.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE + 1);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('quotes at most 200 characters of a media type or a path, with an ellipsis', async () => {
    const server = await startApp();
    const media = await server.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': `text/${LONG}` },
      payload: 'x',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({
      msg: `Unsupported media type: text/${LONG.slice(0, MAX_QUOTED_INPUT - 5)}…`,
    });
    const path = await server.inject({ method: 'GET', url: `/api/${LONG}` });
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({
      msg: `Not found: GET /api/${LONG.slice(0, MAX_QUOTED_INPUT - 5)}…`,
    });
  });

  it('answers headers over the size limit with 431, { msg } and the security headers', async () => {
    const server = await startApp();
    await server.listen({ host: '127.0.0.1', port: 0 });
    const answer = parseRaw(
      await rawExchange(
        server,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ msg: 'Request Header Fields Too Large' });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers a malformed request line with 400 and { msg }', async () => {
    const server = await startApp();
    await server.listen({ host: '127.0.0.1', port: 0 });
    const answer = parseRaw(await rawExchange(server, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ msg: 'Bad Request' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
