import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seasonNoticeOf } from '@/components/navigation/season-switch';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  CONFERENCE,
  competitionRow,
  conferenceRow,
  playerAggRow,
  rankRow,
  recordsRow,
  renderAt,
  serveData,
  teamAggRow,
} from '../group-stats.test-utils';
import { ConferenceHomePage } from './ConferenceHomePage';
import { ConferenceStatsPage, DivisionStatsPage } from './GroupStatsPage';

const CONFERENCE_PATH = '/stats/:competitionId/conferences/:conferenceId/:view';
const DIVISION_PATH = '/stats/:competitionId/division/:divisionLabel/:view';

const signInTier = (value: number) =>
  signInForTest({ user: testUser(), tier: { value, label: `Tier ${value}`, expiresAt: null } });

const renderConference = (view: string, search = '') =>
  renderAt(
    CONFERENCE_PATH,
    `/stats/${COMPETITION}/conferences/${CONFERENCE}/${view}${search}`,
    <ConferenceStatsPage notFound={<p>page not found</p>} />,
  );

const renderDivision = (label: string, view: string) =>
  renderAt(
    DIVISION_PATH,
    `/stats/${COMPETITION}/division/${label}/${view}`,
    <DivisionStatsPage notFound={<p>page not found</p>} />,
  );

/** Purdue and Illinois are both 0.833 in conference: more conference wins go first. */
const RECORDS = [
  recordsRow(3, 'Michigan St.', [25, 5], [8, 4], 'W4'),
  recordsRow(2, 'Purdue', [15, 10], [5, 1], 'L1'),
  recordsRow(1, 'Illinois', [20, 8], [10, 2], 'W2'),
];

const AGGREGATES = [
  teamAggRow({ teamId: 1, teamMarket: 'Illinois', netRtgAdj: 23.1, netRanking: 7 }),
  teamAggRow({ teamId: 1, teamMarket: 'Illinois', isOffense: false, ptsScored: 1300 }),
  teamAggRow({
    teamId: 2,
    teamMarket: 'Purdue',
    netRtgAdj: 18.4,
    netRanking: 15,
    gp: 25,
    ptsScored: 1850,
  }),
  teamAggRow({ teamId: 2, teamMarket: 'Purdue', isOffense: false, gp: 25, ptsScored: 1750 }),
  teamAggRow({ teamId: 3, teamMarket: 'Michigan St.', netRtgAdj: 25.2, netRanking: 3 }),
  teamAggRow({ teamId: 3, teamMarket: 'Michigan St.', isOffense: false }),
];

function serveGroup(extra: Parameters<typeof serveData>[0] = {}, isSimulated = false) {
  return serveData({
    competitions: () => [competitionRow(isSimulated)],
    'competition-conferences': () => [
      conferenceRow({}),
      conferenceRow({ conferenceId: 5, conferenceShortName: 'Big East', teams: 11 }),
    ],
    'team-records': () => RECORDS,
    'team-agg-stats': () => AGGREGATES,
    ...extra,
  });
}

function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

const rowNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

