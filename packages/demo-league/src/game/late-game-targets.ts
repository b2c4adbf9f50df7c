/**
 * The real late-game values the demo league must land on, beside calibration.ts's TARGETS
 * (league averages). Where each number comes from:
 *
 * - Overtime (share of games, points / possessions / FTA per team per overtime period, 3P% in
 *   overtime) and free throws per game by final margin: computed by late-game-real.ts from the
 *   NCAA Division I team box files of 2023-24, 2024-25 and 2025-26 beside the repository
 *   (../shared/data/ncaa/*\/seasons; 18,833 men's and 17,876 women's games, 2,318 and 1,634
 *   overtime periods); late-game-real.test.ts recomputes them. The season-to-season spread is
 *   about ±0.3 points per overtime; the overtime 3P% rests on fewer than two attempts a team per
 *   overtime and is loose (±.04 between seasons).
 * - Fouling in the last minute of regulation has no season-wide real value here: the only real
 *   play-by-play beside the repository is four games (two of them close at the end). Free
 *   throws by final margin stand in for it: fouling at the end turns one-possession games into
 *   4-10 point results with more free throws, and the simulator must show the same pattern.
 *   CLOSE_FINISH_SAMPLE counts the fouls by hand in six real close finishes, for reference only
 *   (too few to tune to).
 *
 * Reading them: a real overtime has fewer possessions per minute than regulation (7.8 a team
 * in five minutes against 8.7), because close games late are played for the clock, and about
 * 1.7 more free throws a team, from the fouling at its end; points per overtime are a little
 * below regulation's rate (8.5 against 9.2 per five minutes, men).
 */
import type { Gender } from '@courtside/contract';

/** Final-margin groups of regulation games, and overtime games as one more. */
export const MARGIN_BUCKETS = ['1-3', '4-6', '7-10', '11-15', '16+', 'overtime'] as const;
export type MarginBucket = (typeof MARGIN_BUCKETS)[number];

export function marginBucket(margin: number, overtime: boolean): MarginBucket {
  if (overtime) return 'overtime';
  const m = Math.abs(margin);
  if (m <= 3) return '1-3';
  if (m <= 6) return '4-6';
  if (m <= 10) return '7-10';
  return m <= 15 ? '11-15' : '16+';
}

export interface LateGameTargets {
  /** Share of games that go to overtime. */
  readonly overtimeShare: number;
  readonly overtimePointsPerTeam: number;
  /** Possessions per team per overtime period. */
  readonly overtimePossessionsPerTeam: number;
  readonly overtimeFreeThrowAttemptsPerTeam: number;
  readonly overtimeThreePct: number;
  /** Regulation points per team per five minutes (scale for the overtime numbers). */
  readonly regulationPointsPer5: number;
  /** Free-throw attempts per game (both teams) by final margin. */
  readonly freeThrowAttemptsByMargin: Readonly<Record<MarginBucket, number>>;
}

export const LATE_GAME_TARGETS: Readonly<Record<Gender, LateGameTargets>> = {
  MALE: {
    overtimeShare: 0.053,
    overtimePointsPerTeam: 8.52,
    overtimePossessionsPerTeam: 7.83,
    overtimeFreeThrowAttemptsPerTeam: 4.05,
    overtimeThreePct: 0.341,
    regulationPointsPer5: 9.15,
    freeThrowAttemptsByMargin: {
      '1-3': 37.6,
      '4-6': 40.8,
      '7-10': 40.8,
      '11-15': 38.6,
      '16+': 36.0,
      overtime: 47.8,
    },
  },
  FEMALE: {
    overtimeShare: 0.041,
    overtimePointsPerTeam: 7.58,
    overtimePossessionsPerTeam: 7.94,
    overtimeFreeThrowAttemptsPerTeam: 3.8,
    overtimeThreePct: 0.252,
    regulationPointsPer5: 8.13,
    freeThrowAttemptsByMargin: {
      '1-3': 31.6,
      '4-6': 34.4,
      '7-10': 34.9,
      '11-15': 32.5,
      '16+': 31.2,
      overtime: 41.1,
    },
  },
};

/**
 * Six real regulation finishes within 1-6 points at the 1:00 mark, read by hand (fouls by the
 * team trailing at the time, in the last 60 s, offensive and technical fouls aside): the two
 * close bundles beside the repository (Illinois-Wisconsin 2026-02-10 men, 0; Notre Dame-Texas
 * 2024-12-05 women, 0) and four men's games of 2023-11-06 in the public ESPN play-by-play of
 * lbenz730/ncaahoopR_data (Siena-Holy Cross 401594393, 1; CSU Bakersfield-Southern Utah
 * 401600061, 0; Buffalo-Fairleigh Dickinson 401587223, 3; UT Arlington-Oral Roberts
 * 401594601, 2). In the same six minutes the leading team fouled eight times (fouls to give,
 * reach-ins), which the simulator leaves to its ordinary foul rate.
 */
export const CLOSE_FINISH_SAMPLE = {
  finishes: 6,
  trailerFoulShare: 3 / 6,
  trailerFoulsPerFinish: 6 / 6,
} as const;
