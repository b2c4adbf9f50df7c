/**
 * A scatter page's chart in its data states: a skeleton while the rows load, the error, an
 * empty state that says why nothing is plotted, else the chart (ScatterResult) with its axes,
 * quadrant labels and legends read from the chosen stats, and the plotted rows as a table.
 */
import type { ScatterPoint } from '@/components/stats/charts/ScatterPlot';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { ChartSkeleton, DataState, type DataStateQuery } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { chartTitle, emptyReason, sizeLegendText, type ChartScope } from '../content/chart-text';
import type { CsvColumn } from '../content/scatter-csv';
import type { GuideToggle } from '../content/scatter-params';
import type { StatChoice } from '../content/scatter-points';
import { quadrantLabelsFor, statAxis, type StatColorScale } from '../content/stat-presentation';
import { ScatterResult } from './ScatterResult';

export interface ScatterTableProps<Row extends object> {
  rowId: (row: Row) => string;
  label: LabelColumn<Row>;
  columns: readonly StatColumnSpec<Row>[];
  filterLabel: string;
}

export interface ScatterChartProps<K extends StatKey, Row extends object> {
  /** The rows as read; the chart shows `plotted`, the ones that pass the page's filters. */
  query: DataStateQuery<readonly Row[]>;
  plotted: readonly Row[];
  choice: StatChoice<K>;
  chartScope: ChartScope;
  /** The minimums in force ("at least 10 games"), for the empty state's reason. */
  minimumNote: string | null;
  footnote: string;
  points: readonly ScatterPoint[];
  colorScale: StatColorScale | null;
  highlighted: ReadonlySet<string>;
  csvColumns: readonly CsvColumn<Row>[];
  guides: Readonly<Record<GuideToggle, boolean>>;
  /** The marks' radius for the number plotted. */
  pointRadius: (count: number) => number;
  /** "Teams" or "Players": names the marks and the table. */
  pointsLabel: string;
  skeletonLabel: string;
  errorTitle: string;
  table: ScatterTableProps<Row>;
}

export function ScatterChart<K extends StatKey, Row extends object>({
  query,
  plotted,
  choice,
  chartScope,
  minimumNote,
  footnote,
  points,
  colorScale,
  highlighted,
  csvColumns,
  guides,
  pointRadius,
  pointsLabel,
  skeletonLabel,
  errorTitle,
  table,
}: ScatterChartProps<K, Row>) {
  const title = chartTitle(choice.x, choice.y, chartScope);
  return (
    <DataState
      query={{
        ...query,
        data: query.data === undefined || query.data === null ? query.data : plotted,
      }}
      skeleton={<ChartSkeleton label={skeletonLabel} aspectRatio={4 / 3} />}
      emptyMessage={emptyReason(
        query.data?.length ?? 0,
        choice.x,
        choice.y,
        chartScope,
        minimumNote,
      )}
      errorTitle={errorTitle}
    >
      {(rows) => (
        <ScatterResult<Row>
          title={title}
          footnote={footnote}
          points={points}
          rows={rows}
          csvColumns={csvColumns}
          xAxis={statAxis(choice.x)}
          yAxis={statAxis(choice.y)}
          guides={guides}
          quadrantLabels={quadrantLabelsFor(choice.x, choice.y)}
          highlighted={highlighted}
          colorLegend={colorScale?.legend ?? null}
          sizeLegend={choice.size === null ? undefined : sizeLegendText(choice.size)}
          pointRadius={pointRadius(rows.length)}
          pointsLabel={pointsLabel}
          table={
            <StatTable<Row>
              caption={title}
              rows={rows}
              rowId={table.rowId}
              label={table.label}
              columns={table.columns}
              initialSort={{ key: choice.y }}
              modes={false}
              filterLabel={table.filterLabel}
            />
          }
        />
      )}
    </DataState>
  );
}
