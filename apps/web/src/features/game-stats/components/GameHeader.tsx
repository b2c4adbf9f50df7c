/**
 * The game's scoreline: away team at home team (or "vs" on a neutral floor), the final score,
 * date and what the warehouse holds for the game.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { formatValue } from '@/lib/stats/format';

const COVERAGE_NOTE: Readonly<Record<GameDataRow['coverage'], string>> = {
  pbp: 'Play-by-play',
  box: 'Team box score only: no player lines or play-by-play',
  schedule: 'Score only: no box score',
};

function TeamName({
  competitionId,
  teamId,
  market,
}: {
  competitionId: number;
  teamId: number | null;
  market: string;
}) {
  // Teams outside Division I have no page (null id): their name is plain text.
  if (teamId === null) return <>{market}</>;
  return <Link to={paths.team(competitionId, teamId)}>{market}</Link>;
}

export function GameHeader({ game }: { game: GameDataRow }) {
  const final = game.status === 'final' ? 'Final' : 'Scheduled';
  return (
    <header className="game-header">
      <h1 className="game-header__title">
        <span className="game-header__team" data-testid="away-score">
          <TeamName
            competitionId={game.competitionId}
            teamId={game.awayTeamId}
            market={game.awayMarket}
          />{' '}
          <strong>{game.awayScore ?? '–'}</strong>
        </span>
        <span className="game-header__at">{game.isNeutral ? 'vs' : 'at'}</span>
        <span className="game-header__team" data-testid="home-score">
          <TeamName
            competitionId={game.competitionId}
            teamId={game.homeTeamId}
            market={game.homeMarket}
          />{' '}
          <strong>{game.homeScore ?? '–'}</strong>
        </span>
      </h1>
      <p className="game-header__meta">
        {final}
        {game.gameDate !== null && <> · {formatValue('date', game.gameDate)}</>}
        {game.isNeutral && <> · Neutral site</>}
        {game.conferenceGame && <> · Conference game</>}
        {' · '}
        {COVERAGE_NOTE[game.coverage]}
      </p>
    </header>
  );
}
