/**
 * The line score under the scoreline: both teams' points in each half or quarter and in every
 * overtime (OT1, OT2…), then the final. Only play-by-play games have periods; for the others
 * the header's "Final/OT" says how long the game went.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { GameConfig } from '../api/game-config';
import { useGamePeriods } from '../api/team-period-stats';
import { linePeriods, type LinePeriod } from '../hooks/line-score';
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
  const sides = [
    { key: 'away', name: game.awayMarket, total: game.awayScore, palette: colors.away },
    { key: 'home', name: game.homeMarket, total: game.homeScore, palette: colors.home },
  ] as const;
  return (
    // Overtimes can make it wider than a phone: a scrolling region must be keyboard-reachable.
    <div
      className="table-responsive game-line-score"
      tabIndex={0}
      role="region"
      aria-label="Line score, scrollable"
    >
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">Line score</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            {periods.map((period) => (
              <th key={period.period} scope="col" className="text-end">
                {period.label}
              </th>
            ))}
            <th scope="col" className="text-end">
              T
            </th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => (
            <tr key={side.key}>
              <th scope="row" className="text-nowrap">
                <TeamSwatch palette={side.palette} />
                {side.name}
              </th>
              {periods.map((period) => (
                <td key={period.period} className="text-end">
                  {period[side.key] ?? '–'}
                </td>
              ))}
              <td className="text-end fw-bold">{side.total ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
