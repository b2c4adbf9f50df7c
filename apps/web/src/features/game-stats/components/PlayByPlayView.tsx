/**
 * The play-by-play: every event with the score after it and the home team's win probability,
 * one period at a time (a whole game is several hundred rows). The period and the
 * scoring-plays-only switch live in the URL (`?period=2&scoring=true`).
 */
import type { EnhPbpRow, GameDataRow } from '@courtside/contract/schemas';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { boolParam, defineUrlFilters, intParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useGamePlayByPlay } from '../api/enh-pbp';
import type { GameConfig } from '../api/game-config';
import { clockText } from '../hooks/game-model';

const FILTERS = defineUrlFilters({
  /** 0: every period. */
  period: intParam(0, { min: 0, max: 12 }),
  scoring: boolParam(false),
});

function periodsOf(events: readonly EnhPbpRow[]): Array<{ period: number; label: string }> {
  const byPeriod = new Map<number, string>();
  for (const event of events) byPeriod.set(event.period, event.periodLabel);
  return [...byPeriod.entries()]
    .sort(([a], [b]) => a - b)
    .map(([period, label]) => ({ period, label }));
}

function isScoring(event: EnhPbpRow): boolean {
  return event.isMade === true && (event.points ?? 0) > 0;
}

function PlayRows({ events, game }: { events: readonly EnhPbpRow[]; game: GameDataRow }) {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const periods = periodsOf(events);
  const shown = events
    .filter((event) => filters.period === 0 || event.period === filters.period)
    .filter((event) => !filters.scoring || isScoring(event))
    .sort((a, b) => a.gameSecond - b.gameSecond || a.seq - b.seq);
  return (
    <>
      <div className="game-pbp__filters d-flex flex-wrap gap-3 align-items-center mb-2">
        <label className="d-flex gap-2 align-items-center">
          Period
          <select
            className="form-select form-select-sm w-auto"
            value={filters.period}
            onChange={(event) => setFilters({ period: Number(event.target.value) })}
          >
            <option value={0}>All</option>
            {periods.map(({ period, label }) => (
              <option key={period} value={period}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="form-check">
          <input
            type="checkbox"
            className="form-check-input"
            checked={filters.scoring}
            onChange={(event) => setFilters({ scoring: event.target.checked })}
          />{' '}
          Scoring plays only
        </label>
      </div>
      {/* A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable). */}
      <div
        className="table-responsive game-pbp"
        tabIndex={0}
        role="region"
        aria-label="Play-by-play, scrollable"
      >
        <table className="table table-sm table-striped">
          <caption className="visually-hidden">Play-by-play</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Team</th>
              <th scope="col">Play</th>
              <th scope="col" className="text-end">
                {game.awayMarket}
              </th>
              <th scope="col" className="text-end">
                {game.homeMarket}
              </th>
              <th scope="col" className="text-end" title="Home win probability after the play">
                {game.homeMarket} win %
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((event) => (
              <tr key={event._id} className={isScoring(event) ? 'game-pbp__score' : undefined}>
                <td className="text-nowrap">
                  {event.periodLabel} {clockText(event.clock)}
                </td>
                <td>
                  {event.isHome === null ? '' : event.isHome ? game.homeMarket : game.awayMarket}
                </td>
                <td>{event.description}</td>
                <td className="text-end">{event.awayScore}</td>
                <td className="text-end">{event.homeScore}</td>
                <td className="text-end">{formatValue('pct', event.wpHome)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function PlayByPlayView({ config, game }: { config: GameConfig; game: GameDataRow }) {
  const events = useGamePlayByPlay(config);
  return (
    <DataState
      query={events}
      skeleton={<ChartSkeleton label="Loading the play-by-play" />}
      emptyMessage="No play-by-play for this game"
    >
      {(rows) => <PlayRows events={rows} game={game} />}
    </DataState>
  );
}
