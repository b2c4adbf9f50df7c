import { screen, within } from '@testing-library/react';
import { NAV_ITEMS } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { EXISTING_NAV_SCREENS } from '@/components/layout/existing-screens';
import { tierAccessLabel } from '@/lib/navigation/feature-previews';
import {
  HELP_TEST_NOW,
  expectContentsLinksResolve,
  expectOrderedHeadingsAndFinishedText,
  renderHelpPage,
} from './help-page.test-utils';
import { SiteGuidePage } from './SiteGuidePage';

const MENU_SECTIONS = { stats: 'Stats areas', tools: 'Tools' } as const;

describe('SiteGuidePage', () => {
  it('renders its sections in heading order', () => {
    renderHelpPage(<SiteGuidePage now={HELP_TEST_NOW} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site guide' })).toBeVisible();
    for (const title of [
      'Stats areas',
      'Tools',
      'More stats pages',
      'Your account',
      'Help and legal pages',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expectOrderedHeadingsAndFinishedText();
    expectContentsLinksResolve();
    expect(document.title).toBe('Site guide · Courtside');
  });

  it('lists every navbar entry with a screen, under its menu, with its address and tier', () => {
    renderHelpPage(<SiteGuidePage now={HELP_TEST_NOW} />);
    const listed = NAV_ITEMS.filter((item) => EXISTING_NAV_SCREENS.has(item.key));
    expect(listed).toHaveLength(NAV_ITEMS.length);
    for (const item of listed) {
      const section = screen
        .getByRole('heading', { level: 2, name: MENU_SECTIONS[item.menu] })
        .closest('section');
      expect(section).not.toBeNull();
      const link = within(section as HTMLElement).getByRole('link', { name: item.label });
      expect(link).toHaveAttribute('href', item.to(HELP_TEST_NOW));
      const entry = link.closest('li') as HTMLElement;
      expect(within(entry).getByText(tierAccessLabel(item.minTier))).toBeVisible();
      expect(
        within(entry).getByText(new RegExp(`^${item.menu === 'stats' ? 'Stats' : 'Tools'} menu`)),
      ).toBeVisible();
    }
  });

  it('names where the help and legal pages are', () => {
    renderHelpPage(<SiteGuidePage now={HELP_TEST_NOW} />);
    const help = screen.getByRole('heading', { level: 2, name: 'Help and legal pages' });
    const section = help.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(section).getByRole('link', { name: 'Site guide' })).toHaveAttribute(
      'href',
      '/site-guide',
    );
    expect(within(section).getByText('Tutorials link of the navbar')).toBeVisible();
  });
});
