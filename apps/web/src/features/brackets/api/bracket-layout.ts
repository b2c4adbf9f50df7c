/**
 * /brackets/:tournamentId/layout: a national tournament's bracket to pick from (its teams with
 * seeds and title odds, its games in feeder order with the results so far), where picks stand
 * (not open, open, locked) and the "Pick by odds" / "Pick by seed" helpers. Public.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API, type BracketLayout } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toBracketLayout } from './bracket-replies';

export async function fetchBracketLayout(
  tournamentId: number,
  signal?: AbortSignal,
): Promise<BracketLayout> {
  const response = await http.get<unknown>(ACCOUNT_API.bracketLayout(tournamentId), { signal });
  return toBracketLayout(response.data);
}

export const bracketLayoutKey = (tournamentId: number) => ['bracket-layout', tournamentId] as const;

export const bracketLayoutQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: bracketLayoutKey(tournamentId),
    queryFn: ({ signal }) => fetchBracketLayout(tournamentId, signal),
  });

export const useBracketLayout = (tournamentId: number) =>
  useQuery(bracketLayoutQueryOptions(tournamentId));
