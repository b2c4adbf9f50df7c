import { describe, expect, it } from 'vitest';
import type { TeamGameInput } from './inputs';
import { gameQuadrants, quadrantOf } from './quadrants';

describe('quadrantOf (NCAA bands by opponent rank and site)', () => {
  it.each([
    [30, 'home', 1],
    [31, 'home', 2],
    [75, 'home', 2],
    [76, 'home', 3],
    [160, 'home', 3],
    [161, 'home', 4],
    [50, 'neutral', 1],
    [51, 'neutral', 2],
    [100, 'neutral', 2],
    [200, 'neutral', 3],
    [201, 'neutral', 4],
    [75, 'away', 1],
    [135, 'away', 2],
    [240, 'away', 3],
    [241, 'away', 4],
  ] as const)('rank %d at %s → Q%d', (rank, site, q) => {
    expect(quadrantOf(rank, site)).toBe(q);
  });
});

describe('gameQuadrants', () => {
  it('uses the opponent rank and leaves uncovered opponents without a quadrant', () => {
    const base = {
      date: '2025-01-01',
      teamId: 1,
      points: 70,
      opponentPoints: 60,
      possessions: 68,
      overtimes: 0,
    };
    const games: TeamGameInput[] = [
      { ...base, gameId: 1, opponentId: 2, site: 'away', opponentIsCovered: true },
      { ...base, gameId: 2, opponentId: 3, site: 'home', opponentIsCovered: true },
      { ...base, gameId: 3, opponentId: 9, site: 'home', opponentIsCovered: false },
    ];
    const ratings = [
      { teamId: 2, netRanking: 70 },
      { teamId: 3, netRanking: 70 },
    ];
    expect(gameQuadrants(games, ratings).map((g) => [g.opponentRank, g.quadrant])).toEqual([
      [70, 1],
      [70, 2],
      [null, null],
    ]);
  });
});
