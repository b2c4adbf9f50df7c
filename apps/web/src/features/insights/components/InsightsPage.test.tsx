import { refreshDataQueries } from '@/lib/api';
import { createTestQueryClient } from '@/lib/api/test-support';
import { signInTier } from '@/test/data-api-test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseInsightView } from '../content/insights-route';
import {
  MEN,
  MEN_BEFORE,
  WOMEN,
  renderInsights,
  serveInsights,
  upsetRows,
} from '../insights.test-utils';

/** The endpoint of a recorded request, written as a path or with a query string. */
const endpointOf = (request: string): string => request.split(/[/?]/)[2] ?? '';

/**
 * The app's route patterns the stories link to (apps/web/src/app/routes.tsx), with the views
 * those screens serve, so a link that names no screen or an unknown view fails here.
 */
const LINK_TARGETS: ReadonlyArray<{ path: string; views?: readonly string[] }> = [
  { path: '/stats/:competitionId/games/:gameId/:view', views: ['overview'] },
  { path: '/stats/:competitionId/teams/:teamId/:view', views: ['overview', 'roster'] },
  { path: '/stats/:competitionId/conferences/:conferenceId/:view', views: ['rankings'] },
  { path: '/stats/conference-home/:competitionId' },
  { path: '/stats/:competitionId/division/:divisionLabel/:view', views: ['rankings'] },
  { path: '/stats/:competitionId/transfers/:divisionLabel/:view', views: ['analysis'] },
  { path: '/tools/game-explorer/:competitionId/:divisionLabel' },
  { path: '/my-account/:view/:tierTo', views: ['subscribe'] },
];

function expectRealPath(href: string) {
  const url = new URL(href, 'https://courtside.test');
  if (url.pathname.startsWith('/insights/')) {
    expect(parseInsightView(url.pathname.split('/')[2]), href).not.toBeNull();
    return;
  }
  const match = matchRoutes([...LINK_TARGETS], url.pathname)?.at(-1);
  expect(match, href).toBeDefined();
  const views = LINK_TARGETS.find((target) => target.path === match?.route.path)?.views;
  if (views !== undefined) expect(views, href).toContain(match?.params.view);
  if (match?.params.divisionLabel !== undefined) expect(match.params.divisionLabel).toBe('d1');
}

