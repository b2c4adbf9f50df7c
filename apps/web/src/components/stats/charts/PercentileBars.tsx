/**
 * Percentile bars: one bar per stat, as long as its percentile in the comparison pool and
 * coloured on the shared good→bad scale, with the stat's value and percentile beside it.
 * Percentiles are goodness percentiles (100 = best; lower-is-better stats already inverted,
 * METHODS §8). Labels, formats and definitions come from the stat dictionary.
 */
import { scaleLinear } from 'd3-scale';
import { useRef, useState } from 'react';
import { percentileBarColor } from '@/lib/charts/color-scales';
import { useElementWidth } from '@/lib/charts/use-element-width';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { ordinalPercentile } from '@/lib/stats/percentiles';
import { ChartFrame, type ChartTip } from './ChartFrame';
import { useChartMarks } from './use-chart-marks';

export interface PercentileBar {
  key: StatKey;
  value: unknown;
  /** 0-100, 100 best; null when the player or team is outside the pool. */
  percentile: number | null;
}

export interface PercentileBarsProps {
  title: string;
  /** The pool, e.g. "Percentile among D-I guards, 2025-26". */
  description?: string;
  bars: readonly PercentileBar[];
}

const ROW = 30;
const TOP = 8;
const AXIS = 40;
const TEXT = { fontSize: 12, fill: '#111827' } as const;

export function barLabel({ key, value, percentile }: PercentileBar): string {
  const definition = statDefinition(key);
  const shown = formatValue(definition.format, value);
  const rank =
    percentile === null
      ? 'no percentile (not qualified)'
      : `${ordinalPercentile(percentile)} percentile`;
  return `${definition.label}: ${shown}, ${rank}`;
}

export function PercentileBars({ title, description, bars }: PercentileBarsProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(plot, 480);
  const { container, active, markProps } = useChartMarks(bars.length);

  // Narrow screens give the labels less room.
  const labelWidth = width < 420 ? 64 : 120;
  const valueWidth = width < 420 ? 96 : 120;
  const x = scaleLinear()
    .domain([0, 100])
    .range([labelWidth, Math.max(labelWidth + 40, width - valueWidth)]);
  const height = TOP + bars.length * ROW + AXIS;
  const activeBar = active === null ? undefined : bars[active];
  const tip: ChartTip | null =
    activeBar && active !== null
      ? {
          x: x(activeBar.percentile ?? 50) / width,
          y: (TOP + active * ROW) / height,
          content: (
            <>
              <strong>{barLabel(activeBar)}.</strong> {statDefinition(activeBar.key).description}
            </>
          ),
        }
      : null;

  return (
    <ChartFrame title={title} description={description} svgRef={svgRef} tip={tip} plotRef={setPlot}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={title}
        fontFamily="system-ui, sans-serif"
        className="stats-chart__plot--bars"
      >
        <g aria-hidden="true">
          {[0, 25, 50, 75, 100].map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={TOP}
                y2={TOP + bars.length * ROW}
                stroke={tick === 50 ? '#9ca3af' : '#e5e7eb'}
                strokeDasharray={tick === 50 ? '4 3' : undefined}
              />
              <text
                x={x(tick)}
                y={TOP + bars.length * ROW + 14}
                textAnchor="middle"
                fontSize={11}
                fill="#4b5563"
              >
                {tick}
              </text>
            </g>
          ))}
          <text x={x(50)} y={height - 4} textAnchor="middle" fontSize={11} fill="#4b5563">
            Percentile (100 = best)
          </text>
        </g>
        <g ref={container} role="list" aria-label="Percentiles">
          {bars.map((bar, index) => {
            const definition = statDefinition(bar.key);
            const y = TOP + index * ROW;
            const length = bar.percentile === null ? 0 : x(bar.percentile) - x(0);
            return (
              <g key={bar.key} {...markProps(index)} role="listitem" aria-label={barLabel(bar)}>
                <rect x={0} y={y} width={width} height={ROW} fill="transparent" />
                <text x={labelWidth - 8} y={y + ROW / 2 + 4} textAnchor="end" {...TEXT}>
                  {definition.shortLabel}
                </text>
                <rect x={x(0)} y={y + 6} width={x(100) - x(0)} height={ROW - 12} fill="#f3f4f6" />
                <rect
                  x={x(0)}
                  y={y + 6}
                  width={Math.max(0, length)}
                  height={ROW - 12}
                  fill={bar.percentile === null ? '#d1d5db' : percentileBarColor(bar.percentile)}
                />
                <text x={x(100) + 8} y={y + ROW / 2 + 4} {...TEXT}>
                  <tspan fontWeight={700}>{formatValue(definition.format, bar.value)}</tspan>
                  <tspan fill="#4b5563">
                    {' '}
                    {bar.percentile === null ? '—' : ordinalPercentile(bar.percentile)}
                  </tspan>
                </text>
              </g>
            );
          })}
        </g>
      </svg>
    </ChartFrame>
  );
}
