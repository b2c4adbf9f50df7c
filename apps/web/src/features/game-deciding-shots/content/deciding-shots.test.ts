import { describe, expect, it } from 'vitest';
import { TEAMS, seasonShots, shot, teamMap } from '../game-deciding-shots.fixtures';
import { DECIDING_FILTERS, type DecidingFilterValues } from './deciding-filters';
import {
  decidingTotals,
  isOvertimeShot,
  matchesResult,
  matchesSituation,
  playerLeaders,
  shotsInListOrder,
  teamLeaders,
} from './deciding-shots';

const teams = teamMap();
const shots = seasonShots();

const kept = (patch: Partial<DecidingFilterValues>) => {
  const filters = { ...DECIDING_FILTERS.defaults, ...patch };
  return shots
    .filter((entry) => matchesSituation(entry, filters, teams) && matchesResult(entry, filters))
    .map((entry) => entry._id);
};

describe('deciding shot filters', () => {
  it('keeps every shot by default', () => {
    expect(kept({})).toHaveLength(6);
  });

  it('narrows by time left, the clock at or under the limit', () => {
    expect(kept({ secondsLeft: 10 })).toEqual(['100-410', '101-500', '101-510']);
    expect(kept({ secondsLeft: 5 })).toEqual(['100-410', '101-510']);
    // 25 s left is in the last 30 but not the last 20.
    expect(kept({ secondsLeft: 20 })).not.toContain('100-400');
  });

  it('narrows by the score before the shot', () => {
    expect(kept({ margin: 'tied' })).toEqual(['100-400']);
    expect(kept({ margin: 'down1' })).toEqual(['101-500', '102-310']);
    expect(kept({ margin: 'down2' })).toEqual(['101-510', '102-300']);
    expect(kept({ margin: 'down3' })).toEqual(['100-410']);
  });

  it('narrows by tying or go-ahead, result, period, team and conference', () => {
    expect(kept({ kind: 'tying' })).toEqual(['100-410', '101-510']);
    expect(kept({ kind: 'goAhead' })).toHaveLength(4);
    expect(kept({ result: 'made' })).toEqual(['100-400', '101-510', '102-300']);
    expect(kept({ result: 'missed' })).toEqual(['100-410', '101-500', '102-310']);
    expect(kept({ period: 'overtime' })).toEqual(['101-500', '101-510']);
    expect(kept({ period: 'regulation' })).toHaveLength(4);
    expect(kept({ team: 2 })).toEqual(['100-410', '102-310']);
    // ACC: Alpha and Charlie.
    expect(kept({ conference: 1 })).toEqual(['100-400', '101-500', '101-510', '102-300']);
    expect(kept({ conference: 1, secondsLeft: 10, kind: 'tying' })).toEqual(['101-510']);
  });

  it('tells overtime from regulation by the period label', () => {
    expect(isOvertimeShot({ periodLabel: 'OT' })).toBe(true);
    expect(isOvertimeShot({ periodLabel: '3OT' })).toBe(true);
    expect(isOvertimeShot({ periodLabel: 'H2' })).toBe(false);
    expect(isOvertimeShot({ periodLabel: 'Q4' })).toBe(false);
  });
});

describe('deciding shot totals and leaderboards', () => {
  it('adds up attempts, makes, points, the tying / go-ahead split and game-winners', () => {
    expect(decidingTotals(shots)).toEqual({
      gpDeciding: 3,
      decidingFga: 6,
      decidingFgm: 3,
      decidingFgPct: 0.5,
      decidingPts: 8,
      tyingFga: 2,
      tyingFgm: 1,
      tyingFgPct: 0.5,
      goAheadFga: 4,
      goAheadFgm: 2,
      goAheadFgPct: 0.5,
      gameWinners: 2,
    });
  });

  it('has no percentage without attempts', () => {
    const totals = decidingTotals([]);
    expect(totals.decidingFga).toBe(0);
    expect(totals.decidingFgPct).toBeNull();
    expect(totals.tyingFgPct).toBeNull();
    expect(totals.gpDeciding).toBe(0);
  });

  it('ranks players by attempts, then makes, then name', () => {
    const rows = playerLeaders(shots, teams);
    expect(
      rows.map((row) => [row.fullName, row.teamMarket, row.decidingFga, row.decidingFgm]),
    ).toEqual([
      ['Ann Archer', 'Alpha', 2, 1],
      ['Ben Baker', 'Bravo', 2, 0],
      ['Al Adams', 'Alpha', 1, 1],
      ['Cat Cole', 'Charlie', 1, 1],
    ]);
    const ann = rows[0];
    expect(ann?.decidingPts).toBe(3);
    expect(ann?.gpDeciding).toBe(2);
    expect(ann?.goAheadFga).toBe(2);
    expect(ann?.tyingFga).toBe(0);
    expect(ann?.tyingFgPct).toBeNull();
    expect(ann?.gameWinners).toBe(1);
  });

  it('adds a team up over its players', () => {
    const rows = teamLeaders(shots, teams);
    expect(
      rows.map((row) => [row.teamMarket, row.decidingFga, row.decidingFgm, row.decidingPts]),
    ).toEqual([
      ['Alpha', 3, 2, 5],
      ['Bravo', 2, 0, 0],
      ['Charlie', 1, 1, 3],
    ]);
    expect(rows[0]?.decidingFgPct).toBeCloseTo(2 / 3);
    expect(rows[0]?.gpDeciding).toBe(2);
  });

  it('keeps a player of two seasons on one row and links the newest season', () => {
    const older = shot(
      {
        game: 7,
        seq: 1,
        teamId: 1,
        teamIdAgst: 2,
        playerId: 11,
        fullName: 'Ann Archer',
        period: 2,
        periodLabel: 'H2',
        clock: 4,
        score: [50, 52],
        value: 2,
        made: true,
        at: [0, 5],
        date: '2025-02-01',
      },
      38409,
    );
    const ann = playerLeaders([older, ...shots], teams).find((row) => row.playerId === 11);
    expect(ann?.decidingFga).toBe(3);
    expect(ann?.gpDeciding).toBe(3);
    expect(ann?.competitionId).toBe(41097);
  });

  it('names a team the team rows do not know by its id', () => {
    const rows = teamLeaders(shots, teamMap(TEAMS.filter((team) => team.teamId !== 3)));
    expect(rows.find((row) => row.teamId === 3)?.teamMarket).toBe('Team 3');
  });

  it('lists the latest game first, its later play first', () => {
    expect(shotsInListOrder(shots).map((entry) => entry._id)).toEqual([
      '102-310',
      '102-300',
      '101-510',
      '101-500',
      '100-410',
      '100-400',
    ]);
  });
});
