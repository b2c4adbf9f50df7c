/**
 * The numbers of a hand-logged chart: totals (FG%, eFG% with a made three worth 1.5 makes,
 * points per shot) and each area zone's attempts, makes and FG% beside the D-I average of the
 * chosen season, with the difference in percentage points. Every shot counts: a chart holds what
 * its author logged, so there is no heave rule as in the data API's zone FG%.
 */
import { AREA_ZONES } from '@/components/stats/shooting/area-zones';
import type { AreaZoneId, ZonedShot } from './shot-zones';

export interface ShotTotals {
  fga: number;
  fgm: number;
  fga3: number;
  fgm3: number;
  points: number;
  /** null without attempts. */
  fgPct: number | null;
  efgPct: number | null;
  pointsPerShot: number | null;
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

export function shotTotals(shots: readonly ZonedShot[]): ShotTotals {
  let fgm = 0;
  let fga3 = 0;
  let fgm3 = 0;
  let points = 0;
  for (const shot of shots) {
    if (shot.value === 3) fga3 += 1;
    if (!shot.made) continue;
    fgm += 1;
    points += shot.value;
    if (shot.value === 3) fgm3 += 1;
  }
  const fga = shots.length;
  return {
    fga,
    fgm,
    fga3,
    fgm3,
    points,
    fgPct: ratio(fgm, fga),
    efgPct: ratio(fgm + 0.5 * fgm3, fga),
    pointsPerShot: ratio(points, fga),
  };
}

export interface ZoneLine {
  zone: AreaZoneId;
  fga: number;
  fgm: number;
  fgPct: number | null;
  /** Share of the chart's attempts from the zone; null without attempts. */
  fgaFreq: number | null;
  /** The D-I FG% in the zone; null while unknown. */
  leagueFgPct: number | null;
  /** FG% minus the D-I FG%, in percentage points; null when either is unknown. */
  pointsVsLeague: number | null;
}

/**
 * One line per area zone, in the zones' order. `leagueRow` is in the `{zone}FgPct` vocabulary
 * (league-baselines leagueZoneRow); null while the averages are unknown.
 */
export function zoneLines(
  shots: readonly ZonedShot[],
  leagueRow: Readonly<Record<string, number | null>> | null,
): ZoneLine[] {
  return AREA_ZONES.map((zone) => {
    const inZone = shots.filter((shot) => shot.zone === zone);
    const fgm = inZone.filter((shot) => shot.made).length;
    const fgPct = ratio(fgm, inZone.length);
    const leagueFgPct = leagueRow?.[`${zone}FgPct`] ?? null;
    return {
      zone,
      fga: inZone.length,
      fgm,
      fgPct,
      fgaFreq: ratio(inZone.length, shots.length),
      leagueFgPct,
      pointsVsLeague: fgPct === null || leagueFgPct === null ? null : 100 * (fgPct - leagueFgPct),
    };
  });
}

/**
 * The chart as a shooter's row in the API's zone vocabulary (`{zone}Fga {zone}Fgm {zone}FgPct
 * {zone}FgaFreq`), which the shared zone chart reads (shot-chart-data zoneShootingFromRows).
 */
export function zoneShootingRow(lines: readonly ZoneLine[]): Record<string, number | null> {
  const row: Record<string, number | null> = {};
  for (const line of lines) {
    row[`${line.zone}Fga`] = line.fga;
    row[`${line.zone}Fgm`] = line.fgm;
    row[`${line.zone}FgPct`] = line.fgPct;
    row[`${line.zone}FgaFreq`] = line.fgaFreq;
  }
  return row;
}
