import { describe, expect, it } from 'vitest';
import { POSITION_POOL_MIN_PLAYERS, playerPool, positionGroupOf } from './player-pools';

const players = (position: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    position,
    playerKey: `${position}${index}`,
    teamId: 1,
  }));

describe('player pools', () => {
  it('groups positions by their first letter', () => {
    expect(['G', 'g-f', 'F-C', 'C', 'PG', '', null].map(positionGroupOf)).toEqual([
      'G',
      'G',
      'F',
      'C',
      null,
      null,
      null,
    ]);
  });

  const rows = [...players('G', POSITION_POOL_MIN_PLAYERS), ...players('F', 5)];

  it('ranks by position when the group is large enough', () => {
    const pool = playerPool(rows, 'G', 'byPosition', 'Division I');
    expect(pool.rows).toHaveLength(POSITION_POOL_MIN_PLAYERS);
    expect(pool.label).toBe('qualified Division I guards');
    // The same answer gives the same group rows (their percentiles are computed once).
    expect(playerPool(rows, 'G-F', 'byPosition', 'Division I').rows).toBe(pool.rows);
  });

  it('falls back to everyone for a small group, no position, or the overall setting', () => {
    for (const [position, type] of [
      ['F', 'byPosition'],
      [null, 'byPosition'],
      ['G', 'overall'],
    ] as const) {
      const pool = playerPool(rows, position, type, 'Division II');
      expect(pool.rows).toBe(rows);
      expect(pool.label).toBe('all qualified Division II players');
    }
  });
});
