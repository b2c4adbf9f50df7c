/**
 * The two diagnostic plots of a fit and the rows behind them. Predicted against actual: the
 * line is y = x, a perfect prediction (and, for a least-squares fit with an intercept, exactly
 * the least-squares line of actual on predicted, with the model's R²). Residuals against
 * predicted: the line is zero; a curve or a funnel in the points means the straight-line model
 * misses something. Points are focusable and named (ScatterPlot); the table lists the largest
 * misses, and the CSV holds every row.
 */
import { useMemo } from 'react';
import type { OlsFit } from '@courtside/engine/regression';
import {
  ScatterPlot,
  type ScatterAxis,
  type ScatterPoint,
} from '@/components/stats/charts/ScatterPlot';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { csvFileName, downloadCsv, toCsv } from '@/lib/stats/csv';
import { fitCsvTable, formatResidual, formatStat } from '../content/fit-format';
import type { FittedRow } from '../content/fit-sample';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

/** Rows in the largest-misses table. */
const LARGEST_MISSES = 10;

export interface FitPlotsProps {
  fit: OlsFit;
  rows: readonly FittedRow[];
  outcome: StatKey;
  predictors: readonly StatKey[];
  /** "Team" or "Player". */
  nameHeader: string;
  /** The season and division, for titles, the PNG footnote and the CSV's name. */
  sampleLabel: string;
  /** The CSV's weight column, null for an unweighted fit. */
  weightHeader: string | null;
}

export function FitPlots({
  fit,
  rows,
  outcome,
  predictors,
  nameHeader,
  sampleLabel,
  weightHeader,
}: FitPlotsProps) {
  const definition = statDefinition(outcome);
  const hasDetail = rows.some((entry) => entry.row.detail !== undefined);
  const footnote = `Source: Courtside · ${sampleLabel}`;
  const axes = useMemo(() => {
    const value = (number: number) => formatStat(outcome, number);
    const predicted: ScatterAxis = {
      label: `Predicted ${definition.label}`,
      shortLabel: 'Predicted',
      format: value,
    };
    const actual: ScatterAxis = {
      label: `Actual ${definition.label}`,
      shortLabel: 'Actual',
      format: value,
    };
    const residual: ScatterAxis = {
      label: 'Residual (actual − predicted)',
      shortLabel: 'Residual',
      format: (number) => formatResidual(outcome, number),
    };
    return { predicted, actual, residual };
  }, [outcome, definition.label]);
  const points = useMemo(() => {
    const base = (entry: FittedRow) => ({
      id: entry.row.id,
      label: entry.row.name,
      ...(entry.row.detail === undefined ? {} : { description: entry.row.detail }),
    });
    const predictedVsActual: ScatterPoint[] = rows.map((entry) => ({
      ...base(entry),
      x: entry.fitted,
      y: entry.actual,
      details: [`Residual: ${formatResidual(outcome, entry.residual)}`],
    }));
    const residuals: ScatterPoint[] = rows.map((entry) => ({
      ...base(entry),
      x: entry.fitted,
      y: entry.residual,
      details: [`Actual: ${formatStat(outcome, entry.actual)}`],
    }));
    return { predictedVsActual, residuals };
  }, [rows, outcome]);
  const largest = useMemo(
    () =>
      [...rows]
        .sort((a, b) => Math.abs(b.residual) - Math.abs(a.residual))
        .slice(0, LARGEST_MISSES),
    [rows],
  );

  const downloadData = () => {
    const { header, lines } = fitCsvTable(
      rows,
      outcome,
      predictors,
      nameHeader,
      hasDetail ? 'Team' : null,
      weightHeader,
    );
    downloadCsv(csvFileName(`${definition.label} model ${sampleLabel}`), toCsv(header, lines));
  };

  return (
    <section className="model-fitting__plots" aria-label="Fit diagnostics">
      <div className="model-fitting__charts">
        <ScatterPlot
          title={`${definition.label}: predicted vs actual`}
          description={`The line is a perfect prediction. ${sampleLabel}.`}
          points={points.predictedVsActual}
          xAxis={axes.predicted}
          yAxis={axes.actual}
          fit={{ slope: 1, intercept: 0, rSquared: fit.rSquared }}
          footnote={footnote}
          pointsLabel={`${nameHeader}s`}
        />
        <ScatterPlot
          title={`${definition.label}: residuals`}
          description={`Above the line: better than the model predicts. ${sampleLabel}.`}
          points={points.residuals}
          xAxis={axes.predicted}
          yAxis={axes.residual}
          fit={{ slope: 0, intercept: 0, rSquared: 0 }}
          footnote={footnote}
          pointsLabel={`${nameHeader}s`}
        />
      </div>
      <div className="model-fitting__data-actions">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={downloadData}
        >
          Download the data (CSV)
        </button>
      </div>
      <ScrollRegion label="Largest misses" className="model-fitting__table">
        <table className="table table-sm align-middle">
          <caption className="caption-top">
            Largest misses: the {largest.length} {nameHeader.toLowerCase()}s farthest from the
            model.
          </caption>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              {hasDetail && <th scope="col">Team</th>}
              <th scope="col" className="text-end">
                Actual
              </th>
              <th scope="col" className="text-end">
                Predicted
              </th>
              <th scope="col" className="text-end">
                Residual
              </th>
            </tr>
          </thead>
          <tbody>
            {largest.map((entry) => (
              <tr key={entry.row.id}>
                <th scope="row" className="fw-normal">
                  {entry.row.name}
                </th>
                {hasDetail && <td>{entry.row.detail}</td>}
                <td className="text-end">{formatStat(outcome, entry.actual)}</td>
                <td className="text-end">{formatStat(outcome, entry.fitted)}</td>
                <td className="text-end">{formatResidual(outcome, entry.residual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
