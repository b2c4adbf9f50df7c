import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import { signInTier } from '@/test/data-api-test-support';
import {
  COMPETITION,
  NO_MODEL_REASON,
  draftRequests,
  renderDraft,
  serveDraft,
  serveDraftWithoutModel,
} from '../draft.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

const PLAYER_BOX = `/stats/${COMPETITION}/draft/player-box`;
const TABLE_NAME = "Division I draft prospects 2024-25 Men's Basketball";

const findTable = () => screen.findByRole('table', { name: TABLE_NAME }, { timeout: 5000 });

function shownPlayers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => within(row).getByRole('rowheader').querySelector('a')?.textContent ?? '');
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');

describe('Draft page: access and addresses', () => {
  it('shows a visitor what opens the area and sends no draft request', async () => {
    const requests = serveDraft();
    renderDraft(PLAYER_BOX);
    expect(
      await screen.findByText('Draft prospects needs a free, verified account.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Draft prospects' })).toBeVisible();
    // The page's other reads have answered: a draft request would have gone out by now.
    await waitFor(() =>
      expect(requests.some((path) => path.startsWith('/gs/competitions'))).toBe(true),
    );
    expect(draftRequests(requests)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens at tier 1 for both genders', async () => {
    signInTier(1);
    const requests = serveDraft();
    renderDraft('/stats/38529/draft/player-box');
    await waitFor(() =>
      expect(requests).toContain('/gs/draft-prospects/competition/38529/division/1/'),
    );
    expect(screen.queryByRole('region', { name: /is locked$/ })).not.toBeInTheDocument();
  });

  it.each([
    ['a view the area does not have', `/stats/${COMPETITION}/draft/team-box`],
    ['a season outside the draft set', '/stats/41097/draft/player-box'],
    ['a season before it', '/stats/17001/draft/player-box'],
    ['a malformed id', '/stats/0384/draft/player-box'],
  ])('shows the not-found page for %s', async (_, url) => {
    signInTier(1);
    const requests = serveDraft();
    renderDraft(url);
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(draftRequests(requests)).toEqual([]);
  });
});

