import type { TransferHistoryRow } from '@courtside/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as CsvModule from '@/lib/stats/csv';
import { parseCsv } from '@/lib/stats/csv';
import { renderWithSession } from '@/lib/session/session-test-support';
import { competitionRow, serveData, signInTier } from '@/test/data-api-test-support';
import { TransfersPage } from './TransfersPage';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

const COMPETITION = 38409;
const PRIOR = 36045;
const PATH = '/stats/:competitionId/transfers/:divisionLabel/:view';

function transfer(
  overrides: Partial<TransferHistoryRow> & { personId: number },
): TransferHistoryRow {
  return {
    _id: `t-${overrides.personId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    competitionIdFrom: PRIOR,
    playerId: 100 + overrides.personId,
    playerIdFrom: 200 + overrides.personId,
    fullName: `Player ${overrides.personId}`,
    classYr: 'Jr.',
    position: 'G',
    role: 'starter',
    teamIdFrom: 11,
    teamMarketFrom: 'Drake',
    conferenceIdFrom: 40,
    conferenceShortNameFrom: 'MVC',
    divisionIdFrom: 1,
    teamIdTo: 21,
    teamMarketTo: 'Illinois',
    conferenceIdTo: 4,
    conferenceShortNameTo: 'Big Ten',
    divisionIdTo: 1,
    levelFrom: 'd1-other',
    levelTo: 'd1-high-major',
    moveDirection: 'up',
    gpFrom: 30,
    gpTo: 28,
    minsFrom: 900,
    minsTo: 700,
    minsPgFrom: 30,
    minsPgTo: 25,
    ptsFrom: 450,
    ptsTo: 336,
    ptsPgFrom: 15,
    ptsPgTo: 12,
    ortgFrom: 110,
    ortgTo: 106,
    ortgAdjFrom: 108,
    ortgAdjTo: 112,
    ortgAdjChange: 4,
    baselineChange: 1,
    baselinePlayers: 20,
    transferEffect: 3,
    ...overrides,
  };
}

const ROWS: TransferHistoryRow[] = [
  transfer({ personId: 1, fullName: 'Tucker DeVries', teamMarketFrom: 'Drake' }),
  transfer({
    personId: 2,
    fullName: 'Cam Down',
    position: 'F',
    teamIdFrom: 12,
    teamMarketFrom: 'Kansas',
    conferenceIdFrom: 3,
    conferenceShortNameFrom: 'Big 12',
    teamIdTo: 22,
    teamMarketTo: 'Wichita St.',
    conferenceIdTo: 41,
    conferenceShortNameTo: 'AAC',
    levelFrom: 'd1-high-major',
    levelTo: 'd1-other',
    moveDirection: 'down',
    minsPgFrom: 10,
    minsPgTo: 20,
    ptsPgFrom: 3,
    ptsPgTo: 9,
    ortgAdjFrom: 100,
    ortgAdjTo: 104,
    ortgAdjChange: 4,
    baselineChange: 2,
    transferEffect: 2,
  }),
  // Under 10% of his minutes before: not rated, so no change and no net change.
  transfer({
    personId: 3,
    fullName: 'Rae Unrated',
    position: null,
    moveDirection: 'up',
    minsPgFrom: 2,
    minsPgTo: 15,
    ptsPgFrom: 0.5,
    ptsPgTo: 6,
    ortgAdjFrom: null,
    ortgFrom: null,
    ortgAdjChange: null,
    transferEffect: null,
  }),
];

function serveTransfers(isSimulated = false) {
  return serveData(
    {
      competitions: () => [competitionRow(COMPETITION, isSimulated)],
      'transfer-history': () => ROWS,
    },
    { unservedStatus: 500 },
  );
}

const renderAt = (url: string) =>
  renderWithSession([{ path: PATH, element: <TransfersPage notFound={<p>page not found</p>} /> }], {
    initialEntries: [url],
  });

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

const rowNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

describe('Transfers page: yearly transfers', () => {
  it('lists each transfer before and after, with links to the player and both schools', async () => {
    signInTier(3);
    const requests = serveTransfers(true);
    renderAt(`/stats/${COMPETITION}/transfers/d1/yearly-transfers`);
    const table = await screen.findByRole('table', { name: 'Division I transfers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer history' })).toBeVisible();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    // PPG after, best first.
    expect(rowNames(table).map((name) => name?.split('Drake')[0]?.split('Kansas')[0])).toEqual([
      'Tucker DeVries',
      'Cam Down',
      'Rae Unrated',
    ]);
    const first = bodyRows(table)[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Tucker DeVries' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/players/101/overview`,
    );
    expect(within(first).getByRole('link', { name: 'Drake' })).toHaveAttribute(
      'href',
      `/stats/${PRIOR}/teams/11/overview`,
    );
    expect(within(first).getByRole('link', { name: 'Illinois' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/21/overview`,
    );
    expect(first).toHaveTextContent(/MVC\s*Big Ten\s*Up\s*G\s*Jr\./);
    expect(first).toHaveTextContent(
      /30:00\s*15\.0\s*108\.0\s*25:00\s*12\.0\s*112\.0\s*\+4\.0\s*\+3\.0/,
    );
    expect(requests).toContain(`/gs/transfer-history/competition/${COMPETITION}/division/1/`);
  });

  it('filters by direction, position and conference in the URL, and exports what it shows', async () => {
    signInTier(3);
    serveTransfers();
    const user = userEvent.setup();
    const { router } = renderAt(`/stats/${COMPETITION}/transfers/d1/yearly-transfers`);
    const table = await screen.findByRole('table', { name: 'Division I transfers' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Up');
    expect(router.state.location.search).toBe('?direction=up');
    expect(bodyRows(table)).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Not listed');
    expect(rowNames(table)[0]).toContain('Rae Unrated');
    expect(bodyRows(table)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Conference (either side)' }),
      'Big 12',
    );
    expect(router.state.location.search).toBe('?conference=3');
    expect(rowNames(table)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const csv = parseCsv(downloads.at(-1)?.csv ?? '');
    expect(csv[0]?.slice(0, 3)).toEqual(['Player', 'From Conf', 'To Conf']);
    expect(csv[1]?.slice(0, 4)).toEqual([
      'Cam Down (Kansas to Wichita St.)',
      'Big 12',
      'AAC',
      'Down',
    ]);
    expect(csv).toHaveLength(2);
  });

  it('shows a tier-2 user the upgrade prompt and asks for no transfers', async () => {
    signInTier(2);
    const requests = serveTransfers();
    renderAt(`/stats/${COMPETITION}/transfers/d1/yearly-transfers`);
    expect(await screen.findByText(/Transfer analyses/)).toBeVisible();
    expect(screen.getByText(/Upgrade to/)).toBeVisible();
    expect(requests.some((path) => path.startsWith('/gs/transfer-history'))).toBe(false);
  });

  it('is not found for an unknown view, division, or a season without one before it', async () => {
    signInTier(3);
    serveTransfers();
    for (const url of [
      `/stats/${COMPETITION}/transfers/d1/bogus`,
      `/stats/${COMPETITION}/transfers/d4/analysis`,
      '/stats/16001/transfers/d1/analysis',
    ]) {
      const view = renderAt(url);
      expect(await screen.findByText('page not found')).toBeVisible();
      view.unmount();
    }
  });
});

describe('Transfers page: analysis', () => {
  it('averages the per-transfer values by direction and by position', async () => {
    signInTier(3);
    serveTransfers();
    const { router } = renderAt(`/stats/${COMPETITION}/transfers/d1/analysis`);
    const directions = await screen.findByRole('table', {
      name: 'Division I transfers by direction',
    });
    expect(screen.getByText(/Division I high-major \(ACC, SEC, Big 12/)).toBeVisible();
    const [up, down, all] = bodyRows(directions);
    // Up: two transfers, one rated. Minutes over both (30 and 2 → 16:00; 25 and 15 → 20:00),
    // ORtg and the net change over the rated one only.
    expect(up).toHaveTextContent(
      /^Up\s*2\s*1\s*16:00\s*20:00\s*108\.0\s*112\.0\s*\+4\.0\s*\+1\.0\s*\+3\.0$/,
    );
    expect(down).toHaveTextContent(/^Down\s*1\s*1/);
    // All: ORtg means over the two rated ((108 + 100) / 2, (112 + 104) / 2), net (3 + 2) / 2.
    expect(all).toHaveTextContent(
      /^All transfers\s*3\s*2\s*14:00\s*20:00\s*104\.0\s*108\.0\s*\+4\.0\s*\+1\.5\s*\+2\.5$/,
    );
    const positions = screen.getByRole('table', { name: 'Division I transfers by position' });
    expect(rowNames(positions)).toEqual(['G', 'F', 'Not listed', 'All transfers']);

    await userEvent.click(screen.getByRole('link', { name: 'Division II' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/stats/${COMPETITION}/transfers/d2/analysis`),
    );
  });
});
