import type {
  PctileRow,
  PlayerAggStatsRow,
  PlayerDataRow,
  PlayerGameStatsRow,
} from '@courtside/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { PlayerStatsPage } from './PlayerStatsPage';

const COMPETITION = 38409;
const PLAYER = 11;
const UPDATED = '2025-03-01T00:00:00Z';

const BIO: PlayerDataRow = {
  _id: 'bio',
  updated: UPDATED,
  competitionId: COMPETITION,
  playerId: PLAYER,
  personId: 501,
  teamId: 590616,
  teamMarket: 'Illinois',
  conferenceId: 5,
  divisionId: 1,
  gender: 'MALE',
  fullName: 'Terrence Shannon',
  firstName: 'Terrence',
  lastName: 'Shannon',
  jerseyNum: '0',
  classYr: 'Sr',
  position: 'G',
  height: 78,
  heightLabel: '6-6',
  hometown: 'Chicago, IL',
  highSchool: null,
};

const season = (overrides: Partial<PlayerAggStatsRow> = {}) =>
  ({
    _id: 'season',
    updated: UPDATED,
    competitionId: COMPETITION,
    playerId: PLAYER,
    playerKey: 'p11',
    fullName: 'Terrence Shannon',
    teamId: 590616,
    teamMarket: 'Illinois',
    scope: 'season',
    gp: 28,
    gs: 27,
    mins: 900,
    poss: 1000,
    ptsScored: 560,
    minsPg: 32.1,
    ptsScoredPg: 20,
    rebPg: 4.5,
    astPg: 2.3,
    tsPct: 0.612,
    per: 24.3,
    bpm: 8.1,
    isQualified: true,
    ...overrides,
  }) as PlayerAggStatsRow;

const game = (overrides: Partial<PlayerGameStatsRow>) =>
  ({
    _id: 'game',
    updated: UPDATED,
    competitionId: COMPETITION,
    playerId: PLAYER,
    playerKey: 'p11',
    fullName: 'Terrence Shannon',
    teamId: 590616,
    teamMarket: 'Illinois',
    gameId: 1,
    gameDate: '2025-01-10',
    period: 'game',
    periodLabel: 'Full Game',
    teamIdAgst: 2,
    teamMarketAgst: 'Purdue',
    isHome: true,
    isNeutral: false,
    isWin: true,
    isStarter: true,
    mins: 34,
    ptsScored: 24,
    fgm: 8,
    fga: 15,
    fgm3: 2,
    fga3: 5,
    ftm: 6,
    fta: 7,
    ...overrides,
  }) as PlayerGameStatsRow;

const pctile = (pool: string, stat: string, value: number, percentile: number): PctileRow => ({
  _id: `${pool}-${stat}`,
  updated: UPDATED,
  competitionId: COMPETITION,
  playerId: PLAYER,
  teamId: 590616,
  fullName: 'Terrence Shannon',
  teamMarket: 'Illinois',
  position: 'G',
  pool,
  stat,
  value,
  pctile: percentile,
  poolSize: pool === 'overall' ? 900 : 400,
});

function servePlayer(replies: Record<string, (url: URL) => JsonBodyType | Response>): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      requests.push(decodeURIComponent(`${url.pathname.slice(apiUrl('').length)}${url.search}`));
      const reply = replies[endpoint];
      if (reply === undefined) return HttpResponse.json({ msg: 'not served' }, { status: 500 });
      const body = reply(url);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return requests;
}

const ALL = {
  players: (url: URL) => (url.toString().includes('skinny') ? [] : [BIO]),
  'player-agg-stats': (url: URL) =>
    decodeURIComponent(url.search).includes('month-2025-01')
      ? [
          season(),
          season({ scope: 'home', gp: 14, ptsScored: 300 }),
          season({ scope: 'month-2025-01', gp: 2, ptsScored: 44 }),
        ]
      : [season()],
  pctiles: () => [
    pctile('overall', 'tsPct', 0.612, 91),
    pctile('overall', 'ptsPer40', 24.9, 97),
    pctile('G', 'tsPct', 0.612, 88),
  ],
  'player-game-stats': () => [
    game({}),
    game({
      gameId: 2,
      gameDate: '2025-01-14',
      teamMarketAgst: 'Iowa',
      isHome: false,
      isWin: false,
      ptsScored: 20,
      fgm: 7,
      fga: 16,
      fgm3: 1,
      fga3: 4,
      ftm: 5,
      fta: 6,
    }),
  ],
};

function renderPlayer(view = 'overview') {
  return renderWithSession(
    [
      {
        path: '/stats/:competitionId/players/:playerId/:view',
        element: <PlayerStatsPage notFound={<p>page not found</p>} />,
        errorElement: <RouteErrorFallback notFound={<p>page not found</p>} />,
      },
    ],
    { initialEntries: [`/stats/${COMPETITION}/players/${PLAYER}/${view}`] },
  );
}

