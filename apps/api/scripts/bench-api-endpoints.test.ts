import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchEveryEndpoint, endpointLines, percentile } from './bench-api-endpoints';

describe('percentile', () => {
  it('is the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([3, 7], 0.99)).toBe(7);
    expect(percentile([4], 0.5)).toBe(4);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('benchEveryEndpoint', () => {
  let server: Server;
  let base = '';
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      const status = (request.url ?? '').includes('refused') ? 400 : 200;
      response.writeHead(status, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterAll(() => {
    server.close();
  });

  it('times the answered URLs in rotation and leaves out the ones refused with a 4xx', async () => {
    asked.length = 0;
    const urls = new Map([['fixture', ['/a', '/refused', '/b']]]);
    const [result] = await benchEveryEndpoint(base, {}, urls, 4, () => undefined);
    // One unmeasured pass over every URL, then 4 answers over the two that answer.
    expect(asked).toEqual(['/a', '/refused', '/b', '/a', '/b', '/a', '/b']);
    expect(result).toMatchObject({ name: 'fixture', urls: 2, refusedUrls: 1, samples: 4 });
    expect(result?.refused.size).toBe(0);
    expect(result?.p99Ms).toBeGreaterThan(0);
    const [text] = endpointLines(result === undefined ? [] : [result], 10_000);
    expect(text).toContain('fixture');
    expect(text).toContain('(4 answers, 2 URLs, 1 refused and left out)');
    expect(text?.startsWith('✗')).toBe(false);
    expect(endpointLines(result === undefined ? [] : [result], 0)[0]?.startsWith('✗')).toBe(true);
  });

  it('fails loudly when an endpoint has no URL that answers', async () => {
    const urls = new Map([['fixture', ['/refused']]]);
    await expect(benchEveryEndpoint(base, {}, urls, 2, () => undefined)).rejects.toThrow(
      'fixture: every generated URL was refused',
    );
  });
});
