import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import {
  COMPETITION,
  CONFERENCES,
  TEAMS,
  colorRow,
  competitionRow,
  findMarks,
  markNames,
  renderScatter,
  serveData,
} from '../scatter.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

function serveTeams(extra: Parameters<typeof serveData>[0] = {}) {
  return serveData({
    competitions: () => [competitionRow()],
    'competition-conferences': () => CONFERENCES,
    'team-agg-stats': (url) => {
      const conference = /\/conference\/(\d+)\//.exec(url.pathname)?.[1];
      return conference === undefined
        ? TEAMS
        : TEAMS.filter((team) => String(team.conferenceId) === conference);
    },
    'team-colors': () => [colorRow(1, '#ffd200'), colorRow(3, '#00274c')],
    ...extra,
  });
}

const DIVISION_REQUEST = `/gs/team-agg-stats/competition/${COMPETITION}/division/1/scope/season/isoffense/true/fields/`;

describe('Team scatter page', () => {
  it('plots AdjO against AdjD of the division from one slim request, then follows the x axis choice', async () => {
    const user = userEvent.setup();
    const requests = serveTeams();
    const { router } = renderScatter('/tools/team-scatter?color=none');
    expect(markNames(await findMarks('Teams'))).toEqual([
      'Alpha, ACC, AdjO: 101.0, AdjD: 102.0',
      'Beta, ACC, AdjO: 102.0, AdjD: 103.0',
      'Delta, Big Ten, AdjO: 104.0, AdjD: 104.0',
      'Gamma State, Big Ten, AdjO: 103.0, AdjD: 105.0',
    ]);
    expect(requests.filter((path) => path.startsWith('/gs/team-agg-stats'))).toEqual([
      `${DIVISION_REQUEST}teamMarket-gp-ortgAdj-drtgAdj/`,
    ]);
    await waitFor(() => expect(document.title).toBe('Team Scatter · Courtside'));
    expect(
      screen.getByRole('figure', {
        name: /AdjD vs AdjO: Division I teams, 2024-25 Men's Basketball/,
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Horizontal axis (x)'), 'efgPct');
    expect(router.state.location.search).toBe('?x=efgPct&color=none');
    await waitFor(async () =>
      expect(markNames(await findMarks('Teams'))).toContain('Alpha, ACC, eFG%: 50.0%, AdjD: 102.0'),
    );
    expect(requests).toContain(`${DIVISION_REQUEST}teamMarket-gp-efgPct-drtgAdj/`);
  });

  it('falls back to the defaults for unreadable URL values', async () => {
    const requests = serveTeams();
    renderScatter(
      '/tools/team-scatter?x=bogus&y=notAStat&division=d9&competition=1234&minGames=lots&fit=maybe&color=none',
    );
    expect(await findMarks('Teams')).toHaveLength(4);
    expect(screen.getByLabelText('Horizontal axis (x)')).toHaveValue('ortgAdj');
    expect(screen.getByLabelText('Vertical axis (y)')).toHaveValue('drtgAdj');
    expect(screen.getByLabelText('Division')).toHaveValue('d1');
    expect(screen.getByLabelText('Season')).toHaveValue(String(COMPETITION));
    expect(screen.getByLabelText('Minimum games')).toHaveValue(0);
    expect(screen.getByRole('switch', { name: 'Fitted line' })).not.toBeChecked();
    expect(requests).toContain(`${DIVISION_REQUEST}teamMarket-gp-ortgAdj-drtgAdj/`);
  });

  it('draws the least-squares line with the hand-computed R² of the fixture (0.64)', async () => {
    serveTeams();
    renderScatter('/tools/team-scatter?fit=true&color=none');
    await findMarks('Teams');
    // x = 101…104, y = 102, 103, 105, 104: sxx = 5, sxy = 4, syy = 5 → R² = 16 / 25.
    expect(screen.getByText('Least-squares fit, R² = 0.64')).toBeInTheDocument();
    expect(screen.getByText('Fitted line: R² = 0.64 over 4 teams.')).toBeInTheDocument();
    expect(screen.getByText('Good AdjO, good AdjD')).toHaveAttribute('font-weight', '700');
  });

  it('highlights the teams a search finds and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    serveTeams();
    const { router } = renderScatter('/tools/team-scatter?color=none');
    await findMarks('Teams');
    await user.type(screen.getByLabelText('Highlight a team'), 'gamma st');
    expect(router.state.location.search).toBe('?search=gamma+st&color=none');
    expect(screen.getByText('1 highlighted')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Gamma State/ })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    expect(screen.getByRole('img', { name: /^Alpha/ })).not.toHaveAttribute('data-highlighted');
  });

  it('opens the team page from a point with the keyboard', async () => {
    const user = userEvent.setup();
    serveTeams();
    const { router } = renderScatter('/tools/team-scatter?color=none');
    await findMarks('Teams');
    screen.getByRole('img', { name: /^Beta/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('team page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/stats/${COMPETITION}/teams/2/overview`);
  });

  it('charts one conference, in team colors with initials, and drops a conference of another division', async () => {
    const user = userEvent.setup();
    const requests = serveTeams();
    const { router } = renderScatter('/tools/team-scatter?conference=201');
    expect(await findMarks('Teams')).toHaveLength(4);
    expect(requests).toContain(`${DIVISION_REQUEST}teamMarket-gp-ortgAdj-drtgAdj/`);
    expect(screen.getByLabelText('Conference')).toHaveValue('all');
    expect(requests.some((path) => path.includes('/conference/201/'))).toBe(false);

    await user.selectOptions(screen.getByLabelText('Conference'), 'Big Ten');
    expect(router.state.location.search).toBe('?conference=4');
    await waitFor(async () => expect(await findMarks('Teams')).toHaveLength(2));
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/division/1/conference/4/scope/season/isoffense/true/fields/teamMarket-gp-ortgAdj-drtgAdj/`,
    );
    const gamma = screen.getByRole('img', { name: /^Gamma State/ });
    expect(gamma.querySelector('circle')).toHaveAttribute('fill', '#00274c');
    expect(gamma).toHaveTextContent('GS');
    expect(requests).toContain(
      `/gs/team-colors/competition/${COMPETITION}/fields/colorPrimary-colorSecondary/`,
    );
  });

  it('says why nothing is plotted when no team has enough games', async () => {
    serveTeams();
    renderScatter('/tools/team-scatter?minGames=40&color=none');
    expect(
      await screen.findByText('None of the 4 teams has both AdjO and AdjD with at least 40 games.'),
    ).toBeInTheDocument();
  });

  it('downloads the plotted rows as CSV', async () => {
    const user = userEvent.setup();
    serveTeams();
    renderScatter('/tools/team-scatter?minGames=20&color=none');
    expect(await findMarks('Teams')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const download = downloads.at(-1);
    expect(download?.fileName).toBe('adjd-vs-adjo-division-i-teams-2024-25-men-s-basketball.csv');
    expect(parseCsv(download?.csv ?? '')).toEqual([
      [
        'Team',
        'Conference',
        'Games played',
        'Adjusted offensive efficiency',
        'Adjusted defensive efficiency',
      ],
      ['Alpha', 'ACC', '31', '101.0', '102.0'],
      ['Beta', 'ACC', '29', '102.0', '103.0'],
      ['Delta', 'Big Ten', '30', '104.0', '104.0'],
    ]);
  });

  it('lists the plotted teams in a table when its section is opened', async () => {
    const user = userEvent.setup();
    serveTeams();
    renderScatter('/tools/team-scatter?color=none');
    await findMarks('Teams');
    await user.click(screen.getByText('Data table (4 teams)'));
    expect(await screen.findByRole('link', { name: 'Gamma State' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/3/overview`,
    );
  });
});
