/**
 * The half court in feet, in the coordinates of the API's shots: the basket's centre at the
 * origin, x across the court (negative = left, seen from half court), y toward half court. NCAA
 * dimensions (METHODS §5): 94 × 50 ft, basket 5.25 ft from the baseline, 12-ft lane, free-throw
 * line 19 ft from the baseline, 4-ft restricted arc, and the season's three-point line.
 *
 * Charts draw these polylines and polygons as SVG paths in the same units (one SVG unit = one
 * foot, y down the screen from the baseline). The zone shapes are the engine's zone rules
 * (packages/engine/src/game/zones.ts, published in the API docs) drawn as regions.
 */
import type { Gender } from '@courtside/contract';
import type { ZoneId } from '@/lib/stats/dictionary';

export type Point = readonly [x: number, y: number];

/** An arc around the basket with straight corners along the sidelines. */
export interface ThreePointLine {
  /** Radius of the arc, ft. */
  readonly arcFt: number;
  /** |x| of the straight corner segments, ft (= arcFt when the arc meets the baseline level). */
  readonly cornerFt: number;
}

const ft = (feet: number, inches = 0): number => feet + inches / 12;

/** 22'1.75" (6.75 m) with 21'8" corners: men's D-I from 2019-20, women from 2021-22. */
export const LINE_22_1_75: ThreePointLine = { arcFt: ft(22, 1.75), cornerFt: ft(21, 8) };
/** 20'9": men from 2008-09, women from 2011-12. */
export const LINE_20_9: ThreePointLine = { arcFt: ft(20, 9), cornerFt: ft(20, 9) };
/** 19'9": the first national line. */
export const LINE_19_9: ThreePointLine = { arcFt: ft(19, 9), cornerFt: ft(19, 9) };

/**
 * The line of a season (METHODS §5 [S32][S33]); D-II/III men moved in 2020-21, so pass the
 * division for men's lower divisions.
 */
export function threePointLineFor(
  gender: Gender,
  startYear: number,
  divisionId = 1,
): ThreePointLine {
  const newLineFrom = gender === 'MALE' ? (divisionId === 1 ? 2019 : 2020) : 2021;
  if (startYear >= newLineFrom) return LINE_22_1_75;
  if (startYear >= (gender === 'MALE' ? 2008 : 2011)) return LINE_20_9;
  return LINE_19_9;
}

export const COURT = {
  widthFt: 50,
  halfLengthFt: 47,
  basketFromBaselineFt: 5.25,
  laneWidthFt: 12,
  freeThrowLineFromBaselineFt: 19,
  freeThrowCircleRadiusFt: 6,
  restrictedArcFt: 4,
  rimRadiusFt: 0.75,
  backboardFromBaselineFt: 4,
  backboardWidthFt: 6,
  centerCircleRadiusFt: 6,
  /** The detailed corner three (`c3`): within 9.8 ft of the baseline. */
  cornerThreeFromBaselineFt: 9.8,
  /** Baseline and elbow twos split 14 ft from the baseline. */
  baselineBandFromBaselineFt: 14,
  /** Top of the key three: within 22.5° of straight on. */
  topOfKeyHalfAngleDeg: 22.5,
} as const;

const fromBaseline = (feet: number): number => feet - COURT.basketFromBaselineFt;

export const BASELINE_Y = -COURT.basketFromBaselineFt;
export const HALF_COURT_Y = fromBaseline(COURT.halfLengthFt);
export const FREE_THROW_Y = fromBaseline(COURT.freeThrowLineFromBaselineFt);
export const SIDELINE_X = COURT.widthFt / 2;
const LANE_X = COURT.laneWidthFt / 2;
const CORNER_THREE_Y = fromBaseline(COURT.cornerThreeFromBaselineFt);
const BASELINE_BAND_Y = fromBaseline(COURT.baselineBandFromBaselineFt);

