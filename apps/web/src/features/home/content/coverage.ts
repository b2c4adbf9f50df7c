/**
 * What Courtside covers (§1), as the home page describes it. These are descriptions, not links:
 * the screens arrive with later issues, and the home page links only to pages that exist. No
 * icons here: the home route's JavaScript budget (150 kB gzip with React) has no room for an
 * icon library, so the cards are styled with CSS alone.
 */

export interface CoverageItem {
  title: string;
  description: string;
}

/** The entities a visitor can browse (§1, first bullet). */
export const BROWSABLE_SUBJECTS: readonly string[] = [
  'players',
  'teams',
  'games',
  'lineups',
  'conferences',
  'competitions',
  'tournaments',
  'the transfer portal',
];

export const STATS_AREAS: readonly CoverageItem[] = [
  {
    title: 'Division stats',
    description: 'Team and player tables for a whole division, season by season.',
  },
  {
    title: 'Conference stats',
    description: 'Every conference side by side, and each one team by team.',
  },
  {
    title: 'Tournament stats',
    description: 'Box scores and leaders from the postseason tournaments.',
  },
  {
    title: 'Draft prospects',
    description: 'Player profiles of the prospects of each draft class.',
  },
  {
    title: 'Transfer portal',
    description: 'Who entered the portal, with the numbers they bring along.',
  },
  {
    title: 'Transfer history',
    description: 'Year-by-year transfer movement between programs.',
  },
  {
    title: 'Live game stream',
    description: 'Play-by-play and box scores that update while games are played.',
  },
  {
    title: 'NIL predictions',
    description: 'Name-image-likeness value estimates from player production.',
  },
];

export const TOOLS: readonly CoverageItem[] = [
  {
    title: 'Shot charts',
    description: 'Where shots come from and how often they go in.',
  },
  {
    title: 'DIY shot charts',
    description: 'Build a chart from the shots you choose.',
  },
  { title: 'Bar charts', description: 'Rank teams or players on any stat.' },
  {
    title: 'Team and player scatter plots',
    description: 'Two stats at once, to spot outliers and styles.',
  },
  {
    title: 'Scoreboard',
    description: 'Every game of a day, by division.',
  },
  {
    title: 'Game-deciding shots',
    description: 'Tying and go-ahead attempts late in close games.',
  },
  {
    title: 'Scoring streaks',
    description: 'The runs that swung games, and who made them.',
  },
  {
    title: 'Regression',
    description: 'Fit a model to see which numbers move the outcome.',
  },
  {
    title: 'Comparisons',
    description: 'Players or teams head to head across every stat.',
  },
  {
    title: 'Split comparisons',
    description: 'Home and away, wins and losses, and other splits.',
  },
  {
    title: 'Player ratings',
    description: 'One number per player, built from play-by-play.',
  },
  {
    title: 'Game explorer',
    description: 'Find games by score, margin, pace and more.',
  },
  {
    title: 'Game calculator',
    description: 'Work out possessions, efficiency and other rates for a game.',
  },
  {
    title: 'Brackets',
    description: 'Fill in and simulate the national tournament.',
  },
];

export const AUDIENCES: readonly CoverageItem[] = [
  {
    title: 'Fans',
    description: 'Follow your team and its players beyond the box score.',
  },
  {
    title: 'Analysts',
    description: 'Lineups, on/off splits and play-by-play detail to dig into.',
  },
  {
    title: 'Media',
    description: 'Leaders, records and rankings for the story behind a game.',
  },
  {
    title: 'Team staff',
    description: 'Scouting numbers on opponents and your own rotation.',
  },
];
