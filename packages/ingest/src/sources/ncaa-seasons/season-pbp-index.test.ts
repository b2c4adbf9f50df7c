/**
 * Batches of the season play-by-play files: games in file order, cut by game and row limits,
 * each with the file-row range per dataset that holds all its games' rows.
 */
import { describe, expect, it } from 'vitest';
import { seasonBatches } from './season-pbp-index';
import type { GameSpan, SeasonPbpIndex } from './season-pbp-index';

const span = (lo: number, rows: number): GameSpan => ({ lo, hi: lo + rows - 1, rows });

// Three games laid out game after game in pbp (rows 0-99, 100-149, 150-349), the shots file
// listing game 30 first, game 20 without shots, no player box at all.
const index: SeasonPbpIndex = new Map([
  [10, { pbp: span(0, 100), shots: span(5, 4), player_box: null }],
  [20, { pbp: span(100, 50), shots: null, player_box: null }],
  [30, { pbp: span(150, 200), shots: span(0, 5), player_box: null }],
]);

describe('seasonBatches', () => {
  it('orders games by their place in the pbp file and covers every row of each', () => {
    const [batch, ...rest] = seasonBatches(index, [30, 10, 20], { games: 10, rows: 10_000 });
    expect(rest).toEqual([]);
    expect(batch).toEqual({
      gameIds: [10, 20, 30],
      ranges: { pbp: [0, 349], shots: [0, 8], player_box: null },
    });
  });

  it('cuts at the game limit', () => {
    const batches = seasonBatches(index, [10, 20, 30], { games: 2, rows: 10_000 });
    expect(batches.map((b) => b.gameIds)).toEqual([[10, 20], [30]]);
    expect(batches.map((b) => b.ranges.pbp)).toEqual([
      [0, 149],
      [150, 349],
    ]);
    expect(batches.map((b) => b.ranges.shots)).toEqual([
      [5, 8],
      [0, 4],
    ]);
  });

  it('cuts at the row limit, but never leaves a game of more rows alone out', () => {
    const batches = seasonBatches(index, [10, 20, 30], { games: 10, rows: 120 });
    expect(batches.map((b) => b.gameIds)).toEqual([[10], [20], [30]]);
  });

  it('reads only the games asked for', () => {
    const batches = seasonBatches(index, [20], { games: 10, rows: 10_000 });
    expect(batches).toEqual([
      { gameIds: [20], ranges: { pbp: [100, 149], shots: null, player_box: null } },
    ]);
    expect(seasonBatches(index, [], { games: 10, rows: 10_000 })).toEqual([]);
  });

  it('refuses a game the file does not have', () => {
    expect(() => seasonBatches(index, [40])).toThrow(/game 40 is not in the play-by-play file/);
  });
});
