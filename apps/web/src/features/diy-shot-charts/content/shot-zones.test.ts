import { describe, expect, it } from 'vitest';
import {
  COURT_VIEWBOX,
  LINE_20_9,
  LINE_22_1_75,
  inZone,
  zoneShapes,
  type Point,
} from '@/lib/charts/court-geometry';
import { areaZoneOf, shotValue, zoneShots } from './shot-zones';

const at = (x: number, y: number) => ({ x, y });

describe('shotValue', () => {
  it('is a three past the straight corners below their break (y ≤ 4.58 ft on the new line)', () => {
    // Corners at 21'8" = 21.667 ft.
    expect(shotValue(at(-21.6, 0), LINE_22_1_75)).toBe(2);
    expect(shotValue(at(-21.7, 0), LINE_22_1_75)).toBe(3);
    expect(shotValue(at(22, -5), LINE_22_1_75)).toBe(3);
  });

  it('is a three past the arc above the break, and a two on it', () => {
    // Arc 22'1.75" = 22.146 ft.
    expect(shotValue(at(0, 22.1), LINE_22_1_75)).toBe(2);
    expect(shotValue(at(0, 22.2), LINE_22_1_75)).toBe(3);
    // (22, 4.6) is above the break and 22.48 ft out.
    expect(shotValue(at(22, 4.6), LINE_22_1_75)).toBe(3);
  });

  it("follows the season's line: 21 ft straight on is a three on the 20'9\" line only", () => {
    expect(shotValue(at(0, 21), LINE_20_9)).toBe(3);
    expect(shotValue(at(0, 21), LINE_22_1_75)).toBe(2);
    expect(shotValue(at(20.8, 0), LINE_20_9)).toBe(3);
    expect(shotValue(at(20.8, 0), LINE_22_1_75)).toBe(2);
  });
});

describe('areaZoneOf', () => {
  it.each([
    [0, 1.5, 'atr2'],
    [0, 4, 'atr2'],
    [4, 0.5, 'paint2'],
    [0, -5, 'paint2'],
    [6, 10, 'paint2'],
    [0, 13.75, 'paint2'],
    [6.1, 10, 'mid2'],
    [0, 13.8, 'mid2'],
    [-21.6, 0, 'mid2'],
    [0, 22.1, 'mid2'],
    [-22, 0, 'c3'],
    [23, 4.5, 'c3'],
    [22, 4.6, 'atb3'],
    [0, 22.2, 'atb3'],
    [-24, 40, 'atb3'],
  ] as const)('(%s, %s) is %s on the 22\'1.75" line', (x, y, zone) => {
    expect(areaZoneOf(at(x, y), LINE_22_1_75)).toBe(zone);
  });

  it('adds zone and value to each shot, keeping its place and result', () => {
    expect(zoneShots([{ x: -22, y: 0, made: true }], LINE_22_1_75)).toEqual([
      { x: -22, y: 0, made: true, zone: 'c3', value: 3 },
    ]);
  });

  it.each([
    ['22\'1.75"', LINE_22_1_75],
    ['20\'9"', LINE_20_9],
  ])('agrees with the drawn zones of the %s line away from their edges', (_name, line) => {
    const shapes = zoneShapes(line, 'areas');
    const drawnZone = (point: Point) => shapes.find((shape) => inZone(point, shape))?.zone;
    let compared = 0;
    // A grid that avoids the lines' exact positions, over the whole half court.
    for (let x = COURT_VIEWBOX.x + 0.13; x < 25; x += 0.71) {
      for (let y = COURT_VIEWBOX.y + 0.11; y < 41.75; y += 0.67) {
        const drawn = drawnZone([x, y]);
        const ruled = areaZoneOf(at(x, y), line);
        compared += 1;
        if (drawn === ruled) continue;
        // A disagreement is allowed only within 0.1 ft of an edge, where the drawn arc is a
        // polygon: a step that small must reach the drawn zone by the rule.
        const near = [
          [0.1, 0],
          [-0.1, 0],
          [0, 0.1],
          [0, -0.1],
        ].some(([dx = 0, dy = 0]) => areaZoneOf(at(x + dx, y + dy), line) === drawn);
        expect(near, `(${x.toFixed(2)}, ${y.toFixed(2)}): drawn ${drawn}, rule ${ruled}`).toBe(
          true,
        );
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });
});
