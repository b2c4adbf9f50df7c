/**
 * The tournament's bracket layout for the picks views: a skeleton while it loads, the error with
 * a Retry, and, when the tournament has no bracket to pick from (the API's 404), the server's
 * reason rather than the not-found page: the odds view of the same address may still work.
 */
import type { ReactNode } from 'react';
import { USER_BRACKET_MESSAGES, type BracketLayout } from '@courtside/contract';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/stats/states';
import { toRequestError } from '@/lib/api/request-errors';
import { responseStatus, serverMessageOr } from '@/lib/server-message';
import { useBracketLayout } from '../api/bracket-layout';

export interface LayoutStateProps {
  tournamentId: number;
  children: (layout: BracketLayout) => ReactNode;
}

export function LayoutState({ tournamentId, children }: LayoutStateProps) {
  const layout = useBracketLayout(tournamentId);
  if (layout.isPending) return <TableSkeleton label="Loading the bracket" rows={4} columns={4} />;
  if (layout.isError) {
    if (responseStatus(layout.error) === 404) {
      return (
        <EmptyState message={serverMessageOr(layout.error, USER_BRACKET_MESSAGES.noBracket)} />
      );
    }
    return (
      <ErrorState
        title="The bracket could not be loaded."
        error={toRequestError(layout.error)}
        onRetry={layout.refetch}
      />
    );
  }
  if (layout.data.games.length === 0) {
    return <EmptyState message={USER_BRACKET_MESSAGES.noBracket} />;
  }
  return <>{children(layout.data)}</>;
}
