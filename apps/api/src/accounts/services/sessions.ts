/**
 * Session tokens tied to users: issuing, resolving the token a request carries, and revoking.
 * Every check reads the user's session version from the accounts database, which all API nodes
 * share, so a revocation holds on every node from the moment it is written.
 */
import { sql } from 'kysely';
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

/**
 * Logs the token's user out on the server: bumping the session version refuses every token
 * issued before. Tokens carry no per-device id, so this ends all of the user's sessions, as a
 * password reset does. A token that does not check out revokes nothing.
 */
export async function logout(deps: AccountsDeps, token: string | undefined): Promise<void> {
  const session = await resolveSession(deps, token);
  if (session.kind !== 'valid') return;
  await deps.db
    .updateTable('users')
    .set({ session_version: sql<number>`session_version + 1`, updated_at: deps.clock.now() })
    .where('id', '=', session.user.id)
    // A concurrent reset or logout already moved past this token's version.
    .where('session_version', '=', session.claims.sessionVersion)
    .execute();
  await deps.userChanges.announce(session.user.id);
}
