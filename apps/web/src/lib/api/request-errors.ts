/**
 * The data request errors of §8. Every failure of a data request is turned into one
 * `RequestError` so screens read a single `message` and the fetch layer can tell which failures
 * to retry (malformed data only) and which to ignore (cancellations).
 */
import { MESSAGES, requestSetupFailedMessage } from '@courtside/contract';
import { isCanceledError, isHttpError } from './http-errors';

/**
 * - response: the server answered with an error status;
 * - no-response: the request went out and nothing came back (network, CORS, timeout);
 * - setup: the request could not be built or sent;
 * - malformed: a string body that is not JSON;
 * - canceled: the caller aborted the request. Not a failure: never retried or reported.
 */
export type RequestErrorKind = 'response' | 'no-response' | 'setup' | 'malformed' | 'canceled';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** HTTP status when the server responded. */
  readonly status: number | undefined;

  constructor(
    kind: RequestErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'RequestError';
    this.kind = kind;
    this.status = options.status;
  }
}

/** A string response body that does not parse as JSON (§5, §8). */
export class MalformedDataError extends RequestError {
  constructor(cause?: unknown) {
    super('malformed', MESSAGES.request.malformedData, { cause });
    this.name = 'MalformedDataError';
  }
}

export function isMalformedDataError(error: unknown): error is RequestError {
  return error instanceof RequestError && error.kind === 'malformed';
}

/** True for an aborted request, whether or not it was converted to a RequestError yet. */
export function isCanceledRequest(error: unknown): boolean {
  return (error instanceof RequestError && error.kind === 'canceled') || isCanceledError(error);
}

/** The first non-empty string among the body's `msg` and `error` fields (§8). */
function messageFromBody(body: unknown): string | undefined {
  let value = body;
  // Error bodies arrive parsed by the client, or as JSON text when the server double-encoded
  // them.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const field of ['msg', 'error'] as const) {
    const text: unknown = (value as Record<string, unknown>)[field];
    if (typeof text === 'string' && text !== '') return text;
  }
  return undefined;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Maps anything a request threw to the request error of §8. */
export function toRequestError(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  if (isCanceledError(error))
    return new RequestError('canceled', reasonOf(error), { cause: error });
  if (isHttpError(error)) {
    if (error.response) {
      const message = messageFromBody(error.response.data) ?? MESSAGES.request.unknownError;
      return new RequestError('response', message, {
        status: error.response.status,
        cause: error,
      });
    }
    return new RequestError('no-response', MESSAGES.request.noResponse, { cause: error });
  }
  // Anything else failed before a request existed: a throwing header source, a bad config, an
  // unencodable path.
  return new RequestError('setup', requestSetupFailedMessage(reasonOf(error)), { cause: error });
}
