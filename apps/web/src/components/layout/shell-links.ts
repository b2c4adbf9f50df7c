/**
 * The navbar's account and help links (§2 "Top navbar", §6). Each is listed only when its screen
 * exists; the app shell passes the set of existing ones, since a shared component cannot know
 * the route table.
 */
import { TIER_VALUES, paths } from '@courtside/contract';

export const SHELL_LINK_KEYS = [
  'insights',
  'tutorials',
  'about',
  'account',
  'upgrade',
  'admin',
  'signup',
  'login',
  'myTeam',
  'myConference',
] as const;
export type ShellLinkKey = (typeof SHELL_LINK_KEYS)[number];

export interface ShellLink {
  key: ShellLinkKey;
  label: string;
  to: string;
}

/** The plain links every signed-in user gets, in navbar order. */
export const HELP_AND_ACCOUNT_LINKS: readonly ShellLink[] = [
  { key: 'insights', label: 'Insights', to: '/insights/home' },
  // The spec names no /tutorials route; its walkthroughs live in the site guide.
  { key: 'tutorials', label: 'Tutorials', to: paths.siteGuide() },
  { key: 'about', label: 'About', to: paths.about() },
  { key: 'account', label: 'Account', to: paths.myAccount('settings') },
];

/** Shown to tier 1 (§6); aims the subscription page at the next tier up. */
export const UPGRADE_LINK: ShellLink = {
  key: 'upgrade',
  label: 'Upgrade',
  to: paths.myAccount('subscribe', TIER_VALUES.plus),
};

export const ADMIN_LINKS: readonly ShellLink[] = [
  { key: 'admin', label: 'Admin', to: paths.admin() },
  { key: 'signup', label: 'Signup', to: paths.signup() },
];
