/**
 * The game flow chart: the score margin (home minus away) over game time as a step area above
 * and below zero in the teams' colours, and the home team's win probability under it, with
 * period lines, axes and a tooltip per scoring event. The plot takes one tab stop; arrow keys
 * step through the events, Home/End jump to tip-off and the final horn.
 */
import { bisector } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { area, curveStepAfter, line } from 'd3-shape';
import { useRef, useState, type MouseEvent } from 'react';
import { gameClock, periodEnds, periodShortName, type PeriodFormat } from '@/lib/charts/game-time';
import { useElementWidth } from '@/lib/charts/use-element-width';
import { formatValue } from '@/lib/stats/format';
import { ChartFrame, type ChartTip } from './ChartFrame';
import { useChartMarks } from './use-chart-marks';

export interface GameFlowPoint {
  /** Seconds since tip-off. */
  seconds: number;
  homeScore: number;
  awayScore: number;
  /** The home team's win probability after the event (0-1), null where not computed. */
  homeWinProbability: number | null;
  /** What happened, e.g. "J. Smith makes 3-pt jump shot". */
  description?: string;
}

export interface GameFlowTeam {
  name: string;
  color: string;
}

export interface GameFlowChartProps {
  title: string;
  description?: string;
  /** Events in time order; the chart starts from 0-0 at tip-off. */
  points: readonly GameFlowPoint[];
  /** Length of each period in seconds (lib/charts/game-time periodLengths). */
  periodLengths: readonly number[];
  periodFormat: PeriodFormat;
  home: GameFlowTeam;
  away: GameFlowTeam;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };
const SCORE_HEIGHT = 180;
const GAP = 34;
const WP_HEIGHT = 90;
const HEIGHT = MARGIN.top + SCORE_HEIGHT + GAP + WP_HEIGHT + MARGIN.bottom;
const AXIS_TEXT = { fontSize: 11, fill: '#4b5563' } as const;

/** The largest lead shown, rounded up to a multiple of 5 (at least 5). */
function marginExtent(points: readonly GameFlowPoint[]): number {
  const largest = Math.max(0, ...points.map((p) => Math.abs(p.homeScore - p.awayScore)));
  return Math.max(5, Math.ceil(largest / 5) * 5);
}

export function pointLabel(
  point: GameFlowPoint,
  { home, away, periodLengths, periodFormat }: GameFlowChartProps,
): string {
  const time = gameClock(point.seconds, periodLengths, periodFormat).label;
  const score = `${home.name} ${point.homeScore}, ${away.name} ${point.awayScore}`;
  const chance =
    point.homeWinProbability === null
      ? ''
      : `; ${home.name} win probability ${formatValue('pct', point.homeWinProbability)}`;
  const what = point.description ? `: ${point.description}` : '';
  return `${time}${what}. ${score}${chance}`;
}

