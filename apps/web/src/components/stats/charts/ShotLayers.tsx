/**
 * The three ways a shot chart draws shots on the court: every shot as a dot (made ●, missed ×),
 * hexagons (size = attempts, colour = FG% against the league at that spot), or zones (colour =
 * FG% against the league in the zone). Each mark is focusable through useChartMarks and named
 * for assistive technology by the same text its tooltip shows.
 */
import { scaleSqrt } from 'd3-scale';
import type { RefObject } from 'react';
import { SHOT_COLORS, leagueRelativeColor } from '@/lib/charts/color-scales';
import {
  HALF_COURT_Y,
  drawnOnHalfCourt,
  onHalfCourt,
  type Point,
  type ZoneShape,
} from '@/lib/charts/court-geometry';
import {
  HEX_DEFAULTS,
  hexRadius,
  hexagonPath,
  type HexDatum,
  type ShotPoint,
} from '@/lib/charts/hex-bins';
import { ZONES } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import type { ZoneShooting } from './shot-chart-data';
import type { MarkProps } from './use-chart-marks';

/** Marks without a league comparison. */
export const NO_COMPARISON_COLOR = '#c7c9cc';

interface LayerProps {
  container: RefObject<SVGGElement | null>;
  markProps: (index: number) => MarkProps;
}

const pct = (value: number | null): string => formatValue('pct', value);
const signedPoints = (value: number): string => `${formatValue('signedDecimal1', value)} pts`;

/** Where a shot off the drawn half court was really taken (its dot is at the edge). */
function offCourtNote(shot: ShotPoint): string | null {
  if (onHalfCourt([shot.x, shot.y])) return null;
  return shot.y > HALF_COURT_Y
    ? 'beyond half court (drawn on the half-court line)'
    : "off the court's lines (drawn at the edge)";
}

export function dotLabel(shot: ShotPoint): string {
  const distance = Math.round(Math.hypot(shot.x, shot.y));
  const note = offCourtNote(shot);
  if (shot.label) return note === null ? shot.label : `${shot.label}, from ${distance} ft ${note}`;
  const text = `${shot.made ? 'Made' : 'Missed'} shot from ${distance} ft`;
  return note === null ? text : `${text} ${note}`;
}

export function hexLabel(hex: HexDatum): string {
  const distance = Math.round(Math.hypot(hex.x, hex.y));
  const versus =
    hex.pointsAboveLeague === null
      ? 'no league comparison'
      : `league ${pct(hex.leagueFgPct)}, ${signedPoints(hex.pointsAboveLeague)} (adjusted for sample size)`;
  return `${distance} ft: ${hex.fgm} of ${hex.fga} (${pct(hex.fgPct)}); ${versus}`;
}

/** FG% minus the league's in points, null when either is unknown. */
export function zonePointsAboveLeague(zone: ZoneShooting): number | null {
  if (zone.fgPct === null || zone.leagueFgPct === null || zone.fga === 0) return null;
  return 100 * (zone.fgPct - zone.leagueFgPct);
}

export function zoneLabel(zone: ZoneShooting): string {
  const { label } = ZONES[zone.zone];
  if (zone.fga === 0) return `${label}: no attempts`;
  const points = zonePointsAboveLeague(zone);
  const versus =
    points === null ? '' : `; league ${pct(zone.leagueFgPct)}, ${signedPoints(points)}`;
  const share = zone.fgaFreq === null ? '' : `; ${pct(zone.fgaFreq)} of attempts`;
  return `${label}: ${zone.fgm} of ${zone.fga} (${pct(zone.fgPct)})${versus}${share}`;
}

const DOT_RADIUS_FT = 0.45;

/** Where a shot's dot is drawn: on the half court, whole (court-geometry drawnOnHalfCourt). */
export function dotPosition(shot: ShotPoint): Point {
  return drawnOnHalfCourt([shot.x, shot.y], DOT_RADIUS_FT);
}
/** Labels this far from the middle sit in a corner three. */
const CORNER_LABEL_X = 20;

