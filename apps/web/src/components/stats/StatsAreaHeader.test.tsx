import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPETITIONS } from '@courtside/contract';
import { StatsAreaHeader, StatsAreaTabs, StatsAreaView } from './StatsAreaHeader';

const simulated = vi.hoisted(() => ({ value: false }));
vi.mock('@/lib/stats/competition-info', () => ({ useIsSimulated: () => simulated.value }));

const competition = COMPETITIONS[0];
if (competition === undefined) throw new Error('The contract lists no competition');

describe('StatsAreaHeader', () => {
  beforeEach(() => {
    simulated.value = false;
  });

  it('names the area and its season, with the detail, the note and the switch', () => {
    render(
      <StatsAreaHeader
        title="An area"
        competitionId={competition.id}
        detail="Division II"
        switcher={<button type="button">Switch</button>}
      >
        <p>A note</p>
      </StatsAreaHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'An area' })).toBeVisible();
    expect(screen.getByText(`${competition.label} · Division II`)).toBeVisible();
    expect(screen.getByText('A note')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Switch' }).parentElement).toHaveClass(
      'stats-area__switcher',
    );
    expect(screen.queryByText('Simulated data')).toBeNull();
  });

  it('badges a simulated season and draws no switch when there is none', () => {
    simulated.value = true;
    const { container } = render(
      <StatsAreaHeader title="An area" competitionId={competition.id} />,
    );
    expect(screen.getByText('Simulated data')).toBeVisible();
    expect(container.querySelector('.stats-area__switcher')).toBeNull();
  });
});

describe('StatsAreaTabs', () => {
  const tabs = [
    { to: '/area/one', label: 'One' },
    { to: '/area/two', label: 'Two' },
  ];

  it('links each tab under a named navigation and marks the current one', () => {
    render(
      <MemoryRouter initialEntries={['/area/two']}>
        <StatsAreaTabs label="Area views" tabs={tabs} />
        <StatsAreaView>The view</StatsAreaView>
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Area views' }));
    expect(nav.getByRole('list')).toHaveClass('nav', 'nav-tabs', 'stats-area__tabs');
    expect(nav.getByRole('link', { name: 'One' })).toHaveAttribute('href', '/area/one');
    expect(nav.getByRole('link', { name: 'Two' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('The view')).toHaveClass('stats-area__view');
  });

  it('draws compact pills with the extra list classes', () => {
    render(
      <MemoryRouter>
        <StatsAreaTabs label="Divisions" tabs={tabs} variant="pills" className="mb-2" />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Divisions' }));
    expect(nav.getByRole('list')).toHaveClass('nav', 'nav-pills', 'stats-area__tabs', 'mb-2');
    expect(nav.getByRole('link', { name: 'One' })).toHaveClass('nav-link', 'py-1');
  });
});
