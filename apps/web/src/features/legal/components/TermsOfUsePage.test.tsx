import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectCompleteLegalDocument,
  expectNoPlaceholders,
  renderLegalPage,
} from './legal-page.test-utils';
import { TermsOfUsePage } from './TermsOfUsePage';

describe('TermsOfUsePage', () => {
  it('renders the title, date, and a contents list that links to every section', () => {
    renderLegalPage(<TermsOfUsePage />);
    expectCompleteLegalDocument('Terms of Use');
    expectNoPlaceholders();
    expect(document.title).toBe('Terms of Use · Courtside');
  });

  it('covers accounts, subscriptions, acceptable use and data sources', () => {
    renderLegalPage(<TermsOfUsePage />);
    for (const title of [
      'Eligibility and Accounts',
      'Account Tiers and Subscriptions',
      'Acceptable Use',
      'Intellectual Property and Data Sources',
      'Limitation of Liability',
      'Termination',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeVisible();
    }
    expect(screen.getByText(/each account belongs to one person/i)).toBeInTheDocument();
    expect(screen.getByText(/payment processor, Stripe/)).toBeInTheDocument();
    expect(screen.getByText(/scrape, crawl, spider/)).toBeInTheDocument();
    expect(screen.getByText(/derived from public NCAA play-by-play/)).toBeInTheDocument();
    expect(screen.getByText(/not affiliated with, sponsored by or endorsed by/)).toBeVisible();
  });

  it('names Delaware law and the support address', () => {
    renderLegalPage(<TermsOfUsePage />);
    expect(screen.getByRole('heading', { name: /Governing Law/ })).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of Delaware, USA/)).toBeInTheDocument();
    const email = screen.getByRole('link', { name: 'support@courtside.example' });
    expect(email).toHaveAttribute('href', 'mailto:support@courtside.example');
  });
});
