/**
 * /brackets/:tournamentId/leaderboard: the tournament's complete brackets ranked by current
 * score, each with its maximum, expected score and chance to win the pool, then the caller's
 * own brackets (marked `mine`) below the top rows. Public; the key carries the session token
 * because the `mine` marks depend on who asks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API, type BracketLeaderboard } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { useSession } from '@/lib/session';
import { toBracketLeaderboard } from './bracket-replies';

export async function fetchBracketLeaderboard(
  tournamentId: number,
  signal?: AbortSignal,
): Promise<BracketLeaderboard> {
  const response = await http.get<unknown>(ACCOUNT_API.bracketLeaderboard(tournamentId), {
    signal,
  });
  return toBracketLeaderboard(response.data);
}

/** Every leaderboard, of any session: what a saved bracket changes. */
export const BRACKET_LEADERBOARDS_KEY = ['bracket-leaderboard'] as const;

export const bracketLeaderboardQueryOptions = (token: string, tournamentId: number) =>
  queryOptions({
    queryKey: [...BRACKET_LEADERBOARDS_KEY, token, tournamentId] as const,
    queryFn: ({ signal }) => fetchBracketLeaderboard(tournamentId, signal),
  });

export function useBracketLeaderboard(tournamentId: number) {
  const { token } = useSession();
  return useQuery(bracketLeaderboardQueryOptions(token, tournamentId));
}
