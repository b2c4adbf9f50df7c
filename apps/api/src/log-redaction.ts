/**
 * Request logging without secrets. Emailed links carry one-time tokens in their query
 * (`/users/verify-email?token=…`); Fastify logs every request URL, so the token values are
 * replaced before the URL reaches a log line.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&](?:token|loginToken)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`);
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
