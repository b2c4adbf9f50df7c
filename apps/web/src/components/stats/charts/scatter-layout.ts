/**
 * The geometry of a scatter chart at a given width: the plot box (a height that stays usable on
 * a 375 px phone), nice linear scales with ticks that fit, the mark radius of a size stat (area
 * in proportion to the value's place in its range) and the legend flowed into lines under the
 * axis. Pure functions of the data and the width, so the component only draws.
 */
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { estimateTextWidth, type Box } from '@/lib/charts/label-placement';
import type { QuadrantCorner, QuadrantLabels } from './scatter-types';

export const GUIDE_COLORS = {
  grid: '#e5e7eb',
  axis: '#6b7280',
  text: '#374151',
  average: '#6b7280',
  fit: '#111827',
  halo: '#ffffff',
} as const;

/** Dashes of the average lines (and their legend key). */
export const AVERAGE_DASH = '5 4';

export const AXIS_FONT = 11;
export const LEGEND_FONT = 11;
export const LEGEND_LINE_PX = 17;
const MARGIN_TOP = 12;
const MARGIN_RIGHT = 14;
/** Tick labels, then the axis title under the x axis. */
const X_AXIS_PX = 40;
/** Room for the rotated y title left of the tick labels. */
const Y_TITLE_PX = 20;
const TICK_GAP_PX = 6;

/** The plot's height at a chart width: 0.62 of it, kept between 240 and 480 px. */
export function plotHeightFor(width: number): number {
  return Math.round(Math.min(480, Math.max(240, width * 0.62)));
}

/**
 * The values' range with 5% of room on each side (a single value gets ±1), not below 0 when
 * no value is.
 */
export function paddedExtent(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, 1];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) {
    const room = Math.abs(min) * 0.05 || 1;
    return [min - room, max + room];
  }
  const room = (max - min) * 0.05;
  // Values that cannot be negative (percentages, counts) do not get a negative axis.
  return [min >= 0 ? Math.max(0, min - room) : min - room, max + room];
}

export interface ScatterLayout {
  readonly width: number;
  /** The whole SVG: plot, axes and legend. */
  readonly height: number;
  readonly plot: Box;
  readonly x: ScaleLinear<number, number>;
  readonly y: ScaleLinear<number, number>;
  readonly xTicks: readonly number[];
  readonly yTicks: readonly number[];
  /** Where the legend's first line starts (its baseline). */
  readonly legendTop: number;
}

export interface LayoutInput {
  readonly width: number;
  readonly xValues: readonly number[];
  readonly yValues: readonly number[];
  readonly yTickFormat: (value: number) => string;
  /** Lines the legend takes (flowLegend's count). */
  readonly legendLines: number;
}

export function scatterLayout({
  width,
  xValues,
  yValues,
  yTickFormat,
  legendLines,
}: LayoutInput): ScatterLayout {
  const plotHeight = plotHeightFor(width);
  const yTickCount = Math.max(3, Math.floor(plotHeight / 50));
  const yDomain = scaleLinear().domain(paddedExtent(yValues)).nice(yTickCount);
  const yTicks = yDomain.ticks(yTickCount);
  const widestTick = Math.max(
    0,
    ...yTicks.map((tick) => estimateTextWidth(yTickFormat(tick), AXIS_FONT)),
  );
  const left = Y_TITLE_PX + widestTick + TICK_GAP_PX;
  const plot: Box = {
    x: left,
    y: MARGIN_TOP,
    width: Math.max(40, width - left - MARGIN_RIGHT),
    height: plotHeight,
  };
  const y = yDomain.copy().range([plot.y + plot.height, plot.y]);
  const xTickCount = Math.max(2, Math.floor(plot.width / 80));
  const x = scaleLinear()
    .domain(paddedExtent(xValues))
    .nice(xTickCount)
    .range([plot.x, plot.x + plot.width]);
  const legendTop = plot.y + plot.height + X_AXIS_PX + LEGEND_LINE_PX;
  return {
    width,
    height: legendTop + Math.max(0, legendLines - 1) * LEGEND_LINE_PX + 8,
    plot,
    x,
    y,
    xTicks: x.ticks(xTickCount),
    yTicks,
    legendTop,
  };
}

/**
 * Radius of each size value: the area grows linearly from the smallest value (radius `min`) to
 * the largest (radius `max`); a missing value or a range without spread gets `fallback`.
 */