/** The SVG viewBox of the half court: x −25…25, y baseline…half court. */
export const COURT_VIEWBOX = {
  x: -SIDELINE_X,
  y: BASELINE_Y,
  width: COURT.widthFt,
  height: COURT.halfLengthFt,
} as const;

const DEG = Math.PI / 180;

/** A point at `radius` from the basket, `angleDeg` from straight on (positive to the right). */
export function polar(radius: number, angleDeg: number): Point {
  return [radius * Math.sin(angleDeg * DEG), radius * Math.cos(angleDeg * DEG)];
}

/** Points of an arc around the basket, from one angle to another, about one per 3°. */
export function arcPoints(radius: number, fromDeg: number, toDeg: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(toDeg - fromDeg) / 3));
  return Array.from({ length: steps + 1 }, (_, i) =>
    polar(radius, fromDeg + ((toDeg - fromDeg) * i) / steps),
  );
}

/** SVG path data of a polyline, closed when asked. */
export function pathOf(points: readonly Point[], close = false): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('');
  return close ? `${body}Z` : body;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** Where the straight corners meet the arc: y = √(r² − c²) (0 when the arc reaches baseline level). */
export function cornerBreakY(line: ThreePointLine): number {
  return Math.sqrt(Math.max(0, line.arcFt ** 2 - line.cornerFt ** 2));
}

/** |x| of the three-point line at height y (y ≤ the arc's top). */
export function lineXAt(line: ThreePointLine, y: number): number {
  if (y <= cornerBreakY(line)) return line.cornerFt;
  return Math.sqrt(Math.max(0, line.arcFt ** 2 - y ** 2));
}

/**
 * The left half of the line from the baseline up to its top (0, r), y increasing, cut to
 * [fromY, toY]: the boundary every zone next to the line shares.
 */
export function leftLineBetween(line: ThreePointLine, fromY: number, toY: number): Point[] {
  const breakY = cornerBreakY(line);
  const breakAngle = Math.atan2(line.cornerFt, breakY) / DEG;
  const dense: Point[] = [[-line.cornerFt, BASELINE_Y], ...arcPoints(line.arcFt, -breakAngle, 0)];
  const inside = dense.filter(([, y]) => y > fromY && y < toY);
  return [[-lineXAt(line, fromY), fromY], ...inside, [-lineXAt(line, toY), toY]];
}

const mirror = (points: readonly Point[]): Point[] =>
  points.map(([x, y]): Point => [-x, y]).reverse();

/** The right half of the line between two heights, y decreasing (a mirror of the left half). */
export function rightLineBetween(line: ThreePointLine, fromY: number, toY: number): Point[] {
  return mirror(leftLineBetween(line, fromY, toY));
}

