import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Content-Security-Policy for the Vite-built React app and the API. Later integrations extend a
 * directive here, e.g. Stripe adds its script and frame hosts, Sentry its ingest host to
 * connect-src.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // react-bootstrap positions overlays and modals with inline style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  // ws: and wss: carry the live game stream.
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The headers helmet sets with the policy above, read once off its middleware. They do not
 * depend on the request, and running helmet's dozen middlewares on every response (as the
 * Fastify plugin does) took a quarter of a cached data answer's time.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  let done = false;
  helmet({
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks the app when it is served
      // over plain HTTP on a LAN address; the policy above is the whole policy.
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY_DIRECTIVES,
    },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
    done = true;
  });
  // Helmet's middlewares are synchronous; one that was not would leave headers unset.
  if (!done) throw new Error('helmet did not finish synchronously');
  if (failure !== null) throw failure;
  return Object.freeze(Object.fromEntries(headers));
}

/** Every response, data, page, file or error, carries the security headers. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers);
    next();
  });
}
