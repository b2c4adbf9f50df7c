import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import { signInTier } from '@/test/data-api-test-support';
import { COMPETITION, NIL_MODEL_WITHOUT_DEALS, renderNil, serveNil } from '../nil.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

const PLAYER_BOX = `/stats/${COMPETITION}/nil/player-box`;
const METHOD = `/stats/${COMPETITION}/nil/method`;
const TABLE_NAME = "Division I NIL values 2024-25 Men's Basketball";

const nilRequests = (requests: readonly string[]) =>
  requests.filter((path) => path.startsWith('/gs/nil-') || path.startsWith('/gs/raw-nil-'));

const findTable = () => screen.findByRole('table', { name: TABLE_NAME }, { timeout: 5000 });

function shownPlayers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => within(row).getByRole('rowheader').querySelector('a')?.textContent ?? '');
}

describe('NIL page: access and addresses', () => {
  it('shows tier 2 the upgrade prompt and sends no NIL request', async () => {
    signInTier(2);
    const requests = serveNil();
    renderNil(PLAYER_BOX);
    expect(await screen.findByText('NIL predictions is part of Pro.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/my-account/subscribe/3',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'NIL predictions' })).toBeVisible();
    // The page's other reads have answered: a NIL request would have gone out by now.
    await waitFor(() =>
      expect(requests.some((path) => path.startsWith('/gs/competitions'))).toBe(true),
    );
    expect(nilRequests(requests)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['a view the area does not have', `/stats/${COMPETITION}/nil/team-box`],
    ["a women's season (NIL covers men only)", '/stats/38529/nil/player-box'],
    ['a season outside the NIL set', '/stats/41097/nil/player-box'],
    ['a malformed id', '/stats/0384/nil/player-box'],
  ])('shows the not-found page for %s', async (_, url) => {
    signInTier(3);
    const requests = serveNil();
    renderNil(url);
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(nilRequests(requests)).toEqual([]);
  });
});

