import { NAV_ITEM_KEYS, type NavItemKey } from '@courtside/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMediaAsPhone } from '../testing/stub-match-media';
import { AppNavbar, type AppNavbarProps, type NavbarUser } from './AppNavbar';
import { SHELL_LINK_KEYS, type ShellLinkKey } from './shell-links';

const ALL_SCREENS: ReadonlySet<NavItemKey> = new Set(NAV_ITEM_KEYS);
const ALL_LINKS: ReadonlySet<ShellLinkKey> = new Set(SHELL_LINK_KEYS);
const NONE_SCREENS: ReadonlySet<NavItemKey> = new Set();
const NONE_LINKS: ReadonlySet<ShellLinkKey> = new Set();

function signedIn(tierValue: number, overrides: Partial<NavbarUser> = {}): NavbarUser {
  return {
    tierValue,
    isAdmin: false,
    teamId: null,
    conferenceId: null,
    gender: 'MALE',
    ...overrides,
  };
}

function renderNavbar(props: Partial<AppNavbarProps> & Pick<AppNavbarProps, 'user'>) {
  const fullProps: AppNavbarProps = {
    existingScreens: NONE_SCREENS,
    existingLinks: NONE_LINKS,
    now: () => new Date('2026-01-15T17:00:00Z'),
    ...props,
  };
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <AppNavbar {...fullProps} />
          <p>page</p>
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

/** Opens a navbar dropdown and returns its entries' texts, sorted. */
async function menuEntries(title: 'Stats' | 'Tools'): Promise<string[]> {
  const toggle = screen.getByRole('button', { name: title });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`);
  if (menu === null) throw new Error(`The ${title} menu did not open`);
  const entries = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  await userEvent.click(toggle);
  return entries.sort();
}

const TIER_0_STATS = ['Stats Overview'];
const TIER_0_TOOLS = [
  'Tools Overview',
  'Shot Charts',
  'Team Scatter',
  'Player Scatter',
  'Scoreboard',
  'Brackets',
];
const TIER_1_STATS = [
  ...TIER_0_STATS,
  'Division Stats',
  'Conference Stats',
  'Draft Prospects',
  'Tournament Stats',
];
const TIER_1_TOOLS = [
  ...TIER_0_TOOLS,
  'Bar Charts',
  'Comparisons',
  'Game-Deciding Shots',
  'Scoring Streaks',
  'DIY Shot Charts',
  'Linear Regressions',
  'Game Explorer',
  'Split Comparisons',
];
const TIER_2_STATS = [...TIER_1_STATS, 'Live Game Stats'];
const TIER_3_STATS = [...TIER_2_STATS, 'Transfer Portal', 'Transfer Analyses', 'NIL Predictions'];

describe('AppNavbar', () => {
  beforeEach(() => stubMatchMediaAsPhone());

  it('shows only the brand to a visitor while the login and signup screens do not exist', () => {
    renderNavbar({ user: null });
    expect(screen.getByRole('link', { name: 'Courtside' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /navigation menu/i })).not.toBeInTheDocument();
  });

  it('shows a visitor only Login and Signup once those screens exist', async () => {
    const onLoginClick = vi.fn();
    renderNavbar({
      user: null,
      existingScreens: ALL_SCREENS,
      existingLinks: ALL_LINKS,
      onLoginClick,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it.each([
    [0, TIER_0_STATS, TIER_0_TOOLS],
    [1, TIER_1_STATS, TIER_1_TOOLS],
    [2, TIER_2_STATS, TIER_1_TOOLS],
    [3, TIER_3_STATS, TIER_1_TOOLS],
    [7, TIER_3_STATS, TIER_1_TOOLS],
  ])('lists exactly what tier %i may open', async (tierValue, stats, tools) => {
    renderNavbar({ user: signedIn(tierValue), existingScreens: ALL_SCREENS });
    expect(await menuEntries('Stats')).toEqual([...stats].sort());
    expect(await menuEntries('Tools')).toEqual([...tools].sort());
  });

  it('links each menu entry to its screen, the scoreboard to today', async () => {
    renderNavbar({ user: signedIn(0), existingScreens: new Set(['scoreboard', 'statsHome']) });
    await userEvent.click(screen.getByRole('button', { name: 'Tools' }));
    expect(await screen.findByRole('link', { name: 'Scoreboard' })).toHaveAttribute(
      'href',
      '/tools/scoreboard/41097/d1/20260115',
    );
  });

  it('lists only existing screens and hides a menu with no entries', async () => {
    renderNavbar({ user: signedIn(3), existingScreens: new Set(['shotCharts']) });
    expect(screen.queryByRole('button', { name: 'Stats' })).not.toBeInTheDocument();
    expect(await menuEntries('Tools')).toEqual(['Shot Charts']);
  });

  it('renders no dropdowns when no screen exists', () => {
    renderNavbar({ user: signedIn(3), existingLinks: new Set(['about']) });
    expect(screen.queryByRole('button', { name: 'Stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tools' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('shows Insights, Tutorials, About and Account to a signed-in user', () => {
    renderNavbar({ user: signedIn(2), existingLinks: ALL_LINKS });
    for (const name of ['Insights', 'Tutorials', 'About', 'Account']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each([0, 1, 2, 3])('shows the Upgrade link for tier %i only when it is 1', (tierValue) => {
    renderNavbar({ user: signedIn(tierValue), existingLinks: ALL_LINKS });
    const upgrade = screen.queryByRole('link', { name: 'Upgrade' });
    if (tierValue === 1) {
      expect(upgrade).toHaveAttribute('href', '/my-account/subscribe/2');
      expect(upgrade).toHaveClass('nav-link--upgrade');
    } else {
      expect(upgrade).not.toBeInTheDocument();
    }
  });

  it('hides the Upgrade link until its screen exists', () => {
    renderNavbar({ user: signedIn(1), existingLinks: new Set(['about']) });
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows Admin and Signup links to admins only', () => {
    renderNavbar({ user: signedIn(3, { isAdmin: true }), existingLinks: ALL_LINKS });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  it('hides Admin and Signup links from other users', () => {
    renderNavbar({ user: signedIn(3), existingLinks: ALL_LINKS });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  });

  it('gives tier 0 plain links to its own team and conference', () => {
    renderNavbar({
      user: signedIn(0, { teamId: 12, conferenceId: 4, gender: 'FEMALE' }),
      existingLinks: ALL_LINKS,
    });
    expect(screen.getByRole('link', { name: 'My Team' })).toHaveAttribute(
      'href',
      '/stats/38529/teams/12/overview',
    );
    expect(screen.getByRole('link', { name: 'My Conference' })).toHaveAttribute(
      'href',
      '/stats/38529/conferences/4/team-box',
    );
    expect(screen.queryByRole('button', { name: 'My Team' })).not.toBeInTheDocument();
  });

  it('gives tier 1 and above team and conference dropdowns by season', async () => {
    renderNavbar({ user: signedIn(1, { teamId: 12, conferenceId: 4 }), existingLinks: ALL_LINKS });
    expect(screen.getByRole('button', { name: 'My Conference' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My Team' }));
    const newest = await screen.findByRole('link', { name: "2025-26 Men's Basketball" });
    expect(newest).toHaveAttribute('href', '/stats/41097/teams/12/overview');
  });

  it('leaves out team links until those screens exist', () => {
    renderNavbar({
      user: signedIn(0, { teamId: 12, conferenceId: 4 }),
      existingLinks: new Set(['about']),
    });
    expect(screen.queryByRole('link', { name: 'My Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Conference' })).not.toBeInTheDocument();
  });

  it('gives a signed-in user a Log out action, even with no other entry', async () => {
    const onLogoutClick = vi.fn();
    renderNavbar({ user: signedIn(0), onLogoutClick });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(onLogoutClick).toHaveBeenCalledTimes(1);
  });

  it('offers a visitor no Log out action', () => {
    renderNavbar({ user: null, existingLinks: ALL_LINKS, onLogoutClick: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens the side panel from the toggle and closes it on navigation', async () => {
    const router = renderNavbar({ user: signedIn(2), existingLinks: ALL_LINKS });
    const toggle = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'app-nav-panel');
    await userEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Courtside' });
    await waitFor(() => expect(panel).toHaveClass('show'));
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(panel).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(document.querySelector('#app-nav-panel.show')).toBeNull());
  });

  it('closes the side panel with its close button', async () => {
    renderNavbar({ user: signedIn(2), existingLinks: ALL_LINKS });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close navigation menu' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});
