/**
 * Shooting streaks: in one shooter's attempts of one kind (field goals, threes or free throws),
 * taken in game order, a streak is a maximal run of consecutive makes or of consecutive misses.
 * The longest make streak and the longest miss streak are kept; of two streaks as long, the one
 * that started first. Without a game boundary in the rule a streak runs on from one game into
 * the next, as season streaks do (25 straight free throws over three games), and `games` counts
 * the games it touched. Attempts of one game sit together in game order, so a streak's games are
 * the changes of game along it, plus one.
 */

export interface StreakAttempt {
  readonly made: boolean;
  readonly gameId: number;
}

export interface LongestStreak {
  readonly made: boolean;
  readonly length: number;
  /** Index of the streak's first and last attempt in the sequence given. */
  readonly first: number;
  readonly last: number;
  readonly games: number;
}

/** The longest make streak, then the longest miss streak (each only when there is one). */
export function longestStreaks(attempts: readonly StreakAttempt[]): LongestStreak[] {
  let longestMake: LongestStreak | null = null;
  let longestMiss: LongestStreak | null = null;
  let first = 0;
  let games = 0;
  attempts.forEach((attempt, index) => {
    const previous = index === first ? undefined : attempts[index - 1];
    if (previous === undefined || previous.gameId !== attempt.gameId) games += 1;
    const next = attempts[index + 1];
    if (next !== undefined && next.made === attempt.made) return;
    const streak: LongestStreak = {
      made: attempt.made,
      length: index - first + 1,
      first,
      last: index,
      games,
    };
    // Strictly longer: a streak as long as the one held started later, so the held one stays.
    if (attempt.made && (longestMake === null || streak.length > longestMake.length)) {
      longestMake = streak;
    } else if (!attempt.made && (longestMiss === null || streak.length > longestMiss.length)) {
      longestMiss = streak;
    }
    first = index + 1;
    games = 0;
  });
  return [longestMake, longestMiss].filter((streak) => streak !== null);
}
