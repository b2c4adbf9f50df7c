import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  competitionRow,
  conferenceRow,
  gameRow,
  leaderRow,
  renderStarter,
  serveData,
  teamRow,
} from '../starter.test-utils';

/**
 * 27 rated teams (AdjEM 30, 29 … 4) and two that must not make the top 25: one with too few
 * box-score games and a high margin, one without ratings.
 */
const TEAMS = [
  teamRow({
    teamId: 1,
    teamMarket: 'Houston',
    conferenceId: 3,
    overallWins: 31,
    overallLosses: 4,
    ortgAdj: 120.14,
    drtgAdj: 90.12,
    netRtgAdj: 30.02,
    netRanking: 1,
  }),
  teamRow({
    teamId: 2,
    teamMarket: 'Duke',
    conferenceId: 1,
    overallWins: 35,
    overallLosses: 4,
    netRtgAdj: 29,
    netRanking: 2,
  }),
  ...Array.from({ length: 25 }, (_, index) =>
    teamRow({ teamId: 10 + index, netRtgAdj: 28 - index, netRanking: 3 + index }),
  ),
  teamRow({ teamId: 90, teamMarket: 'Small Sample', netRtgAdj: 45, isQualified: false }),
  teamRow({ teamId: 91, teamMarket: 'Unrated', netRtgAdj: null, netRanking: null }),
];

const LEADERS = [
  leaderRow({ playerId: 11, fullName: 'Cooper Flagg', ptsScoredPg: 19.24, rebPg: 7.5, astPg: 4.2 }),
  leaderRow({
    playerId: 12,
    fullName: 'Johni Broome',
    teamMarket: 'Auburn',
    ptsScoredPg: 18.6,
    rebPg: 10.8,
    astPg: 2.9,
  }),
  leaderRow({
    playerId: 13,
    fullName: 'Braden Smith',
    teamMarket: 'Purdue',
    ptsScoredPg: 15.8,
    rebPg: 4.4,
    astPg: 8.7,
  }),
];

/** Newest first, as `latest` answers. */
const GAMES = [
  gameRow(501, ['Houston', 63], ['Florida', 65], '2025-04-07'),
  gameRow(500, ['Duke', 67], ['Houston', 70], '2025-04-05'),
];

function serveOverview(extra: Parameters<typeof serveData>[0] = {}) {
  return serveData({
    competitions: () => [competitionRow(true)],
    'competition-conferences': () => [
      conferenceRow(1, 'ACC'),
      conferenceRow(3, 'Big 12'),
      conferenceRow(4, 'Big Ten'),
    ],
    'team-agg-stats': () => TEAMS,
    'player-agg-stats-public': () => LEADERS,
    games: () => GAMES,
    ...extra,
  });
}

function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

const overviewUrl = (search = '') => `/stats/${COMPETITION}/starter/overview${search}`;

