/**
 * The published definition of every shot zone, for the API docs (spec/response-fields.md asks
 * for each zone's geometry to be defined once in the engine and published). The text is built
 * from the same constants zones.ts classifies with, so the docs cannot drift from the code.
 */
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { EngineConstants } from '../config/constants';
import type { ZoneName } from './facts';
import type { DetailedZone, ZoneFamily } from './zones';

export interface ZoneDefinition {
  readonly zone: ZoneName | DetailedZone | 'heave';
  readonly family: ZoneFamily | 'heave';
  /** Shot value the zone holds; null for both (heave). */
  readonly value: 2 | 3 | null;
  readonly label: string;
  readonly definition: string;
}

/** 22'1.75" for lengths the rules give in inches, "9.8 ft" for the others. */
const feet = (value: number): string => {
  const whole = Math.floor(value + 1e-9);
  const inches = Math.round((value - whole) * 12 * 100) / 100;
  if (inches === 0) return `${whole} ft`;
  return Number.isInteger(inches * 4) ? `${whole}'${inches}"` : `${value} ft`;
};

/**
 * Definitions in the units of the docs: d is the distance from the basket's centre, x across
 * the court (negative = left, seen from half court), heights "from the baseline". The
 * three-point line named is the season's (22'1.75" since 2019-20 for men's D-I).
 */
export function zoneDefinitions(
  c: Pick<EngineConstants, 'court' | 'zones'> = DEFAULT_CONSTANTS,
): ZoneDefinition[] {
  const z = c.zones;
  const lane = c.court.laneWidthFt / 2;
  const band = `within ${feet(z.cornerBandFromBaselineFt)} of the baseline`;
  const rim = `d ≤ ${feet(z.rimFt)}`;
  const flag = 'The play-by-play 2/3 flag decides the value; location only picks the zone.';
  const def = (
    zone: ZoneDefinition['zone'],
    family: ZoneDefinition['family'],
    value: 2 | 3 | null,
    label: string,
    definition: string,
  ): ZoneDefinition => ({ zone, family, value, label, definition });
  return [
    def('rim', 'basic', 2, 'Rim', `Two-point attempt with ${rim}. ${flag}`),
    def(
      'paint',
      'basic',
      2,
      'Paint',
      `Two-point attempt with ${feet(z.rimFt)} < d < ${feet(z.basicPaintMaxFt)}, whatever the ` +
        'lane lines (the convention of the NCAA shot files; compare paint2).',
    ),
    def('mid', 'basic', 2, 'Mid-range', `Two-point attempt with d ≥ ${feet(z.basicPaintMaxFt)}.`),
    def(
      'corner3',
      'basic',
      3,
      'Corner 3',
      `Three-point attempt ${band} and at least the line's corner distance across (|x| ≥ ` +
        `${feet(c.court.threePointLine.cornerFt)} on this line).`,
    ),
    def('aboveBreak3', 'basic', 3, 'Above-the-break 3', 'Any other three-point attempt.'),
    def('atr2', 'area', 2, 'At the rim', `Two-point attempt with ${rim} (the restricted arc).`),
    def(
      'paint2',
      'area',
      2,
      'Paint (non-rim)',
      `Two-point attempt in the lane (|x| ≤ ${feet(lane)}, up to the free-throw line ` +
        `${feet(c.court.freeThrowLineFromBaselineFt)} from the baseline), not at the rim.`,
    ),
    def('mid2', 'area', 2, 'Mid-range', 'Any other two-point attempt.'),
    def(
      'c3',
      'area',
      3,
      'Corner 3',
      `Three-point attempt within ${feet(z.methodsCornerFromBaselineFt)} of the baseline ` +
        "(where the 6.75 m line's straight corners meet the arc).",
    ),
    def('atb3', 'area', 3, 'Above the break 3', 'Any other three-point attempt.'),
    def(
      'lane2',
      'spot2',
      2,
      'Lane two',
      `Two-point attempt between the lane lines extended (|x| ≤ ${feet(lane)}), not at the rim.`,
    ),
    def('lb2', 'spot2', 2, 'Left baseline two', `Two, x < −${feet(lane)}, ${band}.`),
    def('rb2', 'spot2', 2, 'Right baseline two', `Two, x > ${feet(lane)}, ${band}.`),
    def('le2', 'spot2', 2, 'Left elbow two', `Two, x < −${feet(lane)}, farther from the baseline.`),
    def('re2', 'spot2', 2, 'Right elbow two', `Two, x > ${feet(lane)}, farther from the baseline.`),
    def('med2', 'depth2', 2, 'Medium two', `mid2 attempt with d < ${feet(z.longTwoFt)}.`),
    def('lng2', 'depth2', 2, 'Long two', `mid2 attempt with d ≥ ${feet(z.longTwoFt)}.`),
    def('lc3', 'spot3', 3, 'Left corner 3', 'c3 attempt with x < 0.'),
    def('rc3', 'spot3', 3, 'Right corner 3', 'c3 attempt with x ≥ 0.'),
    def(
      'tok3',
      'spot3',
      3,
      'Top of the key 3',
      `atb3 attempt within ${z.topOfKeyHalfAngleDeg}° of straight on (seen from the basket).`,
    ),
    def('lw3', 'spot3', 3, 'Left wing 3', 'Any other atb3 attempt with x < 0.'),
    def('rw3', 'spot3', 3, 'Right wing 3', 'Any other atb3 attempt with x > 0.'),
    def('sht3', 'depth3', 3, 'Short 3', `Three-point attempt with d < ${feet(z.longThreeFt)}.`),
    def('lng3', 'depth3', 3, 'Long 3', `Three-point attempt with d ≥ ${feet(z.longThreeFt)}.`),
    def(
      'nba3',
      'nba3',
      3,
      'Beyond the NBA line',
      `Three-point attempt beyond the NBA line (${feet(z.nbaLine.arcFt)} arc, ` +
        `${feet(z.nbaLine.cornerFt)} straight corners).`,
    ),
    def(
      'heave',
      'heave',
      null,
      'Heave',
      `Attempt with d ≥ ${feet(z.heaveFt)}: still zoned, but left out of efficiency.`,
    ),
  ];
}
