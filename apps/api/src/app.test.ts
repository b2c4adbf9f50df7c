import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { DATA_ANSWER_CSP } from './security';
import { testConfig } from './test-helpers';
import { readProductVersion } from './version';

let app: FastifyInstance | undefined;

async function startApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  app = await buildApp(testConfig(env), { logger: false });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET {API_ROOT}/health', () => {
  it('answers ok with the uptime and the product version', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body: unknown = response.json();
    expect(body).toEqual({
      status: 'ok',
      uptimeSeconds: expect.any(Number),
      version: readProductVersion(),
    });
  });

  it('counts uptime in whole seconds from start-up', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    const { uptimeSeconds } = response.json<{ uptimeSeconds: number }>();
    expect(Number.isInteger(uptimeSeconds)).toBe(true);
    expect(uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(uptimeSeconds).toBeLessThan(5);
  });

  it('also answers HEAD', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answer %s with 404 { msg }',
    async (method) => {
      const server = await startApp();
      const response = await server.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: `Not found: ${method} /api/no/such/thing` });
    },
  );

  it('answer the bare API root with 404 { msg }', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found: GET /api' });
  });

  it('answer a POST with a JSON body with 404, not a parse error', async () => {
    const server = await startApp();
    const response = await server.inject({
      method: 'POST',
      url: '/api/users/nobody',
      payload: { email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found: POST /api/users/nobody' });
  });
});

describe('a custom API_ROOT', () => {
  it('moves the routes under it', async () => {
    const server = await startApp({ API_ROOT: '/courtside/v1' });
    const health = await server.inject({ method: 'GET', url: '/courtside/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });

    const oldPath = await server.inject({ method: 'GET', url: '/api/health' });
    expect(oldPath.statusCode).toBe(404);
    expect(oldPath.json()).toEqual({ msg: 'Not found: GET /api/health' });

    const unknown = await server.inject({ method: 'POST', url: '/courtside/v1/missing' });
    expect(unknown.json()).toEqual({ msg: 'Not found: POST /courtside/v1/missing' });
  });
});

describe('security headers', () => {
  it('are sent with API responses', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data:;connect-src 'self' ws://localhost:3000;font-src 'self' data:;" +
        "frame-ancestors 'none';object-src 'none';base-uri 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Plain HTTP (PUBLIC_URL http://localhost:3000, no TLS): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('are sent with error responses', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api/missing' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are the JSON set on data answers: nothing renders, nothing frames, nothing sniffs', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api/gs/no-such-endpoint/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(DATA_ANSWER_CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Document-only headers stay with documents.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('never upgrade requests to HTTPS, which would break plain-HTTP LAN deployments', async () => {
    const server = await startApp();
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

function directive(csp: unknown, name: string): string | undefined {
  return String(csp)
    .split(';')
    .find((part) => part.startsWith(`${name} `));
}

describe('content security policy', () => {
  it('connects only to the site itself and its live-stream origin, images from the site', async () => {
    const server = await startApp({ PUBLIC_URL: 'https://courtside.example' });
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' wss://courtside.example");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    expect(String(csp)).not.toMatch(/(^|[ ;])(https?|wss?):(;| |$)/);
  });

  it('names ws:// with the port for a plain-HTTP site', async () => {
    const server = await startApp({ PUBLIC_URL: 'http://10.0.0.5:8080' });
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    const connect = directive(response.headers['content-security-policy'], 'connect-src');
    expect(connect).toBe("connect-src 'self' ws://10.0.0.5:8080");
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (env: NodeJS.ProcessEnv, headers: Record<string, string> = {}) => {
    const server = await startApp(env);
    const urls = ['/api/health', '/api/gs/no-such-endpoint/', '/api/missing'];
    const answers = await Promise.all(urls.map((url) => server.inject({ url, headers })));
    return answers.map((answer) => answer.headers['strict-transport-security']);
  };

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const values = await hstsOf({ PUBLIC_URL: 'https://courtside.example' });
    for (const value of values) expect(value).toMatch(/^max-age=\d+/);
  });

  it('is left out over plain HTTP, a forged X-Forwarded-Proto included', async () => {
    const values = await hstsOf(
      { PUBLIC_URL: 'http://10.0.0.5:3000' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(values).toEqual([undefined, undefined, undefined]);
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const env = { PUBLIC_URL: 'http://10.0.0.5:3000', TRUST_PROXY: 'true' };
    const values = await hstsOf(env, { 'x-forwarded-proto': 'https' });
    for (const value of values) expect(value).toMatch(/^max-age=\d+/);
    expect(await hstsOf(env)).toEqual([undefined, undefined, undefined]);
  });
});
