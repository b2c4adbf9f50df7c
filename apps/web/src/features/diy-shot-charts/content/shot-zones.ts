/**
 * What a hand-logged shot was worth and which area zone it fell in. A logged shot has a place
 * and a result but no recorded value, so its value follows from the season's three-point line:
 * beyond the line is a three, on or inside it a two (the shooter's foot on the line). The zones
 * are the five areas of METHODS §5 as the court geometry draws them (`zoneShapes(line,
 * 'areas')`): rim within the 4-ft arc, paint the rest of the lane, mid-range the other twos,
 * corner three within 9.8 ft of the baseline, above-the-break the other threes. They are
 * computed from the exact lines rather than the drawn polygons, so a shot on a line is placed
 * by the rule and not by how finely the arc is drawn.
 */
import type { DiyShot } from '@courtside/contract';
import type { AREA_ZONES } from '@/components/stats/shooting/area-zones';
import {
  BASELINE_Y,
  COURT,
  FREE_THROW_Y,
  cornerBreakY,
  type ThreePointLine,
} from '@/lib/charts/court-geometry';

export type AreaZoneId = (typeof AREA_ZONES)[number];
export type ShotValue = 2 | 3;

/** Height of the corner-three band's top, ft from the basket. */
const CORNER_THREE_Y = COURT.cornerThreeFromBaselineFt - COURT.basketFromBaselineFt;
const LANE_HALF_WIDTH = COURT.laneWidthFt / 2;

type Spot = Pick<DiyShot, 'x' | 'y'>;

/** Beyond the line: past the straight corners below their break, past the arc above it. */
export function shotValue({ x, y }: Spot, line: ThreePointLine): ShotValue {
  const beyond =
    y <= cornerBreakY(line) ? Math.abs(x) > line.cornerFt : Math.hypot(x, y) > line.arcFt;
  return beyond ? 3 : 2;
}

export function areaZoneOf(spot: Spot, line: ThreePointLine): AreaZoneId {
  if (shotValue(spot, line) === 3) return spot.y <= CORNER_THREE_Y ? 'c3' : 'atb3';
  if (Math.hypot(spot.x, spot.y) <= COURT.restrictedArcFt) return 'atr2';
  const inLane =
    Math.abs(spot.x) <= LANE_HALF_WIDTH && spot.y >= BASELINE_Y && spot.y <= FREE_THROW_Y;
  return inLane ? 'paint2' : 'mid2';
}

/** A logged shot with its zone and value on one season's line. */
export interface ZonedShot extends DiyShot {
  zone: AreaZoneId;
  value: ShotValue;
}

export function zoneShots(shots: readonly DiyShot[], line: ThreePointLine): ZonedShot[] {
  return shots.map((shot) => ({
    ...shot,
    zone: areaZoneOf(shot, line),
    value: shotValue(shot, line),
  }));
}
