/**
 * Session tokens: HS256 JWTs (jose) naming the user (`sub`) and the user's session version
 * (`sv`). Bumping the version in the database, as a password reset does, kills every older token.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { MS_PER_DAY } from '../clock';

const ISSUER = 'courtside';
const AUDIENCE = 'courtside-session';

export interface SessionClaims {
  readonly userId: string;
  readonly sessionVersion: number;
  /** Issue and expiry times, epoch seconds. */
  readonly issuedAt: number;
  readonly expiresAt: number;
}

export interface SessionTokens {
  readonly ttlMs: number;
  issue(userId: string, sessionVersion: number): Promise<string>;
  /** The claims of a valid token, or undefined for a forged, malformed or expired one. */
  verify(token: string): Promise<SessionClaims | undefined>;
  /** Past half its lifetime a token is replaced, so active users never get signed out. */
  needsRefresh(claims: SessionClaims): boolean;
}

export function createSessionTokens(key: Uint8Array, ttlDays: number, clock: Clock): SessionTokens {
  const ttlMs = ttlDays * MS_PER_DAY;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    ttlMs,
    async issue(userId, sessionVersion) {
      const issuedAt = nowSeconds();
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const { sub, sv, iat, exp } = payload;
        if (typeof sub !== 'string' || typeof sv !== 'number' || !Number.isInteger(sv)) {
          return undefined;
        }
        if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
        return { userId: sub, sessionVersion: sv, issuedAt: iat, expiresAt: exp };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
    needsRefresh(claims) {
      const ageMs = (nowSeconds() - claims.issuedAt) * 1000;
      return ageMs > ttlMs / 2;
    },
  };
}
