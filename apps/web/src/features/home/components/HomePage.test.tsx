import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signInForTest, testUser } from '@/lib/session/session-test-support';
import { GAMES, MEN, WOMEN, serveHome } from '../home.test-utils';
import { HomePage } from './HomePage';

vi.mock('@/lib/monitoring', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

// The live sections are a lazy chunk: transform it once up front, so each test waits for data,
// not for the module to compile.
beforeAll(async () => {
  await import('./LiveSections');
});

const renderHome = () => renderWithSession([{ path: '/', element: <HomePage /> }]);

const region = (name: string) => screen.getByRole('region', { name });

describe('HomePage: what Courtside is', () => {
  it('says what Courtside covers and for whom', async () => {
    serveHome();
    renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Men's and women's college basketball, by the numbers.",
    );
    expect(screen.getByText(/from 2018-19 to 2025-26/)).toBeInTheDocument();
    for (const audience of ['Fans', 'Analysts', 'Media', 'Team staff']) {
      expect(screen.getByRole('heading', { name: audience })).toBeInTheDocument();
    }
  });
});

describe('HomePage: top teams', () => {
  it('ranks qualified teams by adjusted net rating, each linking to its team page', async () => {
    const requests = serveHome();
    renderHome();
    const men = await screen.findByRole('list', { name: "Top teams, 2024-25 Men's Basketball" });
    const rows = within(men).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Eagleshire Eagles8–1+15.0',
      'Baydale Wolves6–3+12.7',
    ]);
    expect(within(men).getByRole('link', { name: 'Eagleshire Eagles' })).toHaveAttribute(
      'href',
      `/stats/${MEN}/teams/2400010/overview`,
    );
    const women = screen.getByRole('list', { name: "Top teams, 2024-25 Women's Basketball" });
    expect(within(women).getByRole('listitem')).toHaveTextContent('Harborview Gulls4–5−3.0');
    // Division I, season, offense rows, only the shown fields.
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${MEN}/division/1/scope/season/isoffense/true/fields/teamMarket-teamName-netRtgAdj-ortgAdj-drtgAdj-paceAdj-overallWins-overallLosses-isQualified/`,
    );
  });

  it('marks the simulated competition only', async () => {
    serveHome();
    renderHome();
    const topTeams = await screen.findByRole('region', { name: 'Top teams' });
    await waitFor(() => expect(within(topTeams).getAllByText('Simulated data')).toHaveLength(1));
    expect(
      within(topTeams).getByRole('heading', { name: /2024-25 Men's Basketball Simulated data/ }),
    ).toBeInTheDocument();
  });

  it('shows a loading skeleton, then an error with Retry that loads the teams again', async () => {
    let failing = true;
    serveHome({
      'team-agg-stats': () =>
        failing ? HttpResponse.json({ msg: 'Warehouse rebuilding' }, { status: 503 }) : [],
    });
    renderHome();
    const topTeams = await screen.findByRole('region', { name: 'Top teams' });
    expect(within(topTeams).getAllByRole('status', { name: 'Loading the top teams' })).toHaveLength(
      2,
    );
    const alerts = await within(topTeams).findAllByRole('alert', {}, { timeout: 4000 });
    expect(alerts[0]).toHaveTextContent('The top teams could not be loaded.');
    expect(alerts[0]).toHaveTextContent('Warehouse rebuilding');
    failing = false;
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(
      await within(topTeams).findByText(
        'No team has played enough games for adjusted ratings yet.',
      ),
    ).toBeInTheDocument();
  });
});

describe('HomePage: latest results', () => {
  it('lists the newest games of both default competitions, each opening its game page', async () => {
    const requests = serveHome();
    renderHome();
    const results = await screen.findByRole('list', { name: 'Latest results' });
    const game = within(results).getByRole('link', { name: /Ironport 65.*Eagleshire 74/ });
    expect(game).toHaveAttribute('href', `/stats/${MEN}/games/${GAMES[0]?.gameId}/overview`);
    expect(within(results).getByText(/Apr 7, 2025/)).toBeInTheDocument();
    expect(requests).toContain(`/gs/games/competitions/${MEN}-${WOMEN}/latest/8/`);
  });

  it('says so when there are no results', async () => {
    serveHome({ games: () => [] });
    renderHome();
    expect(await screen.findByText('No results yet this season.')).toBeInTheDocument();
  });
});

describe('HomePage: leaders', () => {
  it('shows a visitor team leaders and a sign-up prompt instead of player leaders', async () => {
    const requests = serveHome();
    renderHome();
    const teamLeaders = await screen.findByRole('group', {
      name: "Team leaders, 2024-25 Men's Basketball",
    });
    const defense = within(teamLeaders).getByRole('list', { name: 'Best defense' });
    expect(
      within(defense)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Eagleshire Eagles8–196.3', 'Baydale Wolves6–3107.2']);
    const locked = within(region('Leaders')).getAllByRole('region', {
      name: 'Player leaders is locked',
    });
    expect(locked).toHaveLength(2);
    expect(
      within(locked[0] as HTMLElement).getByRole('link', { name: 'Sign up free' }),
    ).toHaveAttribute('href', '/signup');
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats-public'))).toBe(false);
  });

  it('shows a signed-in user the player leaders of each category', async () => {
    signInForTest({ user: testUser() });
    const requests = serveHome();
    renderHome();
    const players = await screen.findByRole('group', {
      name: "Player leaders, 2024-25 Men's Basketball",
    });
    const points = within(players).getByRole('list', { name: 'Points per game' });
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Jamal WoodBaydale11.4', 'Brayden WilliamsBaydale9.3']);
    const rebounds = within(players).getByRole('list', { name: 'Rebounds per game' });
    expect(within(rebounds).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/stats/${MEN}/players/24000030/overview`,
    );
    expect(requests).toContain(
      `/gs/player-agg-stats-public?competitionId=${MEN}&divisionId=1&scope=season&fields=fullName%2CteamMarket%2CptsScoredPg%2CrebPg%2CastPg&isQualified=true`,
    );
    expect(await screen.findByText('No qualified players yet this season.')).toBeInTheDocument();
  });
});

