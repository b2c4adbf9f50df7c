/**
 * `GET {api}/users/trial-players`: who the signed-in free-tier user's trial players are (§3,
 * §7): their own school's top players, newest season first, then the featured players. Tiers
 * that see every player have none, so the hook does not ask for them; the server answers []
 * to them anyway. Shared by the free-tier note on player lists and the account page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_API,
  resolveUserSettings,
  restrictsPlayersToTrial,
  type TrialPlayer,
} from '@courtside/contract';
import { http as appHttp, type HttpClient } from './api/http';
import { useSession } from './session';

const isPositiveInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

function isTrialPlayer(value: unknown): value is TrialPlayer {
  if (typeof value !== 'object' || value === null) return false;
  const {
    playerId,
    competitionId,
    fullName,
    for: kind,
    teamId,
    teamName,
  } = value as Record<string, unknown>;
  return (
    isPositiveInteger(playerId) &&
    isPositiveInteger(competitionId) &&
    typeof fullName === 'string' &&
    (kind === 'all' || kind === 'user') &&
    (teamId === undefined || isPositiveInteger(teamId)) &&
    (teamName === undefined || typeof teamName === 'string')
  );
}

/** The answer, checked by hand: the web bundle leaves zod (the contract's schema) out. */
function toTrialPlayers(body: unknown): TrialPlayer[] {
  if (!Array.isArray(body) || !body.every(isTrialPlayer)) {
    throw new Error(`Unexpected reply from ${ACCOUNT_API.trialPlayers}`);
  }
  return body;
}

export interface FetchTrialPlayersOptions {
  signal?: AbortSignal;
  /** The HTTP client to use; the app's `http` by default. */
  client?: HttpClient;
}

export async function fetchTrialPlayers({
  signal,
  client = appHttp,
}: FetchTrialPlayersOptions = {}): Promise<TrialPlayer[]> {
  const { data } = await client.get(ACCOUNT_API.trialPlayers, { signal });
  return toTrialPlayers(data);
}

/** What the list depends on: whose session, their saved team and tier. */
export interface TrialPlayersOwner {
  userId: string;
  teamId: number | null;
  tier: number;
}

export const trialPlayersQueryKey = (owner: TrialPlayersOwner) =>
  ['trial-players', owner.userId, owner.teamId, owner.tier] as const;

export const trialPlayersQueryOptions = (owner: TrialPlayersOwner, client?: HttpClient) =>
  queryOptions({
    queryKey: trialPlayersQueryKey(owner),
    queryFn: ({ signal }) => fetchTrialPlayers({ signal, client }),
    // Changes only with the team or tier (both in the key) or a new data build.
    staleTime: 5 * 60_000,
  });

export interface UseTrialPlayersOptions {
  /** False holds the request back (a closed disclosure); true by default. */
  enabled?: boolean;
  client?: HttpClient;
}

/**
 * The signed-in user's trial players. Idle (no request) for visitors and for tiers that see
 * every player, and while `enabled` is false.
 */
export function useTrialPlayers({ enabled = true, client }: UseTrialPlayersOptions = {}) {
  const { user, tier } = useSession();
  const owner: TrialPlayersOwner = {
    userId: user?._id ?? '',
    teamId: resolveUserSettings(user).team.teamId,
    tier: tier.value,
  };
  const applies = user !== null && restrictsPlayersToTrial(tier.value);
  return useQuery({ ...trialPlayersQueryOptions(owner, client), enabled: enabled && applies });
}