describe('NIL page: player values', () => {
  it('lists the division by index with links, tiers, inputs and the simulated-data badge', async () => {
    signInTier(3);
    const requests = serveNil({}, true);
    renderNil(PLAYER_BOX);
    const table = await findTable();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    expect(shownPlayers(table)).toEqual([
      'Avery Stone',
      'Blake Rivers',
      'Casey Moor',
      'Dana Park',
      'Eli Ford',
    ]);
    const [first] = within(table).getAllByRole('row').slice(1);
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: 'Avery Stone' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/players/11/overview`,
    );
    expect(row.getByRole('link', { name: 'Purdue' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/2/overview`,
    );
    expect(first).toHaveTextContent(/96\s*Elite\s*Big Ten\s*C\s*Jr\s*100\.0%\s*\+12\.1/);
    expect(screen.getByText(/without social-media data/)).toBeVisible();
    expect(requests).toContain(`/gs/nil-predictions?competitionId=${COMPETITION}&divisionId=1`);
    expect(requests.some((path) => path.startsWith('/gs/raw-nil-anonymized'))).toBe(false);
  });

  it('filters by conference, team and position in the URL, and by name in the search box', async () => {
    signInTier(3);
    serveNil();
    const user = userEvent.setup();
    const { router } = renderNil(PLAYER_BOX);
    const table = await findTable();
    // The conference names come from the season's conferences, which may answer after the rows.
    await screen.findByRole('option', { name: 'Big East' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Conference' }), 'Big East');
    expect(router.state.location.search).toBe('?conference=5');
    expect(shownPlayers(table)).toEqual(['Casey Moor', 'Eli Ford']);
    const teams = within(screen.getByRole('combobox', { name: 'Team' }));
    expect(teams.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All teams',
      'Marquette',
    ]);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Conference' }),
      'All conferences',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Purdue');
    expect(router.state.location.search).toBe('?team=2');
    expect(shownPlayers(table)).toEqual(['Avery Stone', 'Dana Park']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'All teams');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Guards');
    expect(router.state.location.search).toBe('?position=G');
    // "G-F" is listed as a guard, as the position percentiles group it.
    expect(shownPlayers(table)).toEqual(['Blake Rivers', 'Casey Moor', 'Dana Park']);

    await user.type(screen.getByRole('searchbox', { name: 'Find a player or team' }), 'marq');
    expect(shownPlayers(table)).toEqual(['Casey Moor']);
    expect(screen.getByText('1 of 3 rows')).toBeVisible();
  });

  it('says when the filters keep nobody, and asks for another division when it changes', async () => {
    signInTier(3);
    const requests = serveNil();
    const user = userEvent.setup();
    const { router } = renderNil(`${PLAYER_BOX}?conference=5&position=C`);
    expect(await screen.findByText('No rated player matches these filters')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Division' }), 'Division II');
    expect(router.state.location.search).toBe('?division=2&position=C');
    await waitFor(() =>
      expect(requests).toContain(`/gs/nil-predictions?competitionId=${COMPETITION}&divisionId=2`),
    );
  });

  it('sorts by a column and downloads the rows shown as CSV', async () => {
    signInTier(3);
    serveNil();
    downloads.length = 0;
    const user = userEvent.setup();
    renderNil(`${PLAYER_BOX}?team=2`);
    const table = await findTable();
    await screen.findByRole('option', { name: 'Big Ten' });
    await user.click(within(table).getByRole('button', { name: /Min pctl/ }));
    expect(shownPlayers(table)).toEqual(['Avery Stone', 'Dana Park']);
    await user.click(within(table).getByRole('button', { name: /^BPM/ }));
    await user.click(within(table).getByRole('button', { name: /^BPM/ }));
    expect(shownPlayers(table)).toEqual(['Dana Park', 'Avery Stone']);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('division-i-nil-values-2024-25-men-s-basketball.csv');
    expect(parseCsv(downloads[0]?.csv ?? '')).toEqual([
      [
        'Player',
        'NIL',
        'Tier',
        'Conf',
        'Pos',
        'Class',
        'Rtg pctl',
        'BPM',
        'Min pctl',
        'MIN',
        'Prestige pctl',
        'Prestige',
        'Team pctl',
        'Team AdjEM',
        'Transfer',
      ],
      [
        'Dana Park (Purdue)',
        '55',
        'Mid',
        'Big Ten',
        'G',
        'Jr',
        '40.0%',
        '+3.2',
        '40.0%',
        '800:00',
        '100.0%',
        '1.90',
        '100.0%',
        '+30.2',
        'No',
      ],
      [
        'Avery Stone (Purdue)',
        '96',
        'Elite',
        'Big Ten',
        'C',
        'Jr',
        '100.0%',
        '+12.1',
        '80.0%',
        '1100:00',
        '100.0%',
        '1.90',
        '100.0%',
        '+30.2',
        'No',
      ],
    ]);
  });

  it('shows a failed read with a Retry that asks again', async () => {
    signInTier(3);
    let failures = 1;
    serveNil({
      'nil-predictions': () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Database busy' }, { status: 500 });
        return [];
      },
    });
    const user = userEvent.setup();
    renderNil(PLAYER_BOX);
    expect(await screen.findByText('The NIL values could not be loaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(/No NIL values for Division I this season/)).toBeVisible();
  });

  it('switches season to the same view of the other NIL season', async () => {
    signInTier(3);
    serveNil();
    const user = userEvent.setup();
    const { router } = renderNil(`${PLAYER_BOX}?team=2`);
    const season = await screen.findByRole('combobox', { name: 'Season' });
    expect(
      within(season)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["2024-25 Men's Basketball", "2023-24 Men's Basketball"]);
    await user.selectOptions(season, '36045');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stats/36045/nil/player-box'));
    expect(router.state.location.search).toBe('');
  });
});

describe('NIL page: method', () => {
  const fitTable = () =>
    screen.findByRole(
      'table',
      { name: /Held-out error by season in Division I, index against the median deal/ },
      { timeout: 5000 },
    );

  it('explains the index and spreads the pool over the tiers', async () => {
    signInTier(3);
    const requests = serveNil();
    renderNil(METHOD);
    const table = await screen.findByRole(
      'table',
      { name: '5 rated players in Division I, by tier' },
      { timeout: 5000 },
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Elite90 to 100120.0%',
      'High75 to under 90120.0%',
      'Mid50 to under 75240.0%',
      'Low25 to under 50120.0%',
    ]);
    expect(screen.getByText(/Rating \(45\.0%\):/)).toBeVisible();
    expect(screen.getByText(/Team \(10\.0%\):/)).toBeVisible();
    expect(requests).toContain(`/gs/raw-nil-anonymized?competitionId=${COMPETITION}&divisionId=1`);
    await waitFor(() =>
      expect(requests).toContain(`/gs/nil-model/competition/${COMPETITION}/division/1/`),
    );
    expect(requests.some((path) => path.startsWith('/gs/nil-predictions'))).toBe(false);
  });

  it('shows the held-out error in plain words, per season against the median, with the badge', async () => {
    signInTier(3);
    serveNil({}, true);
    renderNil(METHOD);
    const table = await fitTable();
    // Pooled: 124 deals over two seasons; within ×2 47.5% → 48% vs 30%; a typical miss e^1.15
    // = 3.16 → 3.2 vs e^1.6 = 4.95 → 5.0; median error 80% vs 190%; Spearman 0.60.
    expect(
      screen.getByText(/Tested on 124 disclosed deals over 2 seasons, each season predicted/),
    ).toBeVisible();
    expect(
      screen.getByText(
        /within a factor of two of the actual deal for 48% of players; giving everyone the median deal manages 30%/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/A typical miss is a factor of 3\.2 \(the median for everyone: 5\.0\)/),
    ).toBeVisible();
    expect(screen.getByText(/rank correlation of 0\.60/)).toBeVisible();
    // Per season: e^1.1 = 3.00 → ×3.0, e^1.2 = 3.32 → ×3.3; the baseline's e^1.6 → ×5.0.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2023-2460$4,20050% / 30%×3.0 / ×5.00.61',
      '2024-2564$4,65045% / 30%×3.3 / ×5.00.58',
    ]);
    expect(within(table).getByText('Simulated data')).toBeVisible();
    const bands = screen.getByRole('table', { name: /Typical yearly deal by tier in Division I/ });
    expect(within(bands).getAllByRole('row')[1]?.textContent).toBe('Elite$40,000 to $66,000');
    expect(screen.queryByText(/There is no held-out error to show/)).not.toBeInTheDocument();
  });

  it('says honestly that a warehouse without deal values has no held-out error', async () => {
    signInTier(3);
    serveNil({ 'nil-model': () => [NIL_MODEL_WITHOUT_DEALS] });
    renderNil(METHOD);
    expect(
      await screen.findByText(
        /There is no held-out error to show for Division I\. This warehouse holds no NIL deal values/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('table', { name: /Held-out error by season/ }),
    ).not.toBeInTheDocument();
  });
});
