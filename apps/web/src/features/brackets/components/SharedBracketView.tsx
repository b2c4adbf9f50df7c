/**
 * A bracket opened by its share link (`?view=picks&bracket=<shareId>`): its name, score and
 * picks, read-only, for anyone with the link, signed in or not. A link to another tournament's
 * bracket points to that tournament's page.
 */
import { Link, useSearchParams } from 'react-router';
import {
  USER_BRACKET_MESSAGES,
  paths,
  type NationalTournament,
  type SharedBracket,
} from '@courtside/contract';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/stats/states';
import { toRequestError } from '@/lib/api/request-errors';
import { responseStatus, serverMessageOr } from '@/lib/server-message';
import { useSharedBracket } from '../api/shared-bracket';
import { shareSearch, viewSearch } from '../content/bracket-route';
import { validPicks } from '../content/picks';
import { BracketScoreSummary } from './BracketScoreSummary';
import { LayoutState } from './LayoutState';
import { PickDrawing } from './PickDrawing';

export interface SharedBracketViewProps {
  tournament: NationalTournament;
  shareId: string;
}

export function SharedBracketView({ tournament, shareId }: SharedBracketViewProps) {
  const [searchParams] = useSearchParams();
  const shared = useSharedBracket(shareId);
  const back = (
    <p className="small">
      <Link to={{ search: viewSearch(searchParams, { bracket: '' }) }}>
        Back to your own brackets
      </Link>
    </p>
  );
  if (shared.isPending) return <TableSkeleton label="Loading the shared bracket" rows={4} />;
  if (shared.isError) {
    return (
      <>
        {responseStatus(shared.error) === 404 ? (
          <EmptyState
            message={serverMessageOr(shared.error, USER_BRACKET_MESSAGES.sharedNotFound)}
          />
        ) : (
          <ErrorState
            title="The shared bracket could not be loaded."
            error={toRequestError(shared.error)}
            onRetry={shared.refetch}
          />
        )}
        {back}
      </>
    );
  }
  const bracket = shared.data;
  if (bracket.tournamentId !== tournament.tournamentId) {
    return <OtherTournament bracket={bracket} shareId={shareId} />;
  }
  return (
    <section aria-labelledby="picks-shared-heading">
      <h2 className="h5" id="picks-shared-heading">
        {bracket.name} <span className="badge text-bg-secondary">Shared bracket, read-only</span>
      </h2>
      {back}
      <LayoutState tournamentId={tournament.tournamentId}>
        {(layout) => (
          <>
            <BracketScoreSummary score={bracket.score} />
            <p className="small mb-2">
              {bracket.pickCount} of {layout.games.length} games picked.
            </p>
            <PickDrawing
              layout={layout}
              picks={validPicks(layout.games, bracket.picks)}
              label={`${bracket.name}: the bracket`}
            />
          </>
        )}
      </LayoutState>
    </section>
  );
}

function OtherTournament({ bracket, shareId }: { bracket: SharedBracket; shareId: string }) {
  const path = paths.bracket(bracket.competitionId, bracket.tournamentId);
  return (
    <p>
      “{bracket.name}” is a bracket of another tournament:{' '}
      <Link to={`${path}${shareSearch(shareId)}`}>open it on that tournament’s page</Link>.
    </p>
  );
}
