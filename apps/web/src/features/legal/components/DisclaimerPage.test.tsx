import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectCompleteLegalDocument,
  expectNoPlaceholders,
  renderLegalPage,
} from './legal-page.test-utils';
import { DisclaimerPage } from './DisclaimerPage';

describe('DisclaimerPage', () => {
  it('renders the title, date, and a contents list that links to every section', () => {
    renderLegalPage(<DisclaimerPage />);
    expectCompleteLegalDocument('Disclaimer');
    expectNoPlaceholders();
  });

  it('says the demo league is simulated and models are estimates, not advice', () => {
    renderLegalPage(<DisclaimerPage />);
    expect(screen.getByRole('heading', { name: /Simulated Demo League/ })).toBeInTheDocument();
    expect(screen.getByText(/are simulated by a computer program/)).toBeInTheDocument();
    expect(screen.getByText(/estimates with real uncertainty, not\s+guarantees/)).toBeVisible();
    expect(screen.getByText(/is betting, gambling, financial/)).toBeInTheDocument();
    expect(screen.getByText(/public NCAA play-by-play data and box\s+scores/)).toBeVisible();
    expect(screen.getByText(/not affiliated with, sponsored by or endorsed/)).toBeVisible();
  });
});
