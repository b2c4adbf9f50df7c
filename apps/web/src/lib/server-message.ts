/**
 * What a failed account call tells the user. Every error body of the account API is `{ msg }`
 * (§7); screens show that text, and their own fallback when there is none (no reply at all, or a
 * reply without a message), as §8 lists per situation ('Error Logging In', …).
 */
import { isHttpError } from './api/http-errors';

function msgOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const msg: unknown = (body as Record<string, unknown>).msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

/** The reply's `msg`, or `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isHttpError(error) ? msgOf(error.response?.data) : undefined) ?? fallback;
}

/** The `msg` of a successful reply, or `fallback` when the body has none. */
export function replyMessageOr(body: unknown, fallback: string): string {
  return msgOf(body) ?? fallback;
}

/** The HTTP status of a failed call, when the server answered. */
export function responseStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}