describe('Starter overview', () => {
  it('ranks the top 25 qualified teams by adjusted margin with record and ratings', async () => {
    signInForTest({ user: testUser() });
    const requests = serveOverview();
    renderStarter(overviewUrl());
    const table = await screen.findByRole(
      'table',
      { name: 'Division I top 25' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    const rows = bodyRows(table);
    expect(rows).toHaveLength(25);
    // Rank, conference, W, L, AdjEM, AdjO, AdjD.
    expect(rows[0]).toHaveTextContent(/Houston\s*1\s*Big 12\s*31\s*4\s*\+30\.0\s*120\.1\s*90\.1/);
    expect(rows[1]).toHaveTextContent(/Duke\s*2\s*ACC\s*35\s*4\s*\+29\.0/);
    // 28 − 22 = +6.0 is the 25th; +5.0 and +4.0 miss the cut, as do the unqualified and unrated.
    expect(rows[24]).toHaveTextContent('+6.0');
    expect(within(table).queryByText('Small Sample')).not.toBeInTheDocument();
    expect(within(table).queryByText('Unrated')).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Houston' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/1/overview`,
    );
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/division/1/scope/season/isoffense/true/fields/teamMarket-teamName-gp-overallWins-overallLosses-confWins-confLosses-ortgAdj-drtgAdj-netRtgAdj-netRanking-paceAdj-sos-ortg-drtg-pace-isQualified/`,
    );
  });

  it('lists the per-game leaders of each category among qualified players', async () => {
    signInForTest({ user: testUser() });
    const requests = serveOverview();
    renderStarter(overviewUrl());
    const leaders = await screen.findByRole(
      'group',
      { name: 'Division I leaders' },
      { timeout: 5000 },
    );
    const points = within(leaders).getByRole('list', { name: 'Points per game' });
    const entries = within(points).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Cooper FlaggDuke19.2',
      'Johni BroomeAuburn18.6',
      'Braden SmithPurdue15.8',
    ]);
    expect(within(points).getByRole('link', { name: 'Cooper Flagg' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/players/11/overview`,
    );
    const rebounds = within(leaders).getByRole('list', { name: 'Rebounds per game' });
    expect(within(rebounds).getAllByRole('listitem')[0]).toHaveTextContent(/Johni Broome.*10\.8/);
    const assists = within(leaders).getByRole('list', { name: 'Assists per game' });
    expect(within(assists).getAllByRole('listitem')[0]).toHaveTextContent(/Braden Smith.*8\.7/);
    expect(requests).toContain(
      `/gs/player-agg-stats-public?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=fullName,teamMarket,gp,ptsScoredPg,rebPg,astPg,isQualified&isQualified=true`,
    );
  });

  it('shows the latest results and the links onwards', async () => {
    signInForTest({ user: testUser() });
    const requests = serveOverview();
    renderStarter(overviewUrl());
    const results = await screen.findByRole(
      'list',
      { name: 'Division I latest results' },
      { timeout: 5000 },
    );
    const items = within(results).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Houston 63 at Florida 65/);
    expect(items[1]).toHaveTextContent(/^Duke 67 at Houston 70/);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: /Box score/ }),
    ).toHaveAttribute('href', `/stats/${COMPETITION}/games/501/overview`);
    expect(requests).toContain(`/gs/games/competition/${COMPETITION}/division/1/latest/10/`);

    const explore = screen.getByRole('region', { name: 'Explore the season' });
    expect(within(explore).getByRole('link', { name: 'Conferences' })).toHaveAttribute(
      'href',
      `/stats/conference-home/${COMPETITION}`,
    );
    expect(within(explore).getByRole('link', { name: 'Standings' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/division/d1/standings`,
    );
    expect(within(explore).getByRole('link', { name: 'Division II' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/division/d2/standings`,
    );
    expect(
      within(explore).getByRole('link', { name: 'National tournament bracket' }),
    ).toHaveAttribute('href', `/stats/${COMPETITION}/tournaments/5025/bracket`);
  });

  it('shows a visitor the teams and results but the sign-up prompt for player leaders', async () => {
    const requests = serveOverview();
    renderStarter(overviewUrl());
    await screen.findByRole('table', { name: 'Division I top 25' }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Player leaders is locked' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats'))).toBe(false);
  });

  it('follows the division filter of the URL', async () => {
    signInForTest({ user: testUser() });
    const requests = serveOverview();
    renderStarter(overviewUrl('?division=d3'));
    expect(
      await screen.findByRole('table', { name: 'Division III top 25' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Division III' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests).toContain(`/gs/games/competition/${COMPETITION}/division/3/latest/10/`);
  });

  it('shows a failed section with a Retry that fetches again, the others unaffected', async () => {
    signInForTest({ user: testUser() });
    let failures = 1;
    serveOverview({
      games: () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Database busy' }, { status: 500 });
        return GAMES;
      },
    });
    renderStarter(overviewUrl());
    expect(
      await screen.findByText('The latest results could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Division I top 25' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('list', { name: 'Division I latest results' })).toBeVisible();
  });

  it('says so when the season has no rated team or game yet', async () => {
    signInForTest({ user: testUser() });
    serveOverview({
      'team-agg-stats': () => [teamRow({ teamId: 1, isQualified: false })],
      'player-agg-stats-public': () => [],
      games: () => [],
    });
    renderStarter(overviewUrl());
    expect(
      await screen.findByText(
        /No Division I team has adjusted ratings in this season yet/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    expect(await screen.findByText(/No qualified players in Division I/)).toBeVisible();
    expect(await screen.findByText('No Division I games in this season yet')).toBeVisible();
  });
});
