import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { percentileCellColor } from '@/lib/charts/color-scales';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  MEN_COMPETITION,
  WOMEN_COMPETITION,
  renderSplits,
  serveSplits,
} from '../split-comparisons.test-utils';

const signInTier = (value: number) =>
  signInForTest({ user: testUser(), tier: { value, label: `Tier ${value}`, expiresAt: null } });

const PAGE = '/tools/split-comparisons/mens/d1';
const SCOPES =
  'season-home-away-neutral-confReg-wins-losses-l5g-l10g-quad1-quad2-quad3-quad4-clutch';

const teamStatsPath = (stat: string, competitionId = MEN_COMPETITION) =>
  `/gs/team-agg-stats/competition/${competitionId}/division/1/scopes/${SCOPES}/isoffense/true/fields/teamMarket-scope-gp-gpStats-${stat}/`;

const findTable = () => screen.findByRole('table', { name: /by split/ }, { timeout: 5000 });

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
}

const rowNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

/** The header cell whose sort button reads `name` (its visible text, sort mark left out). */
function headerCell(table: HTMLElement, name: string): HTMLElement {
  const header = within(table)
    .getAllByRole('columnheader')
    .find((cell) => cell.querySelector('button > span')?.textContent === name);
  if (header === undefined) throw new Error(`No column "${name}"`);
  return header;
}

function cell(table: HTMLElement, team: string, column: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.indexOf(headerCell(table, column));
  const row = bodyRows(table).find(
    (candidate) => within(candidate).getByRole('rowheader').textContent === team,
  );
  const found = row?.children[index];
  if (!(found instanceof HTMLElement)) throw new Error(`No cell ${team} × ${column}`);
  return found;
}

/** The value line of a split cell (the games line under it left out). */
const valueOf = (element: HTMLElement) =>
  element.querySelector('.split-table__value')?.textContent ?? element.textContent;

/** The games line of a split cell: its number. */
const gamesOf = (element: HTMLElement) =>
  element.querySelector('.split-table__games')?.firstChild?.textContent;

/** A colour as the browser reports it, to compare with an element's style. */
function cssColor(color: string): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = color;
  return probe.style.backgroundColor;
}

