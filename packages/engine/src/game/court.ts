/**
 * Court geometry (METHODS §5): a 94 × 50 ft court, the basket's centre 5.25 ft from the baseline,
 * a 12-ft lane, the free-throw line 19 ft from the baseline, a 4-ft restricted arc, and the
 * three-point line of the season (an arc with straight corners; see config/constants.ts for
 * which line applies when).
 *
 * Locations are the contract's `CourtLocation`: feet from the basket's centre, x across the court
 * (negative = left, seen from half court), y toward half court (negative = behind the basket).
 * METHODS gives some heights from the baseline; `yFromBaseline`/`yFromBasket` convert.
 */
import type { CourtLocation } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { CourtGeometry, ThreePointLine } from '../config/constants';

/** Court of the newest season; pass a season's `constantsFor(…).court` for older lines. */
export const COURT: CourtGeometry = DEFAULT_CONSTANTS.court;

/** Feet from the basket's centre. */
export function distanceFt(location: CourtLocation): number {
  return Math.hypot(location.x, location.y);
}

/** A height measured from the baseline, as a y from the basket's centre. */
export function yFromBaseline(fromBaselineFt: number, court: CourtGeometry = COURT): number {
  return fromBaselineFt - court.basketFromBaselineFt;
}

/** A y from the basket's centre, as a height from the baseline. */
export function yFromBasket(y: number, court: CourtGeometry = COURT): number {
  return y + court.basketFromBaselineFt;
}

/**
 * Where the straight corners meet the arc, as a y from the basket's centre: √(r² − c²). On the
 * 22'1.75" line that is 4.58 ft (9.83 ft from the baseline, METHODS' "≈ 9.8 ft"); on the old
 * lines, whose arc runs down to the basket's level, it is 0.
 */
export function cornerBreakY(line: ThreePointLine): number {
  return Math.sqrt(Math.max(0, line.arcFt ** 2 - line.cornerFt ** 2));
}

/**
 * Whether a location lies beyond the three-point line. Below the break the line is straight
 * (|x| = cornerFt); above it, the arc (d = arcFt). On the line is a two, as in the rules (the
 * shooter's foot on the line), so both tests are strict.
 */
export function isThree(location: CourtLocation, line: ThreePointLine): boolean {
  if (location.y <= cornerBreakY(line)) return Math.abs(location.x) > line.cornerFt;
  return distanceFt(location) > line.arcFt;
}

/** Inside the lane: between the lane lines (12 ft wide) up to the free-throw line. */
export function inLane(location: CourtLocation, court: CourtGeometry = COURT): boolean {
  return (
    Math.abs(location.x) <= court.laneWidthFt / 2 &&
    location.y <= yFromBaseline(court.freeThrowLineFromBaselineFt, court) &&
    location.y >= -court.basketFromBaselineFt
  );
}

/** Inside the restricted-area arc (4 ft). */
export function inRestrictedArea(location: CourtLocation, court: CourtGeometry = COURT): boolean {
  return distanceFt(location) <= court.restrictedArcFt;
}

/** Whether a location is on the court's attacking half (within the sidelines and baseline). */
export function onHalfCourt(location: CourtLocation, court: CourtGeometry = COURT): boolean {
  return (
    Math.abs(location.x) <= court.widthFt / 2 &&
    location.y >= -court.basketFromBaselineFt &&
    location.y <= court.lengthFt / 2 - court.basketFromBaselineFt
  );
}

/**
 * Angle of a location from the straight-on line through the basket, in degrees: 0 straight on,
 * negative to the left, ±90 level with the basket.
 */
export function angleDeg(location: CourtLocation): number {
  return (Math.atan2(location.x, location.y) * 180) / Math.PI;
}
