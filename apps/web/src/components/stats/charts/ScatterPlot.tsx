/**
 * A scatter chart of any two measures, for the team and player scatter tools and the model
 * fitting plots (predicted against actual, residuals). It takes points in data units and draws
 * them at the container's width with nice axes (d3-scale), and optionally: a third measure as
 * the marks' area, colours chosen by the caller, the average lines, quadrant labels, a fitted
 * line with its R², highlighted points (a search) and labels on the points that stand out most
 * (farthest from the fitted line, else from the centre), placed without overlaps.
 *
 * Keyboard and screen readers: the marks take one tab stop, arrow keys step through them from
 * left to right, each is named by its tooltip text, and Enter (or a click; a first tap on a touch
 * screen shows the tooltip) calls `onPointActivate`. Pages still list the points in a table.
 * Legend and `footnote` (source and season) are drawn inside the SVG so the PNG carries them.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { rankOutliers } from '@/lib/charts/scatter-outliers';
import { useElementWidth } from '@/lib/charts/use-element-width';
import { ChartFrame, type ChartTip } from './ChartFrame';
import { PointLabels, ScatterAxes, ScatterLegend, ScatterPlotGuides } from './ScatterGuides';
import { flowLegend, quadrantTexts, radiusScale, scatterLayout } from './scatter-layout';
import { chartLabels } from './scatter-labels';
import { legendGroups, mean, pointLines } from './scatter-text';
import type {
  QuadrantLabels,
  ScatterAxis,
  ScatterColorLegend,
  ScatterFitLine,
  ScatterPoint,
} from './scatter-types';
export { pointLines } from './scatter-text';
import { useChartMarks } from './use-chart-marks';
import './scatter-plot.css';

export type {
  QuadrantCorner,
  QuadrantLabels,
  ScatterAxis,
  ScatterColorLegend,
  ScatterFitLine,
  ScatterPoint,
} from './scatter-types';

export interface ScatterPlotProps {
  /** The chart's caption and the PNG's title (name the season in it). */
  title: string;
  description?: string;
  points: readonly ScatterPoint[];
  xAxis: ScatterAxis;
  yAxis: ScatterAxis;
  /** Dashed lines at the mean of x and of y. */
  showAverages?: boolean;
  /** Texts for the quarters the mean lines cut the plot into. */
  quadrantLabels?: QuadrantLabels | null;
  /** A fitted line (lib/charts/least-squares); its R² goes in the legend. */
  fit?: ScatterFitLine | null;
  /** Points drawn on top with a dark ring and always labelled; the others fade. */
  highlightedIds?: ReadonlySet<string>;
  /** Click, Enter or Space on a point (e.g. open its page at `point.href`). */
  onPointActivate?: (point: ScatterPoint) => void;
  /** Most outlier labels (fewer on narrow screens); 0 labels none. */
  maxOutlierLabels?: number;
  /** Radius of a mark without a size, px. */
  pointRadius?: number;
  /** Smallest and largest radius of sized marks, px. */
  sizeRange?: readonly [number, number];
  /** Legend line for the size measure, e.g. "Size: points per game (larger = more)". */
  sizeLegend?: string;
  colorLegend?: ScatterColorLegend | null;
  /** Last legend line, e.g. "Source: Courtside · 2024-25 Men's Basketball". */
  footnote?: string;
  /** Accessible name of the set of marks, e.g. "Teams". */
  pointsLabel?: string;
}

export const DEFAULT_POINT_COLOR = '#2166ac';
const HIGHLIGHT_RING = '#111827';
const BADGE_MIN_RADIUS = 8;
const NARROW_CHART_PX = 480;
/** Charts this wide or wider draw marks at their full radius. */
const FULL_SIZE_WIDTH_PX = 640;
const DEFAULT_SIZE_RANGE = [3, 13] as const;

