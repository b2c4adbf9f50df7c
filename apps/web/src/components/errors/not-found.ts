/**
 * "What this address names does not exist" as an error a screen throws while rendering. The
 * route's error element (RoutedErrorFallbackPage) shows the app's not-found page for it instead
 * of the error page, so every screen gets the same page for an unknown id without a copy of it.
 *
 * Two things count: the data API's 404 (an id the warehouse does not hold) and a screen's own
 * finding that an answer lacks what the address names (`throwNotFound()`). Any other failure
 * stays where it happened, with its Retry.
 */
import { RequestError } from '@/lib/api/request-errors';

export class NotFoundError extends Error {
  constructor(message = 'Not found', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotFoundError';
  }
}

export function isNotFound(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  return error instanceof RequestError && error.kind === 'response' && error.status === 404;
}

/** Ends the render: the route shows the not-found page. */
export function throwNotFound(message?: string): never {
  throw new NotFoundError(message);
}

/** Ends the render when a query failed because what it asked for does not exist. */
export function throwIfNotFound(error: unknown): void {
  if (!isNotFound(error)) return;
  if (error instanceof NotFoundError) throw error;
  throw new NotFoundError(error instanceof Error ? error.message : undefined, { cause: error });
}