describe('Draft page: prospects', () => {
  it('lists the division by draft probability with links, formatted values and the projection line', async () => {
    signInTier(1);
    const requests = serveDraft({}, true);
    renderDraft(PLAYER_BOX);
    const table = await findTable();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    expect(shownPlayers(table)).toEqual([
      'Avery Stone',
      'Blake Rivers',
      'Casey Moor',
      'Dana Park',
      'Eli Ford',
    ]);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: 'Avery Stone' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/players/11/overview`,
    );
    expect(row.getByRole('link', { name: 'Purdue' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/2/overview`,
    );
    expect(first).toHaveTextContent(
      /91\.2%\s*100\s*1\s*Lottery\s*4\s*1\s*Big Ten\s*C\s*Fr\.\s*7'0"\s*19\.0\s*30\s*31:30\s*\+9\.5\s*\+7\.8\s*28\.1%\s*58\.5%/,
    );
    expect(first).toHaveTextContent(/12\.0%\s*71\.4%\s*\+11\.3$/);
    expect(second).toHaveTextContent(/Lottery\s*33\s*2\s*Big Ten/);
    // Known draft, no pick: undrafted.
    expect(third).toHaveTextContent(/First round\s*—\s*Undrafted\s*Big East/);
    expect(await screen.findByText(/fitted on the drafts after 2022-23, 2023-24\./)).toBeVisible();
    expect(requests).toContain(`/gs/draft-prospects/competition/${COMPETITION}/division/1/`);
    expect(requests).toContain(`/gs/draft-model/competition/${COMPETITION}/`);
  });

  it('filters by conference, team, class and projected tier in the URL, and by name in the search box', async () => {
    signInTier(1);
    serveDraft();
    const user = userEvent.setup();
    const { router } = renderDraft(PLAYER_BOX);
    const table = await findTable();
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Freshmen');
    expect(router.state.location.search).toBe('?class=fr');
    expect(shownPlayers(table)).toEqual(['Avery Stone']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'All classes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Projected tier' }), 'Lottery');
    expect(router.state.location.search).toBe('?tier=lottery');
    expect(shownPlayers(table)).toEqual(['Avery Stone', 'Blake Rivers']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Projected tier' }), 'All tiers');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Guards');
    expect(router.state.location.search).toBe('?position=G');
    await user.type(screen.getByRole('searchbox', { name: 'Find a player or team' }), 'marq');
    expect(shownPlayers(table)).toEqual(['Casey Moor']);
    expect(screen.getByText('1 of 3 rows')).toBeVisible();
  });

  it('sorts by a column and downloads the rows shown as CSV', async () => {
    signInTier(1);
    serveDraft();
    downloads.length = 0;
    const user = userEvent.setup();
    renderDraft(`${PLAYER_BOX}?team=2`);
    const table = await findTable();
    await screen.findByRole('option', { name: 'Big Ten' });
    await user.click(within(table).getByRole('button', { name: /^Age est\./ }));
    expect(shownPlayers(table)).toEqual(['Dana Park', 'Avery Stone']);
    await user.click(within(table).getByRole('button', { name: /^Adj BPM/ }));
    expect(shownPlayers(table)).toEqual(['Avery Stone', 'Dana Park']);
    await user.click(within(table).getByRole('button', { name: /^Adj BPM/ }));
    expect(shownPlayers(table)).toEqual(['Dana Park', 'Avery Stone']);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('division-i-draft-prospects-2024-25-men-s-basketball.csv');
    const [header, dana] = parseCsv(downloads[0]?.csv ?? '');
    expect(header?.slice(0, 8)).toEqual([
      'Player',
      'Draft %',
      'Score',
      'Proj rank',
      'Proj tier',
      'Pick',
      'Round',
      'Conf',
    ]);
    expect(header).not.toContain('MIN');
    expect(dana?.slice(0, 13)).toEqual([
      'Dana Park (Purdue)',
      '5.0%',
      '40',
      '70',
      'Undrafted',
      '',
      'Undrafted',
      'Big Ten',
      'G',
      'Sr.',
      '6\'6"',
      '22.0',
      '30',
    ]);
    expect(dana).toContain('-0.9');
  });

  it('shows the indicators without a projection, and says why, when there is no model', async () => {
    signInTier(1);
    serveDraftWithoutModel();
    const { router } = renderDraft(`${PLAYER_BOX}?tier=lottery`);
    const table = await findTable();
    expect(
      await screen.findByText(
        new RegExp(`No draft projection for this season\\. ${NO_MODEL_REASON}\\.`),
      ),
    ).toBeVisible();
    // A tier in a shared link is not applied where no tier exists.
    expect(shownPlayers(table)).toHaveLength(5);
    expect(router.state.location.search).toBe('?tier=lottery');
    const shown = headers(table);
    expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(/^BPM/)]));
    for (const absent of ['Draft %', 'Score', 'Proj rank', 'Proj tier', 'Pick', 'Round']) {
      expect(shown.some((text) => text.startsWith(absent))).toBe(false);
    }
    expect(screen.queryByRole('combobox', { name: 'Projected tier' })).not.toBeInTheDocument();
  });

  it('tells a free member his list holds his trial players only, and why it is empty', async () => {
    signInTier(1);
    serveDraft({ 'draft-prospects': () => [] });
    renderDraft(PLAYER_BOX);
    expect(
      await screen.findByText(/None of your trial players is a rated player of Division I/),
    ).toBeVisible();
    expect(screen.getByText('Your trial players', { exact: true })).toBeVisible();
  });

  it('shows a failed read with a Retry that asks again', async () => {
    signInTier(2);
    let failures = 1;
    serveDraft({
      'draft-prospects': () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Database busy' }, { status: 500 });
        return [];
      },
    });
    const user = userEvent.setup();
    renderDraft(PLAYER_BOX);
    expect(await screen.findByText('The draft prospects could not be loaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(/No rated players in Division I this season/)).toBeVisible();
  });

  it('switches season to the same view of another draft season, either gender', async () => {
    signInTier(1);
    serveDraft();
    const user = userEvent.setup();
    const { router } = renderDraft(`${PLAYER_BOX}?team=2`);
    const season = await screen.findByRole('combobox', { name: 'Season' });
    const options = within(season)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(10);
    expect(options[0]).toBe("2024-25 Men's Basketball");
    expect(options).toContain("2020-21 Women's Basketball");
    await user.selectOptions(season, '38529');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/38529/draft/player-box'),
    );
    expect(router.state.location.search).toBe('');
  });
});
