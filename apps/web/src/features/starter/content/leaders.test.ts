import { describe, expect, it } from 'vitest';
import { leaderRow, teamRow } from '../starter.test-utils';
import { leaderboards, topTeams } from './leaders';

describe('topTeams', () => {
  it('keeps qualified, rated teams, best margin first, ties by name, cut at the count', () => {
    const rows = [
      teamRow({ teamId: 1, teamMarket: 'Yale', netRtgAdj: 12 }),
      teamRow({ teamId: 2, teamMarket: 'Akron', netRtgAdj: 12 }),
      teamRow({ teamId: 3, teamMarket: 'Duke', netRtgAdj: 35.5 }),
      teamRow({ teamId: 4, teamMarket: 'Thin Sample', netRtgAdj: 50, isQualified: false }),
      teamRow({ teamId: 5, teamMarket: 'No Rating', netRtgAdj: null }),
      teamRow({ teamId: 6, teamMarket: 'Chicago St.', netRtgAdj: -25.3 }),
    ];
    expect(topTeams(rows, 3).map((row) => row.teamMarket)).toEqual(['Duke', 'Akron', 'Yale']);
    expect(topTeams(rows).map((row) => row.teamId)).toEqual([3, 2, 1, 6]);
  });
});

describe('leaderboards', () => {
  it('ranks each category among qualified players, leaving out missing values', () => {
    const rows = [
      leaderRow({ playerId: 1, fullName: 'A', ptsScoredPg: 20.1, rebPg: 3, astPg: null }),
      leaderRow({ playerId: 2, fullName: 'B', ptsScoredPg: 25, rebPg: 11.2, astPg: 6 }),
      leaderRow({ playerId: 3, fullName: 'C', ptsScoredPg: 30, isQualified: false }),
    ];
    const [points, rebounds, assists] = leaderboards(rows, 2);
    expect(points?.category).toBe('ptsScoredPg');
    expect(points?.rows.map((row) => row.ptsScoredPg)).toEqual([25, 20.1]);
    expect(rebounds?.rows.map((row) => row.fullName)).toEqual(['B', 'A']);
    expect(assists?.rows.map((row) => row.fullName)).toEqual(['B']);
  });
});
