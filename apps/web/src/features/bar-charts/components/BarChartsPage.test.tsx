import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ACC,
  COMPETITION,
  SEC,
  colorRow,
  competitionRow,
  conferenceRow,
  fullPlayerRow,
  publicPlayerRow,
  rankedNames,
  renderBarCharts,
  serveData,
  signInTier,
  tableRows,
  teamRow,
} from '../bar-charts.test-utils';

/**
 * Six teams, checkable by hand. Points per game divide by the box-score games (gpStats): Echo
 * 600/8 = 75.0 ties Delta 750/10, Foxtrot 770/11 = 70.0 ties Bravo 700/10.
 */
const TEAMS = [
  teamRow({ teamId: 1, teamMarket: 'Alpha', netRtgAdj: 12.5, tovPct: 0.15, ptsScored: 800 }),
  teamRow({ teamId: 2, teamMarket: 'Bravo', netRtgAdj: -3.2, tovPct: 0.21, ptsScored: 700 }),
  teamRow({
    teamId: 3,
    teamMarket: 'Charlie',
    conferenceId: SEC,
    netRtgAdj: 20.1,
    tovPct: 0.18,
    ptsScored: 900,
  }),
  teamRow({
    teamId: 4,
    teamMarket: 'Delta',
    conferenceId: SEC,
    netRtgAdj: 5,
    tovPct: 0.12,
    ptsScored: 750,
  }),
  teamRow({
    teamId: 5,
    teamMarket: 'Echo',
    conferenceId: SEC,
    netRtgAdj: 8.4,
    tovPct: 0.25,
    ptsScored: 600,
    gpStats: 8,
  }),
  teamRow({
    teamId: 6,
    teamMarket: 'Foxtrot',
    netRtgAdj: 1,
    tovPct: 0.19,
    ptsScored: 770,
    gpStats: 11,
  }),
];

