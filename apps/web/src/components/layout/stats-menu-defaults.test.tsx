/**
 * The navbar's stats entries follow the signed-in user's settings: a women's team opens the
 * women's seasons, a saved conference opens that conference; a men's user without one gets the
 * menu table's own addresses.
 */
import { NAV_ITEMS, NAV_ITEM_KEYS, type NavItemKey } from '@courtside/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMediaAsPhone } from '../testing/stub-match-media';
import { AppNavbar } from './AppNavbar';
import { statsMenuLink } from './stats-menu-defaults';

const NOW = new Date(2026, 0, 15);
function itemOf(key: NavItemKey) {
  const item = NAV_ITEMS.find((candidate) => candidate.key === key);
  if (item === undefined) throw new Error(`No menu item ${key}`);
  return item;
}

describe('statsMenuLink', () => {
  it("keeps the table's address for a men's user without a conference", () => {
    const settings = { teamId: 5, conferenceId: null, gender: 'MALE' } as const;
    for (const item of NAV_ITEMS) expect(statsMenuLink(item, settings, NOW)).toBe(item.to(NOW));
  });

  it("opens the women's seasons and the user's own conference", () => {
    const settings = { teamId: 12, conferenceId: 4, gender: 'FEMALE' } as const;
    const link = (key: NavItemKey) => statsMenuLink(itemOf(key), settings, NOW);
    expect(link('divisionStats')).toBe('/stats/38529/division/d1/team-box');
    expect(link('conferenceStats')).toBe('/stats/38529/conferences/4/team-box');
    expect(link('draftProspects')).toBe('/stats/38529/draft/player-box');
    expect(link('tournamentStats')).toBe('/stats/38529/tournaments/6025/team-box');
    expect(link('transferPortal')).toBe('/stats/38529/portal/overview');
    expect(link('statsHome')).toBe('/stats/home');
  });

  it("opens the conference list of the user's season when no conference is saved", () => {
    const settings = { teamId: null, conferenceId: null, gender: 'FEMALE' } as const;
    expect(statsMenuLink(itemOf('conferenceStats'), settings, NOW)).toBe(
      '/stats/conference-home/38529',
    );
  });
});

describe('AppNavbar stats menu', () => {
  beforeEach(() => stubMatchMediaAsPhone());

  it('links the stats entries to the signed-in user’s defaults', async () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <AppNavbar
            user={{ tierValue: 1, isAdmin: false, teamId: 12, conferenceId: 4, gender: 'FEMALE' }}
            existingScreens={new Set(NAV_ITEM_KEYS)}
            existingLinks={new Set()}
            now={() => NOW}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const toggle = screen.getByRole('button', { name: 'Stats' });
    await userEvent.click(toggle);
    const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`);
    if (menu === null) throw new Error('The Stats menu did not open');
    expect(within(menu).getByRole('link', { name: 'Conference Stats' })).toHaveAttribute(
      'href',
      '/stats/38529/conferences/4/team-box',
    );
    expect(within(menu).getByRole('link', { name: 'Division Stats' })).toHaveAttribute(
      'href',
      '/stats/38529/division/d1/team-box',
    );
  });
});
