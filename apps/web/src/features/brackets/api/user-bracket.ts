/**
 * /brackets/:tournamentId/mine/:id: PATCH one of the user's brackets ({ name?, picks? } → the
 * bracket, rescored) until picks lock; DELETE it (204).
 */
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API, type UpdateUserBracketRequest, type UserBracket } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toUserBracket } from './bracket-replies';
import { useAfterBracketWrite } from './user-brackets';

export async function updateUserBracket(
  tournamentId: number,
  bracketId: string,
  changes: UpdateUserBracketRequest,
): Promise<UserBracket> {
  const response = await http.patch<unknown>(
    ACCOUNT_API.userBracket(tournamentId, bracketId),
    changes,
  );
  return toUserBracket(response.data);
}

export async function deleteUserBracket(tournamentId: number, bracketId: string): Promise<void> {
  await http.delete(ACCOUNT_API.userBracket(tournamentId, bracketId));
}

export interface BracketChange {
  bracketId: string;
  changes: UpdateUserBracketRequest;
}

export function useUpdateUserBracket(tournamentId: number) {
  const after = useAfterBracketWrite(tournamentId);
  return useMutation({
    mutationFn: ({ bracketId, changes }: BracketChange) =>
      updateUserBracket(tournamentId, bracketId, changes),
    onSuccess: after.saved,
    onError: after.failed,
  });
}

export function useDeleteUserBracket(tournamentId: number) {
  const after = useAfterBracketWrite(tournamentId);
  return useMutation({
    mutationFn: (bracketId: string) => deleteUserBracket(tournamentId, bracketId),
    onSuccess: (_reply, bracketId) => after.deleted(bracketId),
    onError: after.failed,
  });
}
