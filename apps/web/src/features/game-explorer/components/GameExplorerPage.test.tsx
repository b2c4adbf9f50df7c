import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import {
  MEN_COMPETITION,
  renderExplorer,
  searchReply,
  serveExplorer,
  signInTier,
} from '../game-explorer.test-utils';

const PAGE = `/tools/game-explorer/${MEN_COMPETITION}/d1`;

const findTable = () =>
  screen.findByRole('table', { name: /^Games, Division I/ }, { timeout: 5000 });

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
}

/** Each shown game as its link text, in table order. */
const gamesShown = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('link').textContent);

function cell(table: HTMLElement, game: string, column: string): string {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex(
    (header) => header.querySelector('button > span')?.textContent === column,
  );
  const row = bodyRows(table).find(
    (candidate) => within(candidate).getByRole('link').textContent === game,
  );
  return row?.children[index]?.textContent ?? `no cell ${game} × ${column}`;
}

const UPSET = 'Alpha 70 at Bravo 72';
const BLOWOUT = 'Charlie 60 at Alpha 80';
const BOX_ONLY = 'Charlie 77 vs. Bravo 74';
const NATIONAL = 'Delta 66 vs. Alpha 65';

describe('Game explorer page', () => {
  it('asks the server for the first games newest first and shows them with their figures', async () => {
    signInTier(1);
    const requests = serveExplorer();
    renderExplorer(PAGE);
    const table = await findTable();
    expect(gamesShown(table)).toEqual([NATIONAL, BOX_ONLY, BLOWOUT, UPSET]);
    expect(cell(table, UPSET, 'Margin')).toBe('2');
    expect(cell(table, UPSET, 'Total')).toBe('142');
    expect(cell(table, UPSET, 'Comeback')).toBe('8');
    expect(cell(table, UPSET, 'Lead chg')).toBe('10');
    expect(cell(table, UPSET, 'Win prob')).toBe('30.0%');
    expect(cell(table, NATIONAL, 'Comeback')).toBe('12');
    expect(cell(table, NATIONAL, 'Run')).toBe('14');
    expect(cell(table, NATIONAL, 'Round')).toBe('First Round');
    expect(cell(table, BOX_ONLY, 'OT')).toBe('1');
    // The winner's probability is the away side's here: 1 − 0.45.
    expect(cell(table, BOX_ONLY, 'Win prob')).toBe('55.0%');
    expect(screen.getByText(/^4 games match\./)).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('/gs/game-explorer-search'))).toEqual([
      `/gs/game-explorer-search?competitionId=${MEN_COMPETITION}&divisionId=1&sortBy=date&limit=200`,
    ]);
  });

  it('says a box-only game has no play-by-play and shows dashes, not zeros', async () => {
    signInTier(1);
    serveExplorer();
    renderExplorer(PAGE);
    const table = await findTable();
    for (const column of ['Big lead', 'Comeback', 'Run', 'Lead chg']) {
      expect(cell(table, BOX_ONLY, column)).toBe('—');
    }
    expect(cell(table, BOX_ONLY, 'Game')).toContain('No play-by-play');
    expect(screen.getByText(/1 of those shown has no play-by-play/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Bravo win probability: 30.0% at tip-off, low 12.0%, high 100.0%, 100.0% at the end',
      }),
    ).toBeInTheDocument();
  });

  it('searches by comeback as one types and keeps the search in the address', async () => {
    signInTier(1);
    const requests = serveExplorer();
    const { router } = renderExplorer(PAGE);
    await findTable();
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: "Winner's comeback, at least" }), '10');
    await waitFor(async () => expect(gamesShown(await findTable())).toEqual([NATIONAL]));
    expect(router.state.location.search).toBe('?comebackMin=10');
    // One search once typing pauses, not one per keystroke.
    expect(requests.filter((request) => request.includes('explorerFilter'))).toEqual([
      `/gs/game-explorer-search?competitionId=${MEN_COMPETITION}&divisionId=1&explorerFilter=comeback%3A10%3A&sortBy=date&limit=200`,
    ]);
    expect(screen.getByText(/^1 game matches\./)).toBeInTheDocument();
  });

  it("finds upsets by the winner's pre-game win probability, biggest first", async () => {
    signInTier(1);
    serveExplorer();
    // Bravo won at 30%, Delta at 1 − 0.6 = 40%, Charlie at 55%, Alpha at 90%.
    renderExplorer(`${PAGE}?winProbMax=40&sort=upset`);
    expect(gamesShown(await findTable())).toEqual([UPSET, NATIONAL]);
  });

  it('combines a team, the site and a tournament stage', async () => {
    signInTier(1);
    serveExplorer();
    renderExplorer(`${PAGE}?teams=1&site=neutral&stage=national&round=1`);
    expect(gamesShown(await findTable())).toEqual([NATIONAL]);
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveDisplayValue('Alpha');
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveDisplayValue('First Round');
  });

  it('names the teams of an address that picks several', async () => {
    signInTier(1);
    serveExplorer();
    renderExplorer(`${PAGE}?teams=2-3`);
    // Every game has Bravo or Charlie in it except Delta against Alpha.
    expect(gamesShown(await findTable())).toEqual([BOX_ONLY, BLOWOUT, UPSET]);
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveDisplayValue('Bravo or Charlie');
  });

  it('sorts by the chosen figure', async () => {
    signInTier(1);
    serveExplorer();
    renderExplorer(`${PAGE}?sort=comeback`);
    const table = await findTable();
    // Box-only (unknown comeback) last.
    expect(gamesShown(table)).toEqual([NATIONAL, UPSET, BLOWOUT, BOX_ONLY]);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Closest finish');
    await waitFor(async () =>
      expect(gamesShown(await findTable())).toEqual([NATIONAL, UPSET, BOX_ONLY, BLOWOUT]),
    );
  });

  it('says so when no game matches, and ignores unreadable values in the address', async () => {
    signInTier(1);
    serveExplorer();
    renderExplorer(`${PAGE}?marginMin=30&totalMax=abc`);
    expect(await screen.findByText('No games match this search.')).toBeInTheDocument();
    expect(screen.getByText(/Widen a range or clear a filter/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Total points, at most' })).toHaveValue(null);
  });

  it('says how many games matched when more match than are shown, and which are shown', async () => {
    signInTier(1);
    serveExplorer({
      'game-explorer-search': (url) =>
        searchReply(url).map((row) => ({ ...row, searchMatches: 1234 })),
    });
    renderExplorer(`${PAGE}?sort=comeback`);
    await findTable();
    expect(
      screen.getByText(
        /^1,234 games match; the first 4 are shown, sorted by biggest comeback\. Narrow the search/,
      ),
    ).toBeInTheDocument();
  });

  /** A server that keeps only the first two games of a search out of 1,234 that "matched". */
  const serveFirstTwo = () =>
    serveExplorer({
      'game-explorer-search': (url) =>
        searchReply(url)
          .slice(0, 2)
          .map((row) => ({ ...row, searchMatches: 1234 })),
    });
  const searches = (requests: string[]) =>
    requests.filter((request) => request.startsWith('/gs/game-explorer-search?'));
  const headerButton = (table: HTMLElement, name: string) =>
    within(table).getByRole('button', { name });

  it('asks the server for the first games by a clicked column, either way', async () => {
    signInTier(1);
    const requests = serveFirstTwo();
    const { router } = renderExplorer(PAGE);
    const table = await findTable();
    expect(gamesShown(table)).toEqual([NATIONAL, BOX_ONLY]);
    const user = userEvent.setup();

    // Most points of every match, not of the two shown: the upset (142) was not among them.
    await user.click(headerButton(table, 'Total'));
    await waitFor(async () => expect(gamesShown(await findTable())).toEqual([BOX_ONLY, UPSET]));
    expect(router.state.location.search).toBe('?sort=total');
    expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(headerButton(await findTable(), 'Total'));
    await waitFor(async () => expect(gamesShown(await findTable())).toEqual([NATIONAL, BLOWOUT]));
    expect(router.state.location.search).toBe('?sort=-total');
    expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Fewest points');
    expect(
      screen.getByText(/^1,234 games match; the first 2 are shown, sorted by fewest points\./),
    ).toBeInTheDocument();
    const base = `/gs/game-explorer-search?competitionId=${MEN_COMPETITION}&divisionId=1`;
    expect(searches(requests)).toEqual([
      `${base}&sortBy=date&limit=200`,
      `${base}&sortBy=total&limit=200`,
      `${base}&sortBy=-total&limit=200`,
    ]);
  });

  it('re-sorts only the games shown by a column the server cannot sort, and says so', async () => {
    signInTier(1);
    const requests = serveFirstTwo();
    const { router } = renderExplorer(PAGE);
    const table = await findTable();
    const user = userEvent.setup();

    await user.click(headerButton(table, 'Game'));
    expect(gamesShown(table)).toEqual([BOX_ONLY, NATIONAL]);
    expect(
      screen.getByText(
        /^1,234 games match; the first 2 by newest first are shown, re-sorted by game on this page\./,
      ),
    ).toBeInTheDocument();
    await user.click(headerButton(table, 'Round'));
    expect(gamesShown(table)).toEqual([NATIONAL, BOX_ONLY]);
    expect(screen.getByText(/re-sorted by tournament round on this page\./)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(searches(requests)).toHaveLength(1);

    // A server sort from the select drops the page's re-sort.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Most overtimes');
    expect(
      await screen.findByText(/the first 2 are shown, sorted by most overtimes\./),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=overtimes');
    expect(screen.getByRole('columnheader', { name: /^OT/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opens an address with a reversed sort oldest first', async () => {
    signInTier(1);
    serveExplorer();
    renderExplorer(`${PAGE}?sort=-date`);
    expect(gamesShown(await findTable())).toEqual([UPSET, BLOWOUT, BOX_ONLY, NATIONAL]);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Oldest first');
  });

  it('offers the rounds of the chosen tournament stage from its own games', async () => {
    signInTier(1);
    const requests = serveExplorer();
    renderExplorer(`${PAGE}?stage=conference`);
    await findTable();
    const round = await screen.findByRole('combobox', { name: 'Round' });
    expect(
      within(round)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every round', 'Semifinals']);
    expect(requests).toContain(
      `/gs/game-explorer-search?competitionId=${MEN_COMPETITION}&divisionId=1&explorerFilter=stage%3Aconference&fields=tournamentKind,tournamentRound,tournamentRoundName`,
    );
  });

  it('says so when the From day is after the To day, and sends no search', async () => {
    signInTier(1);
    const requests = serveExplorer();
    renderExplorer(`${PAGE}?from=2025-03-01&to=2025-02-01`);
    expect(await screen.findByText('The From day is after the To day.')).toBeInTheDocument();
    expect(requests.some((request) => request.startsWith('/gs/game-explorer-search'))).toBe(false);
  });

  it('shows the error with a retry when the search fails', async () => {
    signInTier(1);
    serveExplorer({
      'game-explorer-search': () =>
        HttpResponse.json({ msg: '"explorerFilter": bad' }, { status: 400 }),
    });
    renderExplorer(PAGE);
    expect(await screen.findByText('The games could not be searched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('opens a game page from the results', async () => {
    signInTier(1);
    serveExplorer();
    const { router } = renderExplorer(PAGE);
    const table = await findTable();
    const link = within(table).getByRole('link', { name: UPSET });
    expect(link).toHaveAttribute('href', `/stats/${MEN_COMPETITION}/games/101/overview`);
    await userEvent.setup().click(link);
    expect(await screen.findByText('game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/stats/${MEN_COMPETITION}/games/101/overview`);
  });

  it('asks a visitor to sign in and requests no games', async () => {
    signInTier(0);
    const requests = serveExplorer();
    renderExplorer(PAGE);
    expect(await screen.findByText(/Game explorer/, { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Game explorer is locked' })).toBeVisible();
    expect(requests.some((request) => request.startsWith('/gs/game-explorer-search'))).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([`/tools/game-explorer/99/d1`, `/tools/game-explorer/${MEN_COMPETITION}/d9`])(
    'shows the not-found page for %s',
    async (url) => {
      signInTier(1);
      serveExplorer();
      renderExplorer(url);
      expect(await screen.findByText('page not found')).toBeInTheDocument();
    },
  );
});
