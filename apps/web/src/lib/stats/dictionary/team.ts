/**
 * Team ratings, schedule strength, per-game differentials and records of `team-agg-stats`
 * (METHODS §1 and §3). ortg/drtg/netRtg also name the lineup and on/off ratings: the same
 * formula over the possessions the row covers. Ratings and differentials are the stat
 * registry's; records, standings and streaks are the web's.
 */
import {
  ADJUSTED_RATING_STATS,
  COUNT_DIFF_STATS,
  RANKING_STATS,
  RAW_RATING_STATS,
} from '@courtside/contract';
import { familyBuilder } from './define';
import { fromRegistryAll } from './registry';
import type { StatDirection } from './types';

const team = familyBuilder('team');

/** Ratings, tempo, schedule strength and rank: the stat registry's entries. */
export const RATING_STATS = [
  ...fromRegistryAll(RAW_RATING_STATS),
  ...fromRegistryAll(ADJUSTED_RATING_STATS),
  ...fromRegistryAll(RANKING_STATS),
] as const;

const record = <K extends string>(
  key: K,
  label: string,
  shortLabel: string,
  direction: StatDirection,
) =>
  team({
    key,
    label,
    shortLabel,
    description: `${label} in the season.`,
    format: 'integer',
    direction,
  });

const RUN =
  'A scoring run is 8 or more unanswered points by one side, free throws included (METHODS §6); ' +
  'play-by-play games only.';

/** Streaks of results and scoring runs (`team-agg-streak-stats`, `team-scoring-streaks`). */
function streakStats() {
  const runCount = <K extends string>(
    key: K,
    label: string,
    shortLabel: string,
    direction: StatDirection,
  ) =>
    team({ key, label, shortLabel, description: `${label}. ${RUN}`, format: 'integer', direction });
  return [
    team({
      key: 'longestWinStreak',
      label: 'Longest winning streak',
      shortLabel: 'Win streak',
      description: 'The most games won in a row this season.',
      format: 'integer',
      direction: 'higher',
    }),
    team({
      key: 'longestLossStreak',
      label: 'Longest losing streak',
      shortLabel: 'Loss streak',
      description: 'The most games lost in a row this season.',
      format: 'integer',
      direction: 'lower',
    }),
    runCount('runs8For', 'Runs of 8-0 or more', 'Runs 8+', 'higher'),
    runCount('runs8Agst', 'Runs of 8-0 or more allowed', 'Runs 8+ Agst', 'lower'),
    runCount('runs10For', 'Runs of 10-0 or more', 'Runs 10+', 'higher'),
    runCount('runs10Agst', 'Runs of 10-0 or more allowed', 'Runs 10+ Agst', 'lower'),
    runCount('longestRunFor', 'Longest run', 'Best run', 'higher'),
    runCount('longestRunAgst', 'Longest run allowed', 'Worst run', 'lower'),
    runCount('gamesWithRun10For', 'Games with a 10-0 run', 'G w/ 10-0', 'higher'),
    runCount('gamesWithRun10Agst', 'Games with a 10-0 run allowed', 'G 10-0 Agst', 'lower'),
    runCount('runsAcrossHalftimeFor', 'Runs across halftime', 'Half runs', 'higher'),
    runCount('runsAcrossHalftimeAgst', 'Runs across halftime allowed', 'Half runs Agst', 'lower'),
    team({
      key: 'runPts',
      label: 'Run',
      shortLabel: 'Run',
      description: `Unanswered points of the run. ${RUN}`,
      format: 'integer',
      direction: 'neutral',
    }),
    team({
      key: 'durationSecs',
      label: 'Run length (seconds)',
      shortLabel: 'Secs',
      description: "Seconds of game time from the run's first points to its last.",
      format: 'integer',
      direction: 'neutral',
    }),
    // Scoring streaks page: durationSecs shown as game clock, and the streak rows' own fields.
    team({
      key: 'streakMins',
      label: 'Length (game clock)',
      shortLabel: 'Length',
      description: 'Game time from the first points of the run or streak to its last, as m:ss.',
      format: 'minutes',
      direction: 'neutral',
    }),
    team({
      key: 'streakPts',
      label: 'Points in a row',
      shortLabel: 'Pts',
      description:
        'Consecutive team points all scored by one player (7 or more), free throws included; ' +
        'play-by-play games only.',
      format: 'integer',
      direction: 'higher',
    }),
    team({
      key: 'scoringPlays',
      label: 'Scoring plays',
      shortLabel: 'Plays',
      description: "The player's baskets and free-throw trips in the streak.",
      format: 'integer',
      direction: 'neutral',
    }),
    team({
      key: 'ptsAgstDuring',
      label: 'Opponent points meanwhile',
      shortLabel: 'Opp pts',
      description: 'Points the opponent scored while the player scored all of the team’s points.',
      format: 'integer',
      direction: 'lower',
    }),
    team({
      key: 'streakLength',
      label: 'Streak length',
      shortLabel: 'In a row',
      description:
        'The longest streak of the kind: consecutive attempts all made or all missed, in game ' +
        'order across the play-by-play games (the earliest on ties).',
      format: 'integer',
      direction: 'neutral',
    }),
    team({
      key: 'gamesSpanned',
      label: 'Games spanned',
      shortLabel: 'Games',
      description: 'How many games the shooting streak ran through (1: within one game).',
      format: 'integer',
      direction: 'neutral',
    }),
    team({
      key: 'finalMargin',
      label: 'Final margin',
      shortLabel: 'Margin',
      description: 'Points scored minus points allowed at the final buzzer.',
      format: 'signedInteger',
      direction: 'higher',
    }),
    team({
      key: 'comebackPts',
      label: 'Comeback',
      shortLabel: 'Comeback',
      description:
        'In a win, the largest deficit overcome (0 when the team never trailed or lost).',
      format: 'integer',
      direction: 'neutral',
    }),
    team({
      key: 'blownLeadPts',
      label: 'Blown lead',
      shortLabel: 'Blown',
      description: 'In a loss, the largest lead the team let go (0 in a win).',
      format: 'integer',
      direction: 'lower',
    }),
  ] as const;
}

