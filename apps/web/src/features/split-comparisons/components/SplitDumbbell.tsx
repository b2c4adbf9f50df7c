/**
 * The chart: one line per team from its value in split A (filled circle) to its value in split
 * B (hollow square), teams by difference from the largest down, the difference written at the
 * right. Two shapes as well as two colours, so the splits read apart without colour. Each team
 * is a focusable mark (arrow keys move between them) whose name says both values; the legend is
 * drawn in the SVG, so the downloaded PNG (title, source and season added) carries it.
 */
import { scaleLinear } from 'd3-scale';
import { useRef, useState } from 'react';
import { ChartFrame, type ChartTip } from '@/components/stats/charts/ChartFrame';
import { useChartMarks } from '@/components/stats/charts/use-chart-marks';
import { useElementWidth } from '@/lib/charts/use-element-width';
import { formatValue, type StatFormat } from '@/lib/stats/format';
import type { ChartRows, ChartTeam } from '../content/chart-rows';
import type { DifferenceFormat } from '../content/comparison';
import type { SplitOption } from '../content/splits';

export interface SplitDumbbellProps {
  title: string;
  description: string;
  exportNote: string;
  chart: ChartRows;
  a: SplitOption;
  b: SplitOption;
  shownFormat: StatFormat;
  differenceFormat: DifferenceFormat;
}

const COLOR_A = '#2166ac';
const COLOR_B = '#b35806';
const ROW = 22;
const LEGEND = 28;
const AXIS = 30;
const TEXT = { fontSize: 11, fill: '#111827' } as const;
const MUTED = '#4b5563';

/** Names cut to the label column (about 7 px a character at 11 px). */
function truncate(text: string, room: number): string {
  const chars = Math.max(4, Math.floor((room - 8) / 7));
  return text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`;
}

export function SplitDumbbell({
  title,
  description,
  exportNote,
  chart,
  a,
  b,
  shownFormat,
  differenceFormat,
}: SplitDumbbellProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(plot, 640);
  const teams = [...chart.top, ...chart.bottom];
  const { container, active, markProps } = useChartMarks(teams.length);

  const narrow = width < 480;
  const labelWidth = narrow ? 86 : 150;
  const differenceWidth = 58;
  const gapRows = chart.bottom.length > 0 ? 1 : 0;
  const plotHeight = (teams.length + gapRows) * ROW;
  const height = LEGEND + plotHeight + AXIS;
  const values = teams.flatMap((team) => [team.a, team.b]);
  const x = scaleLinear()
    .domain([Math.min(...values), Math.max(...values)])
    .range([labelWidth + 8, Math.max(labelWidth + 48, width - differenceWidth - 8)])
    .nice();
  const rowY = (index: number) =>
    LEGEND + (index + (index >= chart.top.length ? gapRows : 0)) * ROW + ROW / 2;

  const differenceText = (team: ChartTeam) =>
    formatValue(differenceFormat.format, team.difference * differenceFormat.scale);
  const markLabel = (team: ChartTeam) =>
    `${team.row.teamMarket}: ${a.label} ${formatValue(shownFormat, team.a)}, ${b.label} ${formatValue(
      shownFormat,
      team.b,
    )}, difference ${differenceText(team)}`;

  const activeTeam = active === null ? undefined : teams[active];
  const tip: ChartTip | null =
    activeTeam && active !== null
      ? {
          x: x((activeTeam.a + activeTeam.b) / 2) / width,
          y: rowY(active) / height,
          content: markLabel(activeTeam),
        }
      : null;

  return (
    <ChartFrame
      title={title}
      description={description}
      svgRef={svgRef}
      tip={tip}
      plotRef={setPlot}
      exportNote={exportNote}
      className="split-chart"
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={title}
        fontFamily="system-ui, sans-serif"
        className="stats-chart__plot--bars"
      >
        <g aria-hidden="true">
          <circle cx={10} cy={12} r={5} fill={COLOR_A} />
          <text x={20} y={16} {...TEXT}>
            {a.label} (A)
          </text>
          <rect
            x={narrow ? 130 : 200}
            y={7}
            width={9}
            height={9}
            fill="#fff"
            stroke={COLOR_B}
            strokeWidth={2}
          />
          <text x={(narrow ? 130 : 200) + 15} y={16} {...TEXT}>
            {b.label} (B)
          </text>
          <text x={width - 4} y={16} textAnchor="end" fontSize={11} fill={MUTED}>
            A − B
          </text>
          {x.ticks(narrow ? 4 : 6).map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={LEGEND}
                y2={LEGEND + plotHeight}
                stroke="#e5e7eb"
              />
              <text
                x={x(tick)}
                y={LEGEND + plotHeight + 14}
                textAnchor="middle"
                fontSize={11}
                fill={MUTED}
              >
                {formatValue(shownFormat, tick)}
              </text>
            </g>
          ))}
          {gapRows > 0 && (
            <text
              x={labelWidth}
              y={LEGEND + chart.top.length * ROW + ROW / 2 + 4}
              textAnchor="end"
              fontSize={11}
              fill={MUTED}
            >
              {`⋮ ${chart.counted - teams.length} more`}
            </text>
          )}
        </g>
        <g ref={container} role="list" aria-label={`${a.label} and ${b.label} by team`}>
          {teams.map((team, index) => {
            const y = rowY(index);
            return (
              <g
                key={team.row.teamId}
                {...markProps(index)}
                role="listitem"
                aria-label={markLabel(team)}
              >
                <rect x={0} y={y - ROW / 2} width={width} height={ROW} fill="transparent" />
                <text x={labelWidth - 4} y={y + 4} textAnchor="end" {...TEXT}>
                  {truncate(team.row.teamMarket, labelWidth)}
                </text>
                <line
                  x1={x(team.a)}
                  x2={x(team.b)}
                  y1={y}
                  y2={y}
                  stroke="#9ca3af"
                  strokeWidth={2}
                />
                <rect
                  x={x(team.b) - 4.5}
                  y={y - 4.5}
                  width={9}
                  height={9}
                  fill="#fff"
                  stroke={COLOR_B}
                  strokeWidth={2}
                />
                <circle cx={x(team.a)} cy={y} r={5} fill={COLOR_A} />
                <text x={width - 4} y={y + 4} textAnchor="end" {...TEXT}>
                  {differenceText(team)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
    </ChartFrame>
  );
}
