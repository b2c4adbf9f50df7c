import { getNavItem } from '@courtside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  LIVE,
  MEN,
  NOW,
  gameRow,
  refused,
  renderTour,
  serveTour,
} from '../demo-tour.test-utils';

/**
 * The app's route patterns the tour links to (apps/web/src/app/routes.tsx; features may not
 * import the app shell), with the views those screens serve, so a link that names no screen or
 * an unknown view fails here.
 */
const LINK_TARGETS: ReadonlyArray<{ path: string; views?: readonly string[] }> = [
  { path: '/stats/home' },
  { path: '/stats/:competitionId/teams/:teamId/:view', views: ['overview'] },
  { path: '/stats/:competitionId/games/:gameId/:view', views: ['game-flow'] },
  { path: '/tools/scoreboard/:competitionId/:divisionLabel/:gameDate' },
  { path: '/tools/shot-charts' },
  { path: '/tools/team-scatter' },
  { path: '/tools/brackets/:competitionId/tournaments/:tournamentId' },
  { path: '/streaming/:competitionId' },
  { path: '/stats/:competitionId/draft/:view', views: ['player-box'] },
  { path: '/stats/:competitionId/nil/:view', views: ['player-box'] },
  { path: '/site-guide' },
  { path: '/faq' },
];

function expectRealPath(href: string) {
  const url = new URL(href, 'https://courtside.test');
  expect(url.origin, href).toBe('https://courtside.test');
  const match = matchRoutes([...LINK_TARGETS], url.pathname)?.at(-1);
  expect(match, href).toBeDefined();
  const views = LINK_TARGETS.find((target) => target.path === match?.route.path)?.views;
  if (views !== undefined) expect(views, href).toContain(match?.params.view);
  if (match?.params.divisionLabel !== undefined) expect(match.params.divisionLabel).toBe('d1');
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

const hrefsOf = (element: HTMLElement) =>
  [...element.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');

describe('DemoTourPage', () => {
  it('links the top team and the closest final by the ids the API answers', async () => {
    const requests = serveTour();
    renderTour();

    expect(
      await screen.findByRole('link', { name: 'Open the Eagleshire Eagles team page' }),
    ).toHaveAttribute('href', `/stats/${MEN}/teams/2400010/overview`);
    expect(
      screen.getByText(
        'Eagleshire Eagles leads Division I at +15.0 adjusted net rating, with a 8–1 record.',
      ),
    ).toBeVisible();

    // The overtime game beats the two-point regulation game and the box-only one-pointer.
    expect(await screen.findByRole('link', { name: 'Open its game flow' })).toHaveAttribute(
      'href',
      `/stats/${MEN}/games/24000103/game-flow`,
    );
    expect(
      screen.getByText('Northgate beat Eagleshire 77–75 in overtime on March 20, 2025.'),
    ).toBeVisible();

    expect(screen.getByRole('link', { name: "Open today's scoreboard" })).toHaveAttribute(
      'href',
      `/tools/scoreboard/${LIVE}/d1/20261207`,
    );
    expect(
      await screen.findByText("2 Division I games on today's schedule (December 7, 2026)."),
    ).toBeVisible();

    expect(requests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^/gs/team-agg-stats/competition/${MEN}/division/1/.*fields/`),
        ),
        expect.stringMatching(new RegExp(`^/gs/games/competition/${MEN}/division/1/.*latest/100`)),
        expect.stringMatching(
          new RegExp(`^/gs/raw-games/competition/${LIVE}/division/1/gamedate/20261207`),
        ),
      ]),
    );
    expect(screen.queryByText(/could not be/)).toBeNull();
  });

  it('numbers its cards under one h1, headings in order, with the tab title', async () => {
    serveTour();
    renderTour();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo tour' })).toBeInTheDocument();
    expect(document.title).toBe('Demo tour · Courtside');
    const steps = within(screen.getByRole('list', { name: 'Demo steps' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('li')?.querySelector('.demo-tour__step')?.textContent);
    expect(steps).toEqual(steps.map((_, index) => String(index + 1)));
    expect(steps.length).toBe(10);
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
    expect(document.body.textContent).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i);
    await screen.findByText(/on today's schedule/);
  });

  it('links every card to a page the route table serves', async () => {
    serveTour();
    renderTour();
    await screen.findByRole('link', { name: 'Open its game flow' });
    await screen.findByRole('link', { name: /team page$/ });
    const hrefs = hrefsOf(screen.getByRole('list', { name: 'Demo steps' }));
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    hrefs.forEach(expectRealPath);
    // The area cards open what the navbar opens.
    expect(hrefs).toContain(getNavItem('brackets').to(NOW));
    expect(hrefs).toContain(getNavItem('liveGames').to(NOW));
  });

  it('falls back to the area link, with a note, when a lookup fails or is refused', async () => {
    serveTour({
      'team-agg-stats': () => HttpResponse.json({ msg: 'down' }, { status: 500 }),
      games: refused,
      'raw-games': refused,
    });
    renderTour();
    await screen.findByRole('heading', { level: 1, name: 'Demo tour' });

    const topTeam = card('The stats home and the top team');
    expect(
      await within(topTeam).findByText(
        'The top team could not be looked up, so this card links the stats home instead.',
      ),
    ).toBeVisible();
    expect(hrefsOf(topTeam)).toEqual(['/stats/home']);

    const closeGame = card('A close game, play by play');
    expect(await within(closeGame).findByText(/^No close game could be looked up/)).toBeVisible();
    expect(hrefsOf(closeGame)).toEqual(['/stats/home']);

    const scoreboard = card('The scoreboard, today');
    expect(
      await within(scoreboard).findByText(
        "Today's games could not be counted; the link still opens today's scoreboard.",
      ),
    ).toBeVisible();
    expect(hrefsOf(scoreboard)).toEqual([`/tools/scoreboard/${LIVE}/d1/20261207`]);
  });

  it('falls back when no final has play-by-play and says so when no game is on today', async () => {
    serveTour({
      games: () => [
        ...GAMES.map((row) => ({ ...row, coverage: 'box' })),
        gameRow(1, { status: 'scheduled', homeScore: null, awayScore: null }),
      ],
      'raw-games': () => [],
    });
    renderTour();
    expect(await screen.findByText(/^No close game could be looked up/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the latest results' })).toHaveAttribute(
      'href',
      '/stats/home',
    );
    expect(
      await screen.findByText(/^No Division I games on today's schedule \(December 7, 2026\)/),
    ).toBeVisible();
  });

  it('says when a richer page needs signing in', async () => {
    serveTour();
    renderTour();
    await screen.findByRole('link', { name: 'Open its game flow' });
    expect(
      within(card('Draft prospects')).getByText(/^Needs Basic: Free or higher: sign in/),
    ).toBeVisible();
    expect(within(card('NIL predictions')).getByText(/^Needs Pro:/)).toBeVisible();
    expect(within(card('Live games')).getByText(/live stats need Plus\.$/)).toBeVisible();
  });

  it('shows the simulated-data badge only for a simulated default season', async () => {
    serveTour();
    const simulated = renderTour();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    simulated.unmount();

    serveTour({}, false);
    renderTour();
    await screen.findByRole('link', { name: 'Open its game flow' });
    await waitFor(() => expect(screen.queryByText(/on today's schedule/)).not.toBeNull());
    expect(screen.queryByText('Simulated data')).toBeNull();
  });
});
