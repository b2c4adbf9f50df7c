/**
 * A half-court shot chart (NCAA dimensions, the season's three-point line) in one of three
 * modes: dots (every shot), hexes (size by attempts, colour by FG% against the league at that
 * spot) or zones (colour by FG% against the league in each zone). Title, legend, keyboard
 * tooltips and PNG download come with it; the SVG scales to the container's width.
 */
import { useId, useMemo, useRef } from 'react';
import {
  LEAGUE_RELATIVE_CLAMP_POINTS,
  SHOT_COLORS,
  leagueRelativeColor,
} from '@/lib/charts/color-scales';
import {
  COURT_VIEWBOX,
  HALF_COURT_Y,
  LINE_22_1_75,
  courtLines,
  zoneShapes,
  type Point,
  type ThreePointLine,
  type ZoneLayout,
} from '@/lib/charts/court-geometry';
import {
  binShots,
  hexRadius,
  hexagonPath,
  type HexBinOptions,
  type HexDatum,
  type ShotPoint,
} from '@/lib/charts/hex-bins';
import { formatValue } from '@/lib/stats/format';
import { ChartFrame, type ChartTip } from './ChartFrame';
import { CourtFloor, CourtMarkings } from './CourtMarkings';
import type { ZoneShooting } from './shot-chart-data';
import {
  DotLayer,
  HexLayer,
  ZoneLayer,
  dotLabel,
  dotPosition,
  emptyZone,
  hexLabel,
  zoneLabel,
} from './ShotLayers';
import { useChartMarks } from './use-chart-marks';

export type ShotChartData =
  | { mode: 'dots'; shots: readonly ShotPoint[] }
  | {
      mode: 'hexes';
      shots: readonly ShotPoint[];
      /** The league's FG% at a hex centre (from the league's hexes), null where unknown. */
      leagueFgPctAt: (center: Point) => number | null;
      options?: HexBinOptions;
    }
  | {
      mode: 'hexes';
      /** Hexes already counted (e.g. a whole division's, from `lg-hexes`), drawn as given. */
      bins: readonly HexDatum[];
    }
  | { mode: 'zones'; zones: readonly ZoneShooting[]; layout?: ZoneLayout };

export type ShotChartProps = ShotChartData & {
  title: string;
  description?: string;
  /** The season's line (lib/charts/court-geometry threePointLineFor); 22'1.75" by default. */
  line?: ThreePointLine;
  /** A line under the chart in the downloaded image only (e.g. source and season). */
  exportNote?: string;
};

/** Height of the legend band under the court, ft. */
const LEGEND_FT = 7;
const VIEW = { ...COURT_VIEWBOX, height: COURT_VIEWBOX.height + LEGEND_FT };

function tipAt([x, y]: Point, content: string): ChartTip {
  return { x: (x - VIEW.x) / VIEW.width, y: (y - VIEW.y) / VIEW.height, content };
}

