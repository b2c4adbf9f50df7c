import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSTANTS } from '../config/constants';
import {
  FTA_PLAY_WEIGHT,
  effectiveFgPct,
  playsUsed,
  trueShootingAttempts,
  trueShootingPct,
} from './rate-formulas';

describe('the shared rate formulas', () => {
  it("weigh a free throw with the constants' pro coefficient", () => {
    expect(FTA_PLAY_WEIGHT).toBe(DEFAULT_CONSTANTS.possessions.proFtaCoefficient);
    expect(FTA_PLAY_WEIGHT).toBe(0.44);
  });

  it('work a line by hand: 24 points on 8/17 with two threes, 6/8 free throws, 3 turnovers', () => {
    // TSA = 17 + 0.44·8 = 20.52; TS% = 24 / 41.04; eFG% = (8 + 1) / 17; plays = 20.52 + 3.
    expect(trueShootingAttempts(17, 8)).toBeCloseTo(20.52, 12);
    expect(trueShootingPct(24, 17, 8)).toBeCloseTo(24 / 41.04, 12);
    expect(effectiveFgPct(8, 2, 17)).toBeCloseTo(9 / 17, 12);
    expect(playsUsed(17, 8, 3)).toBeCloseTo(23.52, 12);
  });

  it('is null without attempts, never 0', () => {
    expect(trueShootingPct(0, 0, 0)).toBeNull();
    expect(effectiveFgPct(0, 0, 0)).toBeNull();
  });
});