function rect(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

const circle = (radius: number): Point[] => arcPoints(radius, -180, 180);

/** The court markings, as SVG path data in feet. */
export function courtLines(line: ThreePointLine) {
  const r = line.arcFt;
  const backboardY = fromBaseline(COURT.backboardFromBaselineFt);
  const halfBoard = COURT.backboardWidthFt / 2;
  const ftRadius = COURT.freeThrowCircleRadiusFt;
  return {
    boundary: pathOf(rect(-SIDELINE_X, BASELINE_Y, SIDELINE_X, HALF_COURT_Y), true),
    lane: pathOf(rect(-LANE_X, BASELINE_Y, LANE_X, FREE_THROW_Y), true),
    /** The half of the free-throw circle away from the basket is solid… */
    freeThrowCircleOuter: pathOf(
      arcPoints(ftRadius, -90, 90).map(([x, y]): Point => [x, FREE_THROW_Y + y]),
    ),
    /** …and the half inside the lane is dashed. */
    freeThrowCircleInner: pathOf(
      arcPoints(ftRadius, 90, 270).map(([x, y]): Point => [x, FREE_THROW_Y + y]),
    ),
    restrictedArc: pathOf(arcPoints(COURT.restrictedArcFt, -90, 90)),
    threePointLine: pathOf([
      ...leftLineBetween(line, BASELINE_Y, r),
      ...rightLineBetween(line, BASELINE_Y, r),
    ]),
    backboard: pathOf([
      [-halfBoard, backboardY],
      [halfBoard, backboardY],
    ]),
    centerCircle: pathOf(
      arcPoints(COURT.centerCircleRadiusFt, 90, 270).map(([x, y]): Point => [x, HALF_COURT_Y + y]),
    ),
    rim: { cx: 0, cy: 0, r: COURT.rimRadiusFt },
  };
}

export type ZoneLayout = 'areas' | 'spots';

export interface ZoneShape {
  zone: ZoneId;
  /** The outline, then any holes (even-odd: a point inside an odd number of rings is in). */
  rings: readonly (readonly Point[])[];
  /** SVG path data of the rings; draw with fill-rule="evenodd". */
  path: string;
  /** Where the zone's tooltip points. */
  labelAt: Point;
  /** Where its label is written: once, or in both corners for the two-corner `c3`. */
  labelsAt: readonly Point[];
}

/** Area-weighted centre of a simple polygon (shoelace formula). */
export function centroid(points: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length] ?? [x0, y0];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  });
  return area === 0 ? (points[0] ?? [0, 0]) : [cx / (3 * area), cy / (3 * area)];
}

function shape(
  zone: ZoneId,
  rings: readonly (readonly Point[])[],
  labelsAt: readonly Point[] = [centroid(rings[0] ?? [])],
): ZoneShape {
  return {
    zone,
    rings,
    path: rings.map((ring) => pathOf(ring, true)).join(''),
    labelAt: labelsAt[0] ?? [0, 0],
    labelsAt,
  };
}

/** Threes beyond the line from `fromY` up to half court, on the left, outside `angleDeg`. */
function leftWingThree(line: ThreePointLine, fromY: number, angleDeg: number): Point[] {
  const [, topY] = polar(line.arcFt, angleDeg);
  const rayX = -HALF_COURT_Y * Math.tan(angleDeg * DEG);
  return [
    [-SIDELINE_X, fromY],
    [-SIDELINE_X, HALF_COURT_Y],
    [-rayX, HALF_COURT_Y],
    ...leftLineBetween(line, fromY, topY).reverse(),
  ];
}

/**
 * The zones of one layout as drawable regions: 'areas' = METHODS' five (atr2, paint2, mid2,
 * c3, atb3); 'spots' = the eleven spot zones (twos by spot, threes by corner, wing and top).
 */
