import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInTier } from '@/test/data-api-test-support';
import { MEN, renderPortal, servePortal } from '../transfer-portal.test-utils';

/** Each body row's cells as text: the row header first. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );
}

async function renderView(view: 'teams' | 'conferences', search = '') {
  signInTier(3);
  servePortal();
  const rendered = renderPortal(`/stats/${MEN}/portal/${view}${search}`);
  const caption = `Men's transfer portal by ${view === 'teams' ? 'team' : 'conference'}`;
  const table = await screen.findByRole('table', { name: caption }, { timeout: 5000 });
  return { ...rendered, table };
}

describe('Transfer portal by team', () => {
  it('nets each school’s arrivals against its departures, highest net rating value first', async () => {
    const { table } = await renderView('teams');
    // Arrived, committed elsewhere, still in the portal, withdrew, net MIN, net PTS, net rating.
    // Duke: in Alpha (900, 500, 3.6); out Bravo (600, 250, 0.8) and Charlie (300, 90, −0.2).
    // Kansas: in Bravo; Delta withdrew, so he does not count as leaving.
    // Iona: out Echo, who has no season line: counted, adds nothing.
    // Drake: in Echo and Foxtrot (800, 400, 2.0); out Alpha. Lewis: out Foxtrot.
    expect(rowsOf(table)).toEqual([
      ['Duke', 'ACC', '1', '1', '1', '0', '0', '+160', '+3.0'],
      ['Kansas', 'Big 12', '1', '0', '0', '1', '+600', '+250', '+0.8'],
      ['Iona', 'MAAC', '0', '1', '0', '0', '0', '0', '0.0'],
      ['Drake', 'MVC', '2', '1', '0', '0', '−100', '−100', '−1.6'],
      ['Lewis', 'GLVC', '0', '1', '0', '0', '−800', '−400', '−2.0'],
    ]);
    // The school's page this season, whose id differs from last season's.
    expect(within(table).getByRole('link', { name: 'Kansas' })).toHaveAttribute(
      'href',
      `/stats/${MEN}/teams/202/overview`,
    );
    // A school only left has last season's page.
    expect(within(table).getByRole('link', { name: 'Lewis' })).toHaveAttribute(
      'href',
      '/stats/36045/teams/105/overview',
    );

    // The first school's moves are listed below.
    expect(screen.getByLabelText('Net change of Duke')).toHaveTextContent(
      'Net minutes: 0 · Net points: +160 · Net rating value: +3.0',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Arrived at Duke' }))).toEqual([
      ['Alpha Guard', 'Drake', '900:00', '500', '+6.0', '+3.6'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Left Duke' }))).toEqual([
      ['Bravo Forward', 'Kansas', '600:00', '250', '+2.0', '+0.8'],
      ['Charlie Center', 'In the portal', '300:00', '90', '−1.0', '−0.2'],
    ]);
  });

  it('lists who arrived and who left the school picked, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderView('teams');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Drake');
    expect(router.state.location.search).toBe('?group=Drake');
    expect(screen.getByLabelText('Net change of Drake')).toHaveTextContent(
      'Net minutes: −100 · Net points: −100 · Net rating value: −1.6',
    );
    // Echo has no season line: he arrived, and adds nothing to the sums.
    expect(rowsOf(screen.getByRole('table', { name: 'Arrived at Drake' }))).toEqual([
      ['Echo Reserve', 'Iona', '—', '—', '—', '—'],
      ['Foxtrot Two', 'Lewis', '800:00', '400', '+4.0', '+2.0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Left Drake' }))).toEqual([
      ['Alpha Guard', 'Duke', '900:00', '500', '+6.0', '+3.6'],
    ]);
  });

  it('says so when a school had nobody arrive', async () => {
    await renderView('teams', '?group=Lewis');
    expect(screen.getByText('Arrived at Lewis:')).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: 'Left Lewis' }))).toEqual([
      ['Foxtrot Two', 'Drake', '800:00', '400', '+4.0', '+2.0'],
    ]);
  });
});

describe('Transfer portal by conference', () => {
  it('nets each conference’s arrivals against its departures', async () => {
    const { table } = await renderView('conferences');
    expect(rowsOf(table)).toEqual([
      ['ACC', '1', '1', '1', '0', '0', '+160', '+3.0'],
      ['Big 12', '1', '0', '0', '1', '+600', '+250', '+0.8'],
      ['MAAC', '0', '1', '0', '0', '0', '0', '0.0'],
      ['MVC', '2', '1', '0', '0', '−100', '−100', '−1.6'],
      ['GLVC', '0', '1', '0', '0', '−800', '−400', '−2.0'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('2');
    expect(rowsOf(screen.getByRole('table', { name: 'Arrived at ACC' }))).toEqual([
      ['Alpha Guard', 'Drake', '900:00', '500', '+6.0', '+3.6'],
    ]);
  });
});
