import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession, signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION_ID,
  GAME_ID,
  gameRow,
  pbpEvents,
  playerLines,
  teamLines,
} from '../testing/game-fixtures';
import { serveGame } from '../testing/game-page-fixtures';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { GameStatsPage } from './GameStatsPage';

const ROUTES = [
  {
    path: '/stats/:competitionId/games/:gameId/:view',
    element: <GameStatsPage />,
    // As in the route table: a not-found error of the page shows the not-found page.
    errorElement: <RouteErrorFallback notFound={<p>page not found</p>} />,
  },
];
const at = (view: string) => `/stats/${COMPETITION_ID}/games/${GAME_ID}/${view}`;

function renderGame(view: string) {
  return renderWithSession(ROUTES, { initialEntries: [at(view)] });
}

/** The number shown in a table cell of the row named `rowName`, column `header`. */
function cellNumber(table: HTMLElement, rowName: string, header: string): number {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  const column = headers.findIndex((text) => text.startsWith(header));
  const row = within(table).getByRole('row', { name: new RegExp(rowName) });
  const cells = [...row.querySelectorAll('th, td')];
  return Number(cells[column]?.textContent);
}

describe('GameStatsPage', () => {
  it('shows a box score whose player points add up to the final score on screen', async () => {
    // A tier that sees every player: the free tier's partial lines get no totals.
    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    serveGame({ 'team-game-stats': teamLines, 'player-game-stats': playerLines });
    renderGame('overview');

    const homeScore = Number(
      within(await screen.findByTestId('home-score')).getByText(/^\d+$/).textContent,
    );
    const awayScore = Number(
      within(screen.getByTestId('away-score')).getByText(/^\d+$/).textContent,
    );
    expect([awayScore, homeScore]).toEqual([7, 9]);

    const homeTotals = await screen.findByRole(
      'table',
      { name: 'Home State totals' },
      { timeout: 3000 },
    );
    const awayTotals = screen.getByRole('table', { name: 'Away U totals' });
    expect(cellNumber(homeTotals, 'Home State', 'PTS')).toBe(homeScore);
    expect(cellNumber(awayTotals, 'Away U', 'PTS')).toBe(awayScore);
    // The team totals table (public) shows the same points.
    const teams = screen.getByRole('table', { name: /Team totals/ });
    expect(within(teams).getByRole('row', { name: /Home State/ })).toHaveTextContent('9');
    // Each player's line is there, with links to the player pages.
    expect(screen.getByRole('link', { name: 'Hank Home' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION_ID}/players/1/overview`,
    );
  }, 20_000);

  it('asks a visitor to sign up for player lines but shows the team totals', async () => {
    serveGame({ 'team-game-stats': teamLines });
    renderGame('overview');
    expect(await screen.findByRole('table', { name: /Team totals/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Player box scores is locked' })).toHaveTextContent(
      'needs a free, verified account',
    );
  });

  it('shows the four factors of both teams', async () => {
    serveGame({ 'team-game-stats': teamLines });
    renderGame('four-factors');
    const table = await screen.findByRole('table', { name: /Four factors/ });
    expect(within(table).getByRole('row', { name: /Home State/ })).toHaveTextContent('43.8%');
    expect(within(table).getByRole('row', { name: /Away U/ })).toHaveTextContent('35.7%');
  });

  it('lists the play-by-play with the score and filters by period through the URL', async () => {
    serveGame({ 'enh-pbp': pbpEvents });
    const { router } = renderGame('play-by-play');
    expect(await screen.findByText('Hugo Home makes jumper and free throws')).toBeInTheDocument();
    const events = screen.getByRole('table', { name: 'Play-by-play' });
    expect(within(events).getAllByRole('row')).toHaveLength(1 + pbpEvents.length);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'H1');
    expect(router.state.location.search).toBe('?period=1');
    expect(within(events).getAllByRole('row')).toHaveLength(1 + 2);
    const last = screen.getByRole('row', { name: /Abe Away makes 3-pt jumper/ });
    expect(last).toHaveTextContent('3');
    expect(last).toHaveTextContent('47.5%');
  });

  it('says so when a game has no play-by-play', async () => {
    serveGame({ 'enh-pbp': [] }, { game: { ...gameRow, coverage: 'box' } });
    renderGame('game-flow');
    expect(await screen.findByText('No play-by-play for this game')).toBeInTheDocument();
  });

  it('draws the game flow from the scoring plays', async () => {
    serveGame({ 'enh-pbp': pbpEvents });
    renderGame('game-flow');
    expect(await screen.findByRole('figure', { name: /game flow/ })).toBeInTheDocument();
  });

  it('offers Retry when the game cannot be loaded', async () => {
    serveGame({ games: HttpResponse.json({ msg: 'Boom' }, { status: 500 }) });
    renderGame('overview');
    expect(await screen.findByText(/Boom/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('is the not-found page, without Retry, for a game id the API does not know', async () => {
    serveGame({ games: HttpResponse.json({ msg: 'Unknown game 1' }, { status: 404 }) });
    renderGame('overview');
    expect(await screen.findByText('page not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('is the not-found page when the answer holds no game', async () => {
    serveGame({ games: [] });
    renderGame('shot-chart');
    expect(await screen.findByText('page not found')).toBeInTheDocument();
  });

  it('heads the game flow of a neutral-site game "vs", not "at"', async () => {
    serveGame({ 'enh-pbp': pbpEvents }, { game: { ...gameRow, isNeutral: true } });
    renderGame('game-flow');
    expect(
      await screen.findByRole('figure', { name: /^Away U vs Home State: game flow/ }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Away U vs Home State');
  });

  it('sends an unknown view to the box score', async () => {
    serveGame({ 'team-game-stats': teamLines });
    const { router } = renderGame('nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe(at('overview')));
  });
});
