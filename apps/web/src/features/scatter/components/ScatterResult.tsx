/**
 * A scatter page's result: the chart (guides as the URL switches them; a click or Enter on a
 * point opens its team or player page), the CSV of the plotted rows, and the same rows as a
 * table in a collapsible section for keyboard and screen-reader users.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ScatterPlot,
  type QuadrantLabels,
  type ScatterAxis,
  type ScatterColorLegend,
  type ScatterPoint,
} from '@/components/stats/charts/ScatterPlot';
import { fitLeastSquares } from '@/lib/charts/least-squares';
import { csvFileName, downloadCsv } from '@/lib/stats/csv';
import { scatterCsv, type CsvColumn } from '../content/scatter-csv';
import type { GuideToggle } from '../content/scatter-params';

export interface ScatterResultProps<Row> {
  title: string;
  footnote: string;
  points: readonly ScatterPoint[];
  /** The plotted rows (the CSV's lines). */
  rows: readonly Row[];
  csvColumns: readonly CsvColumn<Row>[];
  xAxis: ScatterAxis;
  yAxis: ScatterAxis;
  guides: Readonly<Record<GuideToggle, boolean>>;
  quadrantLabels: QuadrantLabels;
  highlighted: ReadonlySet<string>;
  colorLegend: ScatterColorLegend | null;
  sizeLegend?: string;
  pointRadius: number;
  /** "Teams" or "Players": names the marks and the table. */
  pointsLabel: string;
  /** The rows as a table (StatTable), shown when the section is opened. */
  table: ReactNode;
}

export function ScatterResult<Row>({
  title,
  footnote,
  points,
  rows,
  csvColumns,
  xAxis,
  yAxis,
  guides,
  quadrantLabels,
  highlighted,
  colorLegend,
  sizeLegend,
  pointRadius,
  pointsLabel,
  table,
}: ScatterResultProps<Row>) {
  const navigate = useNavigate();
  // The table is built when its section is first opened: a division's players are thousands.
  const [tableOpen, setTableOpen] = useState(false);
  const fit = useMemo(() => (guides.fit ? fitLeastSquares(points) : null), [guides.fit, points]);
  return (
    <section className="scatter-result" aria-label="Chart">
      <ScatterPlot
        title={title}
        description={`${points.length} ${pointsLabel.toLowerCase()}. Select a point to open its page.`}
        points={points}
        xAxis={xAxis}
        yAxis={yAxis}
        showAverages={guides.averages}
        quadrantLabels={guides.quadrants ? quadrantLabels : null}
        fit={fit}
        highlightedIds={highlighted}
        onPointActivate={(point) => {
          if (point.href !== undefined) void navigate(point.href);
        }}
        maxOutlierLabels={guides.labels ? 8 : 0}
        pointRadius={pointRadius}
        sizeLegend={sizeLegend}
        colorLegend={colorLegend}
        footnote={footnote}
        pointsLabel={pointsLabel}
      />
      <div className="scatter-result__actions">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={() => downloadCsv(csvFileName(title), scatterCsv(rows, csvColumns))}
        >
          Download CSV
        </button>
        {fit !== null && (
          <p className="small text-body-secondary mb-0">
            Fitted line: R² = {fit.rSquared.toFixed(2)} over {fit.n} {pointsLabel.toLowerCase()}.
          </p>
        )}
      </div>
      <details
        className="scatter-result__table"
        onToggle={(event) => setTableOpen(event.currentTarget.open)}
      >
        <summary>
          Data table ({rows.length} {pointsLabel.toLowerCase()})
        </summary>
        {tableOpen && table}
      </details>
    </section>
  );
}
