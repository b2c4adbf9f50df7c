import { NATIONAL_TOURNAMENTS } from '@courtside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION,
  PAGE,
  TOURNAMENT,
  oddsReply,
  renderBrackets,
  serveBrackets,
} from '../brackets.test-utils';

const CURRENT_ODDS = `/gs/bracket-odds/scope/current/tournament/${TOURNAMENT}/`;
const PRE_ODDS = `/gs/bracket-odds/scope/pre/tournament/${TOURNAMENT}/`;

const findTable = () =>
  screen.findByRole('table', { name: "2024-25 Men's National Tournament odds" }, { timeout: 5000 });

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.querySelector('button > span')?.textContent ?? header.textContent);

function cell(table: HTMLElement, team: string, column: string): string {
  const index = headersOf(table).indexOf(column);
  const row = bodyRows(table).find(
    (candidate) => within(candidate).getByRole('link').textContent === team,
  );
  return row?.children[index]?.textContent ?? `no cell ${team} × ${column}`;
}

const teamsShown = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('link').textContent);

const oddsRequests = (requests: string[]) =>
  requests.filter((request) => request.startsWith('/gs/bracket-odds'));

describe('Brackets page', () => {
  it('lists every team with its seed, region, record, AdjEM and odds, favourites first', async () => {
    const requests = serveBrackets();
    renderBrackets(PAGE);
    const table = await findTable();
    expect(
      screen.getByRole('heading', { level: 1, name: "2024-25 Men's National Tournament" }),
    ).toBeInTheDocument();
    expect(teamsShown(table)).toEqual(['Florida', 'Duke', 'Houston', 'Auburn']);
    // A four-team bracket skips the rounds before the Final Four: they say nothing.
    expect(headersOf(table)).toEqual([
      'Team',
      'Seed',
      'Region',
      'W',
      'L',
      'AdjEM',
      'Final',
      'Title',
      'Result',
    ]);
    expect(cell(table, 'Duke', 'Region')).toBe('East');
    expect(cell(table, 'Duke', 'W')).toBe('35');
    expect(cell(table, 'Duke', 'L')).toBe('4');
    expect(cell(table, 'Duke', 'AdjEM')).toBe('+38.2');
    expect(cell(table, 'Duke', 'Final')).toBe('100.0%');
    expect(cell(table, 'Duke', 'Title')).toBe('0.0%');
    expect(within(table).getByRole('link', { name: 'Duke' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/teams/1/overview`,
    );
    expect(screen.getByText(/The 3 bracket games already played count as decided/)).toBeVisible();
    expect(screen.getByText(/played 100,000 times/)).toBeVisible();
    expect(screen.getByText(/that is hindsight/)).toBeVisible();
    // Then the odds before the tournament, which the calibration note grades.
    await waitFor(() => expect(oddsRequests(requests)).toEqual([CURRENT_ODDS, PRE_ODDS]));
    expect(requests).toContain(`/gs/games/competition/${COMPETITION}/tournament/${TOURNAMENT}/`);
  });

  it('marks the champion and says where the others lost', async () => {
    serveBrackets();
    renderBrackets(PAGE);
    const table = await findTable();
    expect(cell(table, 'Florida', 'Result')).toBe('Champion');
    expect(cell(table, 'Duke', 'Result')).toBe('Lost in the final');
    expect(cell(table, 'Houston', 'Result')).toBe('Lost in the Final Four');
    expect(await screen.findByText('Champion:', { exact: false })).toHaveTextContent(
      'Champion: Florida (1 seed)',
    );
  });

  it('switches to the odds before the tournament, in the request and the address', async () => {
    const requests = serveBrackets();
    const { router } = renderBrackets(PAGE);
    await findTable();
    const before = screen.getByRole('radio', { name: 'Odds before the tournament' });
    expect(screen.getByRole('radio', { name: 'Odds now (games played fixed)' })).toBeChecked();
    await userEvent.setup().click(before);
    expect(before).toBeChecked();
    await waitFor(async () => expect(cell(await findTable(), 'Duke', 'Title')).toBe('35.0%'));
    expect(router.state.location.search).toBe('?odds=pre');
    expect(oddsRequests(requests)).toEqual([CURRENT_ODDS, PRE_ODDS]);
    const table = await findTable();
    expect(teamsShown(table)).toEqual(['Duke', 'Florida', 'Houston', 'Auburn']);
    expect(cell(table, 'Houston', 'Final')).toBe('38.0%');
    // What happened stays beside the odds from before it happened.
    expect(cell(table, 'Florida', 'Result')).toBe('Champion');
    expect(screen.getByText(/No result is taken as known/)).toBeVisible();
  });

  it('reads the odds choice from the address', async () => {
    const requests = serveBrackets();
    renderBrackets(`${PAGE}?odds=pre`);
    await findTable();
    expect(screen.getByRole('radio', { name: 'Odds before the tournament' })).toBeChecked();
    expect(oddsRequests(requests)).toEqual([PRE_ODDS]);
  });

  it("notes each team's title odds beside it in the bracket", async () => {
    serveBrackets();
    renderBrackets(PAGE);
    // Now: only the champion is still in; the losers' notes would repeat the drawing.
    expect(
      await screen.findByRole('link', {
        name: 'Duke 62, Florida 65 (Title 100.0%): box score',
      }),
    ).toHaveAttribute('href', `/stats/${COMPETITION}/games/601/box-score`);
    expect(screen.getByRole('link', { name: 'Duke 70, Houston 65: box score' })).toBeVisible();
  });

  it("draws each team's colours beside its name where the season has them", async () => {
    const requests = serveBrackets();
    renderBrackets(PAGE);
    const final = await screen.findByRole('link', { name: /^Duke 62, Florida 65/ });
    await waitFor(() => expect(final.querySelectorAll('.team-color-chip')).toHaveLength(1));
    const [dukeChip] = final.querySelectorAll<HTMLElement>('.team-color-chip');
    expect(dukeChip?.style.background).toContain('linear-gradient');
    expect(dukeChip?.closest('.bracket-game__market')?.textContent).toBe('Duke');
    expect(requests.filter((request) => request.startsWith('/gs/team-colors'))).toEqual([
      `/gs/team-colors/competition/${COMPETITION}/`,
    ]);
  });

  it('draws the bracket without colours when they cannot be read', async () => {
    serveBrackets({ 'team-colors': () => HttpResponse.json({ msg: 'down' }, { status: 500 }) });
    renderBrackets(PAGE);
    const final = await screen.findByRole('link', { name: /^Duke 62, Florida 65/ });
    expect(final.querySelectorAll('.team-color-chip')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('notes every team before the tournament', async () => {
    serveBrackets();
    renderBrackets(`${PAGE}?odds=pre`);
    expect(
      await screen.findByRole('link', {
        name: 'Duke 70 (Title 35.0%), Houston 65 (Title 18.0%): box score',
      }),
    ).toBeVisible();
    expect(screen.getAllByText('Title 35.0%')).toHaveLength(2);
  });

  it('opens another national tournament from the picker, keeping the odds choice', async () => {
    serveBrackets();
    const { router } = renderBrackets(`${PAGE}?odds=pre`);
    await findTable();
    const picker = screen.getByRole('combobox', { name: 'Tournament' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      NATIONAL_TOURNAMENTS.map((tournament) => tournament.label),
    );
    expect(picker).toHaveDisplayValue("2024-25 Men's National Tournament");
    const women = NATIONAL_TOURNAMENTS.find(
      (tournament) => tournament.season === '2024-25' && tournament.gender === 'FEMALE',
    );
    if (women === undefined) throw new Error('no 2024-25 women’s tournament');
    await userEvent.setup().selectOptions(picker, women.label);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/tools/brackets/${women.competitionId}/tournaments/${women.tournamentId}`,
      ),
    );
    expect(router.state.location.search).toBe('?odds=pre');
    expect(await screen.findByRole('heading', { level: 1, name: women.label })).toBeInTheDocument();
  });

  it('shows the error with a retry, and the odds once the retry succeeds', async () => {
    let calls = 0;
    serveBrackets({
      'bracket-odds': (url) => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ msg: 'down' }, { status: 500 }) : oddsReply(url);
      },
    });
    renderBrackets(PAGE);
    expect(
      await screen.findByText('The odds could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(teamsShown(await findTable())).toHaveLength(4);
  });

  it('says so when no bracket is stored', async () => {
    serveBrackets({ 'bracket-odds': () => [], games: () => [] });
    renderBrackets(PAGE);
    expect(
      await screen.findByText(
        'No bracket is stored for this tournament, so there are no odds to show.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No game of this tournament has been played yet.')).toBeVisible();
  });

  it.each([
    `/tools/brackets/${COMPETITION}/tournaments/999`,
    `/tools/brackets/99/tournaments/${TOURNAMENT}`,
    `/tools/brackets/${COMPETITION}/tournaments/x`,
  ])('shows the not-found page for %s', async (url) => {
    const requests = serveBrackets();
    renderBrackets(url);
    expect(await screen.findByText('page not found')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the not-found page when the API does not know the tournament', async () => {
    serveBrackets({
      'bracket-odds': () => HttpResponse.json({ msg: 'unknown tournament' }, { status: 404 }),
    });
    renderBrackets(PAGE);
    expect(await screen.findByText('page not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
