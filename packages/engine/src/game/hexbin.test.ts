import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binShots,
  hexCenter,
  hexEfficiencyVsLeague,
  hexId,
  hexOf,
  hexRadius,
  shrunkFgPct,
} from './hexbin';

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('hex bins', () => {
  it('puts the basket at the centre of hex 0,0 and neighbours 1.5 ft apart', () => {
    expect(hexOf({ x: 0, y: 0 })).toEqual({ q: 0, r: 0 });
    expect(hexCenter({ q: 0, r: 0 })).toEqual({ x: 0, y: 0 });
    // The six neighbours of a pointy-top hex, all one spacing away.
    const neighbours = [
      { q: 1, r: 0 },
      { q: -1, r: 0 },
      { q: 0, r: 1 },
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: -1, r: 1 },
    ];
    for (const hex of neighbours) {
      expect(dist(hexCenter(hex), { x: 0, y: 0 })).toBeCloseTo(1.5, 10);
    }
    // Straight across: (1,0) is 1.5 ft to the right; one row up is 1.5·√3/2 higher.
    expect(hexCenter({ q: 1, r: 0 })).toEqual({ x: 1.5, y: 0 });
    expect(hexCenter({ q: 0, r: 1 }).y).toBeCloseTo(1.5 * (Math.sqrt(3) / 2), 10);
    expect(hexRadius(1.5)).toBeCloseTo(0.8660254, 6);
  });

  it('assigns a worked example by hand', () => {
    // (2.9, 0.1): the centres (1.5, 0) and (3, 0) are 1.4 and 0.14 away → hex (2, 0).
    expect(hexOf({ x: 2.9, y: 0.1 })).toEqual({ q: 2, r: 0 });
    // (0.7, 1.2): row r=1 centres at y≈1.299, x = 0.75 (q=0) → distance 0.11 → (0, 1).
    expect(hexOf({ x: 0.7, y: 1.2 })).toEqual({ q: 0, r: 1 });
    expect(hexId({ q: -3, r: 4 })).toBe('-3,4');
    expect(hexId(hexOf({ x: -0.01, y: -0.01 }))).toBe('0,0');
  });

  it('assigns every point to the nearest centre (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -25, max: 25, noNaN: true }),
        fc.double({ min: -5.25, max: 41.75, noNaN: true }),
        (x, y) => {
          const hex = hexOf({ x, y });
          const own = dist(hexCenter(hex), { x, y });
          for (let dq = -2; dq <= 2; dq += 1) {
            for (let dr = -2; dr <= 2; dr += 1) {
              const other = dist(hexCenter({ q: hex.q + dq, r: hex.r + dr }), { x, y });
              if (other < own - 1e-9) return false;
            }
          }
          return own <= hexRadius(1.5) + 1e-9;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a spacing that is not positive', () => {
    expect(() => hexOf({ x: 1, y: 1 }, 0)).toThrow(RangeError);
  });

  it('shrinks toward the league and clamps the colour', () => {
    // 3 of 4 against a 40% league: (3 + 10·0.4)/(4 + 10) = 0.5.
    expect(shrunkFgPct(3, 4, 0.4)).toBeCloseTo(0.5, 12);
    expect(shrunkFgPct(0, 0, 0.37)).toBeCloseTo(0.37, 12);
    expect(hexEfficiencyVsLeague(0.5, 0.4)).toBeCloseTo(10, 10);
    expect(hexEfficiencyVsLeague(0.9, 0.4)).toBe(10);
    expect(hexEfficiencyVsLeague(0.1, 0.4)).toBe(-10);
    expect(() => shrunkFgPct(5, 4, 0.4)).toThrow(RangeError);
  });

  it('tallies attempts, makes and points per hex', () => {
    const bins = binShots([
      { location: { x: 0.1, y: 0.2 }, made: true, value: 2 },
      { location: { x: -0.2, y: 0.1 }, made: false, value: 2 },
      { location: { x: 0, y: 22.5 }, made: true, value: 3 },
    ]);
    expect(bins.get('0,0')).toMatchObject({ fga: 2, fgm: 1, pts: 2 });
    const deep = [...bins.values()].find((b) => b.fga === 1);
    expect(deep).toMatchObject({ fgm: 1, pts: 3 });
    expect(deep && dist(deep.center, { x: 0, y: 22.5 })).toBeLessThanOrEqual(hexRadius(1.5));
  });
});
