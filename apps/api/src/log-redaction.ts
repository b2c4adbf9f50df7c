/**
 * Request logging without secrets. Emailed links carry one-time tokens in their query
 * (`/users/verify-email?token=…`, `/unsubscribe?email=…&token=…`) or as the last path segment
 * of a web page (`/reset-password/<token>`, `/login-with-link/<token>`, served from the API's
 * port in production); Fastify logs every request URL, so the token values are replaced before
 * the URL reaches a log line. The file mailer's log line goes through the same redaction.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&](?:token|loginToken)=)[^&#]*/gi;
/** The web pages whose one path segment after the name is a one-time token. */
const SECRET_PATH_SEGMENTS = /(\/(?:reset-password|login-with-link)\/)[^/?#]+/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`)
    .replace(SECRET_PATH_SEGMENTS, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
