/**
 * The line score under the scoreline: both teams' points in each half or quarter and in every
 * overtime (OT1, OT2…), then the final. Only play-by-play games have periods; for the others
 * the header's "Final/OT" says how long the game went.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { LineScoreTable } from '@/components/stats/LineScoreTable';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { GameConfig } from '../api/game-config';
import { useGamePeriods } from '../api/team-period-stats';
import { linePeriods, type LinePeriod } from '@/lib/games/line-score';
import type { GameColors } from './team-colors';
import { TeamSwatch } from './TeamChip';

function LineTable({
  game,
  periods,
  colors,
}: {
  game: GameDataRow;
  periods: readonly LinePeriod[];
  colors: GameColors;
}) {
  return (
    <LineScoreTable
      periods={periods}
      className="game-line-score"
      label="Line score, scrollable"
      sides={[
        {
          key: 'away',
          name: game.awayMarket,
          total: game.awayScore,
          marker: <TeamSwatch palette={colors.away} />,
        },
        {
          key: 'home',
          name: game.homeMarket,
          total: game.homeScore,
          marker: <TeamSwatch palette={colors.home} />,
        },
      ]}
    />
  );
}

export function LineScore({
  config,
  game,
  colors,
}: {
  config: GameConfig;
  game: GameDataRow;
  colors: GameColors;
}) {
  const hasPeriods = game.coverage === 'pbp' && game.status === 'final';
  const periods = useGamePeriods(config, hasPeriods);
  if (!hasPeriods) return null;
  return (
    <DataState
      query={periods}
      skeleton={<TableSkeleton label="Loading the line score" rows={2} columns={4} />}
      emptyMessage="No line score for this game."
      errorTitle="The line score could not be loaded"
    >
      {(rows) => <LineTable game={game} periods={linePeriods(game, rows)} colors={colors} />}
    </DataState>
  );
}
