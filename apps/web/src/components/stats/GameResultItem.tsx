/**
 * One game of a results list: "Away 70 at Home 65" (vs at a neutral site) with its date and a
 * link to the game page, "Box score" once final, "Preview" before. Each team's name opens its
 * team page in the game's season (a team outside Division I has no page and stays plain text).
 * The game link's hidden text names the game, so a screen reader's list of links is not a
 * column of identical "Box score"s.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { Link } from 'react-router';
import { gameRowMatchup, matchupWord, paths } from '@courtside/contract';
import { formatValue } from '@/lib/stats/format';
import { TeamName } from './TeamName';

export function GameResultItem({ game }: { game: GameDataRow }) {
  const final = game.status === 'final';
  return (
    <li className="list-group-item d-flex flex-wrap justify-content-between gap-2">
      <span>
        <TeamName
          competitionId={game.competitionId}
          teamId={game.awayTeamId}
          market={game.awayMarket}
        />{' '}
        <strong>{game.awayScore ?? ''}</strong> {matchupWord(game.isNeutral)}{' '}
        <TeamName
          competitionId={game.competitionId}
          teamId={game.homeTeamId}
          market={game.homeMarket}
        />{' '}
        <strong>{game.homeScore ?? ''}</strong>
      </span>
      <span className="text-nowrap">
        {game.gameDate !== null && <small>{formatValue('date', game.gameDate)} · </small>}
        <Link to={paths.game(game.competitionId, game.gameId)}>
          {final ? 'Box score' : 'Preview'}
          <span className="visually-hidden"> of {gameRowMatchup(game)}</span>
        </Link>
      </span>
    </li>
  );
}
