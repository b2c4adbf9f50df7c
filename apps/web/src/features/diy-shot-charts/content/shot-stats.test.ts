import { describe, expect, it } from 'vitest';
import { LINE_22_1_75 } from '@/lib/charts/court-geometry';
import { shotTotals, zoneLines, zoneShootingRow } from './shot-stats';
import { zoneShots } from './shot-zones';

/**
 * Eight shots: rim 1 of 2, paint 1 of 1, mid-range 1 of 2 ((10, 10) and (-10, 12)), corner three
 * 1 of 1, above-the-break three 1 of 2 ((0, 25) made, (5, 24) missed).
 */
const SHOTS = zoneShots(
  [
    { x: 0, y: 2, made: true },
    { x: 0, y: 3, made: false },
    { x: 3, y: 10, made: true },
    { x: 10, y: 10, made: false },
    { x: -23, y: 0, made: true },
    { x: 0, y: 25, made: true },
    { x: 5, y: 24, made: false },
    { x: -10, y: 12, made: true },
  ],
  LINE_22_1_75,
);

const LEAGUE = {
  atr2FgPct: 0.6,
  paint2FgPct: 0.45,
  mid2FgPct: 0.38,
  c3FgPct: 0.37,
  atb3FgPct: null,
};

describe('shotTotals', () => {
  it('counts makes, threes and points, and works out FG%, eFG% and points per shot', () => {
    // 5 of 8 made; threes 2 of 3; points 2 + 2 + 3 + 3 + 2 = 12.
    // eFG% = (5 + 0.5 × 2) / 8 = 0.75; points per shot = 12 / 8 = 1.5.
    expect(shotTotals(SHOTS)).toEqual({
      fga: 8,
      fgm: 5,
      fga3: 3,
      fgm3: 2,
      points: 12,
      fgPct: 0.625,
      efgPct: 0.75,
      pointsPerShot: 1.5,
    });
  });

  it('has no percentages without shots', () => {
    expect(shotTotals([])).toMatchObject({
      fga: 0,
      fgPct: null,
      efgPct: null,
      pointsPerShot: null,
    });
  });

  it('counts a made three as 1.5 makes in eFG%', () => {
    const threes = zoneShots(
      [
        { x: 0, y: 30, made: true },
        { x: 0, y: 30, made: false },
      ],
      LINE_22_1_75,
    );
    expect(shotTotals(threes)).toMatchObject({ fgPct: 0.5, efgPct: 0.75, pointsPerShot: 1.5 });
  });
});

describe('zoneLines', () => {
  it('gives each zone its attempts, makes, FG% and share, against the D-I FG% in points', () => {
    const lines = zoneLines(SHOTS, LEAGUE);
    expect(lines.map((line) => line.zone)).toEqual(['atr2', 'paint2', 'mid2', 'c3', 'atb3']);
    const [rim, paint, mid, corner, aboveBreak] = lines;
    expect(rim).toMatchObject({ fga: 2, fgm: 1, fgPct: 0.5, fgaFreq: 0.25, leagueFgPct: 0.6 });
    expect(rim?.pointsVsLeague).toBeCloseTo(-10, 10);
    expect(paint).toMatchObject({ fga: 1, fgm: 1, fgPct: 1, fgaFreq: 0.125 });
    expect(paint?.pointsVsLeague).toBeCloseTo(55, 10);
    expect(mid).toMatchObject({ fga: 2, fgm: 1, fgPct: 0.5 });
    expect(mid?.pointsVsLeague).toBeCloseTo(12, 10);
    expect(corner?.pointsVsLeague).toBeCloseTo(63, 10);
    // No D-I figure for the zone: no difference either.
    expect(aboveBreak).toMatchObject({ fga: 2, fgm: 1, leagueFgPct: null, pointsVsLeague: null });
  });

  it('leaves the D-I columns empty while the averages are unknown, and empty zones blank', () => {
    const lines = zoneLines(SHOTS.slice(0, 1), null);
    expect(lines[0]).toMatchObject({ fga: 1, fgPct: 1, leagueFgPct: null, pointsVsLeague: null });
    expect(lines[4]).toMatchObject({ fga: 0, fgm: 0, fgPct: null, fgaFreq: 0 });
  });

  it('writes the chart as a zone row of the API vocabulary', () => {
    const row = zoneShootingRow(zoneLines(SHOTS, LEAGUE));
    expect(row).toMatchObject({
      atr2Fga: 2,
      atr2Fgm: 1,
      atr2FgPct: 0.5,
      atr2FgaFreq: 0.25,
      c3Fga: 1,
      c3FgPct: 1,
    });
  });
});
