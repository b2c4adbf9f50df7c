import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks the app when it is served
      // over plain HTTP on a LAN address; the policy above is the whole policy.
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY_DIRECTIVES,
    },
  });
}
