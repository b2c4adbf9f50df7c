import { describe, expect, it } from 'vitest';
import { CALIBRATION, SHOT_ZONES, attemptShares, unfouledMake } from './calibration';

describe('calibration table', () => {
  it('zone shares sum to 1 for every gender and division', () => {
    for (const byDivision of Object.values(CALIBRATION)) {
      for (const cal of Object.values(byDivision)) {
        const total = SHOT_ZONES.reduce((sum, zone) => sum + cal.zones[zone].share, 0);
        expect(total).toBeCloseTo(1, 9);
      }
    }
  });

  it('lower divisions shoot worse and turn it over more', () => {
    const men = CALIBRATION.MALE;
    expect(men[2].zones.rim.make).toBeLessThan(men[1].zones.rim.make);
    expect(men[3].zones.rim.make).toBeLessThan(men[2].zones.rim.make);
    expect(men[3].turnover).toBeGreaterThan(men[1].turnover);
  });

  it('unfouled make: recorded .60 with 20% fouled and and-ones at .6 → .48 / .848', () => {
    const base = CALIBRATION.MALE[1];
    const cal = {
      ...base,
      andOneMake: 0.6,
      zones: { ...base.zones, rim: { ...base.zones.rim, make: 0.6, shootingFoul: 0.2 } },
    };
    // m = r(1−f) / ((1−f) + f·a·(1−r)) = .6·.8 / (.8 + .2·.6·.4) = .48 / .848
    expect(unfouledMake(cal, 'rim')).toBeCloseTo(0.48 / 0.848, 12);
  });

  it('attempt shares lean to the rim, where fouled misses vanish from the box', () => {
    const cal = CALIBRATION.MALE[1];
    const shares = attemptShares(cal);
    expect(shares.rim).toBeGreaterThan(cal.zones.rim.share);
    expect(shares.aboveBreak3).toBeLessThan(cal.zones.aboveBreak3.share);
    expect(SHOT_ZONES.reduce((sum, zone) => sum + shares[zone], 0)).toBeCloseTo(1, 9);
  });
});
