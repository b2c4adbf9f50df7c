/**
 * One game of the day: where it is played, away over home with the top-25 rank beside a name,
 * then the final score
 * (the winner in bold, "Final/OT" after overtime, the line score on demand) or, before the game,
 * the ratings' projection: projected points, the favourite's line and chance to win. The link
 * opens the game page; its hidden text names the game.
 */
import { Link } from 'react-router';
import { gameRowMatchup, paths } from '@courtside/contract';
import type { GameDataRow } from '@courtside/contract/schemas';
import { TeamName } from '@/components/stats/TeamName';
import { finalLabel } from '@/lib/games/line-score';
import {
  projectionOf,
  shownRank,
  siteText,
  winnerOf,
  type Projection,
  type RankOf,
  type VenueOf,
} from '../content/scoreboard-games';
import { GameLineScore } from './GameLineScore';

interface Side {
  key: 'away' | 'home';
  teamId: number | null;
  market: string;
  score: number | null;
  projected: number | null;
}

function sidesOf(game: GameDataRow, projection: Projection | null): Side[] {
  return [
    {
      key: 'away',
      teamId: game.awayTeamId,
      market: game.awayMarket,
      score: game.awayScore,
      projected: projection?.awayScore ?? null,
    },
    {
      key: 'home',
      teamId: game.homeTeamId,
      market: game.homeMarket,
      score: game.homeScore,
      projected: projection?.homeScore ?? null,
    },
  ];
}

export interface ScoreboardGameCardProps {
  game: GameDataRow;
  rankOf: RankOf;
  venueOf: VenueOf;
}

export function ScoreboardGameCard({ game, rankOf, venueOf }: ScoreboardGameCardProps) {
  const final = game.status === 'final';
  const projection = final ? null : projectionOf(game);
  const winner = winnerOf(game);
  const status = finalLabel(game);
  const linkText = final ? 'Box score' : 'Preview';
  return (
    <li className="scoreboard-game" aria-label={`${gameRowMatchup(game)}, ${status}`}>
      <div className="scoreboard-game__head">
        <span className="scoreboard-game__status">{status}</span>
        <span className="scoreboard-game__site">
          {siteText(game, venueOf)}
          {game.confTournament ? ' · Conf. tournament' : game.conferenceGame ? ' · Conference' : ''}
        </span>
      </div>
      <table className="scoreboard-game__teams">
        <caption className="visually-hidden">{gameRowMatchup(game)}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Team</th>
            <th scope="col">{final ? 'Points' : 'Projected points'}</th>
          </tr>
        </thead>
        <tbody>
          {sidesOf(game, projection).map((side) => {
            const rank = shownRank(rankOf, side.teamId);
            const won = winner === side.key;
            return (
              <tr key={side.key} className={won ? 'scoreboard-game__winner' : undefined}>
                <th scope="row">
                  {rank !== null && (
                    <span className="scoreboard-game__rank">
                      <span className="visually-hidden">No. </span>
                      {rank}
                    </span>
                  )}
                  <TeamName
                    competitionId={game.competitionId}
                    teamId={side.teamId}
                    market={side.market}
                  />
                </th>
                <td className="scoreboard-game__score">
                  {final ? side.score : (side.projected ?? '–')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!final && (
        <p className="scoreboard-game__projection">
          {projection === null ? (
            'No projection: a team has no rating.'
          ) : (
            <>
              Projected · Line: {projection.spread} · {projection.favoriteMarket}{' '}
              {projection.winProbability} to win
            </>
          )}
        </p>
      )}
      <div className="scoreboard-game__links">
        <Link to={paths.game(game.competitionId, game.gameId)}>
          <span aria-hidden="true">{linkText}</span>
          <span className="visually-hidden">{`${linkText} of ${gameRowMatchup(game)}`}</span>
        </Link>
        {final && game.coverage === 'pbp' && <GameLineScore game={game} />}
      </div>
    </li>
  );
}