export function GameFlowChart(props: GameFlowChartProps) {
  const { title, description, points, periodLengths, periodFormat, home, away } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(plot, 640);
  const { container, active, setActive, markProps } = useChartMarks(points.length);

  const ends = periodEnds(periodLengths);
  const total = ends.at(-1) ?? 2400;
  const x = scaleLinear()
    .domain([0, total])
    .range([MARGIN.left, width - MARGIN.right]);
  const extent = marginExtent(points);
  const yScore = scaleLinear()
    .domain([-extent, extent])
    .range([MARGIN.top + SCORE_HEIGHT, MARGIN.top]);
  const wpTop = MARGIN.top + SCORE_HEIGHT + GAP;
  const yWp = scaleLinear()
    .domain([0, 1])
    .range([wpTop + WP_HEIGHT, wpTop]);

  // From 0-0 at tip-off to the last event, held flat to the end of the game.
  const last = points.at(-1);
  const series: GameFlowPoint[] = [
    {
      seconds: 0,
      homeScore: 0,
      awayScore: 0,
      homeWinProbability: points[0]?.homeWinProbability ?? null,
    },
    ...points,
    ...(last ? [{ ...last, seconds: total }] : []),
  ];
  const margin = (p: GameFlowPoint) => p.homeScore - p.awayScore;
  const homeArea = area<GameFlowPoint>()
    .x((p) => x(p.seconds))
    .y0(yScore(0))
    .y1((p) => yScore(Math.max(0, margin(p))))
    .curve(curveStepAfter)(series);
  const awayArea = area<GameFlowPoint>()
    .x((p) => x(p.seconds))
    .y0(yScore(0))
    .y1((p) => yScore(Math.min(0, margin(p))))
    .curve(curveStepAfter)(series);
  const wpLine = line<GameFlowPoint>()
    .defined((p) => p.homeWinProbability !== null)
    .x((p) => x(p.seconds))
    .y((p) => yWp(p.homeWinProbability ?? 0.5))
    .curve(curveStepAfter)(series);

  const activePoint = active === null ? undefined : points[active];
  const tip: ChartTip | null = activePoint
    ? {
        x: x(activePoint.seconds) / width,
        y: yScore(margin(activePoint)) / HEIGHT,
        content: pointLabel(activePoint, props),
      }
    : null;
  const marginTicks = yScore.ticks(6);
  const byTime = bisector<GameFlowPoint, number>((p) => p.seconds);

  /** The pointer picks the event nearest in time. */
  const track = (event: MouseEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!bounds || bounds.width === 0 || points.length === 0) return;
    const seconds = x.invert(((event.clientX - bounds.left) * width) / bounds.width);
    const after = Math.min(points.length - 1, byTime.left(points, seconds));
    const before = Math.max(0, after - 1);
    const nearer =
      Math.abs((points[before]?.seconds ?? 0) - seconds) <=
      Math.abs((points[after]?.seconds ?? 0) - seconds)
        ? before
        : after;
    setActive(nearer);
  };

  return (
    <ChartFrame title={title} description={description} svgRef={svgRef} tip={tip} plotRef={setPlot}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="group"
        aria-label={`${title}: ${home.name} lead above the line, ${away.name} lead below`}
        fontFamily="system-ui, sans-serif"
        className="stats-chart__plot--flow"
      >
        <g aria-hidden="true">
          {marginTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={yScore(tick)}
                y2={yScore(tick)}
                stroke={tick === 0 ? '#6b7280' : '#e5e7eb'}
              />
              <text x={MARGIN.left - 6} y={yScore(tick) + 4} textAnchor="end" {...AXIS_TEXT}>
                {tick === 0 ? 'Tied' : `+${Math.abs(tick)}`}
              </text>
            </g>
          ))}
          <path d={homeArea ?? ''} fill={home.color} fillOpacity={0.75} />
          <path d={awayArea ?? ''} fill={away.color} fillOpacity={0.75} />
          <text x={MARGIN.left + 4} y={MARGIN.top + 12} {...AXIS_TEXT} fontWeight={600}>
            ▲ {home.name} ahead
          </text>
          <text
            x={MARGIN.left + 4}
            y={MARGIN.top + SCORE_HEIGHT - 4}
            {...AXIS_TEXT}
            fontWeight={600}
          >
            ▼ {away.name} ahead
          </text>
          {[0, 0.5, 1].map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={yWp(tick)}
                y2={yWp(tick)}
                stroke={tick === 0.5 ? '#9ca3af' : '#e5e7eb'}
                strokeDasharray={tick === 0.5 ? '4 3' : undefined}
              />
              <text x={MARGIN.left - 6} y={yWp(tick) + 4} textAnchor="end" {...AXIS_TEXT}>
                {formatValue('pct', tick).replace('.0', '')}
              </text>
            </g>
          ))}
          <text x={MARGIN.left} y={wpTop - 6} {...AXIS_TEXT} fontWeight={600}>
            {home.name} win probability
          </text>
          <path d={wpLine ?? ''} fill="none" stroke={home.color} strokeWidth={2} />
          {ends.map((end, index) => (
            <g key={end}>
              {index < ends.length - 1 && (
                <line
                  x1={x(end)}
                  x2={x(end)}
                  y1={MARGIN.top}
                  y2={wpTop + WP_HEIGHT}
                  stroke="#9ca3af"
                  strokeDasharray="3 3"
                />
              )}
              <text
                x={x(end - (periodLengths[index] ?? 0) / 2)}
                y={HEIGHT - 8}
                textAnchor="middle"
                {...AXIS_TEXT}
              >
                {periodShortName(index + 1, periodFormat)}
              </text>
            </g>
          ))}
        </g>
        <rect
          x={MARGIN.left}
          y={MARGIN.top}
          width={Math.max(0, width - MARGIN.left - MARGIN.right)}
          height={SCORE_HEIGHT + GAP + WP_HEIGHT}
          fill="transparent"
          onMouseMove={track}
          onMouseLeave={() => setActive(null)}
          aria-hidden="true"
        />
        <g ref={container} role="group" aria-label="Scoring events">
          {points.map((point, index) => (
            <circle
              key={index}
              {...markProps(index)}
              role="img"
              aria-label={pointLabel(point, props)}
              cx={x(point.seconds)}
              cy={yScore(margin(point))}
              r={active === index ? 4 : 2.5}
              fill={active === index ? '#111827' : 'transparent'}
              stroke="none"
              pointerEvents="none"
            />
          ))}
        </g>
      </svg>
    </ChartFrame>
  );
}
