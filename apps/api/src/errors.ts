import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The body of every error response (product spec §7-§8: clients read the field `msg`). */
export interface ErrorBody {
  readonly msg: string;
}

/**
 * Throw from a route to answer with an error the user should read: a client error (4xx), or a
 * 503 when a service we depend on (mail) is down. The status and the message reach the client
 * unchanged, so the message must be safe and meant for the user.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const INTERNAL_ERROR_MSG = 'Internal server error';

interface ErrorReply {
  readonly statusCode: number;
  readonly msg: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function clientStatusCodeOf(error: unknown): number | undefined {
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 600) {
    return error.statusCode;
  }
  if (!isRecord(error)) return undefined;
  const { statusCode } = error;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return undefined;
  return statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

function describeZodIssues(error: z.core.$ZodError): string {
  const problems = error.issues.map((issue) =>
    issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
  );
  return `Invalid request: ${problems.join('; ')}`;
}

function errorCodeOf(error: unknown): unknown {
  return isRecord(error) ? error.code : undefined;
}

/**
 * Decides what the client sees. Only our HttpError, errors that declare a 4xx status (Fastify's
 * own request errors, plugin errors such as rate limiting) and zod validation failures expose
 * their message; anything else may carry internals and becomes a generic 500.
 */
function toErrorReply(error: unknown, request: FastifyRequest): ErrorReply {
  if (error instanceof z.core.$ZodError) {
    return { statusCode: 400, msg: describeZodIssues(error) };
  }
  const statusCode = clientStatusCodeOf(error);
  if (statusCode === undefined) {
    return { statusCode: 500, msg: INTERNAL_ERROR_MSG };
  }
  if (errorCodeOf(error) === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const contentType = request.headers['content-type'] ?? 'none';
    return { statusCode, msg: `Unsupported media type: ${contentType}` };
  }
  const message = error instanceof Error ? error.message : '';
  return { statusCode, msg: message || (STATUS_CODES[statusCode] ?? 'Request failed') };
}

/** Sends `{ msg }` for any error and logs it: server faults with their stack, client ones briefly. */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, msg } = toErrorReply(error, request);
  if (statusCode >= 500 && !(error instanceof HttpError)) {
    request.log.error({ err: error }, 'Request failed with an internal error');
  } else {
    request.log.info({ statusCode, reason: msg }, 'Request rejected');
    // An error may carry headers the client should get (the rate limits' Retry-After).
    if (isRecord(error) && isRecord(error.headers)) {
      for (const [name, value] of Object.entries(error.headers)) {
        if (typeof value === 'string' || typeof value === 'number') reply.header(name, value);
      }
    }
  }
  const body: ErrorBody = { msg };
  reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    replyWithError(error, request, reply);
  });
}
