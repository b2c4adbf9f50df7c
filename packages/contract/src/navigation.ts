/**
 * The navbar access table of §6 as data: every screen the stats and tools menus can list, the
 * lowest tier that may open it, and where it lives. The web app lists an entry only when the
 * user's tier allows it AND the screen exists in its route table; the server checks the same
 * `minTier` before answering the screen's data.
 */
import {
  DEFAULT_COMPETITION_IDS,
  LIVE_STATS_DEFAULT_COMPETITION_ID,
  NIL_DEFAULT_COMPETITION_ID,
  defaultTournamentId,
} from './competitions';
import { DEFAULT_DIVISION_LABEL } from './divisions';
import { paths } from './routes';

export type NavMenu = 'stats' | 'tools';

export interface NavItem {
  /** Stable key; also the key the web route table uses to say the screen exists. */
  key: NavItemKey;
  label: string;
  menu: NavMenu;
  minTier: number;
  /** Where the menu entry goes, with the spec's defaults filled in (the scoreboard opens today). */
  to: (now: Date) => string;
}

const men = DEFAULT_COMPETITION_IDS.MALE;
const menTournament = defaultTournamentId(men);

export const NAV_ITEM_KEYS = [
  'statsHome',
  'divisionStats',
  'conferenceStats',
  'draftProspects',
  'tournamentStats',
  'liveGames',
  'transferPortal',
  'transferAnalyses',
  'nilPredictions',
  'toolsHome',
  'shotCharts',
  'teamScatter',
  'playerScatter',
  'scoreboard',
  'brackets',
  'barCharts',
  'comparisons',
  'gameDecidingShots',
  'scoringStreaks',
  'diyShotCharts',
  'modelFitting',
  'gameExplorer',
  'splitComparisons',
] as const;
export type NavItemKey = (typeof NAV_ITEM_KEYS)[number];

/** §6, row by row. */
export const NAV_ITEMS: readonly NavItem[] = [
  // Tier 0
  {
    key: 'statsHome',
    label: 'Stats Overview',
    menu: 'stats',
    minTier: 0,
    to: () => paths.statsHome(),
  },
  {
    key: 'toolsHome',
    label: 'Tools Overview',
    menu: 'tools',
    minTier: 0,
    to: () => paths.toolsHome(),
  },
  {
    key: 'shotCharts',
    label: 'Shot Charts',
    menu: 'tools',
    minTier: 0,
    to: () => '/tools/shot-charts',
  },
  {
    key: 'teamScatter',
    label: 'Team Scatter',
    menu: 'tools',
    minTier: 0,
    to: () => '/tools/team-scatter',
  },
  {
    key: 'playerScatter',
    label: 'Player Scatter',
    menu: 'tools',
    minTier: 0,
    to: () => '/tools/player-scatter',
  },
  {
    key: 'scoreboard',
    label: 'Scoreboard',
    menu: 'tools',
    minTier: 0,
    to: (now) => paths.scoreboard(LIVE_STATS_DEFAULT_COMPETITION_ID, DEFAULT_DIVISION_LABEL, now),
  },
  {
    key: 'brackets',
    label: 'Brackets',
    menu: 'tools',
    minTier: 0,
    to: () => (menTournament === null ? paths.toolsHome() : paths.bracket(men, menTournament)),
  },
  // Tier ≥ 1
  {
    key: 'divisionStats',
    label: 'Division Stats',
    menu: 'stats',
    minTier: 1,
    to: () => paths.division(men, DEFAULT_DIVISION_LABEL, 'team-box'),
  },
  {
    key: 'conferenceStats',
    label: 'Conference Stats',
    menu: 'stats',
    minTier: 1,
    to: () => paths.conferenceHome(men),
  },
  {
    key: 'draftProspects',
    label: 'Draft Prospects',
    menu: 'stats',
    minTier: 1,
    to: () => `/stats/${men}/draft/player-box`,
  },
  {
    key: 'tournamentStats',
    label: 'Tournament Stats',
    menu: 'stats',
    minTier: 1,
    to: () =>
      menTournament === null
        ? paths.statsHome()
        : `/stats/${men}/tournaments/${menTournament}/team-box`,
  },
  {
    key: 'barCharts',
    label: 'Bar Charts',
    menu: 'tools',
    minTier: 1,
    to: () => '/tools/bar-charts',
  },
  {
    key: 'comparisons',
    label: 'Comparisons',
    menu: 'tools',
    minTier: 1,
    to: () => '/tools/comparisons',
  },
  {
    key: 'gameDecidingShots',
    label: 'Game-Deciding Shots',
    menu: 'tools',
    minTier: 1,
    to: () => paths.gameDecidingShots([LIVE_STATS_DEFAULT_COMPETITION_ID], DEFAULT_DIVISION_LABEL),
  },
  {
    key: 'scoringStreaks',
    label: 'Scoring Streaks',
    menu: 'tools',
    minTier: 1,
    to: () => paths.scoringStreaks([LIVE_STATS_DEFAULT_COMPETITION_ID], DEFAULT_DIVISION_LABEL),
  },
  {
    key: 'diyShotCharts',
    label: 'DIY Shot Charts',
    menu: 'tools',
    minTier: 1,
    to: () => '/tools/diy-shot-charts',
  },
  {
    key: 'modelFitting',
    label: 'Linear Regressions',
    menu: 'tools',
    minTier: 1,
    to: () => '/tools/model-fitting',
  },
  {
    key: 'gameExplorer',
    label: 'Game Explorer',
    menu: 'tools',
    minTier: 1,
    to: () => `/tools/game-explorer/${LIVE_STATS_DEFAULT_COMPETITION_ID}/${DEFAULT_DIVISION_LABEL}`,
  },
  {
    key: 'splitComparisons',
    label: 'Split Comparisons',
    menu: 'tools',
    minTier: 1,
    to: () => `/tools/split-comparisons/mens/${DEFAULT_DIVISION_LABEL}`,
  },
  // Tier ≥ 2
  {
    key: 'liveGames',
    label: 'Live Game Stats',
    menu: 'stats',
    minTier: 2,
    to: () => `/streaming/${LIVE_STATS_DEFAULT_COMPETITION_ID}`,
  },
  // Tier ≥ 3
  {
    key: 'transferPortal',
    label: 'Transfer Portal',
    menu: 'stats',
    minTier: 3,
    to: () => `/stats/${men}/portal/overview`,
  },
  {
    key: 'transferAnalyses',
    label: 'Transfer Analyses',
    menu: 'stats',
    minTier: 3,
    to: () => `/stats/${men}/transfers/${DEFAULT_DIVISION_LABEL}/yearly-transfers`,
  },
  {
    key: 'nilPredictions',
    label: 'NIL Predictions',
    menu: 'stats',
    minTier: 3,
    to: () => `/stats/${NIL_DEFAULT_COMPETITION_ID}/nil/player-box`,
  },
];

export function getNavItem(key: NavItemKey): NavItem {
  const item = NAV_ITEMS.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`Unknown navigation item: ${key}`);
  return item;
}

export function canOpen(key: NavItemKey, tierValue: number): boolean {
  return tierValue >= getNavItem(key).minTier;
}

/**
 * The entries of one menu for a tier, in table order, keeping only screens that exist.
 * `existing` is the set of keys the web app has routes for.
 */
export function menuItemsFor(
  menu: NavMenu,
  tierValue: number,
  existing: ReadonlySet<NavItemKey>,
): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => item.menu === menu && item.minTier <= tierValue && existing.has(item.key),
  );
}
