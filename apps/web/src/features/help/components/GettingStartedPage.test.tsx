import { screen, within } from '@testing-library/react';
import { getNavItem, paths } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { GettingStartedPage } from './GettingStartedPage';
import {
  HELP_TEST_NOW,
  expectContentsLinksResolve,
  expectOrderedHeadingsAndFinishedText,
  renderHelpPage,
} from './help-page.test-utils';

describe('GettingStartedPage', () => {
  it('renders the tour as numbered steps, each a section with a link to its page', () => {
    renderHelpPage(<GettingStartedPage now={HELP_TEST_NOW} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    const steps = within(screen.getByRole('article')).getAllByRole('listitem');
    const tourSteps = steps.filter((step) => step.parentElement?.tagName === 'OL');
    expect(tourSteps).toHaveLength(9);
    for (const step of tourSteps) {
      expect(within(step).getByRole('heading', { level: 2 })).toBeVisible();
      expect(within(step).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expectOrderedHeadingsAndFinishedText();
    expectContentsLinksResolve();
    expect(document.title).toBe('Getting started · Courtside');
  });

  it('links each step to the real page, built from the path helpers and navbar table', () => {
    renderHelpPage(<GettingStartedPage now={HELP_TEST_NOW} />);
    const expected: Array<[string, string]> = [
      ['Open the stats home', paths.statsHome()],
      ['Open the player scatter plot', getNavItem('playerScatter').to(HELP_TEST_NOW)],
      ["Open today's scoreboard", getNavItem('scoreboard').to(HELP_TEST_NOW)],
      ['Open the shot charts', getNavItem('shotCharts').to(HELP_TEST_NOW)],
      ['Open the brackets', getNavItem('brackets').to(HELP_TEST_NOW)],
      ['Sign up', paths.signup()],
      ['Compare the tiers', paths.myAccount('subscribe')],
      ['Open the site guide', paths.siteGuide()],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: "Open today's scoreboard" })).toHaveAttribute(
      'href',
      '/tools/scoreboard/41097/d1/20261207',
    );
  });
});
