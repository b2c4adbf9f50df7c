/**
 * Hexagons of a shot chart (METHODS §5 [S36]): shots binned with d3-hexbin into ≈1.5-ft hexes
 * (1.5 ft across the flats, so a circumradius of 1.5/√3), on the same lattice as the engine's
 * hexbin.ts — pointy-top hexes with one centred on the basket — so a hex's centre is the key
 * of the league's reference (`lg-hexes`). Size shows how often a spot is used; colour shows
 * FG% against the league's at that spot, shrunk toward it for small samples
 * (FG%* = (makes + 10·lg) / (attempts + 10)) and clamped at ±10 points. Hexes under 5 attempts
 * are left out. Shots off the half court (heaves from the other half) are left out too.
 */
import { hexbin } from 'd3-hexbin';
import { LEAGUE_RELATIVE_CLAMP_POINTS } from './color-scales';
import { onHalfCourt, type Point } from './court-geometry';

/** A located field-goal attempt, in court feet. */
export interface ShotPoint {
  x: number;
  y: number;
  made: boolean;
  /** What the shot's tooltip says, e.g. "J. Smith, 3PT jump shot, 1st half 12:34". */
  label?: string;
}

export interface HexBinOptions {
  /** Width of a hex across its flats, ft. */
  spacingFt?: number;
  minAttempts?: number;
  /** Prior weight of the shrinkage toward the league. */
  shrinkAttempts?: number;
}

export const HEX_DEFAULTS = { spacingFt: 1.5, minAttempts: 5, shrinkAttempts: 10 } as const;

export interface HexDatum {
  /** Centre, court feet. */
  x: number;
  y: number;
  fga: number;
  fgm: number;
  fgPct: number;
  /** The league's FG% at this spot, null when unknown. */
  leagueFgPct: number | null;
  /** Shrunk FG% minus the league's, in points, clamped at ±10; null when the league's is unknown. */
  pointsAboveLeague: number | null;
}

export function hexRadius(spacingFt: number = HEX_DEFAULTS.spacingFt): number {
  return spacingFt / Math.sqrt(3);
}

/**
 * Bins shots into hexes. `leagueFgPctAt` gives the league's FG% at a hex centre (from the
 * league's hexes), or null where the league has no reference.
 */
export function binShots(
  shots: readonly ShotPoint[],
  leagueFgPctAt: (center: Point) => number | null,
  options: HexBinOptions = {},
): HexDatum[] {
  const { spacingFt, minAttempts, shrinkAttempts } = { ...HEX_DEFAULTS, ...options };
  const binner = hexbin<ShotPoint>()
    .x((shot) => shot.x)
    .y((shot) => shot.y)
    .radius(hexRadius(spacingFt));
  const onCourt = shots.filter((shot) => onHalfCourt([shot.x, shot.y]));
  return binner(onCourt)
    .filter((bin) => bin.length >= minAttempts)
    .map((bin) => {
      // Centres are exact lattice points; rounding drops float noise from the binner.
      const center: Point = [round(bin.x), round(bin.y)];
      const fgm = bin.filter((shot) => shot.made).length;
      return hexAgainstLeague(center, bin.length, fgm, leagueFgPctAt(center), shrinkAttempts);
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * One hex of `fga` attempts (at least one) and `fgm` makes against the league's FG% there:
 * FG% shrunk toward the league's, minus it, in points clamped at ±10 (null without a league
 * reference). Used for binned shots and for hexes counted elsewhere (a division's `lg-hexes`).
 */
export function hexAgainstLeague(
  [x, y]: Point,
  fga: number,
  fgm: number,
  leagueFgPct: number | null,
  shrinkAttempts: number = HEX_DEFAULTS.shrinkAttempts,
): HexDatum {
  const shrunk =
    leagueFgPct === null ? null : (fgm + shrinkAttempts * leagueFgPct) / (fga + shrinkAttempts);
  return {
    x,
    y,
    fga,
    fgm,
    fgPct: fgm / fga,
    leagueFgPct,
    pointsAboveLeague:
      leagueFgPct === null || shrunk === null ? null : clampPoints(100 * (shrunk - leagueFgPct)),
  };
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

function clampPoints(points: number): number {
  return Math.max(-LEAGUE_RELATIVE_CLAMP_POINTS, Math.min(LEAGUE_RELATIVE_CLAMP_POINTS, points));
}

/** SVG path of a hexagon of the given circumradius around the origin. */
export function hexagonPath(radius: number): string {
  return hexbin().hexagon(radius);
}
