import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import {
  ACC,
  COMPETITION,
  competitionRow,
  conferenceRow,
  fullPlayerRow,
  publicPlayerRow,
  rankedNames,
  renderBarCharts,
  serveData,
  signInTier,
  tableRows,
} from '../bar-charts.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

/**
 * Three-point shooting per game played: Ann 100/10 = 10 3PA, Bea 30/12 = 2.5, Cy 1/10 = 0.1
 * (1-for-1: the best 3P% of all, and under the standard 1 3PA per game).
 */
const FULL_PLAYERS = [
  fullPlayerRow({ playerId: 11, fullName: 'Ann Archer', fga3: 100, fg3Pct: 0.4, ptsScored: 200 }),
  fullPlayerRow({
    playerId: 12,
    fullName: 'Bea Brook',
    gp: 12,
    fga3: 30,
    fg3Pct: 0.35,
    ptsScored: 240,
  }),
  fullPlayerRow({ playerId: 13, fullName: 'Cy Cole', fga3: 1, fg3Pct: 1, ptsScored: 20 }),
];

function servePlayers() {
  return serveData({
    competitions: () => [competitionRow(false)],
    'competition-conferences': () => [conferenceRow(ACC, 'ACC')],
    'team-colors': () => [],
    'player-agg-stats': () => FULL_PLAYERS,
    'player-agg-stats-public': () => [
      publicPlayerRow({ playerId: 11, fullName: 'Ann Archer', fg3Pct: 0.4 }),
      publicPlayerRow({ playerId: 13, fullName: 'Cy Cole', fg3Pct: 1 }),
    ],
  });
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const playerRequests = (requests: readonly string[]) =>
  requests.filter((path) => path.startsWith('/gs/player-agg-stats'));

describe('Bar charts: shot attempts qualifier', () => {
  it('leaves a 1-for-1 shooter out of a 3P% ranking for tier 2, and says so', async () => {
    signInTier(2);
    const requests = servePlayers();
    const { container } = renderBarCharts('?kind=players&stat=fg3Pct');
    expect(await tableRows()).toEqual([
      ['1', 'Ann Archer', 'Alpha', 'ACC', '40.0%'],
      ['2', 'Bea Brook', 'Alpha', 'ACC', '35.0%'],
    ]);
    expect(playerRequests(requests)).toEqual([
      `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,gp,mins,minsPg,poss,fg3Pct,fga3`,
    ]);
    expect(screen.getByLabelText('Minimum 3PA per game')).toHaveValue('1');
    expect(
      screen.getByText(
        /Players with 10\+ minutes per game and 1\+ 3PA per game \(1 player left out\)\./,
      ),
    ).toBeVisible();
    // The source line under the bars is the PNG's.
    expect(container.querySelector('svg')?.textContent).toContain(
      'Qualifier: 1+ 3PA per game, 1 player left out',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const rows = parseCsv(downloads.at(-1)?.csv ?? '');
    // The qualified players only, and nothing but the header and their lines.
    expect(rows.map((fields) => fields[1])).toEqual(['Player', 'Ann Archer', 'Bea Brook']);
  });

  it('includes him when the minimum is set to 0, and keeps the minimum in the URL', async () => {
    signInTier(2);
    servePlayers();
    const { router } = renderBarCharts('?kind=players&stat=fg3Pct');
    await rankedNames();
    await userEvent.selectOptions(screen.getByLabelText('Minimum 3PA per game'), '0');
    expect(search(router).get('minAttempts')).toBe('0');
    expect(await rankedNames()).toEqual(['Cy Cole', 'Ann Archer', 'Bea Brook']);
    expect(screen.getByText(/and no attempts minimum \(0 players left out\)/)).toBeVisible();

    // Back to the standard minimum: the URL drops it.
    await userEvent.selectOptions(screen.getByLabelText('Minimum 3PA per game'), '1');
    expect(search(router).has('minAttempts')).toBe(false);
    expect(await rankedNames()).toEqual(['Ann Archer', 'Bea Brook']);
  });

  it('reads the minimum from the URL', async () => {
    signInTier(2);
    servePlayers();
    renderBarCharts('?kind=players&stat=fg3Pct&minAttempts=3');
    // Only Ann takes 3+ threes a game; Bea (2.5) and Cy are left out.
    expect(await rankedNames()).toEqual(['Ann Archer']);
    expect(screen.getByLabelText('Minimum 3PA per game')).toHaveValue('3');
    expect(screen.getByText(/3\+ 3PA per game \(2 players left out\)/)).toBeVisible();
  });

  it('asks for no attempts and shows no attempts control for other stats', async () => {
    signInTier(2);
    const requests = servePlayers();
    renderBarCharts('?kind=players&stat=ptsScored');
    // 20.0 points per game each (200/10, 240/12): tied, listed by name.
    expect(await rankedNames()).toEqual(['Ann Archer', 'Bea Brook', 'Cy Cole']);
    expect(playerRequests(requests)).toEqual([
      `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,gp,mins,minsPg,poss,ptsScored`,
    ]);
    expect(
      screen.queryByLabelText(/Minimum .* per game/, { selector: '#bar-charts-attempts' }),
    ).toBeNull();
    expect(screen.queryByText(/left out/)).not.toBeInTheDocument();
  });

  it('tells tier 1 that the public list has no attempts, with the way to them', async () => {
    signInTier(1);
    const requests = servePlayers();
    renderBarCharts('?kind=players&stat=fg3Pct');
    expect(await rankedNames()).toEqual(['Cy Cole', 'Ann Archer']);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Shot attempts are not in the free player list, so only the minutes qualifier applies.',
    );
    expect(within(note).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('/my-account/subscribe'),
    );
    expect(screen.queryByLabelText('Minimum 3PA per game')).toBeNull();
    expect(playerRequests(requests)).toEqual([
      `/gs/player-agg-stats-public?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,gp,minsPg,fg3Pct`,
    ]);
  });
});
