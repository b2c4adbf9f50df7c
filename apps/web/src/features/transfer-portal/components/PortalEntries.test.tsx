import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import { signInTier } from '@/test/data-api-test-support';
import { MEN, renderPortal, servePortal } from '../transfer-portal.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

const CAPTION = "Men's transfer portal entries";

async function entriesTable(search = '') {
  signInTier(3);
  servePortal();
  const view = renderPortal(`/stats/${MEN}/portal/entries${search}`);
  const table = await screen.findByRole('table', { name: CAPTION }, { timeout: 5000 });
  return { ...view, table };
}

const names = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Transfer portal entries', () => {
  beforeEach(() => {
    downloads.length = 0;
  });

  it('lists every entrant, best rating value first, with his line and his move', async () => {
    const { table } = await entriesTable();
    // 3.6, 2.0, 0.8, 0.15, −0.2, then Echo: no season line, so no value and no cell colors.
    expect(names(table)).toEqual([
      'Alpha Guard',
      'Foxtrot Two',
      'Bravo Forward',
      'Delta Wing',
      'Charlie Center',
      'Echo Reserve* (not qualified)',
    ]);
    const alpha = within(table).getByRole('rowheader', { name: 'Alpha Guard' }).closest('tr');
    expect(alpha).toHaveTextContent(/Transferred\s*Drake\s*MVC\s*Duke\s*ACC\s*Jr\.\s*G\s*30/);
    expect(alpha).toHaveTextContent(/30:00\s*16\.7\s*55\.0%\s*\+6\.0\s*\+3\.6/);
    expect(within(table).getByRole('link', { name: 'Alpha Guard' })).toHaveAttribute(
      'href',
      '/stats/36045/players/4001/overview',
    );
  });

  it('filters by outcome and position from the URL, and by division and conference', async () => {
    const user = userEvent.setup();
    const { table, router } = await entriesTable('?status=committed&position=forwards');
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('committed');
    expect(names(table)).toEqual(['Foxtrot Two', 'Bravo Forward']);

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(names(table)).toHaveLength(6);
    expect(router.state.location.search).toBe('');

    // A conference on either side of the move: Alpha joined the ACC, Bravo and Charlie left it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Conference' }), 'ACC');
    expect(router.state.location.search).toBe('?conference=2');
    expect(names(table)).toEqual(['Alpha Guard', 'Bravo Forward', 'Charlie Center']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Conference' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Division' }), 'd2');
    expect(names(table)).toEqual(['Foxtrot Two']);
  });

  it('searches by name', async () => {
    const user = userEvent.setup();
    const { table } = await entriesTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'charlie');
    expect(names(table)).toEqual(['Charlie Center']);
    expect(screen.getByText('1 of 6 rows')).toBeVisible();
  });

  it('sorts by a column on a header click', async () => {
    const user = userEvent.setup();
    const { table } = await entriesTable();
    await user.click(within(table).getByRole('button', { name: /^PPG/ }));
    // Points per game: 500/30, 400/30, 250/30, 90/30, 60/30; Echo has none.
    expect(names(table)).toEqual([
      'Alpha Guard',
      'Foxtrot Two',
      'Bravo Forward',
      'Charlie Center',
      'Delta Wing',
      'Echo Reserve* (not qualified)',
    ]);
  });

  it('downloads the filtered rows as CSV', async () => {
    const user = userEvent.setup();
    await entriesTable('?status=withdrawn');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('men-s-transfer-portal-entries.csv');
    const [header, ...rows] = parseCsv(downloads[0]?.csv ?? '');
    expect(header).toEqual([
      'Player',
      'Status',
      'From',
      'From Conf',
      'To',
      'To Conf',
      'Class',
      'Pos',
      'GP',
      'MPG',
      'PPG',
      'TS%',
      'BPM',
      'Rtg value',
    ]);
    // Delta: 200 minutes and 60 points in 30 games; BPM 1.0 × 15% of the minutes.
    expect(rows).toEqual([
      [
        'Delta Wing',
        'Withdrew',
        'Kansas',
        'Big 12',
        '',
        '',
        'Jr.',
        'G-F',
        '30',
        '6:40',
        '2.0',
        '55.0%',
        '+1.0',
        '+0.1',
      ],
    ]);
  });
});
