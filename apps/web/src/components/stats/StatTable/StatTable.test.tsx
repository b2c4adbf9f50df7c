import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { percentileCellColor } from '@/lib/charts/color-scales';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import type { StatKey } from '@/lib/stats/dictionary';
import { gameDenominators } from '@/lib/stats/per-mode';
import { StatTable, isQualifiedField, type StatTableProps, type StatTableSort } from './StatTable';
import type { LabelColumn } from './stat-columns';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

interface PlayerRow {
  playerId: number;
  fullName: string;
  gp: number;
  mins: number;
  poss: number;
  ptsScored: number;
  efgPct: number | null;
  drtgPlayer: number;
  isQualified: boolean;
}

const PLAYERS: PlayerRow[] = [
  {
    playerId: 1,
    fullName: 'Ava Brooks',
    gp: 30,
    mins: 900,
    poss: 1000,
    ptsScored: 450,
    efgPct: 0.5123,
    drtgPlayer: 98.2,
    isQualified: true,
  },
  {
    playerId: 2,
    fullName: 'Bea Chen',
    gp: 20,
    mins: 400,
    poss: 500,
    ptsScored: 160,
    efgPct: 0.4804,
    drtgPlayer: 104.5,
    isQualified: true,
  },
  {
    playerId: 3,
    fullName: 'Cy Diaz',
    gp: 25,
    mins: 750,
    poss: 800,
    ptsScored: 300,
    efgPct: null,
    drtgPlayer: 101.0,
    isQualified: true,
  },
  {
    playerId: 4,
    fullName: 'Dee Evans',
    gp: 5,
    mins: 40,
    poss: 50,
    ptsScored: 12,
    efgPct: 0.61,
    drtgPlayer: 90.0,
    isQualified: false,
  },
];

const LABEL: LabelColumn<PlayerRow> = { header: 'Player', text: (row) => row.fullName };
const COLUMNS: StatKey[] = ['gp', 'ptsScored', 'efgPct', 'drtgPlayer'];

function renderTable(props: Partial<StatTableProps<PlayerRow>> = {}) {
  render(
    <StatTable
      caption="Florida players"
      rows={PLAYERS}
      rowId={(row) => String(row.playerId)}
      label={LABEL}
      columns={COLUMNS}
      qualifier={{ isQualified: isQualifiedField, note: 'under 10% of team minutes.' }}
      {...props}
    />,
  );
  return screen.getByRole('table', { name: 'Florida players' });
}

