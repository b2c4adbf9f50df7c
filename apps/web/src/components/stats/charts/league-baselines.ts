/**
 * The league baselines a shot chart colours against, from the data API's `lg-zones` and
 * `lg-hexes` rows: the zone rows become one object in the `{zone}FgPct` vocabulary (what
 * `zoneShootingFromRows` reads for the league), the hex rows a lookup of the league's FG% at a
 * hex centre. Both the team and the player shooting views use them.
 */
import type { Point } from '@/lib/charts/court-geometry';
import type { ShotPoint } from '@/lib/charts/hex-bins';

/** The fields of an `lg-zones` row this reads. */
export interface LeagueZoneInput {
  zone: string;
  fgPct: number | null;
  fgaFreq: number;
}

/** The fields of an `lg-hexes` row this reads. */
export interface LeagueHexInput {
  x: number;
  y: number;
  fgPct: number;
  isQualified: boolean;
}

/** `{ atr2FgPct, atr2FgaFreq, … }` from one zone schema's league rows. */
export function leagueZoneRow(rows: readonly LeagueZoneInput[]): Record<string, number | null> {
  const row: Record<string, number | null> = {};
  for (const zone of rows) {
    row[`${zone.zone}FgPct`] = zone.fgPct;
    row[`${zone.zone}FgaFreq`] = zone.fgaFreq;
  }
  return row;
}

// Centres are lattice points of the same tiling on both sides (engine hexbin.ts and
// lib/charts/hex-bins.ts); a key to the hundredth of a foot absorbs float noise.
const centreKey = ([x, y]: Point): string => `${x.toFixed(2)},${y.toFixed(2)}`;

/**
 * The league's FG% at a hex centre. Hexes the league holds under its own minimum (5 attempts)
 * are no reference: the chart then shows the team's hex without a comparison.
 */
export function leagueHexLookup(rows: readonly LeagueHexInput[]): (centre: Point) => number | null {
  const byCentre = new Map<string, number>();
  for (const hex of rows) {
    if (hex.isQualified) byCentre.set(centreKey([hex.x, hex.y]), hex.fgPct);
  }
  return (centre) => byCentre.get(centreKey(centre)) ?? null;
}

/** The fields of a `pbp-shots` row a chart needs. */
export interface LocatedShotInput {
  x: number | null;
  y: number | null;
  isMade: boolean;
}

/** Located attempts as chart points; attempts without a location have no place on the court. */
export function shotPoints(rows: readonly LocatedShotInput[]): ShotPoint[] {
  const points: ShotPoint[] = [];
  for (const row of rows) {
    if (row.x !== null && row.y !== null) points.push({ x: row.x, y: row.y, made: row.isMade });
  }
  return points;
}
