import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  WOMEN_COMPETITION,
  competitionRow,
  conferenceRow,
  playerRow,
  renderStarter,
  serveData,
  teamRow,
} from '../starter.test-utils';

const signInTier = (value: number) =>
  signInForTest({ user: testUser(), tier: { value, label: `Tier ${value}`, expiresAt: null } });

const TEAMS = [
  teamRow({
    teamId: 1,
    teamMarket: 'Nova Southeastern',
    conferenceId: 201,
    divisionId: 2,
    gp: 33,
    overallWins: 30,
    overallLosses: 3,
    netRtgAdj: 21.46,
    ortgAdj: 118.3,
    drtgAdj: 96.84,
    netRanking: 1,
    sos: 2.25,
  }),
  teamRow({
    teamId: 2,
    teamMarket: 'West Texas A&M',
    conferenceId: 202,
    divisionId: 2,
    netRtgAdj: 24.1,
    netRanking: 2,
  }),
  teamRow({ teamId: 3, teamMarket: 'Few Games', divisionId: 2, gp: 3, isQualified: false }),
];

const PLAYERS = [
  playerRow({ playerId: 21, fullName: 'Aiden Jones', teamMarket: 'Nova Southeastern' }),
  playerRow({
    playerId: 22,
    fullName: 'Ben Reed',
    teamMarket: 'West Texas A&M',
    gp: 25,
    ptsScored: 550,
  }),
];

function serveStarter(extra: Parameters<typeof serveData>[0] = {}) {
  return serveData({
    competitions: () => [competitionRow(false)],
    'competition-conferences': () => [
      conferenceRow(201, 'SSC', 2),
      conferenceRow(202, 'LSC', 2),
      conferenceRow(4, 'Big Ten'),
    ],
    'team-agg-stats': () => TEAMS,
    'player-agg-stats': (url) =>
      url.searchParams.get('isQualified') === 'true'
        ? PLAYERS
        : [
            ...PLAYERS,
            playerRow({
              playerId: 23,
              fullName: 'Walk On',
              isQualified: false,
              gp: 4,
              ptsScored: 2,
            }),
          ],
    ...extra,
  });
}

function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

const rowNames = (table: HTMLElement) =>
  bodyRows(table).map(
    (row) => within(row).getByRole('rowheader').querySelector('a')?.textContent ?? '',
  );

describe('Starter page: team ratings', () => {
  it('lists the division’s teams by adjusted margin and switches division in the URL', async () => {
    signInTier(1);
    const requests = serveStarter();
    const { router } = renderStarter(`/stats/${COMPETITION}/starter/teams`);
    expect(
      await screen.findByRole('table', { name: 'Division I team ratings' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Division II' }));
    expect(router.state.location.search).toBe('?division=d2');
    const table = await screen.findByRole('table', { name: 'Division II team ratings' });
    expect(rowNames(table)).toEqual(['West Texas A&M', 'Nova Southeastern', 'Few Games']);
    // Rank, conference, GP, W, L, AdjEM, AdjO, AdjD, AdjT, SOS.
    expect(bodyRows(table)[1]).toHaveTextContent(
      /Nova Southeastern\s*1\s*SSC\s*33\s*30\s*3\s*\+21\.5\s*118\.3\s*96\.8\s*68\.0\s*\+2\.3/,
    );
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/division/2/scope/season/isoffense/true/fields/teamMarket-teamName-gp-overallWins-overallLosses-confWins-confLosses-ortgAdj-drtgAdj-netRtgAdj-netRanking-paceAdj-sos-ortg-drtg-pace-isQualified/`,
    );
  });

  it('shows a visitor the upgrade prompt and asks for no team statistics', async () => {
    const requests = serveStarter();
    renderStarter(`/stats/${COMPETITION}/starter/teams`);
    expect(
      await screen.findByRole('region', { name: 'Division stats is locked' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(requests.some((path) => path.startsWith('/gs/team-agg-stats'))).toBe(false);
  });
});

describe('Starter page: player leaders', () => {
  it('asks for the division’s qualified players, by points per game, and can show everyone', async () => {
    signInTier(1);
    const requests = serveStarter();
    const { router } = renderStarter(`/stats/${COMPETITION}/starter/players?division=d2`);
    const table = await screen.findByRole(
      'table',
      { name: 'Division II player leaders' },
      { timeout: 5000 },
    );
    // 550 / 25 = 22.0 points per game ahead of 300 / 30 = 10.0.
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Ben Reed.*West Texas A&M.*22\.0/);
    expect(rows[1]).toHaveTextContent(/Aiden Jones.*10\.0/);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ben Reed' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/players/22/overview`,
    );
    expect(screen.getByText(/top three players and seven featured players/)).toBeVisible();
    expect(
      requests.some((path) =>
        path.startsWith(
          `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=2&scope=season&fields=playerKey,`,
        ),
      ),
    ).toBe(true);
    expect(requests.at(-1)).toMatch(/&isQualified=true$/);

    await userEvent.click(screen.getByRole('switch', { name: /Qualified players only/ }));
    expect(router.state.location.search).toBe('?division=d2&players=all');
    await screen.findByText('Walk On');
    expect(
      bodyRows(screen.getByRole('table', { name: 'Division II player leaders' })),
    ).toHaveLength(3);
  });

  it('has no trial-player note for a paying tier', async () => {
    signInTier(2);
    serveStarter();
    renderStarter(`/stats/${COMPETITION}/starter/players`);
    await screen.findByRole('table', { name: 'Division I player leaders' }, { timeout: 5000 });
    expect(
      screen.queryByText(/top three players and seven featured players/),
    ).not.toBeInTheDocument();
  });
});

describe('Starter page: navigation and bad addresses', () => {
  it('switches season keeping the view and the division, and moves between views', async () => {
    signInTier(1);
    serveStarter();
    const { router } = renderStarter(`/stats/${COMPETITION}/starter/teams?division=d2`);
    await screen.findByRole('table', { name: 'Division II team ratings' }, { timeout: 5000 });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Season' }),
      String(WOMEN_COMPETITION),
    );
    expect(router.state.location.pathname).toBe(`/stats/${WOMEN_COMPETITION}/starter/teams`);
    expect(router.state.location.search).toBe('?division=d2');

    const tabs = screen.getByRole('navigation', { name: 'Getting started views' });
    expect(within(tabs).getByRole('link', { name: 'Player leaders' })).toHaveAttribute(
      'href',
      `/stats/${WOMEN_COMPETITION}/starter/players?division=d2`,
    );
  });

  it.each([
    ['an unknown view', `/stats/${COMPETITION}/starter/standings`],
    ['a competition outside the allowed set', '/stats/12345/starter/overview'],
    ['a malformed competition id', '/stats/38409abc/starter/overview'],
  ])('is a not-found page for %s, asking for nothing', async (_, url) => {
    const requests = serveStarter();
    renderStarter(url);
    expect(await screen.findByText('page not found', {}, { timeout: 5000 })).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('falls back to Division I for a division label it does not know', async () => {
    signInTier(1);
    const requests = serveStarter();
    renderStarter(`/stats/${COMPETITION}/starter/teams?division=d9`);
    expect(
      await screen.findByRole('table', { name: 'Division I team ratings' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Division I' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests.some((path) => path.includes('/division/1/'))).toBe(true);
    expect(requests.some((path) => path.includes('/division/9'))).toBe(false);
  });
});
