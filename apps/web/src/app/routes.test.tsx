import { MESSAGES } from '@courtside/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/lib/monitoring';
import { stubMatchMediaAsPhone } from '@/components/testing/stub-match-media';
import { server } from '@/test/msw-server';
import { renderAppRoutes } from './test-utils';

vi.mock('@/lib/monitoring', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

const currentUrl = (router: ReturnType<typeof renderAppRoutes>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  stubMatchMediaAsPhone();
  vi.mocked(reportError).mockClear();
});

describe('route table', () => {
  it('renders the home page inside the shell at /', async () => {
    renderAppRoutes();
    expect(await screen.findByRole('heading', { level: 1, name: /by the numbers/i })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Courtside' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
  });

  it('renders the error page at /error-fallback', async () => {
    renderAppRoutes({ initialEntries: ['/error-fallback'] });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.errorFallback.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.errorFallback.text)).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('renders the tools overview at /tools/home', async () => {
    renderAppRoutes({ initialEntries: ['/tools/home'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Team Scatter' })).toHaveAttribute(
      'href',
      '/tools/team-scatter',
    );
  });

  it.each([
    ['/about', 'About Courtside'],
    ['/site-guide', 'Site guide'],
    ['/getting-started', 'Getting started'],
    ['/faq', 'Frequently asked questions'],
  ])('renders the help page at %s inside the shell', async (path, title) => {
    renderAppRoutes({ initialEntries: [path] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('article'));
  });

  it.each([
    '/no-such-page',
    '/tools/game-explorer',
    '/tools/game-explorer/38409/d4',
    '/tools/game-explorer/123/d1',
    '/about/team',
  ])('shows the not-found page for %s (unknown, or a malformed address)', async (path) => {
    renderAppRoutes({ initialEntries: [path] });
    expect(await screen.findByText(MESSAGES.notFound.text)).toBeInTheDocument();
  });
});

describe('building notice in the shell', () => {
  it('sits above the routed screen while seasons are still being built', async () => {
    server.use(
      http.get('*/data-status', () =>
        HttpResponse.json({
          dataVersion: 'v1',
          building: [{ competitionId: 38529, label: "2024-25 Women's Basketball" }],
        }),
      ),
    );
    renderAppRoutes({ initialEntries: ['/error-fallback'] });
    const notice = await screen.findByText(/^The demo league is still being built: 2024-25 Wom/);
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toBe(notice);
    expect(main).toContainElement(
      screen.getByRole('heading', { name: MESSAGES.errorFallback.title }),
    );
  });
});

describe('not-found page in the app', () => {
  it('goes back to the previous page with Go Back', async () => {
    const router = renderAppRoutes({ initialEntries: ['/error-fallback', '/no-such-page'] });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.notFound.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-fallback'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes home with Go Back when it is the first page of the visit', async () => {
    const router = renderAppRoutes({ initialEntries: ['/no-such-page'] });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.notFound.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes home with Return to Home', async () => {
    const router = renderAppRoutes({ initialEntries: ['/error-fallback', '/no-such-page'] });
    await userEvent.click(
      await screen.findByRole('button', { name: MESSAGES.notFound.returnHome }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /by the numbers/i })).toBeVisible();
  });
});

describe('legacy redirects', () => {
  it.each([
    [
      '/tools/game-deciding-shots/38409/d2',
      '/tools/game-deciding-shots?competitionIds=38409&division=d2',
    ],
    ['/tools/scoring-streaks/41098/d3', '/tools/scoring-streaks?competitionIds=41098&division=d3'],
    ['/march-madness', '/tools/brackets/38409/tournaments/5025'],
  ])('%s goes to %s, replacing the history entry', async (legacy, target) => {
    const router = renderAppRoutes({ initialEntries: ['/'] });
    await screen.findByRole('heading', { level: 1, name: /by the numbers/i });

    await act(() => router.navigate(legacy));
    await waitFor(() => expect(currentUrl(router)).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');

    // Back returns to the page before, not to the legacy address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('replaces the entry when a legacy address is the first page opened', async () => {
    const router = renderAppRoutes({ initialEntries: ['/march-madness'] });
    await waitFor(() => expect(currentUrl(router)).toBe('/tools/brackets/38409/tournaments/5025'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    '/tools/game-deciding-shots/abc/d1',
    '/tools/game-deciding-shots/0/d1',
    '/tools/game-deciding-shots/-4/d1',
    '/tools/game-deciding-shots/38409/d4',
    '/tools/scoring-streaks/38409/D1',
    '/tools/scoring-streaks/1.5/d1',
    '/tools/scoring-streaks/38409/d0',
  ])('shows the not-found page for malformed %s', async (legacy) => {
    const router = renderAppRoutes({ initialEntries: [legacy] });
    expect(await screen.findByText(MESSAGES.notFound.text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(legacy);
  });
});

describe('unknown ids', () => {
  it('shows the not-found page in the shell for a game the API does not know, unreported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/gs/games/*', () =>
        HttpResponse.json(
          { msg: 'Unknown game 99 in competition 38409 ("game")' },
          { status: 404 },
        ),
      ),
    );
    renderAppRoutes({ initialEntries: ['/stats/38409/games/99/overview'] });
    expect(await screen.findByText(MESSAGES.notFound.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courtside' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });

  it('keeps Retry for other failures of the same request', async () => {
    server.use(
      http.get('*/gs/games/*', () => HttpResponse.json({ msg: 'Database busy' }, { status: 500 })),
    );
    renderAppRoutes({ initialEntries: ['/stats/38409/games/99/overview'] });
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.notFound.text)).not.toBeInTheDocument();
  });
});

describe('season switch notice', () => {
  it('shows in the shell on the page a season switch opened', async () => {
    const router = renderAppRoutes({ initialEntries: ['/error-fallback'] });
    await screen.findByText(MESSAGES.errorFallback.text);
    await act(() =>
      router.navigate('/disclaimer', { state: { seasonNotice: 'No such team that season.' } }),
    );
    expect(await screen.findByText('No such team that season.')).toBeInTheDocument();
  });
});

describe('route error boundary', () => {
  function Broken(): never {
    throw new Error('screen exploded');
  }

  it('shows the error page inside the shell when a screen throws, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAppRoutes({
      initialEntries: ['/broken'],
      extraScreens: [{ path: 'broken', element: <Broken /> }],
    });
    expect(await screen.findByText(MESSAGES.errorFallback.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courtside' })).toBeInTheDocument();
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'screen exploded' }),
        expect.objectContaining({ path: '/broken' }),
      ),
    );
    expect(reportError).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });

  it('recovers when the user returns home from the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAppRoutes({
      initialEntries: ['/broken'],
      extraScreens: [{ path: 'broken', element: <Broken /> }],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: MESSAGES.notFound.returnHome }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /by the numbers/i })).toBeVisible();
    vi.mocked(console.error).mockRestore();
  });
});
