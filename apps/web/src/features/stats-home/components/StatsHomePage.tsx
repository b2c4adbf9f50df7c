/**
 * The stats home (§2 /stats/home): where the stats areas start — the search, and the latest
 * results of the default men's and women's seasons, each opening its game page.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLatestGames } from '../api/latest-games';

function ResultRow({ game }: { game: GameDataRow }) {
  const final = game.status === 'final';
  return (
    <li className="list-group-item d-flex flex-wrap justify-content-between gap-2">
      <span>
        {game.awayMarket} <strong>{game.awayScore ?? ''}</strong> {game.isNeutral ? 'vs' : 'at'}{' '}
        {game.homeMarket} <strong>{game.homeScore ?? ''}</strong>
      </span>
      <span className="text-nowrap">
        {game.gameDate !== null && <small>{formatValue('date', game.gameDate)} · </small>}
        <Link to={paths.game(game.competitionId, game.gameId)}>
          {final ? 'Box score' : 'Preview'}
          <span className="visually-hidden">
            {' '}
            of {game.awayMarket} at {game.homeMarket}
          </span>
        </Link>
      </span>
    </li>
  );
}

export function StatsHomePage() {
  useDocumentTitle('Stats');
  const latest = useLatestGames();
  return (
    <div className="container-xl py-3">
      <h1>Stats</h1>
      <p>
        Teams, players, games and conferences of men&apos;s and women&apos;s college basketball.
        Find any of them with the search box at the top of every page.
      </p>
      <h2 className="h4 mt-4">Latest results</h2>
      <DataState
        query={latest}
        skeleton={<TableSkeleton label="Loading the latest results" rows={6} columns={2} />}
        emptyMessage="No results yet this season."
      >
        {(games) => (
          <ul className="list-group" aria-label="Latest results">
            {games.map((game) => (
              <ResultRow key={game._id} game={game} />
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}
