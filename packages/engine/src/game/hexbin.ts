/**
 * Hex-bin shot charts (METHODS §5 [S36]): the half court is tiled with regular hexagons and
 * each attempt falls in the hexagon whose centre is nearest to it.
 *
 * Geometry: "pointy-top" hexagons in axial coordinates (q, r) on the court's own axes (feet
 * from the basket's centre, x across, y toward half court), so the basket sits at the centre of
 * hex (0, 0) and the tiling is symmetric left/right. `spacingFt` is the distance between the
 * centres of neighbouring hexes, i.e. the hexagon's width across its flats: METHODS' "≈ 1.5-ft
 * hexes". The circumradius is spacing/√3. A point is assigned by converting to fractional axial
 * coordinates and rounding in cube coordinates (x + y + z = 0: round all three, then fix the
 * one with the largest rounding error), which is exactly "nearest centre" for a hex lattice.
 *
 * Locations are already on one half court (the shot feed measures from the attacking basket),
 * so "mirror onto one half-court" needs no step here.
 *
 * What the chart shows per hex: frequency (size) and efficiency against the league at that
 * spot (colour). Small samples are shrunk toward the league: `FG%* = (makes + k·lg)/(att + k)`
 * with k = 10; the colour is the difference in FG% points, clamped at ±10 points; hexes under
 * 5 attempts are hidden.
 */
import type { CourtLocation } from '@courtside/contract';

export interface HexbinOptions {
  /** Distance between neighbouring centres (width across flats), feet. */
  readonly spacingFt: number;
  /** Prior weight k of the shrinkage toward the league. */
  readonly shrinkAttempts: number;
  /** Hexes with fewer attempts are hidden. */
  readonly minAttempts: number;
  /** The colour scale is clamped at ± this many FG% points. */
  readonly clampPoints: number;
}

export const DEFAULT_HEXBIN: HexbinOptions = {
  spacingFt: 1.5,
  shrinkAttempts: 10,
  minAttempts: 5,
  clampPoints: 10,
};

export interface Hex {
  readonly q: number;
  readonly r: number;
}

const SQRT3 = Math.sqrt(3);

/** Circumradius of a hex with the given centre spacing. */
export function hexRadius(spacingFt: number): number {
  return spacingFt / SQRT3;
}

/** Avoids "-0" ids after rounding small negatives. */
const clean = (n: number): number => (Object.is(n, -0) ? 0 : n);

/** The hex a location falls in (nearest centre). */
export function hexOf(location: CourtLocation, spacingFt = DEFAULT_HEXBIN.spacingFt): Hex {
  if (!(spacingFt > 0)) throw new RangeError(`Hex spacing must be positive, got ${spacingFt}`);
  const size = hexRadius(spacingFt);
  // Pointy-top axial coordinates: x = size·√3·(q + r/2), y = size·1.5·r.
  const fr = (2 / 3) * (location.y / size);
  const fq = location.x / (SQRT3 * size) - fr / 2;
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: clean(q), r: clean(r) };
}

/** Centre of a hex, in court feet. */
export function hexCenter(hex: Hex, spacingFt = DEFAULT_HEXBIN.spacingFt): CourtLocation {
  const size = hexRadius(spacingFt);
  return { x: size * SQRT3 * (hex.q + hex.r / 2), y: size * 1.5 * hex.r };
}

/** A stable id, "q,r". */
export function hexId(hex: Hex): string {
  return `${hex.q},${hex.r}`;
}

/** FG% shrunk toward the league's: (makes + k·lg)/(attempts + k); the league value at 0 tries. */
export function shrunkFgPct(
  makes: number,
  attempts: number,
  leagueFgPct: number,
  k = DEFAULT_HEXBIN.shrinkAttempts,
): number {
  if (attempts < 0 || makes < 0 || makes > attempts) {
    throw new RangeError(`Impossible tally: ${makes} of ${attempts}`);
  }
  return (makes + k * leagueFgPct) / (attempts + k);
}

/** The colour value: (FG%* − league) in points, clamped at ±clampPoints. */
export function hexEfficiencyVsLeague(
  shrunkPct: number,
  leagueFgPct: number,
  clampPoints = DEFAULT_HEXBIN.clampPoints,
): number {
  const points = 100 * (shrunkPct - leagueFgPct);
  return Math.max(-clampPoints, Math.min(clampPoints, points));
}

export interface HexTally {
  readonly hex: Hex;
  readonly center: CourtLocation;
  fga: number;
  fgm: number;
  /** Points scored on the hex's attempts (2 or 3 per make). */
  pts: number;
}

/** Tallies located attempts by hex (attempts with value 2 or 3, made or not). */
export function binShots(
  shots: Iterable<{
    readonly location: CourtLocation;
    readonly made: boolean;
    readonly value: number;
  }>,
  spacingFt = DEFAULT_HEXBIN.spacingFt,
): Map<string, HexTally> {
  const bins = new Map<string, HexTally>();
  for (const shot of shots) {
    const hex = hexOf(shot.location, spacingFt);
    const id = hexId(hex);
    let bin = bins.get(id);
    if (!bin) {
      bin = { hex, center: hexCenter(hex, spacingFt), fga: 0, fgm: 0, pts: 0 };
      bins.set(id, bin);
    }
    bin.fga += 1;
    if (shot.made) {
      bin.fgm += 1;
      bin.pts += shot.value;
    }
  }
  return bins;
}
