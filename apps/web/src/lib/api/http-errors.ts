/**
 * The two ways an HTTP call of the app's client (http.ts) fails after it was sent: the server
 * answered with an error status, or no answer came (network, time-out); and the one way it ends
 * without failing, the caller aborting it. Anything else a call throws happened before a request
 * existed (a bad path, a body that cannot be written as JSON, a token store that throws).
 */

/** The answer of a failed call, its body read as the client reads any body (http.ts). */
export interface HttpErrorResponse {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Headers;
}

export class HttpError extends Error {
  /** Set when the server answered with an error status; undefined when nothing came back. */
  readonly response: HttpErrorResponse | undefined;
  /** Set when the call gave up after its `timeout`. */
  readonly timedOut: boolean;

  constructor(
    message: string,
    options: { response?: HttpErrorResponse; timedOut?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.response = options.response;
    this.timedOut = options.timedOut ?? false;
  }
}

/** A call its caller aborted through the AbortSignal it passed. */
export class CanceledError extends Error {
  constructor(cause?: unknown) {
    super('canceled', { cause });
    this.name = 'CanceledError';
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;

export const isCanceledError = (value: unknown): value is CanceledError =>
  value instanceof CanceledError;
