/**
 * Which screens the route table has, for the navbar and the home page's previews: they list a
 * menu entry or link only when its screen exists. A new screen adds its key here together with
 * its route (app/routes.tsx).
 */
import type { NavItemKey } from '@courtside/contract';
import type { ShellLinkKey } from './shell-links';

/** Stats and tools screens with routes. */
export const EXISTING_NAV_SCREENS: ReadonlySet<NavItemKey> = new Set<NavItemKey>([
  'statsHome',
  'divisionStats',
  'conferenceStats',
  'draftProspects',
  'liveGames',
  'tournamentStats',
  'toolsHome',
  'shotCharts',
  'teamScatter',
  'playerScatter',
  'modelFitting',
  'barCharts',
  'comparisons',
  'splitComparisons',
  'gameExplorer',
  'scoreboard',
  'brackets',
  'scoringStreaks',
  'diyShotCharts',
  'gameDecidingShots',
  'transferPortal',
  'transferAnalyses',
  'nilPredictions',
]);

/** Account and help screens with routes ('login' stands for the Sign In dialog). */
export const EXISTING_SHELL_LINKS: ReadonlySet<ShellLinkKey> = new Set<ShellLinkKey>([
  'login',
  'signup',
  'insights',
  'tutorials',
  'about',
  'account',
  'upgrade',
  'admin',
]);
