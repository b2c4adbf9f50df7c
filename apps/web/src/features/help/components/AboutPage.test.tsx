import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './AboutPage';
import {
  expectContentsLinksResolve,
  expectOrderedHeadingsAndFinishedText,
  renderHelpPage,
} from './help-page.test-utils';

describe('AboutPage', () => {
  it('renders its sections under one h1, with the tab title', () => {
    renderHelpPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Courtside' })).toBeVisible();
    for (const title of [
      'What Courtside is',
      'Who it is for',
      'Where the data comes from',
      'How our numbers are checked',
      'How to reach us',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expectOrderedHeadingsAndFinishedText();
    expectContentsLinksResolve();
    expect(document.title).toBe('About Courtside · Courtside');
  });

  it('names the audiences, both data sources and the simulated label', () => {
    renderHelpPage(<AboutPage />);
    for (const audience of ['Fans', 'Analysts', 'Media', 'Team staff', 'Subscribers']) {
      expect(screen.getByText(audience)).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'NCAA seasons' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The simulated demo league' })).toBeVisible();
    expect(screen.getByText('Simulated data')).toBeVisible();
    expect(screen.getByText(/match the official box scores/)).toBeVisible();
  });

  it('sends readers to the footer contact form and the support address', () => {
    renderHelpPage(<AboutPage />);
    expect(
      screen.getByRole('link', { name: 'contact form at the bottom of every page' }),
    ).toHaveAttribute('href', '#contact-us');
    expect(screen.getByRole('link', { name: 'support@courtside.example' })).toHaveAttribute(
      'href',
      'mailto:support@courtside.example',
    );
  });
});