/** Row-header names in display order. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(' (not qualified)', '').replace('*', ''));

const cellOf = (table: HTMLElement, name: string, column: number) => {
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row).getAllByRole('cell')[column];
};

const header = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  downloads.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StatTable', () => {
  it('shows dictionary headers with definitions and formatted values', () => {
    const table = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('button')?.firstChild?.textContent),
    ).toEqual(['Player', 'GP', 'PTS', 'eFG%', 'DRtg']);
    expect(header('eFG%')).toHaveAccessibleDescription(
      /Effective field-goal %\. \(FGM \+ 0\.5·3PM\) \/ FGA/,
    );
    expect(cellOf(table, 'Ava Brooks', 2)).toHaveTextContent('51.2%');
    expect(cellOf(table, 'Cy Diaz', 2)).toHaveTextContent('—');
    expect(cellOf(table, 'Ava Brooks', 3)).toHaveTextContent('98.2');
  });

  it('sorts best first: higher-is-better descending, lower-is-better ascending, missing last', async () => {
    const user = userEvent.setup();
    const table = renderTable();

    await user.click(header('eFG%'));
    expect(screen.getByRole('columnheader', { name: /eFG%/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names(table)).toEqual(['Dee Evans', 'Ava Brooks', 'Bea Chen', 'Cy Diaz']);

    await user.click(header('eFG%'));
    expect(screen.getByRole('columnheader', { name: /eFG%/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names(table)).toEqual(['Bea Chen', 'Ava Brooks', 'Dee Evans', 'Cy Diaz']);

    await user.click(header('DRtg'));
    expect(screen.getByRole('columnheader', { name: /DRtg/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /eFG%/ })).toHaveAttribute('aria-sort', 'none');
    expect(names(table)).toEqual(['Dee Evans', 'Ava Brooks', 'Cy Diaz', 'Bea Chen']);
  });

  it('sorts from the keyboard and by an initial sort', async () => {
    const user = userEvent.setup();
    const table = renderTable({ initialSort: { key: 'ptsScored' } });
    expect(names(table)).toEqual(['Ava Brooks', 'Cy Diaz', 'Bea Chen', 'Dee Evans']);

    header('Player').focus();
    await user.keyboard('{Enter}');
    expect(names(table)).toEqual(['Ava Brooks', 'Bea Chen', 'Cy Diaz', 'Dee Evans']);
  });

  it('lets the page keep the sort: a click asks for one and the table shows what the page says', async () => {
    const user = userEvent.setup();
    const asked: StatTableSort[] = [];
    // A page that takes every sort but DRtg's.
    function Page() {
      const [sort, setSort] = useState<StatTableSort>({ key: 'ptsScored', desc: true });
      const onSortChange = (next: StatTableSort) => {
        asked.push(next);
        if (next.key !== 'drtgPlayer') setSort(next);
      };
      return (
        <StatTable
          caption="Florida players"
          rows={PLAYERS}
          rowId={(row) => String(row.playerId)}
          label={LABEL}
          columns={COLUMNS}
          sort={sort}
          onSortChange={onSortChange}
        />
      );
    }
    render(<Page />);
    const table = screen.getByRole('table', { name: 'Florida players' });
    const sortOf = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(name) }).getAttribute('aria-sort');
    expect(sortOf('PTS')).toBe('descending');
    expect(names(table)).toEqual(['Ava Brooks', 'Cy Diaz', 'Bea Chen', 'Dee Evans']);

    await user.click(header('eFG%'));
    await user.click(header('eFG%'));
    expect(asked).toEqual([
      { key: 'efgPct', desc: true },
      { key: 'efgPct', desc: false },
    ]);
    expect(sortOf('eFG%')).toBe('ascending');
    expect(sortOf('PTS')).toBe('none');
    expect(names(table)).toEqual(['Bea Chen', 'Ava Brooks', 'Dee Evans', 'Cy Diaz']);

    // Lower is better for DRtg: asked ascending first; refused, the table keeps eFG%.
    await user.click(header('DRtg'));
    expect(asked.at(-1)).toEqual({ key: 'drtgPlayer', desc: false });
    expect(sortOf('DRtg')).toBe('none');
    expect(sortOf('eFG%')).toBe('ascending');
    expect(names(table)).toEqual(['Bea Chen', 'Ava Brooks', 'Dee Evans', 'Cy Diaz']);

    // One column at a time, even with Shift held.
    await user.keyboard('{Shift>}');
    await user.click(header('Player'));
    await user.keyboard('{/Shift}');
    expect(asked.at(-1)).toEqual({ key: 'label', desc: false });
    expect(sortOf('Player')).toBe('ascending');
    expect(sortOf('eFG%')).toBe('none');
  });

  it('filters rows by name and says how many are shown', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'e');
    expect(names(table)).toEqual(['Bea Chen', 'Dee Evans']);
    expect(screen.getByText('2 of 4 rows')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(within(table).getByText('No rows match “ezzz”.')).toBeInTheDocument();
  });

  it('converts counts per game, per 40 and per 100 possessions, and leaves rates alone', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    const modes = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(modes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Per game', 'Totals', 'Per 40 min', 'Per 100 poss']);

    await user.selectOptions(modes, 'Per game');
    expect(cellOf(table, 'Ava Brooks', 1)).toHaveTextContent('15.0');
    expect(cellOf(table, 'Ava Brooks', 0)).toHaveTextContent('30');
    expect(cellOf(table, 'Ava Brooks', 2)).toHaveTextContent('51.2%');
    await user.selectOptions(modes, 'Per 40 min');
    expect(cellOf(table, 'Ava Brooks', 1)).toHaveTextContent('20.0');
    await user.selectOptions(modes, 'Per 100 poss');
    expect(cellOf(table, 'Ava Brooks', 1)).toHaveTextContent('45.0');
  });

  it('offers no switch when no column converts, or when the page turns it off', () => {
    const { unmount } = render(
      <StatTable
        caption="Rates"
        rows={PLAYERS}
        rowId={(r) => String(r.playerId)}
        label={LABEL}
        columns={['efgPct']}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    unmount();
    renderTable({ modes: false });
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('counts game rows as one game each', async () => {
    const user = userEvent.setup();
    const table = renderTable({ denominators: gameDenominators, modes: ['totals', 'per40'] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Per 40 min');
    expect(cellOf(table, 'Bea Chen', 1)).toHaveTextContent('16.0');
  });

  it('picks columns, and downloads exactly the rows and columns shown as CSV', async () => {
    const user = userEvent.setup();
    const table = renderTable({ initiallyHidden: ['drtgPlayer'] });
    expect(within(table).queryByRole('columnheader', { name: /DRtg/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columns (3/4)' }));
    await user.click(screen.getByRole('checkbox', { name: /^GP — Games played/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /GP/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Per game');
    await user.click(header('PTS'));
    await user.type(screen.getByRole('searchbox'), 'a');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('florida-players-per-game.csv');
    expect(parseCsv(downloads[0]?.csv ?? '')).toEqual([
      ['Player', 'PTS', 'eFG%'],
      ['Ava Brooks', '15.0', '51.2%'],
      ['Cy Diaz', '12.0', ''],
      ['Bea Chen', '8.0', '48.0%'],
      ['Dee Evans', '2.4', '61.0%'],
    ]);
  });

  it('colours cells by percentile among qualified rows, better blue, worse red', () => {
    const table = renderTable();
    // eFG% among the qualified: 0.5123 (2 of 2 with a value → 100th), 0.4804 (50th).
    expect(cellOf(table, 'Ava Brooks', 2)).toHaveStyle({
      backgroundColor: percentileCellColor(100),
    });
    expect(cellOf(table, 'Bea Chen', 2)).toHaveStyle({ backgroundColor: percentileCellColor(50) });
    // DRtg is lower-is-better: 98.2 is the best of 98.2, 101.0 and 104.5.
    expect(cellOf(table, 'Ava Brooks', 3)).toHaveStyle({
      backgroundColor: percentileCellColor(100),
    });
    expect(cellOf(table, 'Bea Chen', 3)).toHaveStyle({
      backgroundColor: percentileCellColor(100 / 3),
    });
    // Games played has no better end; the unqualified row is not coloured.
    expect(cellOf(table, 'Ava Brooks', 0)?.style.backgroundColor).toBe('');
    expect(cellOf(table, 'Dee Evans', 2)?.style.backgroundColor).toBe('');
  });

  it('uses percentiles the page provides, and none when asked', () => {
    const { unmount } = render(
      <StatTable
        caption="Provided"
        rows={PLAYERS}
        rowId={(r) => String(r.playerId)}
        label={LABEL}
        columns={COLUMNS}
        percentiles={(row, key) => (key === 'efgPct' && row.playerId === 2 ? 90 : null)}
      />,
    );
    let table = screen.getByRole('table');
    expect(cellOf(table, 'Bea Chen', 2)).toHaveStyle({ backgroundColor: percentileCellColor(90) });
    expect(cellOf(table, 'Ava Brooks', 2)?.style.backgroundColor).toBe('');
    unmount();
    table = renderTable({ percentiles: false });
    expect(cellOf(table, 'Ava Brooks', 2)?.style.backgroundColor).toBe('');
  });

  it('greys rows that do not qualify and says why', () => {
    const table = renderTable();
    const row = within(table).getByRole('rowheader', { name: /Dee Evans/ });
    expect(row).toHaveTextContent('Dee Evans* (not qualified)');
    expect(row.closest('tr')).toHaveClass('stat-table__row--unqualified');
    expect(screen.getByText('* Not qualified: under 10% of team minutes.')).toBeInTheDocument();
  });

  it('flips every direction for opponent rows', async () => {
    const user = userEvent.setup();
    const table = renderTable({ opponentView: true });
    await user.click(header('eFG%'));
    expect(names(table)).toEqual(['Bea Chen', 'Ava Brooks', 'Dee Evans', 'Cy Diaz']);
    expect(cellOf(table, 'Bea Chen', 2)).toHaveStyle({ backgroundColor: percentileCellColor(100) });
  });

  it('keeps only the visible rows of a long table in the DOM', () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(330);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(375);
    const many = Array.from({ length: 5000 }, (_, i) => ({
      ...PLAYERS[0],
      playerId: i + 1,
      fullName: `Player ${String(i + 1).padStart(4, '0')}`,
      ptsScored: i,
    })) as PlayerRow[];
    const table = renderTable({ rows: many, initialSort: { key: 'ptsScored', desc: false } });

    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = within(table).getAllByRole('rowheader');
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveTextContent('Player 0001');

    const box = screen.getByRole('region', { name: 'Florida players' });
    vi.spyOn(box, 'scrollTop', 'get').mockReturnValue(2000 * 33);
    act(() => {
      fireEvent.scroll(box);
    });
    expect(
      within(table).getByRole('rowheader', { name: 'Player 2001' }).closest('tr'),
    ).toHaveAttribute('aria-rowindex', '2002');
    expect(within(table).queryByRole('rowheader', { name: 'Player 0001' })).not.toBeInTheDocument();
  });
});