describe('Conference page: standings', () => {
  it('orders by conference record, then overall, and shows the ratings beside', async () => {
    signInTier(1);
    const requests = serveGroup({}, true);
    renderConference('standings');
    const table = await screen.findByRole(
      'table',
      { name: 'Big Ten standings' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Big Ten' })).toBeVisible();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    expect(rowNames(table)).toEqual(['Illinois', 'Purdue', 'Michigan St.']);
    const [illinois, purdue, michigan] = bodyRows(table);
    // Conference W, L, win%, then overall W, L, win%.
    expect(illinois).toHaveTextContent(/10\s*2\s*83\.3%\s*20\s*8\s*71\.4%/);
    expect(purdue).toHaveTextContent(/5\s*1\s*83\.3%\s*15\s*10\s*60\.0%/);
    expect(michigan).toHaveTextContent('W4');
    expect(await within(illinois as HTMLElement).findByText('+23.1')).toBeVisible();
    expect(within(illinois as HTMLElement).getByRole('link', { name: 'Illinois' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/1/overview`,
    );
    expect(requests).toContain(
      `/gs/team-records?competitionId=${COMPETITION}&conferenceId=${CONFERENCE}`,
    );
  });

  it('shows a visitor the upgrade prompt and asks for no statistics', async () => {
    const requests = serveGroup();
    renderConference('standings');
    expect(await screen.findByText(/Conference stats/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Big Ten' });
    expect(requests.some((path) => path.startsWith('/gs/team-records'))).toBe(false);
    expect(requests.some((path) => path.startsWith('/gs/team-agg-stats'))).toBe(false);
  });

  it('shows the error with a Retry that fetches again', async () => {
    signInTier(1);
    let failures = 1;
    serveGroup({
      'team-records': () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Database busy' }, { status: 500 });
        return RECORDS;
      },
    });
    renderConference('standings');
    expect(await screen.findByText('The standings could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('table', { name: 'Big Ten standings' })).toBeVisible();
  });

  it('shows the not-found page for a conference the season does not have', async () => {
    signInTier(1);
    serveGroup();
    renderAt(
      CONFERENCE_PATH,
      `/stats/${COMPETITION}/conferences/999/standings`,
      <ConferenceStatsPage notFound={<p>page not found</p>} />,
    );
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it("shows the not-found page when the API answers 404 for the conference's views", async () => {
    signInTier(1);
    serveData({
      'competition-conferences': () => [conferenceRow({})],
      'team-records': () => HttpResponse.json({ msg: 'Unknown conference 4' }, { status: 404 }),
    });
    renderConference('standings');
    expect(await screen.findByText('page not found')).toBeVisible();
  });
});

describe('Conference page: season switching', () => {
  const conferencesBySeason = (url: URL) =>
    decodeURIComponent(url.toString()).includes('36045')
      ? [conferenceRow({ competitionId: 36045, conferenceId: 5, conferenceShortName: 'Big East' })]
      : [conferenceRow({})];

  it("opens the season's conferences, saying why, when the conference is not in it", async () => {
    signInTier(1);
    serveGroup({ 'competition-conferences': conferencesBySeason });
    const { router } = renderConference('standings');
    await screen.findByRole('heading', { level: 1, name: 'Big Ten' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '36045');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/conference-home/36045'),
    );
    expect(seasonNoticeOf(router.state.location.state)).toBe(
      "The Big Ten has no teams in 2023-24 Men's Basketball: here are that season's conferences instead.",
    );
  });

  it('opens the same view of the conference in a season that has it', async () => {
    signInTier(1);
    serveGroup();
    const { router } = renderConference('standings');
    await screen.findByRole('heading', { level: 1, name: 'Big Ten' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '36045');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/stats/36045/conferences/${CONFERENCE}/standings`,
      ),
    );
    expect(seasonNoticeOf(router.state.location.state)).toBeNull();
  });
});

describe('Conference page: team stats', () => {
  it('lists per-game lines and switches to defense in the URL', async () => {
    signInTier(1);
    const requests = serveGroup();
    const { router } = renderConference('team-box');
    const table = await screen.findByRole('table', { name: 'Big Ten team stats (offense)' });
    // Sorted by adjusted margin; points per game 1600 / 20 = 80.0 and 1850 / 25 = 74.0.
    expect(rowNames(table)).toEqual(['Michigan St.', 'Illinois', 'Purdue']);
    expect(bodyRows(table)[1]).toHaveTextContent('80.0');
    expect(bodyRows(table)[2]).toHaveTextContent('74.0');
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/conference/${CONFERENCE}/scope/season/`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Defense' }));
    const defense = await screen.findByRole('table', { name: 'Big Ten team stats (defense)' });
    expect(router.state.location.search).toBe('?side=defense');
    // Points allowed per game: Illinois 1300 / 20 = 65.0, Purdue 1750 / 25 = 70.0.
    const illinois = bodyRows(defense).find((row) => row.textContent?.includes('Illinois'));
    expect(illinois).toHaveTextContent('65.0');
  });
});

describe('Conference page: player leaders', () => {
  const PLAYERS = [
    playerAggRow({}),
    playerAggRow({
      playerId: 12,
      playerKey: 'p12',
      fullName: 'Zach Edey',
      teamId: 2,
      teamMarket: 'Purdue',
      gp: 25,
      ptsScored: 625,
    }),
  ];

  it('asks for qualified players first, sorted by points per game, and can show everyone', async () => {
    signInTier(1);
    const requests = serveGroup({
      'player-agg-stats': (url) =>
        url.searchParams.get('isQualified') === 'true'
          ? PLAYERS
          : [
              ...PLAYERS,
              playerAggRow({
                playerId: 13,
                playerKey: 'p13',
                fullName: 'Walk On',
                isQualified: false,
                gp: 3,
                ptsScored: 2,
              }),
            ],
    });
    const { router } = renderConference('player-box');
    const table = await screen.findByRole('table', { name: 'Big Ten player leaders' });
    // 625 / 25 = 25.0 points per game ahead of 560 / 28 = 20.0.
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Zach Edey.*Purdue.*25\.0/);
    expect(rows[1]).toHaveTextContent(/Terrence Shannon.*20\.0/);
    expect(screen.getByText(/top three players and seven featured players/)).toBeVisible();
    expect(requests).toContain(
      `/gs/player-agg-stats?competitionId=${COMPETITION}&conferenceId=${CONFERENCE}&scope=season&isQualified=true`,
    );

    await userEvent.click(screen.getByRole('switch', { name: /Qualified players only/ }));
    expect(router.state.location.search).toBe('?players=all');
    await screen.findByText('Walk On');
    expect(bodyRows(screen.getByRole('table', { name: 'Big Ten player leaders' }))).toHaveLength(3);
  });

  it('has no trial-player note for a paying tier', async () => {
    signInTier(2);
    serveGroup({ 'player-agg-stats': () => PLAYERS });
    renderConference('player-box');
    await screen.findByRole('table', { name: 'Big Ten player leaders' });
    expect(
      screen.queryByText(/top three players and seven featured players/),
    ).not.toBeInTheDocument();
  });
});

describe('Conference page: rankings', () => {
  it('ranks the teams on the chosen stat, kept in the URL', async () => {
    signInTier(1);
    serveGroup({
      ranks: () => [
        rankRow(1, 'Illinois', 'netRtgAdj', 23.1, 7, 2),
        rankRow(3, 'Michigan St.', 'netRtgAdj', 25.2, 3, 1),
        rankRow(1, 'Illinois', 'efgPct', 0.55, 12, 1),
        rankRow(3, 'Michigan St.', 'efgPct', 0.51, 80, 2),
      ],
    });
    const { router } = renderConference('rankings');
    const table = await screen.findByRole('table', {
      name: 'Big Ten rankings: Adjusted efficiency margin',
    });
    expect(rowNames(table)).toEqual(['Michigan St.', 'Illinois']);
    expect(bodyRows(table)[0]).toHaveTextContent(/3\s*\+25\.2\s*1/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ranked on' }), 'efgPct');
    expect(router.state.location.search).toBe('?stat=efgPct');
    const efg = await screen.findByRole('table', { name: /rankings: Effective/ });
    expect(rowNames(efg)).toEqual(['Illinois', 'Michigan St.']);
    expect(bodyRows(efg)[0]).toHaveTextContent(/12\s*55\.0%\s*1/);
  });
});

describe('Division page', () => {
  it('lists the division’s teams with their conference, asked by division', async () => {
    signInTier(1);
    const requests = serveGroup({
      'team-agg-stats': () => [
        ...AGGREGATES,
        teamAggRow({ teamId: 9, teamMarket: 'UConn', conferenceId: 5, netRtgAdj: 30 }),
      ],
    });
    renderDivision('d1', 'team-box');
    const table = await screen.findByRole('table', { name: 'Division I team stats (offense)' });
    expect(screen.getByRole('heading', { level: 1, name: 'Division I' })).toBeVisible();
    const uconn = bodyRows(table)[0] as HTMLElement;
    expect(uconn).toHaveTextContent(/UConn\s*Big East/);
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/division/1/scope/season/`,
    );
  });

  it('ranks division standings by the overall record', async () => {
    signInTier(1);
    serveGroup();
    renderDivision('d1', 'standings');
    const table = await screen.findByRole('table', { name: 'Division I standings' });
    expect(rowNames(table)).toEqual(['Michigan St.', 'Illinois', 'Purdue']);
  });

  it('is a not-found page for an unknown division label or view', async () => {
    serveGroup();
    renderDivision('d4', 'team-box');
    expect(await screen.findByText('page not found')).toBeVisible();
  });
});

describe('Conference home', () => {
  it('lists the conferences by division, top conferences first, linked to their standings', async () => {
    serveData({
      competitions: () => [competitionRow(false)],
      'competition-conferences': () => [
        conferenceRow({
          conferenceId: 30,
          conferenceShortName: 'America East',
          isTopConference: false,
          teams: 9,
        }),
        conferenceRow({}),
        conferenceRow({ conferenceId: 201, conferenceShortName: 'GSC', divisionId: 2, teams: 12 }),
        conferenceRow({ conferenceId: 99, conferenceShortName: 'Empty', teams: 0 }),
      ],
    });
    renderAt(
      '/stats/conference-home/:competitionId',
      `/stats/conference-home/${COMPETITION}`,
      <ConferenceHomePage notFound={<p>page not found</p>} />,
    );
    const d1 = await screen.findByRole('region', { name: 'Division I' }, { timeout: 5000 });
    const links = within(d1)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual(['Big Ten', 'America East']);
    expect(links[0]).toHaveAttribute('href', `/stats/${COMPETITION}/conferences/4/standings`);
    expect(within(d1).getByRole('link', { name: 'Team stats' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/division/d1/team-box`,
    );
    const d2 = screen.getByRole('region', { name: 'Division II' });
    expect(within(d2).getByRole('link', { name: 'GSC' })).toBeVisible();
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
  });
});
