/**
 * What a first visit downloads before the page is usable: a page of a new browser context
 * (empty cache, no session) opens a path and waits until the network is idle and no loading
 * skeleton is left; every script and stylesheet it requested by then is counted, with the bytes
 * of its body as the server sent it (compressed). Used by the e2e budget check and by
 * `npm run bench:bundle`.
 */
import { request as httpRequest } from 'node:http';
import type { Page, Request } from '@playwright/test';

/** The target for a first visit's JavaScript, gzip as our server sends it (1 kB = 1024 bytes). */
export const FIRST_VISIT_JS_BUDGET_BYTES = 150 * 1024;

export type AssetKind = 'js' | 'css';

export interface FirstVisitAsset {
  url: string;
  kind: AssetKind;
  /** The Content-Encoding the browser got ('identity' for none). */
  encoding: string;
  /** Body bytes on the wire, as the browser got them. */
  bytes: number;
}

function kindOf(url: string): AssetKind | null {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

async function assetOf(request: Request): Promise<FirstVisitAsset | null> {
  const kind = kindOf(request.url());
  const response = await request.response();
  if (kind === null || response === null) return null;
  const sizes = await request.sizes();
  return {
    url: request.url(),
    kind,
    encoding: response.headers()['content-encoding'] ?? 'identity',
    bytes: sizes.responseBodySize,
  };
}

/** Opens `path` as a first visit and lists the scripts and stylesheets it downloaded. */
export async function firstVisitAssets(page: Page, path: string): Promise<FirstVisitAsset[]> {
  const assets: Array<Promise<FirstVisitAsset | null>> = [];
  page.on('requestfinished', (request) => assets.push(assetOf(request)));
  await page.goto(path, { waitUntil: 'networkidle' });
  // Usable: the sections that load data show it (or their empty or error state).
  await page.locator('.stats-skeleton').first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const listed = await Promise.all(assets);
  return listed.filter((asset): asset is FirstVisitAsset => asset !== null);
}

export interface SentBody {
  /** The Content-Encoding the server chose ('identity' for none). */
  encoding: string;
  bytes: number;
}

/** The body the server sends for `url` to a client that accepts only `acceptEncoding`. */
export function bodyAsSent(url: string, acceptEncoding: 'gzip' | 'br'): Promise<SentBody> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ encoding: res.headers['content-encoding'] ?? 'identity', bytes });
      });
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

export const sumBytes = (items: ReadonlyArray<{ bytes: number }>): number =>
  items.reduce((sum, item) => sum + item.bytes, 0);