function serveBarCharts(extra: Parameters<typeof serveData>[0] = {}) {
  return serveData({
    competitions: () => [competitionRow(true)],
    'competition-conferences': () => [
      conferenceRow(ACC, 'ACC'),
      conferenceRow(SEC, 'SEC'),
      conferenceRow(30, 'GLIAC', 2),
    ],
    'team-colors': () => [colorRow(1, '#9e1b32'), colorRow(2, null)],
    'team-agg-stats': () => TEAMS,
    ...extra,
  });
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('Bar charts: access', () => {
  it('shows a visitor what opens the tool and asks for no statistics', async () => {
    const requests = serveBarCharts();
    renderBarCharts();
    expect(await screen.findByText(/Bar charts needs a free, verified account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests.filter((path) => path.includes('agg-stats'))).toEqual([]);
  });

  it('tells an unverified account (tier 0) to verify', async () => {
    signInTier(0);
    serveBarCharts();
    renderBarCharts();
    expect(await screen.findByRole('link', { name: 'Verify your email' })).toBeVisible();
  });
});

describe('Bar charts: teams', () => {
  it('ranks the division on the adjusted margin by default, best first', async () => {
    signInTier(1);
    const requests = serveBarCharts();
    renderBarCharts();
    expect(await rankedNames()).toEqual(['Charlie', 'Alpha', 'Echo', 'Delta', 'Foxtrot', 'Bravo']);
    const rows = await tableRows();
    expect(rows[0]).toEqual(['1', 'Charlie', 'SEC', '+20.1']);
    expect(rows[5]).toEqual(['6', 'Bravo', 'ACC', '−3.2']);
    expect(
      screen.getByRole('figure', {
        name: /Top 6 Division I teams: Adjusted efficiency margin/,
      }),
    ).toBeVisible();
    expect(screen.getByText('Simulated data')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/1/overview`,
    );
    const teamRequest = requests.find((path) => path.startsWith('/gs/team-agg-stats'));
    expect(teamRequest).toBe(
      `/gs/team-agg-stats/competition/${COMPETITION}/division/1/scope/season/isoffense/true/fields/teamMarket-gp-gpStats-mins-poss-isQualified-netRtgAdj/`,
    );
  });

  it('draws each bar in its team colour, or the neutral one', async () => {
    signInTier(1);
    serveBarCharts();
    const { container } = renderBarCharts();
    await rankedNames();
    const fillOf = (name: string) =>
      [...container.querySelectorAll('rect')]
        .find((rect) => rect.querySelector('title')?.textContent?.startsWith(`${name}:`))
        ?.getAttribute('fill');
    expect(fillOf('Alpha')).toBe('#9e1b32');
    expect(fillOf('Bravo')).toBe('#4b5563');
    expect(fillOf('Charlie')).toBe('#4b5563');
  });

  it('ranks a lower-is-better stat from the lowest, and the bottom from the worst', async () => {
    signInTier(1);
    const requests = serveBarCharts();
    const { router } = renderBarCharts();
    await rankedNames();
    await userEvent.selectOptions(screen.getByLabelText('Stat'), 'tovPct');
    expect(search(router).get('stat')).toBe('tovPct');
    expect(await screen.findByRole('figure', { name: /Turnover %/ })).toBeVisible();
    expect(await rankedNames()).toEqual(['Delta', 'Alpha', 'Charlie', 'Foxtrot', 'Bravo', 'Echo']);
    expect((await tableRows())[0]).toEqual(['1', 'Delta', 'SEC', '12.0%']);
    expect(requests.at(-1)).toMatch(
      /fields\/teamMarket-gp-gpStats-mins-poss-isQualified-tovPct\/$/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Bottom' }));
    expect(search(router).get('end')).toBe('bottom');
    expect(await rankedNames()).toEqual(['Echo', 'Bravo', 'Foxtrot', 'Charlie', 'Alpha', 'Delta']);
    expect((await tableRows())[0]).toEqual(['6', 'Echo', 'SEC', '25.0%']);

    await userEvent.selectOptions(screen.getByLabelText('How many'), '5');
    expect(search(router).get('count')).toBe('5');
    expect(await rankedNames()).toEqual(['Echo', 'Bravo', 'Foxtrot', 'Charlie', 'Alpha']);
    expect(screen.getByRole('figure', { name: /Bottom 5 Division I teams/ })).toBeVisible();
  });

  it('shows counting stats per game (box-score games) or as totals, ties sharing a rank', async () => {
    signInTier(1);
    serveBarCharts();
    const { router } = renderBarCharts(`?stat=ptsScored`);
    expect(await tableRows()).toEqual([
      ['1', 'Charlie', 'SEC', '90.0'],
      ['2', 'Alpha', 'ACC', '80.0'],
      ['3', 'Delta', 'SEC', '75.0'],
      ['3', 'Echo', 'SEC', '75.0'],
      ['5', 'Bravo', 'ACC', '70.0'],
      ['5', 'Foxtrot', 'ACC', '70.0'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'PTS (Per game)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Totals' }));
    expect(search(router).get('mode')).toBe('totals');
    expect(await rankedNames()).toEqual(['Charlie', 'Alpha', 'Foxtrot', 'Delta', 'Bravo', 'Echo']);
    expect((await tableRows())[2]).toEqual(['3', 'Foxtrot', 'ACC', '770']);
  });

  it('groups by conference, each ranked within itself, and shows one conference', async () => {
    signInTier(1);
    serveBarCharts();
    const { router } = renderBarCharts();
    await rankedNames();
    await userEvent.click(screen.getByRole('switch', { name: 'Group by conference' }));
    expect(search(router).get('group')).toBe('true');
    expect(await tableRows()).toEqual([
      ['1', 'Alpha', 'ACC', '+12.5'],
      ['2', 'Foxtrot', 'ACC', '+1.0'],
      ['3', 'Bravo', 'ACC', '−3.2'],
      ['1', 'Charlie', 'SEC', '+20.1'],
      ['2', 'Echo', 'SEC', '+8.4'],
      ['3', 'Delta', 'SEC', '+5.0'],
    ]);
    expect(
      screen.getByRole('figure', { name: /Top 25 teams of each Division I conference/ }),
    ).toBeVisible();

    const conference = screen.getByLabelText('Conference');
    // Only the division's conferences are offered.
    expect(
      within(conference)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All conferences', 'ACC', 'SEC']);
    await userEvent.selectOptions(conference, String(SEC));
    expect(search(router).get('conference')).toBe(String(SEC));
    expect(await rankedNames()).toEqual(['Charlie', 'Echo', 'Delta']);
    expect(screen.getByRole('switch', { name: 'Group by conference' })).toBeDisabled();
    expect(screen.getByRole('figure', { name: /Top 3 SEC teams/ })).toBeVisible();
  });

  it('falls back to the defaults for values the URL cannot use', async () => {
    signInTier(1);
    serveBarCharts();
    renderBarCharts(
      '?kind=coaches&stat=bogus&count=500&end=sideways&mode=per7&conference=999&division=d9&group=maybe&competition=1',
    );
    expect(await rankedNames()).toEqual(['Charlie', 'Alpha', 'Echo', 'Delta', 'Foxtrot', 'Bravo']);
    expect(screen.getByLabelText('Stat')).toHaveValue('netRtgAdj');
    expect(screen.getByLabelText('How many')).toHaveValue('25');
    expect(screen.getByLabelText('Conference')).toHaveValue('');
    expect(screen.getByLabelText('Division')).toHaveValue('d1');
    expect(screen.getByLabelText('Season')).toHaveValue(String(COMPETITION));
    expect(screen.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Bar charts: players', () => {
  const PUBLIC_PLAYERS = [
    publicPlayerRow({ playerId: 11, fullName: 'Ann Archer', ptsScoredPg: 20.5 }),
    publicPlayerRow({
      playerId: 12,
      fullName: 'Bea Brook',
      teamMarket: 'Charlie',
      conferenceId: SEC,
      minsPg: 25,
      ptsScoredPg: 22,
    }),
    publicPlayerRow({
      playerId: 13,
      fullName: 'Cy Cole',
      teamMarket: 'Bravo',
      minsPg: 8,
      ptsScoredPg: 30,
    }),
  ];

  it('reads the public list on tier 1, with the minutes qualifier', async () => {
    signInTier(1);
    const requests = serveBarCharts({ 'player-agg-stats-public': () => PUBLIC_PLAYERS });
    const { router } = renderBarCharts('?kind=players');
    expect(await tableRows()).toEqual([
      ['1', 'Bea Brook', 'Charlie', 'SEC', '22.0'],
      ['2', 'Ann Archer', 'Alpha', 'ACC', '20.5'],
    ]);
    expect(
      within(screen.getByRole('table')).getByRole('link', { name: 'Ann Archer' }),
    ).toHaveAttribute('href', `/stats/${COMPETITION}/players/11/overview`);
    expect(requests).toContain(
      `/gs/player-agg-stats-public?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,gp,minsPg,ptsScoredPg`,
    );
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats?'))).toBe(false);
    // Only the public stats are offered.
    const stat = screen.getByLabelText('Stat');
    expect(within(stat).queryByRole('option', { name: 'Player efficiency rating' })).toBeNull();
    expect(within(stat).getByRole('option', { name: 'Usage %' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Minimum minutes per game'), '0');
    expect(search(router).get('minMinutes')).toBe('0');
    expect(await rankedNames()).toEqual(['Cy Cole', 'Bea Brook', 'Ann Archer']);
  });

  it('reads the full rows on tier 2 and offers their stats and modes', async () => {
    signInTier(2);
    const requests = serveBarCharts({
      'player-agg-stats': () => [
        fullPlayerRow({ playerId: 11, fullName: 'Ann Archer', ptsScored: 200, per: 21.5 }),
        fullPlayerRow({ playerId: 12, fullName: 'Bea Brook', ptsScored: 240, gp: 12, per: 18 }),
      ],
    });
    renderBarCharts('?kind=players&stat=ptsScored&mode=per40');
    // Per 40 minutes: 200·40/300 = 26.7 and 240·40/300 = 32.0.
    expect(await tableRows()).toEqual([
      ['1', 'Bea Brook', 'Alpha', 'ACC', '32.0'],
      ['2', 'Ann Archer', 'Alpha', 'ACC', '26.7'],
    ]);
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats?'))).toBe(true);
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats-public'))).toBe(false);
    expect(
      within(screen.getByLabelText('Stat')).getByRole('option', {
        name: 'Player efficiency rating',
      }),
    ).toBeInTheDocument();
  });

  it('says why the chart is empty when no player qualifies', async () => {
    signInTier(1);
    serveBarCharts({ 'player-agg-stats-public': () => PUBLIC_PLAYERS });
    renderBarCharts('?kind=players&minMinutes=35');
    expect(
      await screen.findByText(
        "No Division I players playing 35+ minutes per game have a value for Points per game in 2024-25 Men's Basketball.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
