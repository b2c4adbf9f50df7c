import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { StartupError } from './startup-error';

export const SPA_INDEX_FILE = 'index.html';

/** Vite puts content-hashed bundles here, so a given URL never changes content. */
const HASHED_ASSETS_DIR = 'assets';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon, robots.txt) keeps its URL across releases; browsers
// revalidate it with the ETag so a new release is picked up on the next load.
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Fails start-up with one actionable line when the web app is to be served but was not built. */
export function assertWebAppBuilt(config: Config): void {
  const indexPath = join(config.webDistDir, SPA_INDEX_FILE);
  if (!existsSync(indexPath)) {
    throw new StartupError(
      `Web app not built: ${indexPath} is missing. Run \`npm run build\` first, ` +
        'or set SERVE_WEB=false to serve the API only.',
    );
  }
}

function isInsideHashedAssets(webDistDir: string, filePath: string): boolean {
  const [firstSegment] = relative(webDistDir, filePath).split(sep);
  return firstSegment === HASHED_ASSETS_DIR;
}

/** Serves the built web app from WEB_DIST_DIR; the SPA fallback lives in the not-found handler. */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    prefix: '/',
    // The web build writes .br and .gz beside each text asset (apps/web/build-tools/precompress.ts):
    // sent to clients that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    // The cache policy is set per file below; the plugin's own header would contradict it.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const cacheControl = isInsideHashedAssets(config.webDistDir, filePath)
        ? IMMUTABLE_CACHE_CONTROL
        : REVALIDATE_CACHE_CONTROL;
      response.setHeader('cache-control', cacheControl);
    },
  });
}
