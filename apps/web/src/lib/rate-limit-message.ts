/**
 * What a form says when the server turns a request away for coming too often (429). The account
 * API answers with `Retry-After` (seconds) beside its message, and its windows run up to an hour,
 * so the wait is read from that header; without it the form shows the server's message, or says to
 * try again later. Every other failure keeps the message rules of server-message.ts.
 */
import { responseStatus, serverMessageOr } from './server-message';

export const TOO_MANY_REQUESTS = 429;

export const RATE_LIMITED_LATER = 'Too many requests. Please try again later.';

export function isRateLimited(error: unknown): boolean {
  return responseStatus(error) === TOO_MANY_REQUESTS;
}

/** A response header of a failed call, whichever HTTP client produced the error. */
function headerOf(error: unknown, name: string): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const headers: unknown = (error as { response?: { headers?: unknown } }).response?.headers;
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name);
  if (typeof headers === 'object' && headers !== null) {
    const value: unknown = (headers as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/** Seconds to wait: Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(error: unknown, now: number = Date.now()): number | null {
  const raw = headerOf(error, 'retry-after')?.trim();
  if (raw === undefined || raw === '') return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now) / 1000));
}

export function rateLimitedMessage(error: unknown, now: number = Date.now()): string {
  const seconds = retryAfterSeconds(error, now);
  if (seconds === null) return serverMessageOr(error, RATE_LIMITED_LATER);
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1
    ? 'Too many requests. Please try again in a minute.'
    : `Too many requests. Please try again in ${minutes} minutes.`;
}

/** The wait for a 429; otherwise the reply's `msg`, or `fallback`. */
export function failureMessageOr(error: unknown, fallback: string): string {
  return isRateLimited(error) ? rateLimitedMessage(error) : serverMessageOr(error, fallback);
}
