/**
 * The site guide's entries. The stats and tools areas are read off the navbar table (contract
 * NAV_ITEMS: label, menu, tier, address) and kept only when the route table has their screen
 * (EXISTING_NAV_SCREENS, the set the navbar reads), so the guide cannot list a missing page or
 * miss a menu entry. The pages outside those menus are listed here, each by its path helper.
 */
import {
  NAV_ITEMS,
  TIER_VALUES,
  paths,
  tierLabel,
  type NavItemKey,
  type NavMenu,
} from '@courtside/contract';
import { FEATURE_DESCRIPTIONS, tierAccessLabel } from '@/lib/navigation/feature-previews';

export interface GuideEntry {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly description: string;
  /** Where to find it: a navbar menu, a link, the footer or another page. */
  readonly where: string;
  /** Who can open it. */
  readonly access: string;
}

export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly entries: readonly GuideEntry[];
}

const MENU_NAMES: Record<NavMenu, string> = {
  stats: 'Stats menu of the navbar',
  tools: 'Tools menu of the navbar',
};

function navEntries(menu: NavMenu, existing: ReadonlySet<NavItemKey>, now: Date): GuideEntry[] {
  return NAV_ITEMS.filter((item) => item.menu === menu && existing.has(item.key)).map((item) => ({
    key: item.key,
    label: item.label,
    to: item.to(now),
    description: FEATURE_DESCRIPTIONS[item.key],
    where: MENU_NAMES[menu],
    access: tierAccessLabel(item.minTier),
  }));
}

const freeAndUp = tierAccessLabel(TIER_VALUES.free);
const everyone = tierAccessLabel(TIER_VALUES.noAccess);

const STATS_PAGES: readonly GuideEntry[] = [
  {
    key: 'teamPlayerGamePages',
    label: 'Team, player and game pages',
    to: paths.statsHome(),
    description:
      'Each team, player and game has its own page: box scores, play-by-play, shot charts, game flow, lineups, on/off, splits and careers. Find one with the search box at the top of every page, or open it from any table or result.',
    where: 'Search box of the navbar, and links in every table',
    access: `Team and game pages: ${everyone.toLowerCase()}, some views from ${tierLabel(TIER_VALUES.free)} up. Player statistics: ${tierLabel(TIER_VALUES.plus)} and up; ${tierLabel(TIER_VALUES.free)} opens its trial players`,
  },
  {
    key: 'gameCalculator',
    label: 'Game calculator',
    to: paths.gameCalculator(),
    description:
      'Any two teams of any seasons at home, away or on a neutral floor: the projected score, possessions and win chance, with what-ifs on players’ minutes.',
    where: 'Tools overview',
    access: freeAndUp,
  },
  {
    key: 'newApp',
    label: 'What’s new',
    to: paths.newApp(),
    description: 'The latest changes to Courtside, newest first, each linked to its page.',
    where: 'Tools overview',
    access: everyone,
  },
];

const ACCOUNT_PAGES: readonly GuideEntry[] = [
  {
    key: 'signup',
    label: 'Sign up',
    to: paths.signup(),
    description: 'Create an account with your email address; verifying it opens the free tier.',
    where: 'Signup button of the navbar when signed out',
    access: everyone,
  },
  {
    key: 'sendVerificationEmail',
    label: 'Resend the verification email',
    to: paths.sendVerificationEmail(),
    description: 'Send yourself a new verification link if the first one expired or went missing.',
    where: 'Account page, and the locked notes of the tools',
    access: everyone,
  },
  {
    key: 'accountSettings',
    label: 'Account settings',
    to: paths.myAccount('settings'),
    description:
      'Your user type (fan or team), your team and conference, which set your navbar links and trial players, and your preferred stat scope.',
    where: 'Account link of the navbar',
    access: 'Signed-in accounts',
  },
  {
    key: 'subscribe',
    label: 'Tiers and upgrading',
    to: paths.myAccount('subscribe'),
    description: 'Your tier, when a trial ends, the tiers side by side and how to upgrade.',
    where: `Upgrade link of the navbar (${tierLabel(TIER_VALUES.free)}), or the Account page`,
    access: 'Signed-in accounts',
  },
  {
    key: 'resetPassword',
    label: 'Reset your password',
    to: paths.resetPassword(),
    description: 'Get an email with a link to choose a new password.',
    where: 'Sign In dialog',
    access: everyone,
  },
  {
    key: 'unsubscribe',
    label: 'Onboarding emails',
    to: paths.unsubscribe(),
    description: 'Stop or restart the onboarding emails; each email links here for its address.',
    where: 'Link at the end of every onboarding email',
    access: everyone,
  },
];

const HELP_PAGES: readonly GuideEntry[] = [
  {
    key: 'siteGuide',
    label: 'Site guide',
    to: paths.siteGuide(),
    description: 'This page: every area and tool, where it is and who can open it.',
    where: 'Tutorials link of the navbar',
    access: everyone,
  },
  {
    key: 'gettingStarted',
    label: 'Getting started',
    to: paths.gettingStarted(),
    description: 'A first tour of Courtside in nine steps on the demo league.',
    where: 'Site guide and FAQ',
    access: everyone,
  },
  {
    key: 'faq',
    label: 'FAQ',
    to: paths.faq(),
    description: 'Answers about the data, the methods behind each rating, tiers and accounts.',
    where: 'Site guide and About page',
    access: everyone,
  },
  {
    key: 'about',
    label: 'About',
    to: paths.about(),
    description:
      'What Courtside is, who it is for, where the data comes from and how it is checked.',
    where: 'About link of the navbar',
    access: everyone,
  },
  {
    key: 'privacyPolicy',
    label: 'Privacy Policy',
    to: paths.privacyPolicy(),
    description: 'What personal information we keep, why, and your rights.',
    where: 'Footer',
    access: everyone,
  },
  {
    key: 'termsOfUse',
    label: 'Terms of Use',
    to: paths.termsOfUse(),
    description: 'The agreement that governs accounts, subscriptions and use of the site.',
    where: 'Footer',
    access: everyone,
  },
  {
    key: 'disclaimer',
    label: 'Disclaimer',
    to: paths.disclaimer(),
    description: 'What the statistics, models and simulated data are, and what they are not.',
    where: 'Footer',
    access: everyone,
  },
];

/** Every section of the guide, in page order. */
export function guideSections(existing: ReadonlySet<NavItemKey>, now: Date): GuideSection[] {
  return [
    {
      id: 'stats-areas',
      title: 'Stats areas',
      intro: 'The Stats menu lists the stats areas your tier opens.',
      entries: navEntries('stats', existing, now),
    },
    {
      id: 'tools',
      title: 'Tools',
      intro: 'The Tools menu lists the charts and calculators your tier opens.',
      entries: navEntries('tools', existing, now),
    },
    {
      id: 'more-stats-pages',
      title: 'More stats pages',
      intro: 'Pages you reach from search, tables and the tools overview rather than a menu.',
      entries: STATS_PAGES,
    },
    {
      id: 'account-pages',
      title: 'Your account',
      intro: 'Signing up, signing in and managing your account.',
      entries: ACCOUNT_PAGES,
    },
    {
      id: 'help-and-legal',
      title: 'Help and legal pages',
      intro: 'Where to learn how Courtside works and the terms it works under.',
      entries: HELP_PAGES,
    },
  ];
}
