/**
 * What a refused write says: the wait for a rate limit (429), else the server's `{ msg }` as it
 * comes (a lock, a name or picks it refuses), else the request error's own message.
 */
import { toRequestError } from '@/lib/api/request-errors';
import { failureMessageOr } from '@/lib/rate-limit-message';

export function writeFailure(error: unknown): string {
  return failureMessageOr(error, toRequestError(error).message);
}
