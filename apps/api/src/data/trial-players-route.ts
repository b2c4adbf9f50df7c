/**
 * `GET {api}/users/trial-players`: who a tier-1 user's trial players are (§3, §7), so the web app
 * can name and link them instead of leaving the user to guess whose rows the free tier shows.
 *
 * An account route by its path and its sign-in (401 like /users/me), but served with the data
 * routes because the list is read from the warehouse they hold: the same memoized lists the
 * router filters rows with (trial-players.ts), so the list and the filter never disagree.
 *
 * Order: the user's own players, newest season first and by minutes within a season (the order
 * the pick leaves them in), then the featured players in their slot order. A featured player who
 * is also one of the user's own is in both groups: the featured are always all seven, as the
 * free-tier note promises. Tiers that see every player get `[]`: they have no trial players.
 */
import type { TrialPlayer } from '@courtside/contract';
import { ACCOUNT_API, restrictsPlayersToTrial } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/routes/http';
import type { AccountsRuntime } from '../accounts/runtime';
import { HttpError } from '../errors';
import { callerOf } from './caller';
import type { DataCaller } from './endpoint';
import { trialKey, trialPlayersOf } from './trial-players';
import type { WarehouseSource } from './warehouse-source';
import { withLease } from './warehouse-source';

export const TRIAL_PLAYERS_UNREADABLE =
  'Your trial players cannot be read just now. Please try again in a minute.';

/** The list as answered: own players newest season first, then the featured, each once a group. */
export function orderTrialPlayers(players: readonly TrialPlayer[]): TrialPlayer[] {
  // Array.prototype.sort is stable: within a season the pick's minutes order stays.
  const own = players
    .filter((player) => player.for === 'user')
    .sort((a, b) => b.competitionId - a.competitionId);
  const featured = players.filter((player) => player.for === 'all');
  const seen = new Set<string>();
  return [...own, ...featured].filter((player) => {
    const key = `${player.for}:${trialKey(player.competitionId, player.playerId)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function trialPlayerList(db: WarehouseDb, caller: DataCaller): Promise<TrialPlayer[]> {
  return orderTrialPlayers(await trialPlayersOf(db, caller));
}

export function registerTrialPlayersRoute(
  app: FastifyInstance,
  warehouse: WarehouseSource,
  accounts: AccountsRuntime,
): void {
  app.get(ACCOUNT_API.trialPlayers, async (request, reply): Promise<TrialPlayer[]> => {
    // Private to the user, and it changes with their team and tier: never stored anywhere.
    reply.header('cache-control', 'no-store');
    const deps = await accounts.deps();
    const caller = callerOf(await requireUser(deps, request), deps.clock.now());
    if (caller.isAdmin || !restrictsPlayersToTrial(caller.tier)) return [];
    return withLease(warehouse, async (lease) => {
      try {
        return await trialPlayerList(lease.db, caller);
      } catch (error) {
        // A warehouse mid-swap or from an older schema: say so rather than a bare 500.
        request.log.warn({ err: error }, 'Cannot read the trial players');
        throw new HttpError(503, TRIAL_PLAYERS_UNREADABLE);
      }
    });
  });
}