export function zoneShapes(line: ThreePointLine, layout: ZoneLayout): ZoneShape[] {
  const r = line.arcFt;
  const rim = circle(COURT.restrictedArcFt);
  const lane = rect(-LANE_X, BASELINE_Y, LANE_X, FREE_THROW_Y);
  const insideLine = [
    ...leftLineBetween(line, BASELINE_Y, r),
    ...rightLineBetween(line, BASELINE_Y, r),
  ];
  const leftCorner = [
    [-SIDELINE_X, BASELINE_Y] as Point,
    [-SIDELINE_X, CORNER_THREE_Y] as Point,
    ...leftLineBetween(line, BASELINE_Y, CORNER_THREE_Y).reverse(),
  ];
  const rimZone = shape('atr2', [rim], [[0, 2]]);
  const [cornerX, cornerY] = centroid(leftCorner);
  if (layout === 'areas') {
    return [
      rimZone,
      shape('paint2', [lane, rim], [[0, 9]]),
      shape('mid2', [insideLine, lane], [[0, FREE_THROW_Y + 3.5]]),
      shape(
        'c3',
        [leftCorner, mirror(leftCorner)],
        [
          [cornerX, cornerY],
          [-cornerX, cornerY],
        ],
      ),
      shape(
        'atb3',
        [
          [
            [-SIDELINE_X, CORNER_THREE_Y],
            [-SIDELINE_X, HALF_COURT_Y],
            [SIDELINE_X, HALF_COURT_Y],
            [SIDELINE_X, CORNER_THREE_Y],
            ...rightLineBetween(line, CORNER_THREE_Y, r).reverse(),
            ...leftLineBetween(line, CORNER_THREE_Y, r).reverse(),
          ],
        ],
        [[0, r + 6]],
      ),
    ];
  }
  const laneTop = Math.sqrt(r ** 2 - LANE_X ** 2);
  const laneAngle = Math.asin(LANE_X / r) / DEG;
  const laneStrip: Point[] = [
    [-LANE_X, BASELINE_Y],
    ...arcPoints(r, -laneAngle, laneAngle),
    [LANE_X, BASELINE_Y],
  ];
  const leftBaseline: Point[] = [
    [-LANE_X, BASELINE_Y],
    [-LANE_X, BASELINE_BAND_Y],
    ...leftLineBetween(line, BASELINE_Y, BASELINE_BAND_Y).reverse(),
  ];
  const leftElbow: Point[] = [
    [-LANE_X, BASELINE_BAND_Y],
    ...leftLineBetween(line, BASELINE_BAND_Y, laneTop),
  ];
  const leftWing = leftWingThree(line, CORNER_THREE_Y, -COURT.topOfKeyHalfAngleDeg);
  const topAngle = COURT.topOfKeyHalfAngleDeg;
  const topRayX = HALF_COURT_Y * Math.tan(topAngle * DEG);
  const topOfKey: Point[] = [
    [-topRayX, HALF_COURT_Y],
    [topRayX, HALF_COURT_Y],
    ...arcPoints(r, topAngle, -topAngle),
  ];
  return [
    rimZone,
    shape('lane2', [laneStrip, rim], [[0, FREE_THROW_Y]]),
    shape('lb2', [leftBaseline]),
    shape('rb2', [mirror(leftBaseline)]),
    shape('le2', [leftElbow]),
    shape('re2', [mirror(leftElbow)]),
    shape('lc3', [leftCorner]),
    shape('rc3', [mirror(leftCorner)]),
    shape('lw3', [leftWing]),
    shape('rw3', [mirror(leftWing)]),
    shape('tok3', [topOfKey]),
  ];
}

/** Whether a point is inside a polygon (ray casting). */
export function inRing([px, py]: Point, ring: readonly Point[]): boolean {
  let inside = false;
  ring.forEach(([x0, y0], i) => {
    const [x1, y1] = ring[(i + 1) % ring.length] ?? [x0, y0];
    if (y0 > py !== y1 > py && px < ((x1 - x0) * (py - y0)) / (y1 - y0) + x0) inside = !inside;
  });
  return inside;
}

/** Whether a point is inside a zone (even-odd over its rings). */
export function inZone(point: Point, zone: ZoneShape): boolean {
  return zone.rings.filter((ring) => inRing(point, ring)).length % 2 === 1;
}

/** Whether a shot location lies on the drawn half court. */
export function onHalfCourt([x, y]: Point): boolean {
  return Math.abs(x) <= SIDELINE_X && y >= BASELINE_Y && y <= HALF_COURT_Y;
}

const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

/**
 * Where a shot's mark is drawn: a location on the half court where it is; one off it — a heave
 * from the other half, or a source's spot a little past a line — at the nearest point of the
 * half court, `insetFt` inside its edge so the whole mark shows. Heaves from beyond half court
 * thus line up along the half-court line, straight down from where they were taken.
 */
export function drawnOnHalfCourt([x, y]: Point, insetFt = 0): Point {
  return [
    clamp(x, -SIDELINE_X + insetFt, SIDELINE_X - insetFt),
    clamp(y, BASELINE_Y + insetFt, HALF_COURT_Y - insetFt),
  ];
}
