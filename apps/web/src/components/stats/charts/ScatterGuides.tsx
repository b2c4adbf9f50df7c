/**
 * What a scatter chart draws besides its marks: the grid with tick labels and axis titles, the
 * dashed average lines, the quadrant labels, the fitted line, the outlier labels and the legend
 * under the axis. Everything is drawn with presentation attributes so the PNG export looks like
 * the page, and hidden from assistive technology (the marks and the data table carry the data).
 */
import { estimateTextWidth, type PlacedLabel } from '@/lib/charts/label-placement';
import { predictY } from '@/lib/charts/least-squares';
import {
  AVERAGE_DASH,
  AXIS_FONT,
  GUIDE_COLORS,
  LEGEND_FONT,
  LEGEND_LINE_PX,
  LINE_KEY_PX,
  SWATCH_PX,
  type GuideText,
  type PlacedLegendItem,
  type ScatterLayout,
} from './scatter-layout';
import type { ScatterAxis, ScatterFitLine } from './scatter-types';

const TEXT = { fontSize: AXIS_FONT, fill: GUIDE_COLORS.text } as const;
/** A white outline under the text keeps labels readable over marks and lines. */
const HALO = {
  stroke: GUIDE_COLORS.halo,
  strokeWidth: 3,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
} as const;

interface AxesProps {
  layout: ScatterLayout;
  xAxis: ScatterAxis;
  yAxis: ScatterAxis;
}

/** The axis title, or its short name when the title is longer than the axis. */
function axisTitle(axis: ScatterAxis, length: number): string {
  return estimateTextWidth(axis.label, AXIS_FONT) <= length
    ? axis.label
    : (axis.shortLabel ?? axis.label);
}

export function ScatterAxes({ layout, xAxis, yAxis }: AxesProps) {
  const { plot, x, y, xTicks, yTicks } = layout;
  const xTick = xAxis.tickFormat ?? xAxis.format;
  const yTick = yAxis.tickFormat ?? yAxis.format;
  const bottom = plot.y + plot.height;
  return (
    <g aria-hidden="true">
      <rect {...plot} fill="#ffffff" stroke={GUIDE_COLORS.grid} />
      {xTicks.map((tick) => (
        <g key={`x${tick}`}>
          <line x1={x(tick)} x2={x(tick)} y1={plot.y} y2={bottom} stroke={GUIDE_COLORS.grid} />
          <text x={x(tick)} y={bottom + 15} textAnchor="middle" {...TEXT}>
            {xTick(tick)}
          </text>
        </g>
      ))}
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line
            x1={plot.x}
            x2={plot.x + plot.width}
            y1={y(tick)}
            y2={y(tick)}
            stroke={GUIDE_COLORS.grid}
          />
          <text x={plot.x - 6} y={y(tick) + 4} textAnchor="end" {...TEXT}>
            {yTick(tick)}
          </text>
        </g>
      ))}
      <line
        x1={plot.x}
        x2={plot.x + plot.width}
        y1={bottom}
        y2={bottom}
        stroke={GUIDE_COLORS.axis}
      />
      <line x1={plot.x} x2={plot.x} y1={plot.y} y2={bottom} stroke={GUIDE_COLORS.axis} />
      <text
        x={plot.x + plot.width / 2}
        y={bottom + 33}
        textAnchor="middle"
        {...TEXT}
        fontWeight={600}
      >
        {axisTitle(xAxis, plot.width)}
      </text>
      <text
        transform={`translate(12, ${plot.y + plot.height / 2}) rotate(-90)`}
        textAnchor="middle"
        {...TEXT}
        fontWeight={600}
      >
        {axisTitle(yAxis, plot.height)}
      </text>
    </g>
  );
}

interface GuidesProps {
  layout: ScatterLayout;
  clipId: string;
  averages: { x: number; y: number } | null;
  fit: ScatterFitLine | null;
  quadrants: readonly GuideText[];
}

/** Average lines, the fitted line (clipped to the plot) and the quadrant labels. */
export function ScatterPlotGuides({ layout, clipId, averages, fit, quadrants }: GuidesProps) {
  const { plot, x, y } = layout;
  const [x0, x1] = x.domain() as [number, number];
  return (
    <g aria-hidden="true">
      <defs>
        <clipPath id={clipId}>
          <rect {...plot} />
        </clipPath>
      </defs>
      {averages !== null && (
        <g stroke={GUIDE_COLORS.average} strokeDasharray={AVERAGE_DASH} strokeWidth={1.25}>
          <line x1={x(averages.x)} x2={x(averages.x)} y1={plot.y} y2={plot.y + plot.height} />
          <line x1={plot.x} x2={plot.x + plot.width} y1={y(averages.y)} y2={y(averages.y)} />
        </g>
      )}
      {fit !== null && (
        <line
          clipPath={`url(#${clipId})`}
          x1={x(x0)}
          x2={x(x1)}
          y1={y(predictY(fit, x0))}
          y2={y(predictY(fit, x1))}
          stroke={GUIDE_COLORS.fit}
          strokeWidth={1.5}
        />
      )}
      {quadrants.map((quadrant) => (
        <text
          key={quadrant.key}
          x={quadrant.x}
          y={quadrant.y}
          textAnchor={quadrant.anchor}
          {...TEXT}
          {...HALO}
          fontWeight={quadrant.bold ? 700 : 400}
          fill={quadrant.bold ? '#111827' : GUIDE_COLORS.text}
        >
          {quadrant.text}
        </text>
      ))}
    </g>
  );
}

/** The outlier and search labels placed by lib/charts/label-placement. */
export function PointLabels({ labels }: { labels: readonly PlacedLabel[] }) {
  return (
    <g aria-hidden="true" pointerEvents="none">
      {labels.map((label) => (
        <text
          key={label.id}
          x={label.textX}
          y={label.textY}
          {...HALO}
          fontSize={AXIS_FONT}
          fill="#111827"
          fontWeight={600}
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}

/** The legend lines under the x axis (flowLegend's layout). */
export function ScatterLegend({
  items,
  left,
  top,
}: {
  items: readonly PlacedLegendItem[];
  left: number;
  top: number;
}) {
  return (
    <g transform={`translate(${left}, ${top})`} fontSize={LEGEND_FONT} fill={GUIDE_COLORS.text}>
      {items.map(({ item, x, line }, index) => {
        const baseline = line * LEGEND_LINE_PX;
        if (item.kind === 'text') {
          return (
            <text key={index} x={x} y={baseline} fontWeight={item.bold === true ? 600 : 400}>
              {item.text}
            </text>
          );
        }
        if (item.kind === 'line') {
          return (
            <g key={index}>
              <line
                x1={x}
                x2={x + LINE_KEY_PX}
                y1={baseline - 4}
                y2={baseline - 4}
                stroke={item.color}
                strokeWidth={1.5}
                strokeDasharray={item.dash}
              />
              <text x={x + LINE_KEY_PX + 4} y={baseline}>
                {item.text}
              </text>
            </g>
          );
        }
        return (
          <g key={index}>
            <circle
              cx={x + SWATCH_PX / 2}
              cy={baseline - 4}
              r={SWATCH_PX / 2}
              fill={item.color}
              stroke="#ffffff"
            />
            <text x={x + SWATCH_PX + 4} y={baseline}>
              {item.text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
