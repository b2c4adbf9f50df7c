/**
 * The leaderboard view: the pool's size, the games played, the scoring system and how many
 * simulated tournaments the win chances come from, then the ranked brackets.
 */
import { BRACKET_SCORING_SYSTEMS, type NationalTournament } from '@courtside/contract';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/stats/states';
import { toRequestError } from '@/lib/api/request-errors';
import { formatValue } from '@/lib/stats/format';
import { useBracketLeaderboard } from '../api/bracket-leaderboard';
import { LeaderboardTable } from './LeaderboardTable';

const EMPTY = 'No complete bracket has been saved for this tournament yet.';

const plural = (count: number, one: string, many: string) =>
  `${formatValue('integer', count)} ${count === 1 ? one : many}`;

export function LeaderboardView({ tournament }: { tournament: NationalTournament }) {
  const board = useBracketLeaderboard(tournament.tournamentId);
  let content;
  if (board.isPending) {
    content = <TableSkeleton label="Loading the leaderboard" columns={7} />;
  } else if (board.isError) {
    content = (
      <ErrorState
        title="The leaderboard could not be loaded."
        error={toRequestError(board.error)}
        onRetry={board.refetch}
      />
    );
  } else {
    const { entries, gamesPlayed, scoringSystem, runs, rows } = board.data;
    const system = BRACKET_SCORING_SYSTEMS[scoringSystem];
    content = (
      <>
        <ul className="list-inline small text-body-secondary">
          <li className="list-inline-item">
            {plural(entries, 'complete bracket', 'complete brackets')}
          </li>
          <li className="list-inline-item">
            · {plural(gamesPlayed, 'game played', 'games played')}
          </li>
          <li className="list-inline-item" title={system.description}>
            · Scoring: {system.label}
          </li>
          <li className="list-inline-item">
            · Win chances from {plural(runs, 'simulated tournament', 'simulated tournaments')}
          </li>
        </ul>
        {rows.length === 0 ? (
          <EmptyState message={EMPTY} />
        ) : (
          <LeaderboardTable rows={rows} caption={`${tournament.label} bracket leaderboard`} />
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="brackets-leaderboard">
      <h2 className="h5" id="brackets-leaderboard">
        Leaderboard
      </h2>
      {content}
    </section>
  );
}
