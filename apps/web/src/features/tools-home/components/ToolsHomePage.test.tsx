import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, signInForTest, testUser } from '@/lib/session/session-test-support';
import { ToolsHomePage } from './ToolsHomePage';

const NOW = new Date('2026-01-15T18:00:00Z');

const renderTools = () =>
  renderWithSession([{ path: '/tools/home', element: <ToolsHomePage now={NOW} /> }], {
    initialEntries: ['/tools/home'],
  });

const card = (name: string) => screen.getByRole('article', { name });

describe('ToolsHomePage', () => {
  it('lists the tools by the tier that opens them, each with its sentence and tier', async () => {
    renderTools();
    const open = await screen.findByRole('region', { name: 'Open to everyone' });
    expect(within(open).getByRole('link', { name: 'Shot Charts' })).toHaveAttribute(
      'href',
      '/tools/shot-charts',
    );
    expect(card('Team Scatter')).toHaveTextContent('Two team stats at once');
    expect(card('Team Scatter')).toHaveTextContent('Open to everyone');
    const free = screen.getByRole('region', { name: 'With Basic: Free and up' });
    expect(within(free).getByRole('article', { name: 'Linear Regressions' })).toHaveTextContent(
      'Basic: Free and up',
    );
  });

  it("links to what's new, where returning users find the newest tools", async () => {
    renderTools();
    expect(await screen.findByRole('link', { name: "See what's new" })).toHaveAttribute(
      'href',
      '/tools/new-app',
    );
  });

  it('tells a signed-out visitor what opens the locked tools', async () => {
    renderTools();
    const regression = await screen.findByRole('article', { name: 'Linear Regressions' });
    expect(regression).toHaveTextContent(
      'Locked: Linear Regressions needs a free, verified account.',
    );
    expect(within(regression).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    // Open tools carry no lock.
    expect(card('Shot Charts')).not.toHaveTextContent('Locked');
  });

  it('asks a signed-in, unverified user to verify instead of signing up', async () => {
    signInForTest({ user: testUser(), tier: { value: 0, label: 'No Access', expiresAt: null } });
    renderTools();
    const bars = await screen.findByRole('article', { name: 'Bar Charts' });
    expect(within(bars).getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/send-verification-email',
    );
  });

  it('shows no lock to a tier that opens every tool', async () => {
    signInForTest({ user: testUser() });
    renderTools();
    await screen.findByRole('article', { name: 'Bar Charts' });
    expect(screen.queryByText(/^Locked:/)).toBeNull();
  });

  it("links Brackets to the default men's national tournament", async () => {
    renderTools();
    const brackets = await screen.findByRole('article', { name: 'Brackets' });
    expect(brackets).not.toHaveTextContent('coming soon');
    expect(within(brackets).getByRole('link', { name: 'Brackets' })).toHaveAttribute(
      'href',
      '/tools/brackets/38409/tournaments/5025',
    );
  });
});
