import { describe, expect, it } from 'vitest';
import { teamRows } from '../game-deciding-shots.fixtures';
import type { DecidingTeamRow } from './team-totals';
import { teamLeadersFromRows } from './team-totals';

const rows = teamRows() as DecidingTeamRow[];

describe('the team leaderboard from the team rows', () => {
  it('keeps every attempt the API counted and adds the points (2 a make, 3 a three)', () => {
    const leaders = teamLeadersFromRows(rows, { team: null, conference: null });
    expect(
      leaders.map((row) => [row.teamMarket, row.decidingFga, row.decidingFgm, row.decidingPts]),
    ).toEqual([
      ['Alpha', 3, 2, 5],
      ['Bravo', 2, 0, 0],
      ['Charlie', 1, 1, 3],
    ]);
    expect(leaders[0]?.decidingFgPct).toBeCloseTo(2 / 3);
  });

  it('applies the conference and team filters and leaves out teams without an attempt', () => {
    expect(
      teamLeadersFromRows(rows, { team: null, conference: 1 }).map((row) => row.teamMarket),
    ).toEqual(['Alpha', 'Charlie']);
    expect(
      teamLeadersFromRows(rows, { team: 2, conference: null }).map((row) => row.teamMarket),
    ).toEqual(['Bravo']);
    const none = { ...rows[0], decidingFga: 0, decidingFgm: 0 } as DecidingTeamRow;
    expect(teamLeadersFromRows([none], { team: null, conference: null })).toEqual([]);
  });
});
