/**
 * A team's shots of one game in the zone chart's vocabulary (`{zone}Fga {zone}Fgm {zone}FgPct
 * {zone}FgaFreq`, as `team-agg-pbp-stats` names them), counted from the game's `pbp-shots`
 * rows by the area zone the API assigned each attempt (`zoneArea`), and each team's division
 * (for its league baselines) from the game's team lines. Heaves (40 ft and beyond) are left
 * out, as the API leaves them out of zone efficiency. Only counts: the zones are the API's.
 */
import type { PbpShotRow, TeamGameStatsRow } from '@courtside/contract/schemas';
import { AREA_ZONES } from '@/components/stats/shooting/area-zones';
import { teamLinesBySide, type GameSides } from './game-model';

type AreaZone = (typeof AREA_ZONES)[number];

const isAreaZone = (zone: string | null): zone is AreaZone =>
  zone !== null && (AREA_ZONES as readonly string[]).includes(zone);

/** One side's located, non-heave attempts by area zone: a row `zoneShootingFromRows` reads. */
export function teamZoneRow(
  shots: readonly PbpShotRow[],
  isHome: boolean,
): Record<string, number | null> {
  const counts = new Map<AreaZone, { fga: number; fgm: number }>(
    AREA_ZONES.map((zone) => [zone, { fga: 0, fgm: 0 }]),
  );
  let located = 0;
  for (const shot of shots) {
    if (shot.isHome !== isHome || shot.isHeave || !isAreaZone(shot.zoneArea)) continue;
    const zone = counts.get(shot.zoneArea);
    if (zone === undefined) continue;
    zone.fga += 1;
    if (shot.isMade) zone.fgm += 1;
    located += 1;
  }
  const row: Record<string, number | null> = {};
  for (const [zone, { fga, fgm }] of counts) {
    row[`${zone}Fga`] = fga;
    row[`${zone}Fgm`] = fgm;
    row[`${zone}FgPct`] = fga === 0 ? null : fgm / fga;
    row[`${zone}FgaFreq`] = located === 0 ? null : fga / located;
  }
  return row;
}

/**
 * Each side's division: a team line carries its opponent's (`divisionIdAgst`), so the home
 * team's is on the away line and the other way round. Null for a team outside the divisions
 * (no league to compare with) or when the lines do not hold both teams.
 */
export function sideDivisions(
  lines: readonly TeamGameStatsRow[],
  homeTeamId: number | null,
): GameSides<number | null> {
  const sides = teamLinesBySide(lines, homeTeamId);
  return {
    home: sides?.away.divisionIdAgst ?? null,
    away: sides?.home.divisionIdAgst ?? null,
  };
}
