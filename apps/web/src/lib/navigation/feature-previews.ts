/**
 * The stats areas and tools as the home page and the tools overview present them, one per entry
 * of the navbar table (§6, contract NAV_ITEMS): the label, tier and destination come from that table, only the
 * one-line description lives here. `Record<NavItemKey, …>` makes a new navbar entry a type
 * error until it is described. An entry links only when its screen exists in the route table
 * (the same set the navbar reads); the others are described as coming.
 */
import { NAV_ITEMS, tierLabel, type NavItemKey, type NavMenu } from '@courtside/contract';

export const FEATURE_DESCRIPTIONS: Readonly<Record<NavItemKey, string>> = {
  statsHome: 'Search teams, players, games and conferences; the latest results.',
  divisionStats: 'Team and player tables for a whole division, season by season.',
  conferenceStats: 'Every conference side by side, and each one team by team.',
  draftProspects: 'Player profiles of the prospects of each draft class.',
  tournamentStats: 'Box scores and leaders from the postseason tournaments.',
  liveGames: 'Play-by-play and box scores that update while games are played.',
  transferPortal: 'Who entered the portal, with the numbers they bring along.',
  transferAnalyses: 'Year-by-year transfer movement between programs.',
  nilPredictions: 'Name-image-likeness value estimates from player production.',
  toolsHome: 'Every chart and calculator in one place.',
  shotCharts: 'Where shots come from and how often they go in.',
  teamScatter: 'Two team stats at once, to spot outliers and styles.',
  playerScatter: 'Two player stats at once, across a division or conference.',
  scoreboard: 'Every game of a day, by division.',
  brackets: "Every team's chances in the national tournament, round by round.",
  barCharts: 'Rank teams or players on any stat.',
  comparisons: 'Players or teams head to head across every stat.',
  gameDecidingShots: 'Tying and go-ahead attempts late in close games.',
  scoringStreaks: 'The runs that swung games, and who made them.',
  diyShotCharts: 'Build a chart from the shots you choose.',
  modelFitting: 'Fit a linear model to see which numbers move the outcome.',
  gameExplorer: 'Find games by score, margin, pace and more.',
  splitComparisons: 'Home and away, wins and losses, and other splits.',
};

/** "Open to everyone", or the lowest tier that opens a screen and every tier above it. */
export const tierAccessLabel = (minTier: number): string =>
  minTier === 0 ? 'Open to everyone' : `${tierLabel(minTier)} and up`;

export interface FeaturePreview {
  key: NavItemKey;
  label: string;
  description: string;
  minTier: number;
  /** The screen's path when it exists in the route table; null while it is still coming. */
  to: string | null;
}

export function featurePreviews(
  menu: NavMenu,
  existing: ReadonlySet<NavItemKey>,
  now: Date,
): FeaturePreview[] {
  return NAV_ITEMS.filter((item) => item.menu === menu).map((item) => ({
    key: item.key,
    label: item.label,
    description: FEATURE_DESCRIPTIONS[item.key],
    minTier: item.minTier,
    to: existing.has(item.key) ? item.to(now) : null,
  }));
}
