/**
 * Shot zones, defined once (METHODS §5; vocabulary of spec/response-fields.md). Every zone is a
 * pure function of the location and the play-by-play's shot value: the 2/3 flag wins over
 * geometry, so a two recorded beyond the arc is still a two-point zone and a three recorded
 * inside it is still a three-point zone. Zones of one family never overlap; a family covers the
 * shots named in `ZONE_FAMILIES`. The published text of every zone is in zones-catalog.ts.
 *
 * Two conventions live side by side, on purpose:
 * - The five basic zones of `ShotFact.zone` follow the NCAA shot files (the source of the shot
 *   locations), so our zone totals match what the source publishes: rim d ≤ 4; paint a two with
 *   4 < d < 15 whatever the lane; mid any other two; corner3 a three within 14 ft of the baseline
 *   (y ≤ 8.75) and at least the line's corner distance across (|x| ≥ 21'8" on the 22'1.75"
 *   line, 20'9" before); aboveBreak3 any other three. They reproduce the files' `shot_zone` on
 *   every shot we have (4 games of 2024-26, and all 257,291 shots of the 2018-19 men's file).
 *   14 ft from the baseline is also where the NBA's straight corner ends.
 * - The detailed vocabulary keeps METHODS' geometry: `paint2` is the lane (|x| ≤ 6, up to the
 *   free-throw line, 19 ft from the baseline) rather than a 15-ft circle, so a 12-ft baseline
 *   jumper is 'paint' in the basic zones but `mid2` here; and `c3` is a three within 9.8 ft of
 *   the baseline (where the 6.75 m line's corners meet the arc) rather than 14 ft.
 */
import type { CourtLocation } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { EngineConstants } from '../config/constants';
import { angleDeg, distanceFt, inLane, isThree, yFromBaseline } from './court';
import type { ZoneName } from './facts';

export const BASIC_ZONES: readonly ZoneName[] = ['rim', 'paint', 'mid', 'corner3', 'aboveBreak3'];

/** METHODS' five areas under the API's names. */
export type AreaZone = 'atr2' | 'paint2' | 'mid2' | 'c3' | 'atb3';
/** Twos by spot: the rim, the lane extended, and the four sides. */
export type Spot2Zone = 'atr2' | 'lane2' | 'lb2' | 'rb2' | 'le2' | 're2';
/** Mid-range twos by distance. */
export type Depth2Zone = 'med2' | 'lng2';
/** Threes by spot: the corners by side, the wings, the top of the key. */
export type Spot3Zone = 'lc3' | 'rc3' | 'lw3' | 'rw3' | 'tok3';
/** Threes by distance. */
export type Depth3Zone = 'sht3' | 'lng3';

export type DetailedZone = AreaZone | Spot2Zone | Depth2Zone | Spot3Zone | Depth3Zone | 'nba3';

export type ZoneFamily = 'basic' | 'area' | 'spot2' | 'depth2' | 'spot3' | 'depth3' | 'nba3';

/** Which shots each family partitions. */
export const ZONE_FAMILIES: Readonly<Record<ZoneFamily, string>> = {
  basic: 'every field-goal attempt with a location (ShotFact.zone)',
  area: 'every field-goal attempt with a location (METHODS §5 geometry)',
  spot2: 'two-point attempts',
  depth2: 'mid2 attempts',
  spot3: 'three-point attempts',
  depth3: 'three-point attempts',
  nba3: 'three-point attempts from beyond the NBA line (the others have no zone in this family)',
};

/** Every zone a located shot falls in, one per family (null where the family does not apply). */
export interface ShotZones {
  readonly distance: number;
  readonly basic: ZoneName;
  readonly area: AreaZone;
  readonly spot2: Spot2Zone | null;
  readonly depth2: Depth2Zone | null;
  readonly spot3: Spot3Zone | null;
  readonly depth3: Depth3Zone | null;
  readonly nba3: boolean;
  /** d ≥ 40 ft; excluded from efficiency (METHODS §5), still zoned. */
  readonly heave: boolean;
}

