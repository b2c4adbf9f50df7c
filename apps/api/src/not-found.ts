import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { ErrorBody } from './errors';
import { quoteInput } from './errors';
import { SPA_INDEX_FILE } from './web-app';

function pathnameOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function isUnderApiRoot(pathname: string, apiRoot: string): boolean {
  return pathname === apiRoot || pathname.startsWith(`${apiRoot}/`);
}

/** A last segment with an extension (`app.js`, `favicon.png`) names a file, not a client route. */
function looksLikeFileRequest(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}

/**
 * A browser navigating asks for HTML. Client routes may end in a dotted segment (a signed token
 * in /reset-password/:token, say), so a request that accepts HTML is a navigation whatever its
 * last segment looks like, except under /assets/, where only real build files live.
 */
function isBrowserNavigation(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !pathname.startsWith('/assets/');
}

function isSpaNavigation(request: FastifyRequest, pathname: string, config: Config): boolean {
  return (
    config.serveWeb &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isUnderApiRoot(pathname, config.apiRoot) &&
    (isBrowserNavigation(request, pathname) || !looksLikeFileRequest(pathname))
  );
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * One handler for every unmatched request, including files @fastify/static did not find. Client
 * routes of the web app get index.html so React Router can render them (or its own not-found
 * page); API paths and missing files get a real 404, because an HTML page there would hide the
 * mistake from the caller.
 */
export function installNotFoundHandler(app: FastifyInstance, config: Config): void {
  const indexPath = join(config.webDistDir, SPA_INDEX_FILE);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (!isSpaNavigation(request, pathname, config)) {
      const notFound: ErrorBody = { msg: `Not found: ${request.method} ${quoteInput(pathname)}` };
      return reply.code(404).send(notFound);
    }
    // Vite empties dist/ while it rebuilds; without this check the request would fall into
    // Fastify's plain-text 404 instead of an answer that says what is going on.
    if (!(await fileExists(indexPath))) {
      const unavailable: ErrorBody = { msg: 'Web app unavailable: index.html is missing' };
      return reply.code(503).send(unavailable);
    }
    return reply.code(200).sendFile(SPA_INDEX_FILE);
  });
}