/** Records by split and ranks of `team-records` and `ranks` (the standings and rankings tables). */
function standingsStats() {
  const winPct = <K extends string>(key: K, label: string, shortLabel: string, games: string) =>
    team({
      key,
      label,
      shortLabel,
      description: `Wins / ${games} (decided games; every game counts, box score or not).`,
      format: 'pct',
      direction: 'higher',
    });
  return [
    winPct('overallWinPct', 'Win percentage', 'Win%', 'games'),
    winPct('confWinPct', 'Conference win percentage', 'Conf%', 'conference regular-season games'),
    record('homeWins', 'Home wins', 'Home W', 'higher'),
    record('homeLosses', 'Home losses', 'Home L', 'lower'),
    record('awayWins', 'Road wins', 'Road W', 'higher'),
    record('awayLosses', 'Road losses', 'Road L', 'lower'),
    record('l10Wins', 'Wins in the last 10 games', 'L10 W', 'higher'),
    record('l10Losses', 'Losses in the last 10 games', 'L10 L', 'lower'),
    team({
      key: 'streak',
      label: 'Current streak',
      shortLabel: 'Strk',
      description: 'Results in a row up to the latest game: W3 = three wins, L1 = one loss.',
      format: 'text',
      direction: 'neutral',
    }),
    team({
      key: 'rank',
      label: 'Rank',
      shortLabel: 'Rank',
      description:
        'Rank on the stat within gender × division × season, 1 = best; ties share the rank ' +
        '(METHODS §8). Players need 10% of their team’s minutes.',
      format: 'rank',
      direction: 'lower',
    }),
    team({
      key: 'confRank',
      label: 'Conference rank',
      shortLabel: 'Conf Rk',
      description: 'Rank on the stat among the teams of the same conference, 1 = best.',
      format: 'rank',
      direction: 'lower',
    }),
  ] as const;
}

export const TEAM_STATS = [
  // Per-game differentials of every counting stat, team minus opponents.
  ...fromRegistryAll(COUNT_DIFF_STATS),
  record('overallWins', 'Wins', 'W', 'higher'),
  record('overallLosses', 'Losses', 'L', 'lower'),
  record('confWins', 'Conference wins', 'Conf W', 'higher'),
  record('confLosses', 'Conference losses', 'Conf L', 'lower'),
  ...standingsStats(),
  ...streakStats(),
] as const;
