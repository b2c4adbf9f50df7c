/**
 * One game of the live list: away over home with the score, the game's moment and the home win
 * probability. The whole tile links to the game's live page; its name says which game.
 */
import { Link } from 'react-router';
import type { LiveGameSummary } from '@courtside/contract/live';
import { gameMomentText } from '@/lib/live/game-moment';
import { livePaths } from '@/lib/live/live-paths';
import { WinProbabilityBar } from './WinProbabilityBar';

export function LiveGameTile({ game }: { game: LiveGameSummary }) {
  const moment = gameMomentText(game);
  const started = game.status !== 'scheduled';
  const sides = [
    { key: 'away', name: game.awayTeamMarket, score: game.awayScore },
    { key: 'home', name: game.homeTeamMarket, score: game.homeScore },
  ];
  const name = `${game.awayTeamMarket} ${game.isNeutral ? 'vs.' : 'at'} ${game.homeTeamMarket}`;
  return (
    <li className={`live-tile live-tile--${game.status}`} data-game-id={game.gameId}>
      <Link
        className="live-tile__link"
        to={livePaths.game(game.competitionId, game.gameId)}
        aria-label={`${name}, ${started ? `${game.awayScore}-${game.homeScore}, ` : ''}${moment}`}
      >
        <span className="live-tile__moment small fw-semibold">
          {game.status === 'in-progress' && <span className="live-tile__dot" aria-hidden="true" />}
          {moment}
        </span>
        {sides.map((side) => (
          <span key={side.key} className="live-tile__team">
            <span className="live-tile__name">{side.name}</span>
            {started && <span className="live-tile__score">{side.score}</span>}
          </span>
        ))}
        <WinProbabilityBar
          homeName={game.homeTeamMarket}
          awayName={game.awayTeamMarket}
          homeWinProb={game.status === 'in-progress' ? game.homeWinProb : null}
        />
      </Link>
    </li>
  );
}
