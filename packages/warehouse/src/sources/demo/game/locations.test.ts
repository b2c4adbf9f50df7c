import { describe, expect, it } from 'vitest';
import { basicZone, constantsFor, distanceFt, isThree } from '@courtside/engine';
import { SHOT_ZONES } from './calibration';
import { lineDistance, shotLocation } from './locations';
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

  it('measures the line: the arc straight on, the corner across', () => {
    const line = { arcFt: 22.15, cornerFt: 21.67 };
    expect(lineDistance(line, 0)).toBeCloseTo(22.15, 6);
    expect(lineDistance(line, 90)).toBeCloseTo(21.67, 6);
  });
});
