/**
 * What the page shows once the rows are in: the stat's definition, the chart of the compared
 * splits, and the table of every split with its CSV download and the notes on colours and thin
 * values. The rows, their order and the CSV come from the pure functions of content/.
 */
import { useMemo } from 'react';
import { EmptyState } from '@/components/stats/states';
import { formatInMode, isConverted } from '@/lib/stats/per-mode';
import { csvFileName, downloadCsv } from '@/lib/stats/csv';
import type { StatDefinition } from '@/lib/stats/dictionary';
import '@/components/stats/stats-actions.css';
import type { SplitPeriodRow } from '../api/split-period-stats';
import type { SplitTeamRow } from '../api/split-team-stats';
import { chartRowsOf, CHART_TEAMS_PER_END } from '../content/chart-rows';
import { comparisonCsv } from '../content/comparison-csv';
import { comparisonRows, differenceFormatOf, type ComparisonRow } from '../content/comparison';
import type { SplitFilterValues } from '../content/split-filters';
import { sortComparisonRows, type SortChoice } from '../content/sorting';
import type { SplitOption } from '../content/splits';
import { SplitDumbbell } from './SplitDumbbell';
import { SplitTable } from './SplitTable';

export interface SplitResultsProps {
  teamRows: readonly SplitTeamRow[];
  periodRows: readonly SplitPeriodRow[];
  filters: SplitFilterValues;
  definition: StatDefinition;
  splits: readonly SplitOption[];
  a: SplitOption;
  b: SplitOption;
  conferenceId: number | null;
  competitionId: number;
  /** "Division I, 2024-25 Men's Basketball" (and the conference when one is chosen). */
  scopeText: string;
  conferenceName: (conferenceId: number | null) => string;
  onSort: (column: string) => void;
}

export function SplitResults({
  teamRows,
  periodRows,
  filters,
  definition,
  splits,
  a,
  b,
  conferenceId,
  competitionId,
  scopeText,
  conferenceName,
  onSort,
}: SplitResultsProps) {
  const { mode, minGames } = filters;
  const rows = useMemo(
    () =>
      comparisonRows({
        teamRows,
        periodRows,
        splits,
        definition,
        mode,
        minGames,
        a,
        b,
        conferenceId,
      }),
    [teamRows, periodRows, splits, definition, mode, minGames, a, b, conferenceId],
  );
  const sort: SortChoice = { sort: filters.sort, order: filters.order };
  const conferenceOfRow = (row: ComparisonRow) => conferenceName(row.conferenceId);
  const sorted = sortComparisonRows(rows, sort, conferenceOfRow);
  const chart = chartRowsOf(rows, a.id, b.id);
  const shownFormat = formatInMode(definition, mode);
  const differenceFormat = differenceFormatOf(shownFormat);
  const differenceHeader = `${a.label} − ${b.label}${
    differenceFormat.unit === null ? '' : ` (${differenceFormat.unit})`
  }`;
  const perGame = isConverted(definition, mode) ? ' per game' : '';
  const title = `${definition.label}${perGame}: ${a.label} vs ${b.label}`;
  const gamesText = `${minGames} ${minGames === 1 ? 'game' : 'games'}`;
  const caption = `${definition.label}${perGame} by split, ${scopeText}`;

  if (rows.length === 0) {
    return <EmptyState message={`No team statistics for ${scopeText} yet.`} />;
  }

  const exportCsv = () =>
    downloadCsv(
      csvFileName(`Split comparisons ${definition.shortLabel} ${scopeText}`),
      comparisonCsv({
        rows: sorted,
        splits,
        differenceHeader,
        shownFormat,
        differenceFormat,
        conferenceName: conferenceOfRow,
      }),
    );

  return (
    <>
      <p className="split-comparisons__definition">
        <strong>{definition.label}.</strong> {definition.description}
      </p>
      {chart.counted === 0 ? (
        <EmptyState
          message={`No team has ${gamesText} in both ${a.label} and ${b.label}, so there is nothing to chart.`}
        />
      ) : (
        <SplitDumbbell
          title={title}
          description={
            chart.bottom.length > 0
              ? `The ${CHART_TEAMS_PER_END} largest differences each way of ${chart.counted} teams with at least ${gamesText} in both splits.`
              : `${chart.counted} teams with at least ${gamesText} in both splits, largest difference first.`
          }
          exportNote={`Source: Courtside · ${scopeText}`}
          chart={chart}
          a={a}
          b={b}
          shownFormat={shownFormat}
          differenceFormat={differenceFormat}
        />
      )}
      <div className="split-comparisons__table-bar">
        <p className="split-comparisons__count" aria-live="polite">
          {rows.length} teams
        </p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={exportCsv}
        >
          Download CSV
        </button>
      </div>
      <SplitTable
        caption={caption}
        competitionId={competitionId}
        rows={sorted}
        splits={splits}
        a={a}
        b={b}
        definition={definition}
        shownFormat={shownFormat}
        differenceFormat={differenceFormat}
        differenceHeader={differenceHeader}
        minGames={minGames}
        sort={sort}
        onSort={onSort}
        conferenceName={conferenceOfRow}
      />
      <p className="split-comparisons__notes">
        Under each value: the games it sums (box-score games for a split of the season, play-by-play
        games for a period).{' '}
        {definition.direction === 'neutral' ? (
          <>{definition.label} has no better end, so the differences are not coloured. </>
        ) : (
          <>
            {differenceHeader}: <span className="stat-table__swatch stat-table__swatch--good" />{' '}
            better in {a.label} than in {b.label},{' '}
            <span className="stat-table__swatch stat-table__swatch--bad" /> worse
            {definition.direction === 'lower' ? ` (lower ${definition.shortLabel} is better)` : ''}
            .{' '}
          </>
        )}
        * Fewer than {gamesText}: greyed, not coloured or charted, and sorted after the others.
      </p>
    </>
  );
}
