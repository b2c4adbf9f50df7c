/**
 * A final's line score, opened on demand: both teams' points in each half or quarter and every
 * overtime, then the total (lib/games/line-score regroups the API's period rows). Only
 * play-by-play games have periods; the card offers the button only for those.
 */
import { useId, useState } from 'react';
import type { GameDataRow } from '@courtside/contract/schemas';
import { LineScoreTable } from '@/components/stats/LineScoreTable';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { linePeriods, type LinePeriod } from '@/lib/games/line-score';
import { useGamePeriods } from '../api/game-periods';

function LineTable({ game, periods }: { game: GameDataRow; periods: readonly LinePeriod[] }) {
  return (
    <LineScoreTable
      periods={periods}
      className="scoreboard-line-score"
      label={`Line score of ${game.awayMarket} and ${game.homeMarket}, scrollable`}
      sides={[
        { key: 'away', name: game.awayMarket, total: game.awayScore },
        { key: 'home', name: game.homeMarket, total: game.homeScore },
      ]}
    />
  );
}

function LoadedLineScore({ game }: { game: GameDataRow }) {
  const periods = useGamePeriods({ competitionId: game.competitionId, gameId: game.gameId });
  return (
    <DataState
      query={periods}
      skeleton={<TableSkeleton label="Loading the line score" rows={2} columns={4} />}
      emptyMessage="No line score for this game."
      errorTitle="The line score could not be loaded"
    >
      {(rows) => <LineTable game={game} periods={linePeriods(game, rows)} />}
    </DataState>
  );
}

export function GameLineScore({ game }: { game: GameDataRow }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = open ? 'Hide line score' : 'Line score';
  return (
    <div className="scoreboard-game__line">
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{label}</span>
        <span className="visually-hidden">{`${label} of ${game.awayMarket} and ${game.homeMarket}`}</span>
      </button>
      <div id={panelId}>{open && <LoadedLineScore game={game} />}</div>
    </div>
  );
}
