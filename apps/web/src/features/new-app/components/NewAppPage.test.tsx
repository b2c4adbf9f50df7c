import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/lib/session/session-test-support';
import { parseChangelog } from '../content/changelog';
import { NewAppPage, formatChangeDay } from './NewAppPage';

const NOW = new Date('2026-01-15T18:00:00Z');

const CHANGES = parseChangelog(`## 2026-01-10
- [Bar charts](nav:barCharts): rank anything.
- [Accounts](/signup): sign up.

## 2025-12-31
- [Scoreboard](nav:scoreboard): every game of a day.
- [Box scores](/stats/home): differentials.
`);

const renderPage = () =>
  renderWithSession(
    [{ path: '/tools/new-app', element: <NewAppPage changes={CHANGES} now={NOW} /> }],
    { initialEntries: ['/tools/new-app'] },
  );

describe('NewAppPage', () => {
  it('lists the tools newest first, each linked, dated and with the plan that opens it', async () => {
    renderPage();
    const tools = await screen.findByRole('region', { name: 'New tools' });
    const items = within(tools).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Bar charts',
      'Scoreboard',
    ]);
    expect(within(tools).getByRole('link', { name: 'Bar charts' })).toHaveAttribute(
      'href',
      '/tools/bar-charts',
    );
    expect(items[0]).toHaveTextContent('January 10, 2026 · Basic: Free and up');
    expect(items[1]).toHaveTextContent('December 31, 2025 · Open to everyone');
    expect(within(tools).getByRole('link', { name: 'Scoreboard' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/d1\/20260115$/),
    );
    expect(within(tools).queryByRole('link', { name: 'Accounts' })).toBeNull();
  });

  it('lists every change under its day', async () => {
    renderPage();
    const all = await screen.findByRole('region', { name: 'Every change' });
    const january = within(all).getByRole('region', { name: 'January 10, 2026' });
    expect(
      within(january)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bar charts: rank anything.', 'Accounts: sign up.']);
    const december = within(all).getByRole('region', { name: 'December 31, 2025' });
    expect(within(december).getByRole('link', { name: 'Box scores' })).toHaveAttribute(
      'href',
      '/stats/home',
    );
  });

  it('reads the product change log when given none', async () => {
    renderWithSession([{ path: '/tools/new-app', element: <NewAppPage now={NOW} /> }], {
      initialEntries: ['/tools/new-app'],
    });
    expect(await screen.findByRole('heading', { name: "What's new in Courtside" })).toBeVisible();
    const tools = screen.getByRole('region', { name: 'New tools' });
    expect(within(tools).getByRole('link', { name: 'Shot charts' })).toHaveAttribute(
      'href',
      '/tools/shot-charts',
    );
  });

  it('writes the day as written, whatever the time zone', () => {
    expect(formatChangeDay('2026-12-07')).toBe('December 7, 2026');
    expect(formatChangeDay('2027-01-01')).toBe('January 1, 2027');
  });
});
