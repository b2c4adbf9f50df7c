/**
 * Who is asking for data: the session token (header x-auth-token) resolved the way the accounts
 * routes resolve it (signature, expiry, user, session version), then the user's tier in force,
 * admin role and own team. No token, or one that does not check out, is a visitor (tier 0): data
 * requests never answer 401, they answer what a visitor may see or 403.
 *
 * A resolved caller is kept for a few seconds per token, so a page's burst of data requests
 * costs one accounts lookup, not one each. Whatever changes what a token stands for (sign-out,
 * password reset, tier, role, saved team) is announced to every node (accounts/user-changes.ts),
 * which forgets that user's callers at once. Only when that news is lost — Redis away — does a
 * node serve a changed user as before, for at most `ttlMs`.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../accounts/routes/http';
import type { AccountsRuntime } from '../accounts/runtime';
import { readSettings } from '../accounts/repositories/users';
import { resolveSession } from '../accounts/services/sessions';
import { effectiveTier } from '../accounts/services/views';
import type { UserRecord } from '../accounts/db/schema';
import { MemoryLru } from './cache/memory-lru';
import type { DataCaller } from './endpoint';

export const VISITOR: DataCaller = Object.freeze({
  tier: 0,
  isAdmin: false,
  teamId: null,
  gender: null,
});

export const CALLER_CACHE_TTL_MS = 5000;
const CALLER_CACHE_BYTES = 4 * 1024 * 1024;

/** The caller a user record stands for at `now`. */
export function callerOf(user: UserRecord, now: Date): DataCaller {
  const settings = readSettings(user.settings);
  const team = settings.team;
  const teamId = team?.teamId ?? null;
  return {
    tier: effectiveTier(user, now).value,
    isAdmin: user.admin_role === 'upper' || user.admin_role === 'lower',
    teamId,
    gender: teamId === null ? null : (team?.gender ?? 'MALE'),
    userId: user.id,
  };
}

export type CallerResolver = (request: Pick<FastifyRequest, 'headers'>) => Promise<DataCaller>;

export interface CallerLookup {
  (token: string | undefined): Promise<DataCaller>;
  /** Forgets what is known of the user's tokens (`null`: of every user's). */
  forget(userId: string | null): void;
}

/**
 * The caller of each token, looked up at most once per `ttlMs` (a page's burst of data requests
 * costs one lookup) and once at a time: requests that arrive while a token's lookup is under way
 * wait for that one rather than start their own. Without that, the moment an entry expired every
 * request in flight with the token (a hundred, under load) looked it up again, and with the
 * embedded database — which runs on the main thread — the whole server stalled for that long.
 *
 * `forget` also drops the lookups under way, and a lookup that was under way when something was
 * forgotten answers its waiters but is not remembered: it may have read the user before the
 * change.
 */
export function cachedCallerLookup(
  lookup: (token: string) => Promise<DataCaller>,
  ttlMs = CALLER_CACHE_TTL_MS,
  now: () => number = Date.now,
): CallerLookup {
  const recent = new MemoryLru<DataCaller>(CALLER_CACHE_BYTES, now);
  const pending = new Map<string, Promise<DataCaller>>();
  let forgets = 0;
  const callerOfToken = (token: string | undefined): Promise<DataCaller> => {
    // Visitors never open the accounts database.
    if (token === undefined) return Promise.resolve(VISITOR);
    const known = recent.get(token);
    if (known !== undefined) return Promise.resolve(known);
    const underWay = pending.get(token);
    if (underWay !== undefined) return underWay;
    const forgetsBefore = forgets;
    const looking = lookup(token).then(
      (caller) => {
        if (pending.get(token) === looking) pending.delete(token);
        if (forgets === forgetsBefore) recent.set(token, caller, 2 * token.length + 128, ttlMs);
        return caller;
      },
      (error: unknown) => {
        if (pending.get(token) === looking) pending.delete(token);
        throw error;
      },
    );
    pending.set(token, looking);
    return looking;
  };
  return Object.assign(callerOfToken, {
    forget(userId: string | null): void {
      forgets += 1;
      pending.clear();
      if (userId === null) recent.clear();
      else recent.deleteWhere((caller) => caller.userId === userId);
    },
  });
}

export interface CallerResolverHandle {
  readonly resolve: CallerResolver;
  /** Stops listening to the user changes. */
  readonly close: () => void;
}

export function createCallerResolver(
  accounts: AccountsRuntime,
  log: FastifyBaseLogger,
  ttlMs = CALLER_CACHE_TTL_MS,
): CallerResolverHandle {
  const callerOfToken = cachedCallerLookup(async (token) => {
    const deps = await accounts.deps();
    const session = await resolveSession(deps, token);
    return session.kind === 'valid' ? callerOf(session.user, deps.clock.now()) : VISITOR;
  }, ttlMs);
  const close = accounts.userChanges.onChange((userId) => callerOfToken.forget(userId));
  const resolve: CallerResolver = async (request) => {
    try {
      return await callerOfToken(sessionTokenOf(request));
    } catch (error) {
      // Accounts down: answer as to a visitor (not remembered) rather than fail a public request.
      log.warn({ err: error }, 'Cannot resolve the session of a data request; serving as visitor');
      return VISITOR;
    }
  };
  return { resolve, close };
}
