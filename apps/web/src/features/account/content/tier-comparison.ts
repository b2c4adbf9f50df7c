/**
 * The tier comparison of the subscribe view, derived from the contract: each tier's newly opened
 * screens come from NAV_ITEMS (the §6 access table the navbar and the server also read), and its
 * other differences from the contract's tier rules. Nothing here lists screens by hand.
 */
import {
  NAV_ITEMS,
  TIERS,
  TRIAL_UPGRADE_DAYS,
  TRIAL_UPGRADE_TIER,
  hasTeamAndConferenceDropdowns,
  restrictsPlayersToTrial,
  type NavItem,
  type NavMenu,
  type Tier,
} from '@courtside/contract';

export interface MenuScreens {
  menu: NavMenu;
  title: string;
  screens: readonly NavItem[];
}

export interface TierSummary {
  tier: Tier;
  /** The tier below, whose access this one includes; null for tier 0. */
  includes: Tier | null;
  /** Screens this tier opens that the tier below does not, by menu, in table order. */
  newScreens: readonly MenuScreens[];
  /** Other access differences, in words. */
  notes: readonly string[];
}

const MENU_TITLES: Record<NavMenu, string> = { stats: 'Stats', tools: 'Tools' };
const MENUS: readonly NavMenu[] = ['stats', 'tools'];

export const NOT_VERIFIED_NOTE = 'For accounts whose email is not verified yet';

function notesFor(value: number): string[] {
  const below = value - 1;
  const notes: string[] = [];
  if (value === 0) notes.push(NOT_VERIFIED_NOTE);
  if (!hasTeamAndConferenceDropdowns(value)) {
    notes.push('Links to your own team and conference');
  } else if (!hasTeamAndConferenceDropdowns(below)) {
    notes.push('Team and conference dropdowns');
  }
  if (restrictsPlayersToTrial(value)) notes.push('Player pages limited to trial players');
  else if (value > 0 && restrictsPlayersToTrial(below)) notes.push('Every player page');
  if (value === TRIAL_UPGRADE_TIER) {
    notes.push(`Also offered as a ${TRIAL_UPGRADE_DAYS}-day trial through a link from our team`);
  }
  return notes;
}

function newScreensFor(value: number): MenuScreens[] {
  return MENUS.map((menu) => ({
    menu,
    title: MENU_TITLES[menu],
    screens: NAV_ITEMS.filter((item) => item.menu === menu && item.minTier === value),
  })).filter((group) => group.screens.length > 0);
}

export function buildTierComparison(): TierSummary[] {
  return TIERS.map((tier, index) => ({
    tier,
    includes: TIERS[index - 1] ?? null,
    newScreens: newScreensFor(tier.value),
    notes: notesFor(tier.value),
  }));
}

/** The comparison card that holds a tier value (values above the top tier get its card). */
export function comparisonTierValue(value: number): number {
  const top = TIERS[TIERS.length - 1]?.value ?? 0;
  return Math.max(0, Math.min(value, top));
}