describe('HomePage: stats areas, tools and tiers', () => {
  it('links only to screens that exist and marks the others as coming', async () => {
    serveHome();
    renderHome();
    const stats = await screen.findByRole('region', { name: 'Stats areas' });
    expect(within(stats).getByRole('link', { name: /Stats Overview/ })).toHaveAttribute(
      'href',
      '/stats/home',
    );
    expect(within(stats).getByRole('link', { name: /Division Stats/ })).toHaveAttribute(
      'href',
      `/stats/${MEN}/division/d1/team-box`,
    );
    expect(within(stats).getByRole('link', { name: /Transfer Portal/ })).toHaveAttribute(
      'href',
      `/stats/${MEN}/portal/overview`,
    );
    expect(within(stats).getByRole('link', { name: /Draft Prospects/ })).toHaveAttribute(
      'href',
      `/stats/${MEN}/draft/player-box`,
    );
    expect(within(stats).getByRole('link', { name: /Live Game Stats/ })).toHaveAttribute(
      'href',
      '/streaming/41097',
    );
    const tools = region('Analytics tools');
    expect(within(tools).getByRole('link', { name: /Team Scatter/ })).toHaveAttribute(
      'href',
      '/tools/team-scatter',
    );
    expect(within(tools).getByRole('link', { name: /Game Explorer/ })).toHaveAttribute(
      'href',
      '/tools/game-explorer/41097/d1',
    );
    expect(within(tools).getByRole('link', { name: /Brackets/ })).toHaveAttribute(
      'href',
      '/tools/brackets/38409/tournaments/5025',
    );
    expect(within(tools).getAllByRole('listitem')).toHaveLength(14);
  });

  it('compares the tiers from the navbar table and offers a visitor the free sign-up', async () => {
    serveHome();
    renderHome();
    const table = await screen.findByRole('table', { name: 'What each tier opens' });
    const cells = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Shot Charts')).toEqual(['Yes', 'Yes', 'Yes', 'Yes']);
    expect(cells('Division Stats')).toEqual(['—', 'Yes', 'Yes', 'Yes']);
    expect(cells('Live Game Stats')).toEqual(['—', '—', 'Yes', 'Yes']);
    expect(cells('NIL Predictions')).toEqual(['—', '—', '—', 'Yes']);
    expect(cells('Player pages')).toEqual(['—', 'Trial players', 'Yes', 'Yes']);
    expect(
      within(region('Compare plans')).getByRole('link', { name: 'Sign up free' }),
    ).toHaveAttribute('href', '/signup');
  });
});
