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
import type { EngineConstants, HexTally, ShotZones, ZoneFamily } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { bool, num } from '../../db/values';
import { memoPerCompetitionPart } from '../competition-memo';

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

interface ZoneTally {
  fga: number;
  fgm: number;
  effFga: number;
  effFgm: number;
  pts: number;
}

const NO_ATTEMPTS: Readonly<ZoneTally> = { fga: 0, fgm: 0, effFga: 0, effFgm: 0, pts: 0 };

/** Everything the league tables read, from one pass over the located attempts. */
interface LeagueTally {
  readonly located: number;
  readonly games: number;
  readonly zones: ReadonlyMap<ZoneFamily, ReadonlyMap<string, ZoneTally>>;
  readonly bins: ReadonlyMap<string, HexTally>;
}

async function tallyLeague(db: WarehouseDb, filter: LeagueFilter): Promise<LeagueTally> {
  const shots = await locatedShots(db, filter);
  const zones = new Map(ZONE_SCHEMAS.map((family) => [family, new Map<string, ZoneTally>()]));
  for (const shot of shots) {
    const classified = classifyShot(shot.location, shot.value, filter.constants);
    for (const [family, tallies] of zones) {
      const zone = zoneInFamily(classified, family);
      if (zone === null) continue;
      let t = tallies.get(zone);
      if (t === undefined) {
        t = { ...NO_ATTEMPTS };
        tallies.set(zone, t);
      }
      t.fga += 1;
      if (shot.made) {
        t.fgm += 1;
        t.pts += shot.value;
      }
      if (!shot.heave) {
        t.effFga += 1;
        if (shot.made) t.effFgm += 1;
      }
    }
  }
  return {
    located: shots.length,
    games: new Set(shots.map((s) => s.gameId)).size,
    zones,
    bins: binShots(shots, DEFAULT_HEXBIN.spacingFt),
  };
}

/**
 * The league tally of a competition and division, kept per read-only file (competition-memo.ts):
 * a season's tally reads a million attempts and classifies each (seconds), while every shot
 * chart asks for these baselines. The engine constants are those of the competition and
 * division (pbpCompetitionConstants), so the division names the part.
 */
const leagueTally = memoPerCompetitionPart(
  (db: WarehouseDb, competitionId: number, filter: LeagueFilter) =>
    tallyLeague(db, { ...filter, competitionId }),
  (filter: LeagueFilter) => String(filter.divisionId ?? 'all'),
);

/** League rows of one zone family, in the catalogue's order; zones without attempts give 0s. */
export async function leagueZones(
  db: WarehouseDb,
  filter: LeagueFilter & { zoneSchema: ZoneFamily },
): Promise<LeagueZoneRow[]> {
  const tally = await leagueTally(db, filter.competitionId, filter);
  if (tally.located === 0) return [];
  const tallies = tally.zones.get(filter.zoneSchema);
  const family = FAMILY_ALSO[filter.zoneSchema] ?? [];
  return zoneDefinitions(filter.constants)
    .filter((d) => d.family === filter.zoneSchema || family.includes(d.zone))
    .map((definition): LeagueZoneRow => {
      const t = tallies?.get(definition.zone) ?? NO_ATTEMPTS;
      const fgPct = t.effFga > 0 ? t.effFgm / t.effFga : null;
      return {
        zoneSchema: filter.zoneSchema,
        zone: definition.zone,
        label: definition.label,
        shotValue: definition.value,
        fga: t.fga,
        fgm: t.fgm,
        fgPct,
        fgaFreq: t.fga / tally.located,
        pps: t.fga > 0 ? t.pts / t.fga : null,
        xPps: fgPct === null || definition.value === null ? null : definition.value * fgPct,
        gpPbp: tally.games,
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
  const { bins, located } = await leagueTally(db, filter.competitionId, filter);
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
      fgaFreq: bin.fga / located,
      pps: bin.pts / bin.fga,
      isQualified: bin.fga >= DEFAULT_HEXBIN.minAttempts,
      spacingFt: DEFAULT_HEXBIN.spacingFt,
    }))
    .sort((a, b) => a.r - b.r || a.q - b.q);
}
