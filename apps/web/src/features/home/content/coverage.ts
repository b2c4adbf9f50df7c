/**
 * Who Courtside is for and what it lets a visitor browse (§1), as the home page describes it.
 * No icons here: the home route's JavaScript budget (150 kB gzip with React) has no room for an
 * icon library, so the cards are styled with CSS alone. The stats areas and tools are in
 * features.ts, keyed by the navbar's table so the two cannot drift apart.
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
