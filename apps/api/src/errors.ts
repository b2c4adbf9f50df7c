import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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

/** How much of a client's input an error message quotes; the rest becomes an ellipsis. */
export const MAX_QUOTED_INPUT = 200;
/** No error message is longer, whatever it quotes (a zod report of many fields stays whole). */
export const MAX_ERROR_MESSAGE = 1000;

/** `text` cut to `max` characters, an ellipsis marking the cut, for quoting input in a message. */
export function quoteInput(text: string, max = MAX_QUOTED_INPUT): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

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
    return { statusCode, msg: `Unsupported media type: ${quoteInput(contentType)}` };
  }
  const message = error instanceof Error ? error.message : '';
  return { statusCode, msg: message || (STATUS_CODES[statusCode] ?? 'Request failed') };
}

/** Sends `{ msg }` for any error and logs it: server faults with their stack, client ones briefly. */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const answer = toErrorReply(error, request);
  const statusCode = answer.statusCode;
  // Messages may quote the request (a URL, a header, JSON.parse's view of the body).
  const msg = quoteInput(answer.msg, MAX_ERROR_MESSAGE);
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

/**
 * Answers what Node refuses before Fastify sees a request (a malformed request line, headers
 * over the size limit) as every other error: `{ msg }` with the security headers. The socket is
 * closed after, as Node's own answer does.
 */
export function createClientErrorHandler(
  headers: Readonly<Record<string, string>>,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const statusCode =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const reason = STATUS_CODES[statusCode] ?? 'Bad Request';
    const body = JSON.stringify({ msg: reason } satisfies ErrorBody);
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${statusCode} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
