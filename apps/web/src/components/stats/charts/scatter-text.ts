/**
 * The words of a scatter chart: what a point's tooltip and accessible name say, and the legend
 * lines under the axis (color key, size, averages, fitted line with R², footnote).
 */
import { AVERAGE_DASH, GUIDE_COLORS, type LegendItem } from './scatter-layout';
import type {
  ScatterAxis,
  ScatterColorLegend,
  ScatterFitLine,
  ScatterPoint,
} from './scatter-types';

export const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** What a point's tooltip and accessible name say, line by line. */
export function pointLines(point: ScatterPoint, xAxis: ScatterAxis, yAxis: ScatterAxis): string[] {
  return [
    point.label,
    ...(point.description ? [point.description] : []),
    `${xAxis.shortLabel ?? xAxis.label}: ${xAxis.format(point.x)}`,
    `${yAxis.shortLabel ?? yAxis.label}: ${yAxis.format(point.y)}`,
    ...(point.details ?? []),
  ];
}

export interface LegendInput {
  colorLegend: ScatterColorLegend | null;
  sizeLegend: string | undefined;
  averages: { x: number; y: number } | null;
  fit: ScatterFitLine | null;
  xAxis: ScatterAxis;
  yAxis: ScatterAxis;
  footnote: string | undefined;
}

export function legendGroups(input: LegendInput): LegendItem[][] {
  const { colorLegend, sizeLegend, averages, fit, xAxis, yAxis, footnote } = input;
  const guides: LegendItem[] = [];
  if (averages !== null) {
    guides.push({
      kind: 'line',
      color: GUIDE_COLORS.average,
      dash: AVERAGE_DASH,
      text: `Average: ${xAxis.shortLabel ?? xAxis.label} ${xAxis.format(averages.x)}, ${
        yAxis.shortLabel ?? yAxis.label
      } ${yAxis.format(averages.y)}`,
    });
  }
  if (fit !== null) {
    guides.push({
      kind: 'line',
      color: GUIDE_COLORS.fit,
      text: `Least-squares fit, R² = ${fit.rSquared.toFixed(2)}`,
    });
  }
  return [
    colorLegend === null
      ? []
      : [
          { kind: 'text', text: colorLegend.title, bold: true },
          ...colorLegend.stops.map((stop): LegendItem => ({
            kind: 'swatch',
            color: stop.color,
            text: stop.label,
          })),
        ],
    sizeLegend === undefined ? [] : [{ kind: 'text', text: sizeLegend }],
    guides,
    footnote === undefined ? [] : [{ kind: 'text', text: footnote }],
  ];
}
