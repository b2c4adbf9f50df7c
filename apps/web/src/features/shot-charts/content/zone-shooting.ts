/**
 * What a chart colours and its zone table lists, in the shot chart's vocabulary (area zones and
 * hexes against a baseline FG%): a team's or player's filtered attempts counted by the area zone
 * the API gave each one, against the division's zones (`lg-zones`); or a division's own zones
 * and hexes against every division of the season together. Heaves (40 ft and beyond) are left
 * out of zone FG%, as the API leaves them out of zone efficiency.
 */
import type { LeagueHexRow, LeagueZoneRow, PbpShotRow } from '@courtside/contract/schemas';
import { leagueHexLookup, type LeagueZoneInput } from '@/components/stats/charts/league-baselines';
import type { ZoneShooting } from '@/components/stats/charts/shot-chart-data';
import { AREA_ZONES } from '@/components/stats/shooting/area-zones';
import { onHalfCourt } from '@/lib/charts/court-geometry';
import {
  HEX_DEFAULTS,
  hexAgainstLeague,
  type HexBinOptions,
  type HexDatum,
} from '@/lib/charts/hex-bins';

type AreaZone = (typeof AREA_ZONES)[number];

const isAreaZone = (zone: string | null): zone is AreaZone =>
  zone !== null && (AREA_ZONES as readonly string[]).includes(zone);

function baselineByZone(rows: readonly LeagueZoneInput[]): Map<string, number | null> {
  return new Map(rows.map((row) => [row.zone, row.fgPct]));
}

/** The attempts' zones against the baseline's FG% in each (null where it has none). */
export function zonesOfShots(
  shots: readonly PbpShotRow[],
  baseline: readonly LeagueZoneInput[],
): ZoneShooting[] {
  const counts = new Map<AreaZone, { fga: number; fgm: number }>(
    AREA_ZONES.map((zone) => [zone, { fga: 0, fgm: 0 }]),
  );
  let located = 0;
  for (const shot of shots) {
    if (shot.isHeave || !isAreaZone(shot.zoneArea)) continue;
    const zone = counts.get(shot.zoneArea);
    if (zone === undefined) continue;
    zone.fga += 1;
    if (shot.isMade) zone.fgm += 1;
    located += 1;
  }
  const league = baselineByZone(baseline);
  return AREA_ZONES.map((zone) => {
    const { fga, fgm } = counts.get(zone) ?? { fga: 0, fgm: 0 };
    return {
      zone,
      fga,
      fgm,
      fgPct: fga === 0 ? null : fgm / fga,
      fgaFreq: located === 0 ? null : fga / located,
      leagueFgPct: league.get(zone) ?? null,
    };
  });
}

/** A division's zones (its `lg-zones` rows) against the baseline's. */
export function zonesOfLeague(
  division: readonly LeagueZoneRow[],
  baseline: readonly LeagueZoneInput[],
): ZoneShooting[] {
  const league = baselineByZone(baseline);
  return AREA_ZONES.map((zone) => {
    const row = division.find((candidate) => candidate.zone === zone);
    return {
      zone,
      fga: row?.fga ?? 0,
      fgm: row?.fgm ?? 0,
      fgPct: row?.fgPct ?? null,
      fgaFreq: row?.fgaFreq ?? null,
      leagueFgPct: league.get(zone) ?? null,
    };
  });
}

/** All zones together: attempts, makes and FG%. */
export function zoneTotals(zones: readonly ZoneShooting[]) {
  const fga = zones.reduce((sum, zone) => sum + zone.fga, 0);
  const fgm = zones.reduce((sum, zone) => sum + zone.fgm, 0);
  return { fga, fgm, fgPct: fga === 0 ? null : fgm / fga };
}

/**
 * A division's hexes (its qualified `lg-hexes` rows on the half court) against the baseline's
 * FG% at the same spot, in the order the chart draws binned hexes.
 */
export function hexesOfLeague(
  division: readonly LeagueHexRow[],
  baseline: readonly LeagueHexRow[],
): HexDatum[] {
  const lookup = leagueHexLookup(baseline);
  return division
    .filter((hex) => hex.isQualified && onHalfCourt([hex.x, hex.y]))
    .map((hex) => hexAgainstLeague([hex.x, hex.y], hex.fga, hex.fgm, lookup([hex.x, hex.y])))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** A small sample (one game, a bench player) shows spots from 2 attempts; a season's from 5. */
export const SMALL_SAMPLE_ATTEMPTS = 200;
type HexMinimum = HexBinOptions & { minAttempts: number };
const SMALL_SAMPLE_HEXES: HexMinimum = { minAttempts: 2 };
const SEASON_HEXES: HexMinimum = { minAttempts: HEX_DEFAULTS.minAttempts };

export function hexOptionsFor(locatedAttempts: number): HexMinimum {
  return locatedAttempts < SMALL_SAMPLE_ATTEMPTS ? SMALL_SAMPLE_HEXES : SEASON_HEXES;
}