type ZoneConstants = Pick<EngineConstants, 'court' | 'zones'>;

/** y of the 14-ft band that bounds the basic corner three and the baseline twos. */
function cornerBandY(c: ZoneConstants): number {
  return yFromBaseline(c.zones.cornerBandFromBaselineFt, c.court);
}

/** The basic zone of `ShotFact.zone` (the NCAA shot files' convention, see above). */
export function basicZone(
  location: CourtLocation,
  value: 2 | 3,
  c: ZoneConstants = DEFAULT_CONSTANTS,
): ZoneName {
  if (value === 3) {
    const inCorner =
      location.y <= cornerBandY(c) && Math.abs(location.x) >= c.court.threePointLine.cornerFt;
    return inCorner ? 'corner3' : 'aboveBreak3';
  }
  const d = distanceFt(location);
  if (d <= c.zones.rimFt) return 'rim';
  return d < c.zones.basicPaintMaxFt ? 'paint' : 'mid';
}

export function isHeave(location: CourtLocation, c: ZoneConstants = DEFAULT_CONSTANTS): boolean {
  return distanceFt(location) >= c.zones.heaveFt;
}

/** METHODS §5: rim d ≤ 4; paint in the lane; mid other twos; c3 within 9.8 ft of the baseline. */
export function areaZone(
  location: CourtLocation,
  value: 2 | 3,
  c: ZoneConstants = DEFAULT_CONSTANTS,
): AreaZone {
  if (value === 3) {
    const cornerY = yFromBaseline(c.zones.methodsCornerFromBaselineFt, c.court);
    return location.y <= cornerY ? 'c3' : 'atb3';
  }
  if (distanceFt(location) <= c.zones.rimFt) return 'atr2';
  return inLane(location, c.court) ? 'paint2' : 'mid2';
}

function spot2Zone(location: CourtLocation, c: ZoneConstants): Spot2Zone {
  if (distanceFt(location) <= c.zones.rimFt) return 'atr2';
  if (Math.abs(location.x) <= c.court.laneWidthFt / 2) return 'lane2';
  const left = location.x < 0;
  if (location.y <= cornerBandY(c)) return left ? 'lb2' : 'rb2';
  return left ? 'le2' : 're2';
}

function spot3Zone(area: AreaZone, location: CourtLocation, c: ZoneConstants): Spot3Zone {
  const left = location.x < 0;
  if (area === 'c3') return left ? 'lc3' : 'rc3';
  if (Math.abs(angleDeg(location)) <= c.zones.topOfKeyHalfAngleDeg) return 'tok3';
  return left ? 'lw3' : 'rw3';
}

/** All zones of a located field-goal attempt. */
export function classifyShot(
  location: CourtLocation,
  value: 2 | 3,
  c: ZoneConstants = DEFAULT_CONSTANTS,
): ShotZones {
  const distance = distanceFt(location);
  const area = areaZone(location, value, c);
  const two = value === 2;
  return {
    distance,
    basic: basicZone(location, value, c),
    area,
    spot2: two ? spot2Zone(location, c) : null,
    depth2: area === 'mid2' ? (distance >= c.zones.longTwoFt ? 'lng2' : 'med2') : null,
    spot3: two ? null : spot3Zone(area, location, c),
    depth3: two ? null : distance >= c.zones.longThreeFt ? 'lng3' : 'sht3',
    nba3: !two && isThree(location, c.zones.nbaLine),
    heave: distance >= c.zones.heaveFt,
  };
}

/** The detailed zones a shot counts in (for `{zone}Fga`-style aggregates). */
export function detailedZonesOf(zones: ShotZones): DetailedZone[] {
  const list: DetailedZone[] = [zones.area];
  for (const zone of [zones.spot2, zones.depth2, zones.spot3, zones.depth3]) {
    if (zone !== null && !list.includes(zone)) list.push(zone);
  }
  if (zones.nba3) list.push('nba3');
  return list;
}