export function radiusScale(
  sizes: readonly (number | undefined)[],
  [min, max]: readonly [number, number],
  fallback: number,
): (size: number | undefined) => number {
  const finite = sizes.filter(
    (size): size is number => size !== undefined && Number.isFinite(size),
  );
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  if (finite.length === 0 || low === high) return () => fallback;
  const area = scaleLinear()
    .domain([low, high])
    .range([min * min, max * max])
    .clamp(true);
  return (size) =>
    size === undefined || !Number.isFinite(size) ? fallback : Math.sqrt(area(size));
}

export type LegendItem =
  | { readonly kind: 'text'; readonly text: string; readonly bold?: boolean }
  | { readonly kind: 'swatch'; readonly color: string; readonly text: string }
  /** A short stroke before the text: the key of a line on the plot. */
  | {
      readonly kind: 'line';
      readonly color: string;
      readonly dash?: string;
      readonly text: string;
    };

export interface PlacedLegendItem {
  readonly item: LegendItem;
  readonly x: number;
  readonly line: number;
}

export const SWATCH_PX = 10;
export const LINE_KEY_PX = 20;
const ITEM_GAP_PX = 12;

const keyWidth = (item: LegendItem): number =>
  item.kind === 'swatch' ? SWATCH_PX + 4 : item.kind === 'line' ? LINE_KEY_PX + 4 : 0;

const itemWidth = (item: LegendItem): number =>
  estimateTextWidth(item.text, LEGEND_FONT) + keyWidth(item);

/** A text item too wide for a line, cut at spaces into pieces that each fit one. */
function wrapText(item: LegendItem, maxWidth: number): LegendItem[] {
  if (item.kind !== 'text' || itemWidth(item) <= maxWidth) return [item];
  const pieces: string[] = [];
  let current = '';
  for (const word of item.text.split(' ')) {
    const longer = current === '' ? word : `${current} ${word}`;
    if (current !== '' && estimateTextWidth(longer, LEGEND_FONT) > maxWidth) {
      pieces.push(current);
      current = word;
    } else {
      current = longer;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces.map((text) => ({ ...item, text }));
}

/**
 * Lays the legend out in lines no wider than `maxWidth`: each group starts a new line, its
 * items flow left to right and wrap when the next would not fit; a text longer than a line
 * wraps at its spaces.
 */
export function flowLegend(
  groups: readonly (readonly LegendItem[])[],
  maxWidth: number,
): { items: PlacedLegendItem[]; lines: number } {
  const items: PlacedLegendItem[] = [];
  let line = -1;
  for (const group of groups) {
    if (group.length === 0) continue;
    line += 1;
    let x = 0;
    for (const item of group.flatMap((entry) => wrapText(entry, maxWidth))) {
      const width = itemWidth(item);
      if (x > 0 && x + width > maxWidth) {
        line += 1;
        x = 0;
      }
      items.push({ item, x, line });
      x += width + ITEM_GAP_PX;
    }
  }
  return { items, lines: line + 1 };
}

/** A text drawn on the plot (a quadrant label): where, how anchored and the box it covers. */
export interface GuideText {
  readonly key: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'end';
  readonly bold: boolean;
  readonly box: Box;
}

const CORNER_INSET_PX = 6;

/** The quadrant labels in the plot's four corners, with the boxes labels must keep clear of. */
export function quadrantTexts(labels: QuadrantLabels, plot: Box): GuideText[] {
  const corners: readonly QuadrantCorner[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];
  const height = Math.ceil(AXIS_FONT * 1.25);
  return corners.map((corner) => {
    const text = labels[corner];
    const width = estimateTextWidth(text, AXIS_FONT);
    const right = corner.endsWith('Right');
    const top = corner.startsWith('top');
    const boxX = right ? plot.x + plot.width - CORNER_INSET_PX - width : plot.x + CORNER_INSET_PX;
    const boxY = top ? plot.y + CORNER_INSET_PX : plot.y + plot.height - CORNER_INSET_PX - height;
    return {
      key: corner,
      text,
      x: right ? plot.x + plot.width - CORNER_INSET_PX : plot.x + CORNER_INSET_PX,
      y: boxY + AXIS_FONT,
      anchor: right ? 'end' : 'start',
      bold: labels.best === corner,
      box: { x: boxX, y: boxY, width, height },
    };
  });
}