describe('InsightsPage', () => {
  it('tells every story of the season from the data API, with the simulated-data badge', async () => {
    signInTier(3);
    const requests = serveInsights();
    renderInsights('/insights/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ironport, a 9% underdog, beat No. 3 Home 0 71-68.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Delta came back from 19 points down to beat No. 8 Alpha 66-65.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Bravo gained 12.0 points of adjusted efficiency margin (−4.0 to +8.0).',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "The South's 10 teams averaged +11.0 adjusted efficiency margin, 4.5 points ahead of the North.",
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Ironport's 4 incoming transfers scored +5.2 points per 100 plays better than comparable returning players, playing 40.0% of its minutes.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Simulated data')).toBeInTheDocument();

    // The home view lists five of the seven upsets; its own view lists them all.
    const upsets = screen.getByRole('list', { name: /^Biggest upsets/ });
    expect(within(upsets).getAllByRole('listitem')).toHaveLength(5);

    // Headings in order: the page, then one per story.
    const headings = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(headings).toEqual(['H1', 'H2', 'H2', 'H2', 'H2', 'H2']);

    const endpoints = requests.map(endpointOf);
    for (const endpoint of [
      'game-explorer-search',
      'team-agg-stats',
      'teams',
      'conference-agg-stats',
      'team-transfer-agg-stats',
    ]) {
      expect(endpoints).toContain(endpoint);
    }
    expect(requests.filter((request) => request.includes(`/competition/${MEN_BEFORE}/`))).toEqual([
      expect.stringMatching(/^\/gs\/team-agg-stats\//),
    ]);
  });

  it('links every story to a real page: games, teams, conferences, tools and story views', async () => {
    signInTier(3);
    serveInsights();
    renderInsights('/insights/home');
    await screen.findByText(/^Ironport's 4 incoming transfers/);
    await screen.findByText(/^The South's 10 teams/);

    const hrefs = [...document.querySelectorAll('a[href]')].map(
      (link) => link.getAttribute('href') ?? '',
    );
    expect(hrefs).toContain(`/stats/${MEN}/games/100/overview`);
    expect(hrefs).toContain(`/stats/${MEN}/teams/21/overview`);
    expect(hrefs).toContain(`/stats/${MEN_BEFORE}/teams/11/overview`);
    expect(hrefs).toContain(`/stats/${MEN}/conferences/2/rankings`);
    expect(hrefs).toContain(`/tools/game-explorer/${MEN}/d1?sort=upset`);
    expect(hrefs).toContain(`/stats/${MEN}/transfers/d1/analysis`);
    expect(hrefs).toContain('/insights/upsets');
    for (const href of hrefs) expectRealPath(href);
  });

  it('shows a tier-1 user the upgrade note for the transfer story and does not ask for it', async () => {
    signInTier(1);
    const requests = serveInsights();
    renderInsights('/insights/home');

    expect(await screen.findByText('Transfer winners is part of Pro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/my-account/subscribe/3',
    );
    await screen.findByText(/^Ironport, a 9% underdog.*\.$/);
    await screen.findByText(/^The South's 10 teams/);
    expect(requests.map(endpointOf)).not.toContain('team-transfer-agg-stats');
  });

  it('shows a visitor the public story and what opens the others, asking only for public data', async () => {
    const requests = serveInsights();
    renderInsights('/insights/home');

    await screen.findByText(/^Bravo gained 12.0 points.*\.$/);
    expect(screen.getAllByText(/needs a free, verified account/)).toHaveLength(3);
    expect(screen.getByText('Transfer winners is part of Pro.')).toBeInTheDocument();
    const endpoints = new Set(requests.map(endpointOf));
    expect([...endpoints].sort()).toEqual(['competitions', 'team-agg-stats', 'teams']);
  });

  it('asks for the season and division chosen in the selectors, through the address', async () => {
    signInTier(3);
    const requests = serveInsights();
    const { router } = renderInsights('/insights/conferences');
    await screen.findByText(/^The South's 10 teams/);
    expect(requests.some((request) => request.includes(`/competition/${MEN}/`))).toBe(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), String(WOMEN));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Division' }), 'd2');

    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.startsWith('/gs/conference-agg-stats/') &&
            request.includes(`/competition/${WOMEN}/`) &&
            request.includes('/division/2/'),
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe(`?competition=${WOMEN}&division=d2`);
  });

  it('lists more on a story’s own view', async () => {
    signInTier(1);
    serveInsights();
    renderInsights('/insights/upsets');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insights: Biggest upsets' }),
    ).toBeInTheDocument();
    const upsets = await screen.findByRole('list', { name: /^Biggest upsets/ });
    expect(within(upsets).getAllByRole('listitem')).toHaveLength(upsetRows().length);
    expect(screen.queryByRole('heading', { name: 'Transfer winners' })).not.toBeInTheDocument();
  });

  it('tells the stories again from a new data version', async () => {
    signInTier(1);
    let chance = 0.09;
    serveInsights({
      'game-explorer-search': () =>
        upsetRows().map((row, index) => ({ ...row, winnerWinProbability: chance + index / 100 })),
    });
    const queryClient = createTestQueryClient();
    renderInsights('/insights/upsets', queryClient);
    await screen.findByText(/^Ironport, a 9% underdog.*\.$/);

    chance = 0.03;
    await refreshDataQueries(queryClient);
    expect(await screen.findByText(/^Ironport, a 3% underdog.*\.$/)).toBeInTheDocument();
  });

  it('says when a story has nothing to tell', async () => {
    signInTier(3);
    serveInsights({
      'game-explorer-search': () => [],
      'conference-agg-stats': () => [],
      'team-transfer-agg-stats': () => [],
    });
    renderInsights('/insights/home');
    await waitFor(() =>
      expect(
        screen.getAllByText('No games have been played in this season and division.'),
      ).toHaveLength(2),
    );
    expect(
      await screen.findByText('No conference of this season and division has a rating yet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No transfers are recorded for this season and division.'),
    ).toBeInTheDocument();
  });

  it('is the not-found page for an unknown view', async () => {
    serveInsights();
    renderInsights('/insights/standings');
    expect(await screen.findByText('page not found')).toBeInTheDocument();
  });
});
