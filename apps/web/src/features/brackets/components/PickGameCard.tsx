/**
 * One game of the picker: its two sides as the bracket fills them (a team of the field, the pick
 * of the game feeding it, or "Winner of …" while that game is unpicked), each with its seed,
 * name and colours, record, adjusted margin and, while the title is undecided, title odds. While
 * picks are open each team is a button that picks it; once the game is played the card says
 * whether the pick was right, in words as well as colour, and strikes a wrong pick through beside
 * the actual winner.
 */
import type { BracketLayoutGame, BracketLayoutTeam, BracketSide } from '@courtside/contract';
import { TeamColorChip } from '@/components/bracket/TeamColorChip';
import { formatValue } from '@/lib/stats/format';
import { pickOutcome, sideTeam, type Picks } from '../content/picks';

/** What every card of one drawing reads. */
export interface PickBoard {
  games: readonly BracketLayoutGame[];
  teams: ReadonlyMap<number, BracketLayoutTeam>;
  /** Each game's name, e.g. "East Round of 64 game 1". */
  labels: ReadonlyMap<number, string>;
  picks: Picks;
  /** Picks a team to win a game; absent when the bracket is read-only. */
  onPick?: (index: number, teamId: number) => void;
  /** The title is still to be won: each team's title odds are worth showing. */
  titleOpen: boolean;
}

/** "24-8 · +18.3", then the title odds while the title is undecided. */
export function teamLine(team: BracketLayoutTeam, titleOpen: boolean): string {
  const parts = [`${team.wins}-${team.losses}`];
  if (team.netRtgAdj !== null) parts.push(formatValue('signedDecimal1', team.netRtgAdj));
  if (titleOpen) parts.push(`title ${formatValue('pct', team.oddsChampion)}`);
  return parts.join(' · ');
}

export function teamName(board: PickBoard, teamId: number): string {
  const team = board.teams.get(teamId);
  return team === undefined ? `Team ${teamId}` : `${team.teamMarket} (${team.seed})`;
}

interface SideProps {
  board: PickBoard;
  index: number;
  label: string;
  side: BracketSide;
  struck: boolean;
}

function PickSide({ board, index, label, side, struck }: SideProps) {
  const teamId = sideTeam(side, board.picks);
  if (teamId === null) {
    const feeder = side.kind === 'game' ? board.labels.get(side.game) : undefined;
    return (
      <span className="pick-side pick-side--empty">Winner of {feeder ?? 'an earlier game'}</span>
    );
  }
  const team = board.teams.get(teamId);
  const picked = board.picks[index] === teamId;
  const name = team?.teamMarket ?? `Team ${teamId}`;
  const content = (
    <>
      <span className="pick-side__seed">{team?.seed ?? ''}</span>
      <span className="pick-side__name">
        <TeamColorChip colors={team} />
        {struck ? <s>{name}</s> : name}
        {team !== undefined && (
          <span
            className="pick-side__odds"
            title="Record, adjusted margin (points per 100 possessions) and title odds"
          >
            {teamLine(team, board.titleOpen)}
          </span>
        )}
      </span>
      {picked && (
        <span className="pick-side__mark" aria-hidden={board.onPick !== undefined}>
          Pick
        </span>
      )}
    </>
  );
  const className = `pick-side${picked ? ' pick-side--picked' : ''}`;
  const { onPick } = board;
  if (onPick === undefined) return <span className={className}>{content}</span>;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={picked}
      aria-label={`Pick ${teamName(board, teamId)} to win ${label}`}
      onClick={() => onPick(index, teamId)}
    >
      {content}
    </button>
  );
}

function GameResult({ board, game }: { board: PickBoard; game: BracketLayoutGame }) {
  const pick = board.picks[game.game] ?? null;
  const outcome = pickOutcome(game.winnerTeamId, pick);
  if (game.winnerTeamId === null) return null;
  const winner = teamName(board, game.winnerTeamId);
  if (outcome === 'correct') {
    return <p className="pick-game__result text-success-emphasis">✓ Correct: {winner} won</p>;
  }
  if (outcome === 'wrong' && pick !== null) {
    return (
      <p className="pick-game__result text-danger-emphasis">
        ✗ Wrong: <s>{teamName(board, pick)}</s>, {winner} won
      </p>
    );
  }
  return <p className="pick-game__result text-body-secondary">{winner} won</p>;
}

export function PickGameCard({ board, index }: { board: PickBoard; index: number }) {
  const game = board.games[index];
  if (game === undefined) return null;
  const label = board.labels.get(index) ?? game.roundName;
  const outcome = pickOutcome(game.winnerTeamId, board.picks[index] ?? null);
  const struck = (side: BracketSide) =>
    outcome === 'wrong' && sideTeam(side, board.picks) === board.picks[index];
  return (
    <li className={`pick-game pick-game--${outcome}`}>
      <div role="group" aria-label={label} className="pick-game__sides">
        <PickSide board={board} index={index} label={label} side={game.a} struck={struck(game.a)} />
        <PickSide board={board} index={index} label={label} side={game.b} struck={struck(game.b)} />
      </div>
      <GameResult board={board} game={game} />
    </li>
  );
}
