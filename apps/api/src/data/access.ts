/**
 * Tier rules of the data API, from the navbar table of §6 (contract: navigation.ts, tiers.ts):
 * what tier 0 may open is public; division and conference stats and the tools listed for
 * tier ≥ 1 need tier 1; live game stats tier 2; portal, transfer analyses and NIL tier 3.
 * Admin-only endpoints need an upper or lower admin whatever the tier; admins also pass every
 * tier check. Tier 1 sees the player-level rows of tier-1 ('free') endpoints only for its trial
 * players; 'plus' and 'pro' endpoints refuse tier 1 outright, so they need no such cut.
 */
import { TIER_VALUES, restrictsPlayersToTrial, tierLabel } from '@courtside/contract';
import type { DataCaller, DataEndpoint, EndpointAccess } from './endpoint';

export const MIN_TIER: Readonly<Record<Exclude<EndpointAccess, 'admin'>, number>> = {
  public: TIER_VALUES.noAccess,
  free: TIER_VALUES.free,
  plus: TIER_VALUES.plus,
  pro: TIER_VALUES.pro,
};

/** The 403 message for a caller who may not open the endpoint, or null when they may. */
export function refusalOf(endpoint: DataEndpoint, caller: DataCaller): string | null {
  if (endpoint.access === 'admin') {
    return caller.isAdmin ? null : `"${endpoint.name}" is for administrators only`;
  }
  if (caller.isAdmin) return null;
  const needed = MIN_TIER[endpoint.access];
  if (caller.tier >= needed) return null;
  const who =
    caller.tier === TIER_VALUES.noAccess
      ? 'sign in with a verified account'
      : `your tier is ${caller.tier} (${tierLabel(caller.tier)})`;
  return `"${endpoint.name}" needs tier ${needed} (${tierLabel(needed)}): ${who}`;
}

/** Whether the rows must be cut down to the caller's trial players (§7). */
export function limitsToTrialPlayers(endpoint: DataEndpoint, caller: DataCaller): boolean {
  return (
    endpoint.playerLevel === true &&
    endpoint.access === 'free' &&
    !caller.isAdmin &&
    restrictsPlayersToTrial(caller.tier)
  );
}

/**
 * Callers who get the same bytes for the same path share a cache entry: everyone for public
 * endpoints, everyone allowed for the others, and per own team (id and gender: all a trial set
 * depends on besides the data version, which the cache key holds) for trial-limited answers.
 */
export function accessClassOf(endpoint: DataEndpoint, caller: DataCaller): string {
  if (!limitsToTrialPlayers(endpoint, caller)) return endpoint.access;
  return `trial:${caller.gender ?? '-'}:${caller.teamId ?? 0}`;
}

/** Cache-Control of a 200 (and 304): shared caches only for answers that are the same for all. */
export function cacheControlOf(endpoint: DataEndpoint, defaultMaxAgeSeconds: number): string {
  const maxAge = endpoint.maxAgeSeconds ?? defaultMaxAgeSeconds;
  if (endpoint.access === 'admin') return 'no-store';
  if (endpoint.access === 'public') {
    return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}`;
  }
  return `private, max-age=${maxAge}`;
}
