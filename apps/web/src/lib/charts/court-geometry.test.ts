import { describe, expect, it } from 'vitest';
import type { ZoneId } from '@/lib/stats/dictionary';
import {
  BASELINE_Y,
  HALF_COURT_Y,
  LINE_20_9,
  LINE_22_1_75,
  cornerBreakY,
  courtLines,
  inZone,
  lineXAt,
  threePointLineFor,
  zoneShapes,
  type Point,
  type ThreePointLine,
} from './court-geometry';

/** The engine's zone rules (packages/engine/src/game/zones.ts), written out independently. */
function isThree([x, y]: Point, line: ThreePointLine): boolean {
  if (y <= cornerBreakY(line)) return Math.abs(x) > line.cornerFt;
  return Math.hypot(x, y) > line.arcFt;
}

function areaZone(point: Point, line: ThreePointLine): ZoneId {
  const [x, y] = point;
  if (isThree(point, line)) return y <= 9.8 - 5.25 ? 'c3' : 'atb3';
  if (Math.hypot(x, y) <= 4) return 'atr2';
  return Math.abs(x) <= 6 && y <= 13.75 ? 'paint2' : 'mid2';
}

function spotZone(point: Point, line: ThreePointLine): ZoneId {
  const [x, y] = point;
  const left = x < 0;
  if (isThree(point, line)) {
    if (y <= 9.8 - 5.25) return left ? 'lc3' : 'rc3';
    const angle = (Math.atan2(x, y) * 180) / Math.PI;
    if (Math.abs(angle) <= 22.5) return 'tok3';
    return left ? 'lw3' : 'rw3';
  }
  if (Math.hypot(x, y) <= 4) return 'atr2';
  if (Math.abs(x) <= 6) return 'lane2';
  if (y <= 14 - 5.25) return left ? 'lb2' : 'rb2';
  return left ? 'le2' : 're2';
}

/** Points within this many feet of a zone boundary are skipped (the arcs are polylines). */
const MARGIN = 0.05;
function nearBoundary([x, y]: Point, line: ThreePointLine): boolean {
  const d = Math.hypot(x, y);
  const angle = (Math.atan2(x, y) * 180) / Math.PI;
  const lineX = y <= line.arcFt ? lineXAt(line, y) : 0;
  return (
    Math.abs(d - 4) < MARGIN ||
    Math.abs(d - line.arcFt) < MARGIN ||
    (y <= line.arcFt && Math.abs(Math.abs(x) - lineX) < MARGIN) ||
    Math.abs(Math.abs(x) - 6) < MARGIN ||
    [13.75, 9.8 - 5.25, 14 - 5.25, cornerBreakY(line)].some((h) => Math.abs(y - h) < MARGIN) ||
    Math.abs(Math.abs(angle) - 22.5) < 0.2 ||
    Math.abs(x) < MARGIN
  );
}

function grid(): Point[] {
  const points: Point[] = [];
  for (let x = -24.9; x < 25; x += 0.37) {
    for (let y = BASELINE_Y + 0.1; y < HALF_COURT_Y; y += 0.41) points.push([x, y]);
  }
  return points;
}

describe('zone shapes', () => {
  for (const line of [LINE_22_1_75, LINE_20_9]) {
    for (const [layout, classify] of [
      ['areas', areaZone],
      ['spots', spotZone],
    ] as const) {
      it(`tile the half court by the zone rules (${layout}, ${line.arcFt.toFixed(2)}-ft line)`, () => {
        const shapes = zoneShapes(line, layout);
        let checked = 0;
        const mismatches: string[] = [];
        for (const point of grid()) {
          if (nearBoundary(point, line)) continue;
          const containing = shapes.filter((shape) => inZone(point, shape)).map((s) => s.zone);
          const expected = classify(point, line);
          if (containing.length !== 1 || containing[0] !== expected) {
            mismatches.push(
              `(${point[0].toFixed(2)}, ${point[1].toFixed(2)}): ${containing} ≠ ${expected}`,
            );
          }
          checked += 1;
        }
        expect(mismatches).toEqual([]);
        expect(checked).toBeGreaterThan(10_000);
      });
    }
  }

  it('puts every label inside its zone, the corner three in both corners', () => {
    for (const layout of ['areas', 'spots'] as const) {
      for (const shape of zoneShapes(LINE_22_1_75, layout)) {
        for (const point of shape.labelsAt) {
          expect(inZone(point, shape), `${layout} ${shape.zone}`).toBe(true);
        }
      }
    }
    const corner = zoneShapes(LINE_22_1_75, 'areas').find((shape) => shape.zone === 'c3');
    expect(corner?.labelsAt.map(([x]) => Math.round(x * 100) / 100)).toEqual([-23.33, 23.33]);
  });
});

describe('court lines', () => {
  it('meet the arc at the corners: 4.58 ft above the basket on the 22\'1.75" line', () => {
    expect(cornerBreakY(LINE_22_1_75)).toBeCloseTo(4.58, 2);
    expect(cornerBreakY(LINE_20_9)).toBe(0);
    expect(lineXAt(LINE_22_1_75, 0)).toBeCloseTo(21.667, 3);
    expect(lineXAt(LINE_22_1_75, 10)).toBeCloseTo(Math.sqrt(22.1458 ** 2 - 100), 3);
  });

  it('draw the lane 12 ft wide up to the free-throw line and the court 50 × 47', () => {
    const lines = courtLines(LINE_22_1_75);
    expect(lines.lane).toBe('M-6,-5.25L6,-5.25L6,13.75L-6,13.75Z');
    expect(lines.boundary).toBe('M-25,-5.25L25,-5.25L25,41.75L-25,41.75Z');
    expect(lines.threePointLine.startsWith('M-21.667,-5.25L-21.667,4.58')).toBe(true);
    expect(lines.rim).toEqual({ cx: 0, cy: 0, r: 0.75 });
  });

  it("picks the season's line", () => {
    expect(threePointLineFor('MALE', 2019)).toBe(LINE_22_1_75);
    expect(threePointLineFor('MALE', 2019, 2)).toBe(LINE_20_9);
    expect(threePointLineFor('FEMALE', 2020)).toBe(LINE_20_9);
    expect(threePointLineFor('FEMALE', 2021)).toBe(LINE_22_1_75);
    expect(threePointLineFor('MALE', 2007).arcFt).toBeCloseTo(19.75);
  });
});