describe('Split comparisons page', () => {
  it('compares home and away net rating for the division in one request', async () => {
    signInTier(1);
    const requests = serveSplits();
    renderSplits(PAGE);
    const table = await findTable();
    expect(table).toHaveAccessibleName("Net rating by split, Division I, 2024-25 Men's Basketball");
    // Difference first (largest first), thin Charlie (2 home games) after the others.
    expect(rowNames(table)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(cell(table, 'Alpha', 'Home − Away')).toHaveTextContent('+10.0');
    expect(cell(table, 'Bravo', 'Home − Away')).toHaveTextContent('−2.0');
    expect(cell(table, 'Charlie', 'Home − Away')).toHaveTextContent(/^\+20\.0\*/);
    expect(valueOf(cell(table, 'Alpha', 'Home (A)'))).toBe('+12.0');
    expect(gamesOf(cell(table, 'Alpha', 'Home (A)'))).toBe('10');
    expect(gamesOf(cell(table, 'Charlie', 'Home (A)'))).toBe('2');
    expect(cell(table, 'Charlie', 'Home (A)')).toHaveTextContent('fewer than 3 games');
    // Halves from team-period-stats; overtime and the other division's team left out.
    expect(valueOf(cell(table, 'Alpha', '1st half'))).toBe('+5.0');
    expect(valueOf(cell(table, 'Bravo', '2nd half'))).toBe('+8.0');
    expect(cell(table, 'Alpha', 'Conf')).toHaveTextContent('ACC');
    expect(screen.queryByText('OT')).not.toBeInTheDocument();
    expect(screen.getAllByText('Simulated data').length).toBeGreaterThan(0);
    expect(requests).toContain(teamStatsPath('netRtg'));
    expect(requests).toContain(
      `/gs/team-period-stats?competitionId=${MEN_COMPETITION}&isOffense=true&fields=period,gpPbp,netRtg`,
    );
    expect(requests.filter((path) => path.startsWith('/gs/team-agg-stats'))).toHaveLength(1);
    expect(
      screen
        .getByRole('list', { name: 'Home and Away by team' })
        .querySelectorAll('[role=listitem]'),
    ).toHaveLength(2);
  });

  it('changes the stat and the splits in the URL and the numbers with them', async () => {
    signInTier(1);
    const requests = serveSplits();
    const { router } = renderSplits(PAGE);
    await findTable();

    await userEvent.selectOptions(screen.getByLabelText('Stat'), 'efgPct');
    expect(router.state.location.search).toBe('?stat=efgPct');
    let table = await screen.findByRole('table', { name: /Effective field-goal % by split/ });
    expect(cell(table, 'Alpha', 'Home − Away (percentage points)')).toHaveTextContent('+5.0');
    expect(cell(table, 'Bravo', 'Home − Away (percentage points)')).toHaveTextContent('−4.0');
    expect(valueOf(cell(table, 'Alpha', 'Home (A)'))).toBe('55.0%');
    expect(requests).toContain(teamStatsPath('efgPct'));

    await userEvent.selectOptions(screen.getByLabelText('Stat'), 'netRtg');
    await userEvent.selectOptions(screen.getByLabelText('Split A'), 'season');
    expect(router.state.location.search).toBe('?a=season');
    table = await findTable();
    expect(cell(table, 'Alpha', 'Season − Away')).toHaveTextContent('+5.0');
    expect(cell(table, 'Bravo', 'Season − Away')).toHaveTextContent('−1.0');
    expect(headerCell(table, 'Season (A)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Swap A and B' }));
    expect(router.state.location.search).toBe('?a=away&b=season');
    expect(cell(await findTable(), 'Alpha', 'Away − Season')).toHaveTextContent('−5.0');
  });

  it('shows totals per game and back, for a stat that is a total', async () => {
    signInTier(1);
    serveSplits();
    const { router } = renderSplits(`${PAGE}?stat=ptsScored`);
    let table = await findTable();
    expect(valueOf(cell(table, 'Alpha', 'Home (A)'))).toBe('80.0');
    expect(cell(table, 'Bravo', 'Home − Away')).toHaveTextContent('−6.0');

    await userEvent.click(screen.getByRole('button', { name: 'Totals' }));
    expect(router.state.location.search).toBe('?stat=ptsScored&mode=totals');
    table = await findTable();
    expect(valueOf(cell(table, 'Alpha', 'Home (A)'))).toBe('800');
    expect(cell(table, 'Alpha', 'Home − Away')).toHaveTextContent('+240');
  });

  it('colours the difference by the stat’s direction', async () => {
    signInTier(1);
    serveSplits();
    renderSplits(`${PAGE}?stat=efgPct`);
    let table = await findTable();
    // Higher is better: Alpha's +5.0 (the widest) is the best blue, Bravo's −4.0 red.
    let alpha = cell(table, 'Alpha', 'Home − Away (percentage points)');
    expect(alpha.style.backgroundColor).toBe(cssColor(percentileCellColor(100)));
    expect(alpha).toHaveTextContent('better in Home');
    expect(cell(table, 'Bravo', 'Home − Away (percentage points)')).toHaveTextContent(
      'worse in Home',
    );

    // Lower is better: Alpha turns the ball over 5.0 points less at home, which is blue;
    // Bravo's +2.0 of 5.0 is 40% of the way to the worst red (percentile 30).
    await userEvent.selectOptions(screen.getByLabelText('Stat'), 'tovPct');
    table = await screen.findByRole('table', { name: /Turnover % by split/ });
    alpha = cell(table, 'Alpha', 'Home − Away (percentage points)');
    const bravo = cell(table, 'Bravo', 'Home − Away (percentage points)');
    expect(alpha).toHaveTextContent('−5.0');
    expect(alpha.style.backgroundColor).toBe(cssColor(percentileCellColor(100)));
    expect(alpha).toHaveTextContent('better in Home');
    expect(bravo).toHaveTextContent('+2.0');
    expect(bravo.style.backgroundColor).toBe(cssColor(percentileCellColor(30)));
    expect(bravo).toHaveTextContent('worse in Home');
    // Thin differences are not coloured.
    expect(cell(table, 'Charlie', 'Home − Away (percentage points)').style.backgroundColor).toBe(
      '',
    );
  });

  it('sorts by the difference and by name from the headers, in the URL', async () => {
    signInTier(1);
    serveSplits();
    const { router } = renderSplits(PAGE);
    let table = await findTable();
    expect(headerCell(table, 'Home − Away')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(headerCell(table, 'Home − Away')).getByRole('button'));
    expect(router.state.location.search).toBe('?order=asc');
    table = await findTable();
    expect(headerCell(table, 'Home − Away')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(table)).toEqual(['Bravo', 'Alpha', 'Charlie']);

    await userEvent.click(within(headerCell(table, 'Team')).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=team&order=asc');
    expect(rowNames(await findTable())).toEqual(['Alpha', 'Bravo', 'Charlie']);

    // With the minimum at 2 games Charlie's +20.0 counts and leads.
    await userEvent.selectOptions(screen.getByLabelText('Fewest games'), '2');
    await userEvent.click(within(headerCell(await findTable(), 'Home − Away')).getByRole('button'));
    expect(rowNames(await findTable())).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it('keeps one conference from the same rows without asking again', async () => {
    signInTier(1);
    const requests = serveSplits();
    const { router } = renderSplits(PAGE);
    await findTable();
    await userEvent.selectOptions(screen.getByLabelText('Conference'), 'ACC Conference');
    expect(router.state.location.search).toBe('?conference=1');
    const table = await screen.findByRole('table', { name: /ACC, Division I/ });
    expect(rowNames(table)).toEqual(['Alpha', 'Charlie']);
    expect(requests.filter((path) => path.startsWith('/gs/team-agg-stats'))).toHaveLength(1);
  });

  it('opens the other gender’s page for the same season year', async () => {
    signInTier(1);
    serveSplits();
    const { router } = renderSplits(`${PAGE}?stat=efgPct`);
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: "Women's" }));
    expect(router.state.location.pathname).toBe('/tools/split-comparisons/womens/d1');
    expect(router.state.location.search).toBe('?stat=efgPct');
    expect(screen.getByLabelText('Season')).toHaveValue(String(WOMEN_COMPETITION));
    // Women's seasons are played in quarters.
    expect(
      within(screen.getByLabelText('Split A')).getByRole('option', { name: 'Q4' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Division II' }));
    expect(router.state.location.pathname).toBe('/tools/split-comparisons/womens/d2');
  });

  it('falls back to the defaults for unreadable URL values', async () => {
    signInTier(1);
    const requests = serveSplits();
    renderSplits(
      `${PAGE}?stat=bogus&a=nowhere&b=q3&season=${WOMEN_COMPETITION}&minGames=7&sort=x&order=up&conference=abc&mode=per40`,
    );
    const table = await findTable();
    expect(table).toHaveAccessibleName("Net rating by split, Division I, 2024-25 Men's Basketball");
    expect(headerCell(table, 'Home − Away')).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames(table)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(screen.getByLabelText('Fewest games')).toHaveValue('3');
    expect(requests).toContain(teamStatsPath('netRtg'));
  });

  it('answers an unknown gender or division with the not-found page', async () => {
    signInTier(1);
    const requests = serveSplits();
    const first = renderSplits('/tools/split-comparisons/coed/d1');
    expect(await screen.findByText('page not found')).toBeVisible();
    first.unmount();
    renderSplits('/tools/split-comparisons/mens/d4');
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('shows a visitor what opens the tool and asks for no statistics', async () => {
    const requests = serveSplits();
    renderSplits(PAGE);
    const locked = await screen.findByRole(
      'region',
      { name: 'Split comparisons is locked' },
      { timeout: 5000 },
    );
    expect(locked).toHaveTextContent('needs a free, verified account');
    expect(within(locked).getByRole('link', { name: 'Sign up free' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });
});
