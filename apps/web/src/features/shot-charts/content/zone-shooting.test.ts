import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import {
  ALL_DIVISION_ZONES,
  DIVISION_ONE_ZONES,
  GAMES,
  SHOTS,
  TEAM_ID,
  leagueHexRow,
} from '../shot-charts.fixtures';
import { attemptColumns, hexColumns, tableCsv, zoneColumns } from './chart-tables';
import { scheduleOf } from './shot-filters';
import {
  hexOptionsFor,
  hexesOfLeague,
  zoneTotals,
  zonesOfLeague,
  zonesOfShots,
} from './zone-shooting';

const counts = (zones: ReturnType<typeof zonesOfShots>) =>
  zones.map(({ zone, fga, fgm }) => [zone, fgm, fga]);

describe('zonesOfShots', () => {
  it('counts the attempts by area zone, heaves left out, against the division', () => {
    const zones = zonesOfShots(SHOTS, DIVISION_ONE_ZONES);
    expect(counts(zones)).toEqual([
      ['atr2', 2, 3],
      ['paint2', 1, 1],
      ['mid2', 1, 2],
      ['c3', 1, 1],
      ['atb3', 1, 2],
    ]);
    expect(zones[0]?.fgPct).toBeCloseTo(2 / 3, 9);
    expect(zones[0]?.fgaFreq).toBeCloseTo(3 / 9, 9);
    expect(zones[0]?.leagueFgPct).toBeCloseTo(0.6, 9);
    expect(zoneTotals(zones)).toEqual({ fga: 9, fgm: 6, fgPct: 6 / 9 });
  });

  it('leaves FG% empty where there are no attempts and the baseline empty where unknown', () => {
    const zones = zonesOfShots(SHOTS.slice(0, 1), []);
    expect(zones[1]).toEqual({
      zone: 'paint2',
      fga: 0,
      fgm: 0,
      fgPct: null,
      fgaFreq: 0,
      leagueFgPct: null,
    });
  });
});

describe('a division against every division', () => {
  it("compares the division's zones with all divisions'", () => {
    const zones = zonesOfLeague(DIVISION_ONE_ZONES, ALL_DIVISION_ZONES);
    expect(counts(zones)).toEqual([
      ['atr2', 600, 1000],
      ['paint2', 200, 500],
      ['mid2', 140, 400],
      ['c3', 38, 100],
      ['atb3', 297, 900],
    ]);
    expect(zones.every((zone) => zone.leagueFgPct === 0.5)).toBe(true);
  });

  it('keeps the qualified hexes on the half court, shrunk toward the baseline at each spot', () => {
    const hexes = hexesOfLeague(
      [
        leagueHexRow(1.5, 0, 90, 60, 1),
        leagueHexRow(0, 0, 190, 120, 1),
        leagueHexRow(3, 5, 4, 4, 1),
        leagueHexRow(0, 70, 20, 1, 1),
      ],
      [leagueHexRow(0, 0, 400, 240, null)],
    );
    expect(hexes.map(({ x, y, fga }) => [x, y, fga])).toEqual([
      [0, 0, 190],
      [1.5, 0, 90],
    ]);
    // (120 + 10·0.6) / 200 = 0.63 → +3 points; no baseline at (1.5, 0).
    expect(hexes[0]?.pointsAboveLeague).toBeCloseTo(3, 9);
    expect(hexes[1]?.pointsAboveLeague).toBeNull();
  });

  it('shows small samples from 2 attempts per spot, a season from 5', () => {
    expect(hexOptionsFor(12).minAttempts).toBe(2);
    expect(hexOptionsFor(500).minAttempts).toBe(5);
  });
});

describe('the tables as CSV', () => {
  it('writes the zone table with the baseline and the difference in points', () => {
    const csv = parseCsv(
      tableCsv(zoneColumns('Division 1'), zonesOfShots(SHOTS, DIVISION_ONE_ZONES)),
    );
    expect(csv[0]).toEqual(['Zone', 'FGA', 'FGM', 'FG%', 'Division 1 FG%', 'Difference (pts)']);
    expect(csv[1]).toEqual(['At the rim', '3', '2', '66.7%', '60.0%', '+6.7']);
    expect(csv[5]).toEqual(['Above the break 3', '2', '1', '50.0%', '33.0%', '+17.0']);
  });

  it('writes one line per attempt drawn, with its game from the schedule', () => {
    const schedule = scheduleOf(GAMES, { teamId: TEAM_ID, teamMarket: 'Alpha State' });
    const context = {
      schedule: new Map(schedule.map((game) => [game.gameId, game])),
      isOffense: true,
      periodFormat: 'halves' as const,
    };
    const csv = parseCsv(tableCsv(attemptColumns(context), SHOTS.slice(6, 7)));
    expect(csv).toHaveLength(2);
    const line = Object.fromEntries((csv[0] ?? []).map((header, i) => [header, csv[1]?.[i]]));
    expect(line).toMatchObject({
      Date: '2024-12-01',
      Opponent: 'Gamma College',
      Site: 'away',
      Period: 'OT',
      Clock: '10:00',
      Shooter: 'Ann Archer',
      Value: '3',
      'Shot type': 'jumper',
      Made: 'Yes',
      Zone: 'Above the break 3',
      Clutch: 'Yes',
    });
  });

  it('writes the hexes of a division', () => {
    const hexes = hexesOfLeague([leagueHexRow(0, 0, 10, 5, 2)], [leagueHexRow(0, 0, 10, 5, null)]);
    const csv = parseCsv(tableCsv(hexColumns('All divisions'), hexes));
    expect(csv[1]).toEqual(['0.00', '0.00', '10', '5', '50.0%', '50.0%', '0.0']);
  });
});
