import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { StartupError } from './startup-error';
import { testConfig } from './test-helpers';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './web-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("courtside");';

let sandboxDir: string;
let webDistDir: string;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  sandboxDir = await mkdtemp(join(tmpdir(), 'courtside-web-'));
  webDistDir = join(sandboxDir, 'dist');
  await mkdir(join(webDistDir, 'assets'), { recursive: true });
  await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
  await writeFile(join(webDistDir, 'assets', 'app.js'), APP_JS);
  await writeFile(join(webDistDir, 'robots.txt'), 'User-agent: *');
  await writeFile(join(sandboxDir, 'secret.txt'), 'outside the web root');
});

afterAll(async () => {
  await rm(sandboxDir, { recursive: true, force: true });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function startWebApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  app = await buildApp(testConfig({ SERVE_WEB: 'true', WEB_DIST_DIR: webDistDir, ...env }), {
    logger: false,
  });
  return app;
}

describe('the built web app', () => {
  it.each(['/', '/index.html'])('serves index.html at %s without long caching', async (url) => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('serves other top-level files with revalidation', async () => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it('sends the security headers with the page', async () => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('does not serve files outside WEB_DIST_DIR', async () => {
    const server = await startWebApp();
    for (const url of ['/../secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.body).not.toContain('outside the web root');
    }
  });
});

describe('the SPA fallback', () => {
  it.each(['/icons', '/deep/client/route', '/teams/38409?tab=roster', '/assets'])(
    'answers the client route %s with index.html',
    async (url) => {
      const server = await startWebApp();
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD on a client route like GET, without a body', async () => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'HEAD', url: '/deep/client/route' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it.each(['/assets/missing.js', '/favicon.png', '/deep/old-bundle.css'])(
    'answers the missing file %s with a real 404',
    async (url) => {
      const server = await startWebApp();
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: `Not found: GET ${url}` });
    },
  );

  it('treats a browser navigation to a dotted client route as a page, not a file', async () => {
    const server = await startWebApp();
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const page = await server.inject({
      method: 'GET',
      url: '/reset-password/eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl',
      headers: html,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    const asset = await server.inject({ method: 'GET', url: '/assets/missing.js', headers: html });
    expect(asset.statusCode).toBe(404);
    const api = await server.inject({ method: 'GET', url: '/api/nope.json', headers: html });
    expect(api.statusCode).toBe(404);
  });

  it.each(['/api', '/api/nope', '/api/users/me/extra', '/api/assets'])(
    'never answers the API path %s with HTML',
    async (url) => {
      const server = await startWebApp();
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ msg: `Not found: GET ${url}` });
    },
  );

  it('respects a custom API_ROOT', async () => {
    const server = await startWebApp({ API_ROOT: '/backend' });
    const api = await server.inject({ method: 'GET', url: '/backend/nope' });
    expect(api.statusCode).toBe(404);
    const clientRoute = await server.inject({ method: 'GET', url: '/api/looks-like-api' });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.body).toBe(INDEX_HTML);
  });

  it('does not answer other methods with index.html', async () => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'POST', url: '/deep/client/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found: POST /deep/client/route' });
  });

  it('still lets API routes answer', async () => {
    const server = await startWebApp();
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('SERVE_WEB', () => {
  it('off: serves neither files nor the fallback', async () => {
    app = await buildApp(testConfig({ SERVE_WEB: 'false', WEB_DIST_DIR: webDistDir }), {
      logger: false,
    });
    for (const url of ['/', '/deep/client/route', '/assets/app.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: `Not found: GET ${url}` });
    }
  });

  it('on, with index.html removed while running (a rebuild): answers 503 { msg }', async () => {
    const rebuildingDir = join(sandboxDir, 'rebuilding');
    await mkdir(rebuildingDir);
    await writeFile(join(rebuildingDir, 'index.html'), INDEX_HTML);
    app = await buildApp(testConfig({ SERVE_WEB: 'true', WEB_DIST_DIR: rebuildingDir }), {
      logger: false,
    });
    await app.ready();
    await rm(join(rebuildingDir, 'index.html'));
    const response = await app.inject({ method: 'GET', url: '/deep/client/route' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ msg: 'Web app unavailable: index.html is missing' });
  });

  it('on without a built web app: start-up fails with one line saying to build', async () => {
    const missingDir = join(sandboxDir, 'not-built');
    const starting = buildApp(testConfig({ SERVE_WEB: 'true', WEB_DIST_DIR: missingDir }), {
      logger: false,
    });
    await expect(starting).rejects.toBeInstanceOf(StartupError);
    await expect(starting).rejects.toThrow(
      `Web app not built: ${join(missingDir, 'index.html')} is missing. Run \`npm run build\` ` +
        'first, or set SERVE_WEB=false to serve the API only.',
    );
  });
});
