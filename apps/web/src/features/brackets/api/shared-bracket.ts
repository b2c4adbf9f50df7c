/**
 * /brackets/shared/:shareId: one bracket by its read-only link, with its name, picks and score,
 * for anyone who has the link. Public.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API, type SharedBracket } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toSharedBracket } from './bracket-replies';

export async function fetchSharedBracket(
  shareId: string,
  signal?: AbortSignal,
): Promise<SharedBracket> {
  const response = await http.get<unknown>(ACCOUNT_API.sharedBracket(shareId), { signal });
  return toSharedBracket(response.data);
}

/** Every shared bracket: the owner's own saves change what their link shows. */
export const SHARED_BRACKETS_KEY = ['shared-bracket'] as const;

export const sharedBracketQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: [...SHARED_BRACKETS_KEY, shareId] as const,
    queryFn: ({ signal }) => fetchSharedBracket(shareId, signal),
  });

export const useSharedBracket = (shareId: string) => useQuery(sharedBracketQueryOptions(shareId));
