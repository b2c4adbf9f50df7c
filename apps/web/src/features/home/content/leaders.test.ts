import { describe, expect, it } from 'vitest';
import type { PlayerLeaderRow } from '../api/player-leaders';
import type { TopTeamRow } from '../api/top-teams';
import {
  PLAYER_LEADER_CATEGORIES,
  TEAM_LEADER_CATEGORIES,
  leaderboards,
  rankBy,
  teamLabel,
  topTeamsByNetRating,
} from './leaders';

const team = (teamId: number, values: Partial<TopTeamRow>): TopTeamRow => ({
  competitionId: 38409,
  teamId,
  teamMarket: `Team ${teamId}`,
  teamName: null,
  netRtgAdj: 0,
  ortgAdj: 100,
  drtgAdj: 100,
  paceAdj: 68,
  overallWins: 10,
  overallLosses: 10,
  isQualified: true,
  ...values,
});

describe('topTeamsByNetRating', () => {
  it('orders qualified teams by adjusted net rating, best first, at most ten', () => {
    const rows = Array.from({ length: 12 }, (_, index) => team(index + 1, { netRtgAdj: index }));
    const top = topTeamsByNetRating(rows);
    expect(top.map((row) => row.teamId)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('leaves out unqualified teams and teams without a rating', () => {
    const rows = [
      team(1, { netRtgAdj: 30, isQualified: false }),
      team(2, { netRtgAdj: null }),
      team(3, { netRtgAdj: -2.5 }),
      team(4, { netRtgAdj: 4 }),
    ];
    expect(topTeamsByNetRating(rows).map((row) => row.teamId)).toEqual([4, 3]);
  });
});

describe('leaderboards', () => {
  it('ranks defense ascending (fewest points allowed) and offense and pace descending', () => {
    const rows = [
      team(1, { ortgAdj: 120, drtgAdj: 101, paceAdj: 64 }),
      team(2, { ortgAdj: 110, drtgAdj: 92, paceAdj: 73 }),
      team(3, { ortgAdj: 115, drtgAdj: 97, paceAdj: 69 }),
    ];
    const boards = leaderboards(rows, TEAM_LEADER_CATEGORIES, 2);
    expect(
      boards.map((board) => [board.category.key, board.rows.map((row) => row.teamId)]),
    ).toEqual([
      ['ortgAdj', [1, 3]],
      ['drtgAdj', [2, 3]],
      ['paceAdj', [2, 3]],
    ]);
  });

  it('ranks players by each per-game category', () => {
    const player = (playerId: number, ptsScoredPg: number, rebPg: number, astPg: number) =>
      ({
        competitionId: 38409,
        playerId,
        teamId: 1,
        fullName: `Player ${playerId}`,
        teamMarket: 'Baydale',
        ptsScoredPg,
        rebPg,
        astPg,
      }) satisfies PlayerLeaderRow;
    const rows = [player(1, 21.4, 3.1, 6.2), player(2, 18.9, 10.4, 1.1), player(3, 11.4, 5, 3)];
    const boards = leaderboards(rows, PLAYER_LEADER_CATEGORIES, 1);
    expect(boards.map((board) => board.rows[0]?.fullName)).toEqual([
      'Player 1',
      'Player 2',
      'Player 1',
    ]);
  });
});

describe('rankBy and teamLabel', () => {
  it('treats NaN as missing', () => {
    const rows = [team(1, { ortgAdj: Number.NaN }), team(2, { ortgAdj: 99 })];
    expect(rankBy(rows, 'ortgAdj', { count: 5 }).map((row) => row.teamId)).toEqual([2]);
  });

  it('joins market and name, or keeps the market alone', () => {
    expect(teamLabel({ teamMarket: 'Baydale', teamName: 'Wolves' })).toBe('Baydale Wolves');
    expect(teamLabel({ teamMarket: 'Baydale', teamName: null })).toBe('Baydale');
  });
});
