/** The newest results of the default men's and women's competitions, each opening its game. */
import type { GameDataRow } from '@courtside/contract/schemas';
import { Link } from 'react-router';
import { gameRowMatchup, matchupWord, paths } from '@courtside/contract';
import { DataState, SimulatedDataBadge, TableSkeleton } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { HOME_LATEST_RESULTS, useLatestResults } from '../api/latest-results';
import { competitionLabel } from './CompetitionHeading';

function ResultItem({ game, isSimulated }: { game: GameDataRow; isSimulated: boolean }) {
  const final = game.status === 'final';
  const matchup = gameRowMatchup(game);
  return (
    <li className="col">
      <div className="home-result h-100">
        <Link className="home-result__link" to={paths.game(game.competitionId, game.gameId)}>
          <span className="home-result__team">
            {game.awayMarket} <strong>{final ? game.awayScore : ''}</strong>
          </span>
          <span className="home-result__team">
            {matchupWord(game.isNeutral)} {game.homeMarket}{' '}
            <strong>{final ? game.homeScore : ''}</strong>
          </span>
          <span className="visually-hidden">
            {final ? ', final' : ', scheduled'}: {matchup}
          </span>
        </Link>
        <small className="home-result__meta">
          {game.gameDate !== null && formatValue('date', game.gameDate)} ·{' '}
          {competitionLabel(game.competitionId)}
          {isSimulated && (
            <>
              {' '}
              <SimulatedDataBadge />
            </>
          )}
        </small>
      </div>
    </li>
  );
}

export function LatestResults({ simulated }: { simulated: ReadonlySet<number> }) {
  const latest = useLatestResults();
  return (
    <DataState
      query={latest}
      skeleton={
        <TableSkeleton label="Loading the latest results" rows={HOME_LATEST_RESULTS} columns={2} />
      }
      emptyMessage="No results yet this season."
      errorTitle="The latest results could not be loaded."
    >
      {(games) => (
        <ul
          className="home-results row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-2"
          aria-label="Latest results"
        >
          {games.map((game) => (
            <ResultItem
              key={game._id}
              game={game}
              isSimulated={simulated.has(game.competitionId)}
            />
          ))}
        </ul>
      )}
    </DataState>
  );
}
