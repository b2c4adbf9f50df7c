/**
 * The tier a live socket's token gives. The token is checked as the data API checks its
 * x-auth-token (signature, expiry, user, session version; see data/caller.ts), with one
 * difference: a data request with a dead token is served as a visitor, while a socket with one
 * is closed (LIVE_CLOSE_CODES.badToken), because a live client keeps its socket for hours and
 * should learn at once that it has to sign in again rather than silently see less.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsRuntime } from '../accounts/runtime';
import { resolveSession } from '../accounts/services/sessions';
import { callerOf } from '../data/caller';

export type LiveCaller =
  { readonly kind: 'valid'; readonly tier: number } | { readonly kind: 'invalid' };

/** The caller of a token; no token is a visitor (tier 0). */
export type LiveAuthenticator = (token: string | undefined) => Promise<LiveCaller>;

export const LIVE_VISITOR: LiveCaller = Object.freeze({ kind: 'valid', tier: 0 });

export function accountsLiveAuthenticator(
  accounts: AccountsRuntime,
  log: Pick<FastifyBaseLogger, 'warn'>,
): LiveAuthenticator {
  return async (token) => {
    if (token === undefined) return LIVE_VISITOR;
    try {
      const deps = await accounts.deps();
      const session = await resolveSession(deps, token);
      if (session.kind === 'none') return LIVE_VISITOR;
      if (session.kind === 'invalid') return { kind: 'invalid' };
      return { kind: 'valid', tier: callerOf(session.user, deps.clock.now()).tier };
    } catch (error) {
      // Accounts down: the open part of the stream (game lists) still works, as data does.
      log.warn({ err: error }, 'Cannot resolve the session of a live socket; serving as visitor');
      return LIVE_VISITOR;
    }
  };
}
