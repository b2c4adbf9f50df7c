/**
 * The bracket view: the First Four, then each region's rounds side by side (games top to
 * bottom in bracket order), then the Final Four and the championship. Each game lists both
 * teams with seed and score, the winner in bold, and links to the game's box score. On a
 * phone the rounds scroll sideways inside their region.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import type { Bracket, BracketGame, BracketRound } from '../content/bracket';

function GameCard({ game, competitionId }: { game: BracketGame; competitionId: number }) {
  return (
    <li className="bracket-game">
      <Link
        className="bracket-game__link"
        to={paths.game(competitionId, game.gameId, 'box-score')}
        aria-label={`${game.teams[0].market} ${game.teams[0].score ?? ''}, ${game.teams[1].market} ${game.teams[1].score ?? ''}: box score`}
      >
        {game.teams.map((team) => (
          <span
            key={team.teamId}
            className={`bracket-game__team${team.isWinner ? ' bracket-game__team--winner' : ''}`}
          >
            <span className="bracket-game__seed">{team.seed}</span>
            <span className="bracket-game__market">{team.market}</span>
            <span className="bracket-game__score">{team.score ?? '–'}</span>
          </span>
        ))}
      </Link>
    </li>
  );
}

function Rounds({ rounds, competitionId }: { rounds: BracketRound[]; competitionId: number }) {
  return (
    <div className="bracket-rounds">
      {rounds.map((round) => (
        <section key={round.round} className="bracket-round" aria-label={round.roundName}>
          <h4 className="bracket-round__name">{round.roundName}</h4>
          <ol className="bracket-round__games">
            {round.games.map((game) => (
              <GameCard key={game.gameId} game={game} competitionId={competitionId} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function TournamentBracket({
  bracket,
  competitionId,
}: {
  bracket: Bracket;
  competitionId: number;
}) {
  return (
    <div className="bracket">
      {bracket.champion !== null && (
        <p className="bracket__champion">
          Champion: <strong>{bracket.champion.market}</strong> ({bracket.champion.seed} seed)
        </p>
      )}
      {bracket.firstFour.length > 0 && (
        <section aria-labelledby="bracket-first-four">
          <h3 className="h6" id="bracket-first-four">
            First Four
          </h3>
          <ol className="bracket-round__games bracket-round__games--inline">
            {bracket.firstFour.map((game) => (
              <GameCard key={game.gameId} game={game} competitionId={competitionId} />
            ))}
          </ol>
        </section>
      )}
      {bracket.regions.map((region) => (
        <section
          key={region.region}
          className="bracket-region"
          aria-labelledby={`bracket-region-${region.region}`}
        >
          <h3 className="h6" id={`bracket-region-${region.region}`}>
            {region.regionName} region
          </h3>
          <Rounds rounds={region.rounds} competitionId={competitionId} />
        </section>
      ))}
      {bracket.finals.length > 0 && (
        <section className="bracket-region" aria-labelledby="bracket-finals">
          <h3 className="h6" id="bracket-finals">
            Final rounds
          </h3>
          <Rounds rounds={bracket.finals} competitionId={competitionId} />
        </section>
      )}
    </div>
  );
}
