/**
 * /brackets/:tournamentId/mine: GET the signed-in user's brackets of a tournament, each scored;
 * POST a new one ({ name, picks? } → 201 and the bracket). Keys carry the session token, so
 * another account's brackets are never shown from the cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API, type CreateUserBracketRequest, type UserBracket } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { responseStatus } from '@/lib/server-message';
import { useSession } from '@/lib/session';
import { bracketLayoutKey } from './bracket-layout';
import { BRACKET_LEADERBOARDS_KEY } from './bracket-leaderboard';
import { toUserBracket, toUserBrackets } from './bracket-replies';
import { SHARED_BRACKETS_KEY } from './shared-bracket';

export async function fetchUserBrackets(
  tournamentId: number,
  signal?: AbortSignal,
): Promise<UserBracket[]> {
  const response = await http.get<unknown>(ACCOUNT_API.userBrackets(tournamentId), { signal });
  return toUserBrackets(response.data);
}

export async function createUserBracket(
  tournamentId: number,
  body: CreateUserBracketRequest,
): Promise<UserBracket> {
  const response = await http.post<unknown>(ACCOUNT_API.userBrackets(tournamentId), body);
  return toUserBracket(response.data);
}

const userBracketsKey = (token: string, tournamentId: number) =>
  ['user-brackets', token, tournamentId] as const;

export const userBracketsQueryOptions = (token: string, tournamentId: number) =>
  queryOptions({
    queryKey: userBracketsKey(token, tournamentId),
    queryFn: ({ signal }) => fetchUserBrackets(tournamentId, signal),
  });

export function useUserBrackets(tournamentId: number) {
  const { token } = useSession();
  return useQuery(userBracketsQueryOptions(token, tournamentId));
}

const CONFLICT = 409;

/**
 * What a write does to the cache: the list shows the answer at once, then it and everything a
 * bracket's picks feed (the pool's ranks and win chances, the shared links) are read again. A
 * refusal because picks locked or are not open (409) reads the layout again, so the picker
 * shows the status the server went by.
 */
export function useAfterBracketWrite(tournamentId: number) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const key = userBracketsKey(token, tournamentId);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: BRACKET_LEADERBOARDS_KEY });
    void queryClient.invalidateQueries({ queryKey: SHARED_BRACKETS_KEY });
  };
  const edit = (change: (list: UserBracket[]) => UserBracket[]) =>
    queryClient.setQueryData<UserBracket[]>(key, (list) => (list ? change(list) : list));
  return {
    saved: (bracket: UserBracket) => {
      edit((list) =>
        list.some((entry) => entry.id === bracket.id)
          ? list.map((entry) => (entry.id === bracket.id ? bracket : entry))
          : [...list, bracket],
      );
      refresh();
    },
    deleted: (bracketId: string) => {
      edit((list) => list.filter((entry) => entry.id !== bracketId));
      refresh();
    },
    failed: (error: unknown) => {
      if (responseStatus(error) !== CONFLICT) return;
      void queryClient.invalidateQueries({ queryKey: bracketLayoutKey(tournamentId) });
    },
  };
}

export function useCreateUserBracket(tournamentId: number) {
  const after = useAfterBracketWrite(tournamentId);
  return useMutation({
    mutationFn: (body: CreateUserBracketRequest) => createUserBracket(tournamentId, body),
    onSuccess: after.saved,
    onError: after.failed,
  });
}
