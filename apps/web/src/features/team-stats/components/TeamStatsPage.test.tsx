import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { seasonNoticeOf } from '@/components/navigation/season-switch';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  DIVISION,
  TEAM,
  playerAggRow,
  rankRow,
  renderTeamPage,
  serveData,
  teamAggRow,
  teamGameRow,
  teamRow,
} from '../team-stats.test-utils';

const SEASON = [teamAggRow({}), teamAggRow({ isOffense: false, efgPct: 0.47, efgPctAgst: 0.52 })];
const HOME = teamAggRow({ scope: 'home', overallWins: 12, overallLosses: 2, gp: 14 });
const JANUARY = teamAggRow({ scope: 'month-2025-01', overallWins: 1, overallLosses: 0, gp: 1 });
const FEBRUARY = teamAggRow({ scope: 'month-2025-02', overallWins: 0, overallLosses: 1, gp: 1 });

/** Division pool: eFG% 0.52 is third of four (75th percentile), TOV% 0.15 second best (75th). */
const DIVISION_ROWS = [
  teamAggRow({}),
  teamAggRow({ teamId: 2, teamMarket: 'Purdue', efgPct: 0.55, tovPct: 0.12 }),
  teamAggRow({ teamId: 3, teamMarket: 'Iowa', efgPct: 0.5, tovPct: 0.18 }),
  teamAggRow({ teamId: 4, teamMarket: 'Ohio St.', efgPct: 0.48, tovPct: 0.2 }),
];

const GAMES = [
  teamGameRow({
    gameId: 2,
    gameDate: '2025-02-01',
    teamMarketAgst: 'Iowa',
    isHome: false,
    isWin: false,
    ptsScored: 60,
    ptsAgst: 71,
    teamGameRecency: 1,
  }),
  teamGameRow({
    gameId: 2,
    gameDate: '2025-02-01',
    teamMarketAgst: 'Iowa',
    isHome: false,
    isWin: false,
    isOffense: false,
    ptsScored: 71,
    ptsAgst: 60,
  }),
  teamGameRow({ gameId: 1, gameDate: '2025-01-10', teamGameRecency: 2 }),
  teamGameRow({ gameId: 1, gameDate: '2025-01-10', isOffense: false, ptsScored: 65, ptsAgst: 78 }),
];

function serveTeam(extra: Record<string, (url: URL) => JsonBodyType> = {}) {
  return serveData({
    'team-agg-stats': (url) => {
      if (url.pathname.includes(`/division/${DIVISION}/`)) return DIVISION_ROWS;
      if (url.pathname.includes('/scopes/')) return [...SEASON, HOME, JANUARY, FEBRUARY];
      return [...SEASON, HOME];
    },
    'team-game-stats': () => GAMES,
    ...extra,
  });
}

const signInTier1 = () =>
  signInForTest({ user: testUser(), tier: { value: 1, label: 'Basic: Free', expiresAt: null } });

function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

