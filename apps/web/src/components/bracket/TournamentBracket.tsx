/**
 * The bracket view: the First Four, then each region's rounds side by side (games top to
 * bottom in bracket order), then the Final Four and the championship (a bracket without
 * regions, a conference tournament's, has only these rounds across). Each game lists both
 * teams with seed and score, the winner in bold, and links to the game's box score. On a
 * phone the rounds scroll sideways inside their region. A page may put a short note beside each
 * team (`annotate`, e.g. its title odds); the note is part of the game's accessible name. Given
 * the teams' colours (`colors`), each name carries its team's swatch.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import type { Bracket, BracketGame, BracketRound, BracketTeam } from './bracket';
import { TeamColorChip, type TeamColors } from './TeamColorChip';
import './bracket.css';

/** A short note shown beside a team, or null for none. */
export type BracketAnnotate = (teamId: number) => string | null;

interface DrawingContext {
  competitionId: number;
  annotate?: BracketAnnotate;
  colors?: ReadonlyMap<number, TeamColors>;
}

function teamText(team: BracketTeam, note: string | null): string {
  const score = team.score === null ? '' : ` ${team.score}`;
  return `${team.market}${score}${note === null ? '' : ` (${note})`}`;
}

function GameCard({ game, context }: { game: BracketGame; context: DrawingContext }) {
  const [high, low] = game.teams.map((team) => ({
    team,
    note: context.annotate?.(team.teamId) ?? null,
  }));
  if (high === undefined || low === undefined) return null;
  return (
    <li className="bracket-game">
      <Link
        className="bracket-game__link"
        to={paths.game(context.competitionId, game.gameId, 'box-score')}
        aria-label={`${teamText(high.team, high.note)}, ${teamText(low.team, low.note)}: box score`}
      >
        {[high, low].map(({ team, note }) => (
          <span
            key={team.teamId}
            className={`bracket-game__team${team.isWinner ? ' bracket-game__team--winner' : ''}`}
          >
            <span className="bracket-game__seed">{team.seed}</span>
            <span className="bracket-game__market">
              <TeamColorChip colors={context.colors?.get(team.teamId)} />
              {team.market}
              {note !== null && <span className="bracket-game__note">{note}</span>}
            </span>
            <span className="bracket-game__score">{team.score ?? '–'}</span>
          </span>
        ))}
      </Link>
    </li>
  );
}

function Rounds({ rounds, context }: { rounds: BracketRound[]; context: DrawingContext }) {
  return (
    <div className="bracket-rounds">
      {rounds.map((round) => (
        <section key={round.round} className="bracket-round" aria-label={round.roundName}>
          <h4 className="bracket-round__name">{round.roundName}</h4>
          <ol className="bracket-round__games">
            {round.games.map((game) => (
              <GameCard key={game.gameId} game={game} context={context} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export interface TournamentBracketProps {
  bracket: Bracket;
  competitionId: number;
  annotate?: BracketAnnotate;
  /** Team id → its colours; a team without an entry is drawn without a swatch. */
  colors?: ReadonlyMap<number, TeamColors>;
}

export function TournamentBracket({
  bracket,
  competitionId,
  annotate,
  colors,
}: TournamentBracketProps) {
  const context: DrawingContext = { competitionId, annotate, colors };
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
              <GameCard key={game.gameId} game={game} context={context} />
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
          <Rounds rounds={region.rounds} context={context} />
        </section>
      ))}
      {bracket.finals.length > 0 && (
        <section className="bracket-region" aria-labelledby="bracket-finals">
          <h3 className="h6" id="bracket-finals">
            {/* A bracket without regions (a conference tournament) is all rounds across. */}
            {bracket.regions.length > 0 ? 'Final rounds' : 'Rounds'}
          </h3>
          <Rounds rounds={bracket.finals} context={context} />
        </section>
      )}
    </div>
  );
}
