/**
 * The bracket to pick, drawn as it is played: the First Four, each region's rounds side by side,
 * then the Final Four and the final. The whole drawing scrolls sideways in its own box, so a
 * phone scrolls the bracket rather than the page.
 */
import { useMemo } from 'react';
import type { BracketLayout } from '@courtside/contract';
import { buildDrawing, gameLabels, type DrawnRound } from '../content/drawing';
import type { Picks } from '../content/picks';
import { PickGameCard, type PickBoard } from './PickGameCard';

export interface PickDrawingProps {
  layout: BracketLayout;
  picks: Picks;
  /** Names the drawing for screen readers, e.g. the bracket's name. */
  label: string;
  onPick?: (index: number, teamId: number) => void;
}

function Rounds({ rounds, board }: { rounds: readonly DrawnRound[]; board: PickBoard }) {
  return (
    <div className="pick-rounds">
      {rounds.map((round) => (
        <div key={round.round} className="pick-round">
          <h4 className="pick-round__name">{round.roundName}</h4>
          <ol className="pick-round__games">
            {round.games.map((game) => (
              <PickGameCard key={game.index} board={board} index={game.index} />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

export function PickDrawing({ layout, picks, label, onPick }: PickDrawingProps) {
  const drawing = useMemo(() => buildDrawing(layout), [layout]);
  const labels = useMemo(() => gameLabels(drawing), [drawing]);
  const teams = useMemo(
    () => new Map(layout.teams.map((team) => [team.teamId, team])),
    [layout.teams],
  );
  const titleOpen = layout.games.some((game) => game.winnerTeamId === null);
  const board: PickBoard = { games: layout.games, teams, labels, picks, onPick, titleOpen };
  return (
    // Focusable so a keyboard can scroll it even when it holds no buttons (read-only).
    <div className="pick-drawing" role="region" aria-label={label} tabIndex={0}>
      {drawing.firstFour !== null && (
        <section className="pick-section" aria-label={drawing.firstFour.roundName}>
          <h3 className="pick-section__name">{drawing.firstFour.roundName}</h3>
          <ol className="pick-round__games pick-round__games--inline">
            {drawing.firstFour.games.map((game) => (
              <PickGameCard key={game.index} board={board} index={game.index} />
            ))}
          </ol>
        </section>
      )}
      {drawing.regions.map((region) => (
        <section key={region.region} className="pick-section" aria-label={region.name}>
          <h3 className="pick-section__name">{region.name}</h3>
          <Rounds rounds={region.rounds} board={board} />
        </section>
      ))}
      {drawing.finalRounds.length > 0 && (
        <section className="pick-section" aria-label="Final Four and final">
          <h3 className="pick-section__name">Final Four and final</h3>
          <Rounds rounds={drawing.finalRounds} board={board} />
        </section>
      )}
    </div>
  );
}