describe('TeamStatsPage: overview', () => {
  it('shows the record, adjusted ratings, four factors with percentiles and the schedule', async () => {
    const requests = serveTeam();
    renderTeamPage();
    // The first render loads the lazy chart and table modules: allow it more time.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Illinois' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('Season record')).toHaveTextContent('20-8');

    const ratings = screen.getByRole('region', { name: 'Adjusted ratings' });
    expect(within(ratings).getByText('+23.1')).toBeVisible();
    // A visitor sees the rank the row carries and an upgrade prompt for the others.
    expect(within(ratings).getByText('#7')).toBeVisible();
    expect(within(ratings).getByText(/Ranks on every rating/)).toBeVisible();

    const factors = await screen.findByRole('table', { name: /four factors: own and allowed/ });
    const efg = within(factors).getByRole('row', { name: /Effective/ });
    expect(efg).toHaveTextContent('52.0% (75th)');
    const tov = within(factors).getByRole('row', { name: /Turnover/ });
    expect(tov).toHaveTextContent('15.0% (75th)');

    const schedule = await screen.findByRole('table', { name: 'Schedule and results' });
    const rows = bodyRows(schedule);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('at Iowa');
    expect(rows[0]).toHaveTextContent(/L.*60.*71/);
    expect(rows[1]).toHaveTextContent(/vs Purdue.*W.*78.*65/);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'vs Purdue' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/games/1/box-score`,
    );
    expect(requests.some((path) => path.startsWith('/gs/ranks'))).toBe(false);
  });

  it('shows every rating rank from the ranks endpoint to a free account', async () => {
    signInTier1();
    const requests = serveTeam({
      ranks: () => [rankRow('ortgAdj', 3, 364), rankRow('netRtgAdj', 5, 364)],
    });
    renderTeamPage();
    const ratings = await screen.findByRole('region', { name: 'Adjusted ratings' });
    expect(await within(ratings).findByText('#3 of 364')).toBeVisible();
    expect(within(ratings).getByText('#5 of 364')).toBeVisible();
    expect(within(ratings).queryByText(/Ranks on every rating/)).not.toBeInTheDocument();
    expect(requests).toContain(`/gs/ranks?competitionId=${COMPETITION}&teamId=${TEAM}`);
  });

  it('shows the error with a Retry that fetches again', async () => {
    let failures = 1;
    serveTeam({
      'team-game-stats': () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Database busy' }, { status: 500 });
        return GAMES;
      },
    });
    renderTeamPage();
    expect(await screen.findByText('The schedule could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('table', { name: 'Schedule and results' })).toBeVisible();
  });

  it('says so when the team has no statistics this season', async () => {
    serveData({ 'team-agg-stats': () => [], 'team-game-stats': () => [] });
    renderTeamPage();
    expect(await screen.findByText('No statistics for this team in this season')).toBeVisible();
    expect(await screen.findByText('No games for this team in this season')).toBeVisible();
  });

  it('is a not-found page for an unknown view or a malformed id', async () => {
    renderTeamPage('nonsense');
    expect(await screen.findByText('page not found')).toBeVisible();
  });

  it('is the not-found page, not an error to retry, for a team the season does not have', async () => {
    const unknown = () => HttpResponse.json({ msg: 'Unknown team 4' }, { status: 404 });
    serveData({ 'team-agg-stats': unknown, 'team-game-stats': unknown });
    renderTeamPage('overview', 4);
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});

describe('TeamStatsPage: roster', () => {
  it('shows an upgrade prompt to a visitor instead of asking for player rows', async () => {
    const requests = serveTeam();
    renderTeamPage('roster');
    expect(await screen.findByText(/Roster and player stats/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Illinois' });
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats'))).toBe(false);
  });

  it('lists the players per game for a free account, linked to their pages', async () => {
    signInTier1();
    serveTeam({
      'player-agg-stats': () => [
        playerAggRow({}),
        playerAggRow({
          playerId: 12,
          playerKey: 'p12',
          fullName: 'Coleman Hawkins',
          gp: 20,
          mins: 400,
          ptsScored: 150,
        }),
      ],
    });
    renderTeamPage('roster');
    const table = await screen.findByRole('table', { name: 'Illinois players' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    // Sorted by minutes; per game: 560 / 28 = 20.0 and 150 / 20 = 7.5 points.
    expect(rows[0]).toHaveTextContent('Terrence Shannon');
    expect(rows[0]).toHaveTextContent('20.0');
    expect(rows[1]).toHaveTextContent('7.5');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Terrence Shannon' }),
    ).toHaveAttribute('href', `/stats/${COMPETITION}/players/11/overview`);
  });
});

describe('TeamStatsPage: game log and splits', () => {
  it('lists each game once with the team’s own line', async () => {
    serveTeam();
    renderTeamPage('game-log');
    const table = await screen.findByRole('table', { name: 'Illinois game log' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    const lines = rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ]);
    // The opponent, then date, result, points scored and points allowed.
    expect(lines).toEqual([
      ['at Iowa', 'Feb 1, 2025', 'L', '60', '71'],
      ['vs Purdue', 'Jan 10, 2025', 'W', '78', '65'],
    ]);
  });

  it('asks for every named split plus the months of the game log, and switches sides in the URL', async () => {
    const requests = serveTeam();
    const { router } = renderTeamPage('splits');
    const table = await screen.findByRole('table', { name: 'Illinois splits (team)' });
    const labels = bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);
    expect(labels).toEqual(['Season', 'Home', 'January 2025', 'February 2025']);
    const splitRequest = decodeURIComponent(
      requests.find((path) => path.includes('/scopes/')) ?? '',
    );
    expect(splitRequest).toContain('month-2025-01-month-2025-02');
    expect(splitRequest).toContain('season-home-away-neutral-confReg');

    await userEvent.click(screen.getByRole('button', { name: 'Opponents' }));
    expect(await screen.findByRole('table', { name: 'Illinois splits (opponents)' })).toBeVisible();
    expect(router.state.location.search).toBe('?side=defense');
  });
});

describe('TeamStatsPage: season switching', () => {
  it('opens the same school in the chosen season by its team key', async () => {
    serveTeam({
      teams: (url) =>
        `${url.pathname}${url.search}`.includes(String(COMPETITION))
          ? [teamRow(COMPETITION, TEAM, 'illinois'), teamRow(COMPETITION, 2, 'purdue')]
          : [teamRow(36045, 777, 'illinois')],
    });
    const { router } = renderTeamPage('game-log');
    await screen.findByRole('heading', { level: 1, name: 'Illinois' });
    const select = screen.getByRole('combobox', { name: 'Season' });
    const other = within(select)
      .getAllByRole('option')
      .find((option) => option.getAttribute('value') === '36045');
    expect(other).toBeDefined();
    await userEvent.selectOptions(select, '36045');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/36045/teams/777/game-log'),
    );
  });

  it("opens that season's stats home, saying why, when the school has no team there", async () => {
    serveTeam({
      teams: (url) =>
        `${url.pathname}${url.search}`.includes(String(COMPETITION))
          ? [teamRow(COMPETITION, TEAM, 'illinois')]
          : [teamRow(36045, 777, 'purdue')],
    });
    const { router } = renderTeamPage('game-log');
    await screen.findByRole('heading', { level: 1, name: 'Illinois' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '36045');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/stats/home?competition=36045',
      ),
    );
    expect(seasonNoticeOf(router.state.location.state)).toMatch(
      /^illinois has no team in 20\d\d-\d\d Men's Basketball: here is that season's stats home/,
    );
  });

  it("lists the seasons of the signed-in user's gender first, newest first", async () => {
    signInForTest({
      user: testUser({ settings: { team: { teamId: 12, gender: 'FEMALE' }, conference: 4 } }),
    });
    serveTeam();
    renderTeamPage('game-log');
    await screen.findByRole('heading', { level: 1, name: 'Illinois' });
    const select = screen.getByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue(String(COMPETITION));
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.getAttribute('label'),
      ...[...group.querySelectorAll('option')].slice(0, 2).map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ["Women's", "2025-26 Women's Basketball", "2024-25 Women's Basketball"],
      ["Men's", "2025-26 Men's Basketball", "2024-25 Men's Basketball"],
    ]);
  });
});