const signInTier1 = () =>
  signInForTest({ user: testUser(), tier: { value: 1, label: 'Basic: Free', expiresAt: null } });

describe('PlayerStatsPage', () => {
  it('shows a visitor the bio and an upgrade prompt instead of the statistics', async () => {
    const requests = servePlayer(ALL);
    renderPlayer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terrence Shannon' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Illinois' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/590616/overview`,
    );
    expect(screen.getByText(/G · Sr · 6-6/)).toBeVisible();
    expect(screen.getByText(/Player statistics/)).toBeVisible();
    // The header asks whether the season is simulated; nothing else is asked for.
    expect(requests.every((path) => /^\/gs\/(players|competitions)/.test(path))).toBe(true);
  });

  it('shows a free account the season line, ratings and percentile bars per pool', async () => {
    signInTier1();
    servePlayer(ALL);
    renderPlayer();
    const line = await screen.findByRole(
      'region',
      { name: 'Season line (per game)' },
      { timeout: 5000 },
    );
    expect(within(line).getByText('20.0')).toBeVisible();
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getByText('24.3')).toBeVisible();
    expect(within(ratings).getByText('+8.1')).toBeVisible();
    expect(await screen.findByText('Terrence Shannon: All qualified players')).toBeVisible();
    expect(screen.getByText('Terrence Shannon: Guards')).toBeVisible();
    expect(
      screen.getByText('All qualified players (900 players), M24-25; 100 = best.'),
    ).toBeVisible();
  });

  it('lists the game log with points that match the shots made', async () => {
    signInTier1();
    servePlayer(ALL);
    renderPlayer('game-log');
    const table = await screen.findByRole(
      'table',
      { name: 'Terrence Shannon game log' },
      { timeout: 5000 },
    );
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'at Iowa',
      'vs Purdue',
    ]);
    // 2·(FGM − 3PM) + 3·3PM + FTM = points: 2·6 + 3·2 + 6 = 24 and 2·6 + 3·1 + 5 = 20.
    expect(rows[0]).toHaveTextContent(/L.*20/);
    expect(rows[1]).toHaveTextContent(/W.*24/);
  });

  it('asks for the named splits and the game log’s months, and keeps the mode in the URL', async () => {
    signInTier1();
    const requests = servePlayer(ALL);
    const { router } = renderPlayer('splits');
    const table = await screen.findByRole(
      'table',
      { name: 'Terrence Shannon splits' },
      { timeout: 5000 },
    );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Season', 'Home', 'January 2025']);
    expect(requests.find((path) => path.includes('month-2025-01'))).toContain('scopes=');
    // Per game by default: 300 points over 14 home games.
    expect(within(table).getByRole('row', { name: /Home/ })).toHaveTextContent('21.4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Totals');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=totals'));
    expect(within(table).getByRole('row', { name: /Home/ })).toHaveTextContent('300');
  });

  it("offers only the player's own seasons and opens his page in the chosen one", async () => {
    const earlier: PlayerDataRow = {
      ...BIO,
      _id: 'earlier',
      competitionId: 36045,
      playerId: 99,
      teamId: 1234,
      teamMarket: 'Iowa',
    };
    servePlayer({
      ...ALL,
      players: (url) =>
        decodeURIComponent(url.toString()).includes('501') ? [BIO, earlier] : [BIO],
    });
    const { router } = renderPlayer('game-log');
    const select = await screen.findByRole('combobox', { name: 'Season' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      "2024-25 Men's Basketball",
      expect.stringMatching(/^20\d\d-\d\d Men's Basketball$/),
    ]);
    await userEvent.selectOptions(select, '36045');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/36045/players/99/game-log'),
    );
  });

  it('is a not-found page for an unknown view', async () => {
    renderPlayer('career-highs');
    expect(await screen.findByText('page not found')).toBeVisible();
  });

  it('is the not-found page for a player the API does not know (404)', async () => {
    servePlayer({
      ...ALL,
      players: () => HttpResponse.json({ msg: 'Unknown player 11' }, { status: 404 }),
    });
    renderPlayer();
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('is the not-found page when the bio answer does not hold the player', async () => {
    servePlayer({ ...ALL, players: () => [] });
    renderPlayer();
    expect(await screen.findByText('page not found')).toBeVisible();
  });

  it('keeps other failures of the bio on the page', async () => {
    servePlayer({
      ...ALL,
      players: () => HttpResponse.json({ msg: 'Database busy' }, { status: 500 }),
    });
    renderPlayer();
    expect(await screen.findByText(/The player could not be loaded: Database busy/)).toBeVisible();
    expect(screen.queryByText('page not found')).not.toBeInTheDocument();
  });
});