export function ScatterPlot({
  title,
  description,
  points,
  xAxis,
  yAxis,
  showAverages = false,
  quadrantLabels = null,
  fit = null,
  highlightedIds,
  onPointActivate,
  maxOutlierLabels = 8,
  pointRadius = 5,
  sizeRange = DEFAULT_SIZE_RANGE,
  sizeLegend,
  colorLegend = null,
  footnote,
  pointsLabel = 'Points',
}: ScatterPlotProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [plotElement, setPlotElement] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(plotElement, 640);
  const clipId = `scatter-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const highlighted = highlightedIds ?? EMPTY_IDS;

  const averages = useMemo(
    () =>
      points.length === 0
        ? null
        : { x: mean(points.map((point) => point.x)), y: mean(points.map((point) => point.y)) },
    [points],
  );
  const legend = useMemo(
    () =>
      flowLegend(
        legendGroups({
          colorLegend,
          sizeLegend,
          averages: showAverages ? averages : null,
          fit,
          xAxis,
          yAxis,
          footnote,
        }),
        Math.max(120, width - 16),
      ),
    [colorLegend, sizeLegend, showAverages, averages, fit, xAxis, yAxis, footnote, width],
  );
  // Kept across hover and focus changes, so the labels below are placed once per chart.
  const layout = useMemo(
    () =>
      scatterLayout({
        width,
        xValues: points.map((point) => point.x),
        yValues: points.map((point) => point.y),
        yTickFormat: yAxis.tickFormat ?? yAxis.format,
        legendLines: legend.lines,
      }),
    [width, points, yAxis, legend.lines],
  );
  const { x, y } = layout;
  // Marks shrink a little on a phone, so a division's teams do not cover each other.
  const markScale = Math.min(1, Math.max(0.7, width / FULL_SIZE_WIDTH_PX));
  const [smallest, largest] = sizeRange;
  const radiusOf = useMemo(
    () =>
      radiusScale(
        points.map((point) => point.size),
        [smallest * markScale, largest * markScale],
        pointRadius * markScale,
      ),
    [points, smallest, largest, pointRadius, markScale],
  );

  // Keyboard order: left to right, then bottom to top.
  const keyboardOrder = useMemo(
    () => points.map((_, index) => index).sort((a, b) => compareXy(points[a], points[b])),
    [points],
  );
  const keyboardIndexOf = useMemo(
    () => new Map(keyboardOrder.map((pointIndex, position) => [pointIndex, position])),
    [keyboardOrder],
  );
  // Drawing order: large marks under small ones, highlighted marks on top.
  const drawOrder = useMemo(
    () =>
      points
        .map((_, index) => index)
        .sort((a, b) => {
          const lift = (index: number) => (highlighted.has(points[index]?.id ?? '') ? 1 : 0);
          const pa = points[a];
          const pb = points[b];
          return lift(a) - lift(b) || radiusOf(pb?.size) - radiusOf(pa?.size);
        }),
    [points, highlighted, radiusOf],
  );
  const { container, active, setActive, markProps } = useChartMarks(points.length);
  const activePoint = active === null ? undefined : points[keyboardOrder[active] ?? -1];

  const ranked = useMemo(() => rankOutliers(points, fit), [points, fit]);
  const quadrants = useMemo(
    () => (quadrantLabels === null ? [] : quadrantTexts(quadrantLabels, layout.plot)),
    [quadrantLabels, layout.plot],
  );
  const outlierCount = width < NARROW_CHART_PX ? Math.ceil(maxOutlierLabels / 2) : maxOutlierLabels;
  const labels = useMemo(
    () =>
      chartLabels({
        points: points.map((point) => ({
          id: point.id,
          label: point.label,
          cx: layout.x(point.x),
          cy: layout.y(point.y),
          radius: radiusOf(point.size),
        })),
        ranked,
        highlighted,
        plot: layout.plot,
        quadrants: quadrants.map((quadrant) => quadrant.box),
        outliers: outlierCount,
      }),
    [points, ranked, highlighted, layout, quadrants, radiusOf, outlierCount],
  );

  const armed = useRef<string | null>(null);
  const pointerType = useRef('mouse');
  const activate = (point: ScatterPoint, keyboardIndex: number) => {
    // A first tap on a touch screen shows the tooltip; a second one opens the point.
    if (pointerType.current === 'touch' && armed.current !== point.id) {
      armed.current = point.id;
      setActive(keyboardIndex);
      return;
    }
    armed.current = null;
    onPointActivate?.(point);
  };

  const tip: ChartTip | null =
    activePoint === undefined
      ? null
      : {
          x: x(activePoint.x) / layout.width,
          y: y(activePoint.y) / layout.height,
          content: <TipContent lines={pointLines(activePoint, xAxis, yAxis)} />,
        };
  const faded = highlighted.size > 0;

  return (
    <ChartFrame
      title={title}
      description={description}
      svgRef={svgRef}
      tip={tip}
      plotRef={setPlotElement}
      className="stats-chart--scatter"
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label={`${title}: ${yAxis.label} against ${xAxis.label}`}
        fontFamily="system-ui, sans-serif"
      >
        <ScatterAxes layout={layout} xAxis={xAxis} yAxis={yAxis} />
        <ScatterPlotGuides
          layout={layout}
          clipId={clipId}
          averages={showAverages || quadrantLabels !== null ? averages : null}
          fit={fit}
          quadrants={quadrants}
        />
        <g ref={container} role="group" aria-label={pointsLabel} clipPath={`url(#${clipId})`}>
          {drawOrder.map((pointIndex) => {
            const point = points[pointIndex];
            const keyboardIndex = keyboardIndexOf.get(pointIndex) ?? 0;
            if (point === undefined) return null;
            const radius = radiusOf(point.size);
            const isHighlighted = highlighted.has(point.id);
            const isActive = activePoint?.id === point.id;
            const mark = markProps(keyboardIndex);
            return (
              <g
                key={point.id}
                {...mark}
                role="img"
                aria-label={pointLines(point, xAxis, yAxis).join(', ')}
                data-highlighted={isHighlighted ? 'true' : undefined}
                transform={`translate(${x(point.x)}, ${y(point.y)})`}
                opacity={faded && !isHighlighted && !isActive ? 0.3 : 1}
                cursor={onPointActivate ? 'pointer' : undefined}
                onPointerDown={(event) => {
                  pointerType.current = event.pointerType;
                }}
                onClick={() => activate(point, keyboardIndex)}
                onKeyDown={(event: KeyboardEvent<SVGElement>) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onPointActivate?.(point);
                    return;
                  }
                  mark.onKeyDown(event);
                }}
              >
                <circle
                  r={radius + (isHighlighted ? 1.5 : 0)}
                  fill={point.color ?? DEFAULT_POINT_COLOR}
                  fillOpacity={0.88}
                  stroke={isHighlighted ? HIGHLIGHT_RING : '#ffffff'}
                  strokeWidth={isHighlighted ? 2.5 : 0.75}
                />
                {isActive && (
                  <circle r={radius + 4} fill="none" stroke={HIGHLIGHT_RING} strokeWidth={1.5} />
                )}
                {point.badge !== undefined && radius >= BADGE_MIN_RADIUS && (
                  <text
                    textAnchor="middle"
                    dy="0.35em"
                    fontSize={Math.min(11, radius * 0.8)}
                    fontWeight={700}
                    fill={point.badgeColor ?? '#ffffff'}
                    pointerEvents="none"
                    aria-hidden="true"
                  >
                    {point.badge}
                  </text>
                )}
              </g>
            );
          })}
        </g>
        <PointLabels labels={labels} />
        <ScatterLegend items={legend.items} left={8} top={layout.legendTop} />
      </svg>
    </ChartFrame>
  );
}

const EMPTY_IDS: ReadonlySet<string> = new Set();

function compareXy(a: ScatterPoint | undefined, b: ScatterPoint | undefined): number {
  if (a === undefined || b === undefined) return 0;
  return a.x - b.x || a.y - b.y;
}

function TipContent({ lines }: { lines: readonly string[] }) {
  const [name, ...rest] = lines;
  return (
    <>
      <strong className="d-block">{name}</strong>
      {rest.map((line) => (
        <span key={line} className="d-block">
          {line}
        </span>
      ))}
    </>
  );
}
