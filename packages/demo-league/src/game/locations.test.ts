import { describe, expect, it } from 'vitest';
import { basicZone, constantsFor, distanceFt, isThree } from '@courtside/engine';
import { SHOT_ZONES } from './calibration';
import { heaveLocation, lineDistance, shotLocation } from './locations';
import { Random } from './random';

const LINES = {
  '22\'1.75" (2024-25)': constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2024 }),
  '20\'9" (2018-19)': constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2018 }),
};

describe('shot locations', () => {
  for (const [name, c] of Object.entries(LINES)) {
    it(`land in the zone they were drawn for, on the court, with the ${name} line`, () => {
      const rng = new Random(5);
      const wrong: string[] = [];
      for (const zone of SHOT_ZONES) {
        const three = zone === 'corner3' || zone === 'aboveBreak3';
        for (let i = 0; i < 500; i += 1) {
          const location = shotLocation(zone, rng, c);
          const fits =
            basicZone(location, three ? 3 : 2, c) === zone &&
            isThree(location, c.court.threePointLine) === three &&
            Math.abs(location.x) <= 25 &&
            location.y >= -5.25;
          if (!fits) wrong.push(`${zone} ${JSON.stringify(location)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('spread like a shot chart: rim shots close, threes just beyond the arc', () => {
    const rng = new Random(6);
    const c = LINES['22\'1.75" (2024-25)'];
    const mean = (zone: (typeof SHOT_ZONES)[number]) => {
      let sum = 0;
      for (let i = 0; i < 2000; i += 1) sum += distanceFt(shotLocation(zone, rng, c));
      return sum / 2000;
    };
    expect(mean('rim')).toBeLessThan(3.5);
    expect(mean('paint')).toBeGreaterThan(6);
    expect(mean('paint')).toBeLessThan(11);
    expect(mean('mid')).toBeGreaterThan(15.5);
    expect(mean('aboveBreak3')).toBeGreaterThan(22.5);
    expect(mean('aboveBreak3')).toBeLessThan(25.5);
  });

  it('puts heaves on the floor: inside the sidelines, short of the far baseline', () => {
    const rng = new Random(7);
    const c = LINES['22\'1.75" (2024-25)'];
    const off: string[] = [];
    let beyondHalfCourt = 0;
    // The possession's heave range (38-75 ft), its ends included.
    for (const distance of [38, 41.75, 50, 60, 70, 75, 95]) {
      for (let i = 0; i < 400; i += 1) {
        const location = heaveLocation(rng, distance, c);
        if (location.y > 41.75) beyondHalfCourt += 1;
        const onFloor =
          Math.abs(location.x) <= 24.05 && location.y > 0 && location.y <= 94 - 5.25 - 0.95;
        if (!onFloor) off.push(`${distance} ft ${JSON.stringify(location)}`);
      }
    }
    expect(off).toEqual([]);
    // Still heaves: most from beyond half court, at their distance where the floor allows.
    expect(beyondHalfCourt).toBeGreaterThanOrEqual(2000);
    expect(distanceFt(heaveLocation(rng, 60, c))).toBeCloseTo(60, 0);
  });

  it('measures the line: the arc straight on, the corner across', () => {
    const line = { arcFt: 22.15, cornerFt: 21.67 };
    expect(lineDistance(line, 0)).toBeCloseTo(22.15, 6);
    expect(lineDistance(line, 90)).toBeCloseTo(21.67, 6);
  });
});
