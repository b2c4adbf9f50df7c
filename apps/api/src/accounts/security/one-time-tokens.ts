/**
 * One-time tokens for emailed links (verification, password reset, login link, trial upgrade).
 * The link carries 32 random bytes; the database keeps only their SHA-256, so a leaked database
 * dump holds no usable link. A fast hash is enough: the token has 256 bits of entropy.
 */
import { createHash, randomBytes } from 'node:crypto';

export const ONE_TIME_TOKEN_BYTES = 32;

/** A new token: base64url, so it fits a URL path segment or query without escaping. */
export function generateOneTimeToken(): string {
  return randomBytes(ONE_TIME_TOKEN_BYTES).toString('base64url');
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