export function DotLayer({
  shots,
  container,
  markProps,
}: LayerProps & { shots: readonly ShotPoint[] }) {
  return (
    <g ref={container} role="group" aria-label="Shots">
      {shots.map((shot, index) => {
        const [x, y] = dotPosition(shot);
        return shot.made ? (
          <circle
            key={index}
            {...markProps(index)}
            role="img"
            aria-label={dotLabel(shot)}
            cx={x}
            cy={y}
            r={DOT_RADIUS_FT}
            fill={SHOT_COLORS.made}
            fillOpacity={0.8}
            stroke="#ffffff"
            strokeWidth={0.06}
          />
        ) : (
          <path
            key={index}
            {...markProps(index)}
            role="img"
            aria-label={dotLabel(shot)}
            d={crossPath(x, y, DOT_RADIUS_FT * 0.85)}
            fill="none"
            stroke={SHOT_COLORS.missed}
            strokeWidth={0.16}
            strokeLinecap="round"
          />
        );
      })}
    </g>
  );
}

function crossPath(x: number, y: number, half: number): string {
  return `M${x - half},${y - half}L${x + half},${y + half}M${x - half},${y + half}L${x + half},${y - half}`;
}

/** The hex size scale: area grows with attempts, from a third of a hex up to a full one. */
export function hexSizeScale(hexes: readonly HexDatum[], spacingFt = HEX_DEFAULTS.spacingFt) {
  const most = Math.max(HEX_DEFAULTS.minAttempts + 1, ...hexes.map((hex) => hex.fga));
  const full = hexRadius(spacingFt);
  return scaleSqrt()
    .domain([HEX_DEFAULTS.minAttempts, most])
    .range([full * 0.45, full])
    .clamp(true);
}

export function HexLayer({
  hexes,
  container,
  markProps,
}: LayerProps & { hexes: readonly HexDatum[] }) {
  const size = hexSizeScale(hexes);
  return (
    <g ref={container} role="group" aria-label="Shooting by spot">
      {hexes.map((hex, index) => (
        <path
          key={`${hex.x},${hex.y}`}
          {...markProps(index)}
          role="img"
          aria-label={hexLabel(hex)}
          d={hexagonPath(size(hex.fga))}
          transform={`translate(${hex.x},${hex.y})`}
          fill={
            hex.pointsAboveLeague === null
              ? NO_COMPARISON_COLOR
              : leagueRelativeColor(hex.pointsAboveLeague)
          }
          stroke="#ffffff"
          strokeWidth={0.05}
        />
      ))}
    </g>
  );
}

export function ZoneLayer({
  shapes,
  zones,
  container,
  markProps,
}: LayerProps & { shapes: readonly ZoneShape[]; zones: ReadonlyMap<string, ZoneShooting> }) {
  return (
    <g ref={container} role="group" aria-label="Shooting by zone">
      {shapes.map((shape, index) => {
        const zone = zones.get(shape.zone) ?? emptyZone(shape.zone);
        const points = zonePointsAboveLeague(zone);
        return (
          <path
            key={shape.zone}
            {...markProps(index)}
            role="img"
            aria-label={zoneLabel(zone)}
            d={shape.path}
            fillRule="evenodd"
            fill={points === null ? NO_COMPARISON_COLOR : leagueRelativeColor(points)}
            fillOpacity={0.85}
            stroke="#ffffff"
            strokeWidth={0.2}
          />
        );
      })}
      <g aria-hidden="true" pointerEvents="none">
        {shapes.flatMap((shape) => {
          const zone = zones.get(shape.zone);
          if (!zone || zone.fga === 0) return [];
          return shape.labelsAt.map(([x, y]) => (
            <text
              key={`${shape.zone}${x}`}
              x={x}
              y={y}
              textAnchor="middle"
              fill="#111827"
              // The corners are narrow and tall: their labels run up the sideline.
              transform={Math.abs(x) > CORNER_LABEL_X ? `rotate(-90 ${x} ${y})` : undefined}
            >
              <tspan x={x} fontSize={1.5} fontWeight={700}>
                {pct(zone.fgPct)}
              </tspan>
              <tspan x={x} dy={1.4} fontSize={1.1}>
                {zone.fgm}/{zone.fga}
              </tspan>
            </text>
          ));
        })}
      </g>
    </g>
  );
}

export function emptyZone(zone: ZoneShooting['zone']): ZoneShooting {
  return { zone, fga: 0, fgm: 0, fgPct: null, fgaFreq: null, leagueFgPct: null };
}
