/**
 * League averages of located attempts (play-by-play games only): per zone of one zone family
 * (the engine's catalogue), and per hex of the engine's hex-bin tiling (METHODS §5). These are
 * the baselines shot charts compare a team or player with.
 *
 * - Zone rows: attempts, makes, FG% (heaves left out, METHODS §5), the zone's share of all
 *   located attempts (the same denominator as a team's `{zone}FgaFreq`, so the two compare
 *   directly; the basic and area families sum to 1), points per attempt, and `xPps` = zone
 *   value × league FG% (METHODS §5).
 * - Hex rows: every hex with an attempt; `isQualified` marks those with at least
 *   `DEFAULT_HEXBIN.minAttempts` (METHODS hides smaller ones on charts).
 */
import { binShots, classifyShot, DEFAULT_HEXBIN, zoneDefinitions } from '@courtside/engine';
import type { CourtLocation } from '@courtside/contract';
import type { EngineConstants, ShotZones, ZoneFamily } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { bool, num } from '../../db/values';

export const ZONE_SCHEMAS: readonly ZoneFamily[] = [
  'basic',
  'area',
  'spot2',
  'depth2',
  'spot3',
  'depth3',
  'nba3',
];

export function isZoneSchema(value: string): value is ZoneFamily {
  return (ZONE_SCHEMAS as readonly string[]).includes(value);
}

export interface LeagueFilter {
  competitionId: number;
  constants: EngineConstants;
  divisionId?: number | null;
}

export interface LeagueZoneRow {
  zoneSchema: ZoneFamily;
  zone: string;
  label: string;
  shotValue: 2 | 3 | null;
  fga: number;
  fgm: number;
  fgPct: number | null;
  fgaFreq: number | null;
  pps: number | null;
  xPps: number | null;
  gpPbp: number;
}

function zoneInFamily(zones: ShotZones, family: ZoneFamily): string | null {
  switch (family) {
    case 'basic':
      return zones.basic;
    case 'area':
      return zones.area;
    case 'spot2':
      return zones.spot2;
    case 'depth2':
      return zones.depth2;
    case 'spot3':
      return zones.spot3;
    case 'depth3':
      return zones.depth3;
    case 'nba3':
      return zones.nba3 ? 'nba3' : null;
  }
}

/** The catalogue lists atr2 once (area family), but the spot2 family partitions twos with it. */
const FAMILY_ALSO: Partial<Record<ZoneFamily, readonly string[]>> = { spot2: ['atr2'] };

interface LocatedShot {
  location: CourtLocation;
  made: boolean;
  value: 2 | 3;
  heave: boolean;
  gameId: number;
}

/**
 * The located attempts of the competition's play-by-play games (of the division's teams): only
 * what the league tables need, without the names and derived flags of pbpShots, because a
 * season holds hundreds of thousands of attempts.
 */
async function locatedShots(db: WarehouseDb, filter: LeagueFilter): Promise<LocatedShot[]> {
  const rows = await db.all(
    `SELECT s.x, s.y, s.made, s.value, s.heave, s.game_id
     FROM shots s JOIN teams t ON t.competition_id = s.competition_id AND t.team_id = s.team_id
     WHERE s.competition_id = $competitionId AND s.x IS NOT NULL AND s.y IS NOT NULL
       AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)`,
    { competitionId: filter.competitionId, divisionId: filter.divisionId ?? null },
  );
  return rows.map((row) => ({
    location: { x: num(row, 'x'), y: num(row, 'y') },
    made: bool(row, 'made'),
    value: num(row, 'value') === 3 ? 3 : 2,
    heave: bool(row, 'heave'),
    gameId: num(row, 'game_id'),
  }));
}

/** League rows of one zone family, in the catalogue's order; zones without attempts give 0s. */
export async function leagueZones(
  db: WarehouseDb,
  filter: LeagueFilter & { zoneSchema: ZoneFamily },
): Promise<LeagueZoneRow[]> {
  const shots = await locatedShots(db, filter);
  const games = new Set(shots.map((s) => s.gameId)).size;
  const tallies = new Map<
    string,
    { fga: number; fgm: number; effFga: number; effFgm: number; pts: number }
  >();
  for (const shot of shots) {
    const zones = classifyShot(shot.location, shot.value, filter.constants);
    const zone = zoneInFamily(zones, filter.zoneSchema);
    if (zone === null) continue;
    const t = tallies.get(zone) ?? { fga: 0, fgm: 0, effFga: 0, effFgm: 0, pts: 0 };
    t.fga += 1;
    if (shot.made) {
      t.fgm += 1;
      t.pts += shot.value;
    }
    if (!shot.heave) {
      t.effFga += 1;
      if (shot.made) t.effFgm += 1;
    }
    tallies.set(zone, t);
  }
  if (shots.length === 0) return [];
  const family = FAMILY_ALSO[filter.zoneSchema] ?? [];
  return zoneDefinitions(filter.constants)
    .filter((d) => d.family === filter.zoneSchema || family.includes(d.zone))
    .map((definition): LeagueZoneRow => {
      const t = tallies.get(definition.zone) ?? { fga: 0, fgm: 0, effFga: 0, effFgm: 0, pts: 0 };
      const fgPct = t.effFga > 0 ? t.effFgm / t.effFga : null;
      return {
        zoneSchema: filter.zoneSchema,
        zone: definition.zone,
        label: definition.label,
        shotValue: definition.value,
        fga: t.fga,
        fgm: t.fgm,
        fgPct,
        fgaFreq: t.fga / shots.length,
        pps: t.fga > 0 ? t.pts / t.fga : null,
        xPps: fgPct === null || definition.value === null ? null : definition.value * fgPct,
        gpPbp: games,
      };
    });
}

export interface LeagueHexRow {
  hexId: string;
  q: number;
  r: number;
  /** Centre of the hex, court feet. */
  x: number;
  y: number;
  fga: number;
  fgm: number;
  fgPct: number;
  fgaFreq: number;
  pps: number;
  isQualified: boolean;
  spacingFt: number;
}

export async function leagueHexes(db: WarehouseDb, filter: LeagueFilter): Promise<LeagueHexRow[]> {
  const shots = await locatedShots(db, filter);
  const bins = binShots(shots, DEFAULT_HEXBIN.spacingFt);
  return [...bins.entries()]
    .map(([hexId, bin]): LeagueHexRow => ({
      hexId,
      q: bin.hex.q,
      r: bin.hex.r,
      x: bin.center.x,
      y: bin.center.y,
      fga: bin.fga,
      fgm: bin.fgm,
      fgPct: bin.fgm / bin.fga,
      fgaFreq: bin.fga / shots.length,
      pps: bin.pts / bin.fga,
      isQualified: bin.fga >= DEFAULT_HEXBIN.minAttempts,
      spacingFt: DEFAULT_HEXBIN.spacingFt,
    }))
    .sort((a, b) => a.r - b.r || a.q - b.q);
}
