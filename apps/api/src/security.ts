import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_ROUTE_KEY } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config';

/**
 * The origin the live game stream connects to: PUBLIC_URL's host with ws:// (http) or wss://
 * (https). Browsers differ on whether 'self' covers WebSocket URLs, so it is named.
 */
export function liveStreamOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Content-Security-Policy for the Vite-built React app and the API: everything from the site
 * itself. Later integrations extend a directive here, e.g. Stripe adds its script and frame
 * hosts, Sentry its ingest host to connect-src.
 */
export function contentSecurityPolicyDirectives(publicUrl: string) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // react-bootstrap positions overlays and modals with inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Inline SVG icons are data: URLs; every other image is served by the site.
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", liveStreamOrigin(publicUrl)],
    'font-src': ["'self'", 'data:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  } as const satisfies Record<string, readonly string[]>;
}

/**
 * The headers helmet sets with the policy above, read once off its middleware. They do not
 * depend on the request, and running helmet's dozen middlewares on every response (as the
 * Fastify plugin does) took a quarter of a cached data answer's time.
 */
export function securityHeaders(publicUrl: string): Readonly<Record<string, string>> {
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
      directives: contentSecurityPolicyDirectives(publicUrl),
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

/**
 * Data answers (JSON under `{api}/gs/`) carry the headers that protect a JSON response, the
 * OWASP REST set: a policy under which the body renders nothing and cannot be framed, no
 * sniffing, not loadable by other origins, HSTS, no referrer. The document-only headers of the
 * full set (opener policy, agent cluster, DNS prefetch, IE download options, Flash/PDF policy
 * files, XSS auditor) do nothing for JSON, yet were most of every data answer's header bytes,
 * which the client parses too.
 */
export const DATA_ANSWER_CSP = "default-src 'none';frame-ancestors 'none'";

export function dataAnswerHeaders(
  full: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': DATA_ANSWER_CSP,
    'x-frame-options': 'DENY',
  };
  for (const name of kept) {
    const value = full[name];
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
    headers[name] = value;
  }
  return Object.freeze(headers);
}

/** HSTS is only honoured over HTTPS; sent over plain HTTP it would only mislead. */
const HSTS_HEADER = 'strict-transport-security';

function withoutHsts(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.freeze(
    Object.fromEntries(Object.entries(headers).filter(([n]) => n !== HSTS_HEADER)),
  );
}

/**
 * Every response, data, page, file or error, carries security headers: data answers the JSON
 * set, everything else (pages, files, account and error answers) helmet's full set. HSTS goes
 * with them when the site is public over HTTPS (PUBLIC_URL) or the request came over TLS, which
 * behind a trusted proxy (TRUST_PROXY) its X-Forwarded-Proto says.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'apiRoot' | 'publicUrl'>,
): Promise<void> {
  const headers = securityHeaders(config.publicUrl);
  const hsts = headers[HSTS_HEADER];
  if (hsts === undefined) throw new Error(`helmet no longer sets ${HSTS_HEADER}`);
  const pageHeaders = withoutHsts(headers);
  const dataHeaders = withoutHsts(dataAnswerHeaders(headers));
  const dataPrefix = `${config.apiRoot}/${DEFAULT_ROUTE_KEY}/`;
  const publicOverHttps = new URL(config.publicUrl).protocol === 'https:';
  app.addHook('onRequest', (request, reply, next) => {
    reply.headers(request.url.startsWith(dataPrefix) ? dataHeaders : pageHeaders);
    if (publicOverHttps || request.protocol === 'https') reply.header(HSTS_HEADER, hsts);
    next();
  });
}

/**
 * The headers of answers Node writes before any hook runs (a malformed request line, headers
 * over the size limit): the full set, HSTS only for a site public over HTTPS.
 */
export function earlySecurityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  const headers = securityHeaders(publicUrl);
  return new URL(publicUrl).protocol === 'https:' ? headers : withoutHsts(headers);
}