export function ShotChart(props: ShotChartProps) {
  const { title, description, line = LINE_22_1_75, exportNote } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  // An id per chart (two teams' charts share a page); React's ids hold characters that are
  // awkward in url(#…) references, so only the safe ones are kept.
  const clipId = `court-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const shotHexes = props.mode === 'hexes' && 'shots' in props ? props : null;
  const hexShots = shotHexes?.shots ?? null;
  const leagueFgPctAt = shotHexes?.leagueFgPctAt ?? null;
  const hexOptions = shotHexes?.options;
  const givenBins = props.mode === 'hexes' && 'bins' in props ? props.bins : null;
  const hexes = useMemo(
    () =>
      givenBins ?? (hexShots && leagueFgPctAt ? binShots(hexShots, leagueFgPctAt, hexOptions) : []),
    [givenBins, hexShots, leagueFgPctAt, hexOptions],
  );
  const layout = props.mode === 'zones' ? (props.layout ?? 'areas') : 'areas';
  const shapes = useMemo(() => zoneShapes(line, layout), [line, layout]);
  const zoneRows = props.mode === 'zones' ? props.zones : null;
  const zonesById = useMemo(
    () => new Map((zoneRows ?? []).map((zone) => [zone.zone as string, zone])),
    [zoneRows],
  );

  const count =
    props.mode === 'dots'
      ? props.shots.length
      : props.mode === 'hexes'
        ? hexes.length
        : shapes.length;
  const { container, active, markProps } = useChartMarks(count);

  let tip: ChartTip | null = null;
  if (active !== null) {
    if (props.mode === 'dots') {
      const shot = props.shots[active];
      if (shot) tip = tipAt(dotPosition(shot), dotLabel(shot));
    } else if (props.mode === 'hexes') {
      const hex = hexes[active];
      if (hex) tip = tipAt([hex.x, hex.y], hexLabel(hex));
    } else {
      const shape = shapes[active];
      if (shape)
        tip = tipAt(shape.labelAt, zoneLabel(zonesById.get(shape.zone) ?? emptyZone(shape.zone)));
    }
  }

  return (
    <ChartFrame
      title={title}
      description={description}
      svgRef={svgRef}
      tip={tip}
      className="stats-chart--court"
      exportNote={exportNote}
    >
      <svg
        ref={svgRef}
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        role="group"
        aria-label={`${title}: half court, basket at the top`}
        fontFamily="system-ui, sans-serif"
      >
        <defs>
          <clipPath id={clipId}>
            <path d={courtLines(line).boundary} />
          </clipPath>
        </defs>
        <CourtFloor line={line} />
        {props.mode === 'zones' && (
          <g clipPath={`url(#${clipId})`}>
            <ZoneLayer
              shapes={shapes}
              zones={zonesById}
              container={container}
              markProps={markProps}
            />
          </g>
        )}
        <CourtMarkings line={line} />
        {/* Marks stay on the court: nothing is drawn over the legend or outside the chart. */}
        <g clipPath={`url(#${clipId})`}>
          {props.mode === 'dots' && (
            <DotLayer shots={props.shots} container={container} markProps={markProps} />
          )}
          {props.mode === 'hexes' && (
            <HexLayer hexes={hexes} container={container} markProps={markProps} />
          )}
        </g>
        <g transform={`translate(0, ${HALF_COURT_Y + 1})`}>
          {props.mode === 'dots' ? (
            <DotLegend shots={props.shots} />
          ) : (
            <LeagueLegend withSizes={props.mode === 'hexes'} />
          )}
        </g>
      </svg>
    </ChartFrame>
  );
}

const LEGEND_TEXT = { fontSize: 1.3, fill: '#374151' } as const;

function DotLegend({ shots }: { shots: readonly ShotPoint[] }) {
  const made = shots.filter((shot) => shot.made).length;
  const summary =
    shots.length === 0
      ? 'No shots'
      : `${made} of ${shots.length} made (${formatValue('pct', made / shots.length)})`;
  return (
    <g>
      <circle cx={-23.5} cy={1.5} r={0.5} fill={SHOT_COLORS.made} />
      <text x={-22.5} y={2} {...LEGEND_TEXT}>
        Made
      </text>
      <path
        d="M-15.9,1.1L-15.1,1.9M-15.9,1.9L-15.1,1.1"
        stroke={SHOT_COLORS.missed}
        strokeWidth={0.16}
        strokeLinecap="round"
      />
      <text x={-14.5} y={2} {...LEGEND_TEXT}>
        Missed
      </text>
      <text x={24.5} y={2} textAnchor="end" {...LEGEND_TEXT}>
        {summary}
      </text>
    </g>
  );
}

const RAMP = [-10, -5, 0, 5, 10];

function LeagueLegend({ withSizes }: { withSizes: boolean }) {
  const swatch = 2.6;
  return (
    <g>
      <text x={-24.5} y={1} {...LEGEND_TEXT}>
        FG% vs league (points)
      </text>
      {RAMP.map((points, index) => (
        <g key={points} transform={`translate(${-24.5 + index * swatch}, 2)`}>
          <rect width={swatch} height={1.4} fill={leagueRelativeColor(points)} />
          {index % 2 === 0 && (
            <text x={swatch / 2} y={3.2} textAnchor="middle" {...LEGEND_TEXT} fontSize={1.1}>
              {points === 0 ? '0' : formatValue('signedInteger', points)}
            </text>
          )}
        </g>
      ))}
      <text x={-24.5 + RAMP.length * swatch + 0.6} y={3.1} {...LEGEND_TEXT} fontSize={1.1}>
        below → above, capped at ±{LEAGUE_RELATIVE_CLAMP_POINTS}
      </text>
      {withSizes && (
        <g transform="translate(10, 0)">
          <text x={0} y={1} {...LEGEND_TEXT}>
            Size: attempts
          </text>
          <path d={hexagonPath(hexRadius() * 0.45)} transform="translate(1, 3)" fill="#9ca3af" />
          <path d={hexagonPath(hexRadius())} transform="translate(3.2, 3)" fill="#9ca3af" />
          <text x={4.8} y={3.4} {...LEGEND_TEXT} fontSize={1.1}>
            fewer → more
          </text>
        </g>
      )}
    </g>
  );
}
