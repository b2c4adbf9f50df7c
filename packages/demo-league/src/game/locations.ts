/**
 * Court coordinates for a shot of a given zone, in the contract's CourtLocation frame (feet from
 * the basket's centre, y toward half court), drawn so a shot chart looks like a real one: rim
 * attempts bunched within a few feet, short twos spread through the lane, long twos along the
 * arc inside the line, corner threes just beyond the straight corner, above-the-break threes a
 * foot or two beyond the arc (a few much deeper), heaves from near or past half court, always
 * between the sidelines.
 *
 * Every location is checked with the engine's own geometry (`basicZone`, `isThree` with the
 * season's line), so a shot lands in the zone it was drawn for and on the right side of the
 * line; a draw that misses is redrawn.
 */
import type { CourtLocation } from '@courtside/contract';
import { basicZone, cornerBreakY, isThree } from '@courtside/engine';
import type { EngineConstants, ThreePointLine } from '@courtside/engine';
import type { ShotZone } from './calibration';
import type { Random } from './random';

const DEG = Math.PI / 180;

function at(distance: number, angleDeg: number): CourtLocation {
  const x = Math.round(distance * Math.sin(angleDeg * DEG) * 10) / 10;
  const y = Math.round(distance * Math.cos(angleDeg * DEG) * 10) / 10;
  return { x: x === 0 ? 0 : x, y: y === 0 ? 0 : y };
}

/** Distance from the basket to the three-point line along a direction (degrees from straight on). */
export function lineDistance(line: ThreePointLine, angleDeg: number): number {
  const sin = Math.abs(Math.sin(angleDeg * DEG));
  const cos = Math.cos(angleDeg * DEG);
  if (line.arcFt * cos > cornerBreakY(line)) return line.arcFt;
  return sin === 0 ? line.arcFt : line.cornerFt / sin;
}

function draw(zone: ShotZone, rng: Random, c: EngineConstants): CourtLocation {
  const line = c.court.threePointLine;
  switch (zone) {
    case 'rim':
      return at(c.zones.rimFt * Math.sqrt(rng.next()) * 0.97, rng.uniform(-100, 100));
    case 'paint': {
      const d =
        c.zones.rimFt + 0.2 + (c.zones.basicPaintMaxFt - c.zones.rimFt - 0.4) * rng.next() ** 1.3;
      return at(d, rng.normal() * 35);
    }
    case 'mid': {
      const angle = Math.max(-88, Math.min(88, rng.normal() * 45));
      const outer = lineDistance(line, angle) - 0.4;
      const d =
        c.zones.basicPaintMaxFt + 0.1 + (outer - c.zones.basicPaintMaxFt - 0.1) * rng.next() ** 0.7;
      return at(d, angle);
    }
    case 'corner3': {
      const sideSign = rng.chance(0.5) ? -1 : 1;
      const x = sideSign * (line.cornerFt + rng.uniform(0.3, 1.6));
      const y = rng.uniform(
        -3,
        c.zones.cornerBandFromBaselineFt - c.court.basketFromBaselineFt - 0.3,
      );
      return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
    }
    case 'aboveBreak3': {
      const angle = rng.uniform(-68, 68);
      const beyond = rng.chance(0.08) ? rng.uniform(3, 8) : Math.abs(rng.normal()) * 1.3 + 0.3;
      return at(lineDistance(line, angle) + beyond, angle);
    }
  }
}

function fits(location: CourtLocation, zone: ShotZone, c: EngineConstants): boolean {
  const value = zone === 'corner3' || zone === 'aboveBreak3' ? 3 : 2;
  if (isThree(location, c.court.threePointLine) !== (value === 3)) return false;
  if (location.y < -c.court.basketFromBaselineFt || Math.abs(location.x) > c.court.widthFt / 2) {
    return false;
  }
  return basicZone(location, value, c) === zone;
}

/** A location in `zone` for the season's court. */
export function shotLocation(zone: ShotZone, rng: Random, c: EngineConstants): CourtLocation {
  for (let tries = 0; tries < 20; tries += 1) {
    const location = draw(zone, rng, c);
    if (fits(location, zone, c)) return location;
  }
  // Fallbacks that always fit: straight on, or the middle of a corner.
  const line = c.court.threePointLine;
  const fallback: Record<ShotZone, CourtLocation> = {
    rim: { x: 0, y: 1.5 },
    paint: { x: 0, y: 8 },
    mid: { x: 0, y: 16.5 },
    corner3: { x: line.cornerFt + 1, y: 2 },
    aboveBreak3: { x: 0, y: Math.ceil(line.arcFt + 1) },
  };
  return fallback[zone];
}

/**
 * A heave from `distance` feet, roughly straight on, from a spot on the floor: the angle is
 * narrowed at long range so the shooter stands at least a foot inside the sidelines (at 75 ft a
 * 25° angle alone would put him 32 ft to the side, off the court), and the distance stops a
 * foot short of the far baseline.
 */
export function heaveLocation(rng: Random, distance: number, c: EngineConstants): CourtLocation {
  const farBaseline = c.court.lengthFt - c.court.basketFromBaselineFt;
  const d = Math.min(distance, farBaseline - 1);
  const halfWidth = c.court.widthFt / 2 - 1;
  const widest = Math.min(25, Math.asin(Math.min(1, halfWidth / d)) / DEG);
  return at(d, rng.uniform(-widest, widest));
}
