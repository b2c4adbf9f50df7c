/**
 * Team ratings, schedule strength, scoring context, per-game differentials and records of
 * `team-agg-stats` (METHODS §1 and §3). ortg/drtg/netRtg also name the lineup and on/off
 * ratings: the same formula over the possessions the row covers.
 */
import { familyBuilder } from './define';
import type { StatDirection } from './types';

const rating = familyBuilder('ratings');
const team = familyBuilder('team');

const ADJUSTMENT =
  "Each game's efficiency is divided by the opponent's adjusted rating relative to the national " +
  'average (×1.014 at home, ×0.986 away), iterated until no rating moves by 0.01; games older ' +
  'than 40 days weigh less.';

export const RATING_STATS = [
  rating({
    key: 'ortg',
    label: 'Offensive rating',
    shortLabel: 'ORtg',
    description: 'Points scored per 100 possessions: 100·PTS / Poss.',
    format: 'rating',
  }),
  rating({
    key: 'drtg',
    label: 'Defensive rating',
    shortLabel: 'DRtg',
    description: 'Points allowed per 100 possessions: 100·OppPTS / Poss.',
    format: 'rating',
    direction: 'lower',
  }),
  rating({
    key: 'netRtg',
    label: 'Net rating',
    shortLabel: 'Net',
    description: 'ORtg − DRtg: scoring margin per 100 possessions.',
    format: 'signedDecimal1',
  }),
  rating({
    key: 'ortgAdj',
    label: 'Adjusted offensive efficiency',
    shortLabel: 'AdjO',
    description: `Points per 100 possessions against an average defense on a neutral floor. ${ADJUSTMENT}`,
    format: 'rating',
  }),
  rating({
    key: 'drtgAdj',
    label: 'Adjusted defensive efficiency',
    shortLabel: 'AdjD',
    description: `Points allowed per 100 possessions against an average offense on a neutral floor. ${ADJUSTMENT}`,
    format: 'rating',
    direction: 'lower',
  }),
  rating({
    key: 'netRtgAdj',
    label: 'Adjusted efficiency margin',
    shortLabel: 'AdjEM',
    description: 'AdjO − AdjD: points per 100 possessions better than an average team.',
    format: 'signedDecimal1',
  }),
  rating({
    key: 'pace',
    label: 'Tempo',
    shortLabel: 'Tempo',
    description: 'Possessions per 40 minutes: Poss·40 / (40 + 5·OT).',
    format: 'decimal1',
    direction: 'neutral',
  }),
  rating({
    key: 'paceAdj',
    label: 'Adjusted tempo',
    shortLabel: 'AdjT',
    description:
      "Possessions per 40 minutes against an average-tempo opponent: each game's tempo × " +
      "national average / opponent's adjusted tempo.",
    format: 'decimal1',
    direction: 'neutral',
  }),
  rating({
    key: 'sos',
    label: 'Strength of schedule',
    shortLabel: 'SOS',
    description: "Venue-adjusted mean of the opponents' adjusted efficiency margins (AdjEM).",
    format: 'signedDecimal1',
  }),
  rating({
    key: 'netRanking',
    label: 'Rank',
    shortLabel: 'Rk',
    description:
      'Rank by adjusted efficiency margin within the division, 1 = best; ties share the rank. ' +
      'Courtside ranks by its own ratings.',
    format: 'rank',
    direction: 'lower',
  }),
] as const;

const diff = <K extends string>(
  key: K,
  what: string,
  shortLabel: string,
  direction: StatDirection = 'higher',
) =>
  team({
    key,
    label: `${what} differential`,
    shortLabel,
    description: `${what} per game, team minus opponents.`,
    format: 'signedDecimal1',
    direction,
  });

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
  team({
    key: 'fbptsPctPts',
    label: 'Fast-break share of points',
    shortLabel: 'FB%Pts',
    description: 'Fast-break points / points: share of scoring in transition.',
    format: 'pct',
    direction: 'neutral',
  }),
  team({
    key: 'pitpPctPts',
    label: 'Paint share of points',
    shortLabel: 'Paint%Pts',
    description: 'Points in the paint / points.',
    format: 'pct',
    direction: 'neutral',
  }),
  diff('fgm3Diff', 'Three-pointers made', '3PM Diff'),
  diff('fga3Diff', 'Three-point attempts', '3PA Diff', 'neutral'),
  diff('fgm2Diff', 'Two-pointers made', '2PM Diff'),
  diff('fga2Diff', 'Two-point attempts', '2PA Diff', 'neutral'),
  diff('fgmDiff', 'Field goals made', 'FGM Diff'),
  diff('ftmDiff', 'Free throws made', 'FTM Diff'),
  diff('ftaDiff', 'Free-throw attempts', 'FTA Diff'),
  diff('rebDiff', 'Rebounds', 'REB Diff'),
  diff('orbDiff', 'Offensive rebounds', 'ORB Diff'),
  diff('drbDiff', 'Defensive rebounds', 'DRB Diff'),
  diff('tovDiff', 'Turnovers', 'TOV Diff', 'lower'),
  diff('fbptsDiff', 'Fast-break points', 'FB Pts Diff'),
  diff('pitpDiff', 'Points in the paint', 'Paint Pts Diff'),
  diff('ptsScoredDiff', 'Points', 'PTS Diff'),
  diff('scpDiff', 'Second-chance points', '2nd Ch Diff'),
  diff('potovDiff', 'Points off turnovers', 'Pts off TO Diff'),
  record('overallWins', 'Wins', 'W', 'higher'),
  record('overallLosses', 'Losses', 'L', 'lower'),
  record('confWins', 'Conference wins', 'Conf W', 'higher'),
  record('confLosses', 'Conference losses', 'Conf L', 'lower'),
  ...standingsStats(),
  ...streakStats(),
] as const;
