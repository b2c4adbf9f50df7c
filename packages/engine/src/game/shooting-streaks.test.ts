import { describe, expect, it } from 'vitest';
import { longestStreaks, type StreakAttempt } from './shooting-streaks';

/** 'X' a make, 'o' a miss, '|' the start of the next game (game ids 1, 2, …). */
function attempts(text: string): StreakAttempt[] {
  let gameId = 1;
  const out: StreakAttempt[] = [];
  for (const mark of text) {
    if (mark === '|') gameId += 1;
    else out.push({ made: mark === 'X', gameId });
  }
  return out;
}

describe('longest shooting streaks', () => {
  it('finds the longest make and miss runs with where they start and end', () => {
    // Indexes: X0 X1 o2 X3 X4 X5 o6 o7 o8 o9 X10
    expect(longestStreaks(attempts('XXoXXXooooX'))).toEqual([
      { made: true, length: 3, first: 3, last: 5, games: 1 },
      { made: false, length: 4, first: 6, last: 9, games: 1 },
    ]);
  });

  it('keeps the first of two streaks as long', () => {
    expect(longestStreaks(attempts('XXoXXooXX'))).toEqual([
      { made: true, length: 2, first: 0, last: 1, games: 1 },
      { made: false, length: 2, first: 5, last: 6, games: 1 },
    ]);
  });

  it('runs a streak on across games and counts the games it touched', () => {
    // Game 1 ends X X, game 2 is X X X, game 3 starts X then misses.
    expect(longestStreaks(attempts('oXX|XXX|Xo'))[0]).toEqual({
      made: true,
      length: 6,
      first: 1,
      last: 6,
      games: 3,
    });
  });

  it('counts a game once even when a streak starts at its first attempt', () => {
    expect(longestStreaks(attempts('o|XX|X'))[0]).toEqual({
      made: true,
      length: 3,
      first: 1,
      last: 3,
      games: 2,
    });
  });

  it('gives only the kinds that happened, and nothing for no attempts', () => {
    expect(longestStreaks(attempts('XXX'))).toEqual([
      { made: true, length: 3, first: 0, last: 2, games: 1 },
    ]);
    expect(longestStreaks(attempts('o'))).toEqual([
      { made: false, length: 1, first: 0, last: 0, games: 1 },
    ]);
    expect(longestStreaks([])).toEqual([]);
  });
});
