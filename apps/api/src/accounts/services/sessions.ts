/** Session tokens tied to users: issuing, and resolving the token a request carries. */
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import { findUserById } from '../repositories/users';
import type { SessionClaims } from '../security/session-tokens';

export type SessionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'valid'; readonly user: UserRecord; readonly claims: SessionClaims };

export function issueSession(deps: AccountsDeps, user: UserRecord): Promise<string> {
  return deps.sessions.issue(user.id, user.session_version);
}

/**
 * A token is valid when its signature and expiry check out, its user still exists and its
 * session version is the user's current one (a password reset bumps it).
 */
export async function resolveSession(
  deps: AccountsDeps,
  token: string | undefined,
): Promise<SessionState> {
  if (token === undefined || token === '') return { kind: 'none' };
  const claims = await deps.sessions.verify(token);
  if (claims === undefined) return { kind: 'invalid' };
  const user = await findUserById(deps.db, claims.userId);
  if (user === undefined || user.session_version !== claims.sessionVersion) {
    return { kind: 'invalid' };
  }
  return { kind: 'valid', user, claims };
}
