/**
 * What the zone mode of a shot chart draws, read from the API's zone vocabulary
 * (`{zone}Fga {zone}Fgm {zone}FgPct {zone}FgaFreq` of `team-agg-pbp-stats` /
 * `player-agg-pbp-stats`), for a team or player row and the league's row to compare with.
 */
import type { ZoneId } from '@/lib/stats/dictionary';
import { readField } from '@/lib/stats/per-mode';

export interface ZoneShooting {
  zone: ZoneId;
  fga: number;
  fgm: number;
  /** FG% as the API computed it (heaves left out); null with no attempts. */
  fgPct: number | null;
  /** Share of located attempts from the zone. */
  fgaFreq: number | null;
  /** The league's FG% in the zone, null when unknown. */
  leagueFgPct: number | null;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function zoneShootingFromRows(
  row: object,
  leagueRow: object | null,
  zones: readonly ZoneId[],
): ZoneShooting[] {
  return zones.map((zone) => ({
    zone,
    fga: numberOrNull(readField(row, `${zone}Fga`)) ?? 0,
    fgm: numberOrNull(readField(row, `${zone}Fgm`)) ?? 0,
    fgPct: numberOrNull(readField(row, `${zone}FgPct`)),
    fgaFreq: numberOrNull(readField(row, `${zone}FgaFreq`)),
    leagueFgPct: leagueRow ? numberOrNull(readField(leagueRow, `${zone}FgPct`)) : null,
  }));
}
