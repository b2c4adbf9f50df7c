import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInTier } from '@/test/data-api-test-support';
import {
  LAST_SEASON,
  PAGE,
  SEASON,
  renderStreaks,
  serveStreaks,
} from '../scoring-streaks.test-utils';

const findTable = (name: RegExp) => screen.findByRole('table', { name }, { timeout: 5000 });

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
}

const rowNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

/** The cell of a row (by its name) under a column (by its header's visible text). */
function cell(table: HTMLElement, name: string, column: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex(
    (header) => header.querySelector('button > span')?.textContent === column,
  );
  const row = bodyRows(table).find(
    (candidate) => within(candidate).getByRole('rowheader').textContent === name,
  );
  const found = row?.children[index];
  if (index < 0 || !(found instanceof HTMLElement)) throw new Error(`No cell ${name} × ${column}`);
  return found;
}

const leadersPath = (competitionId: number) =>
  `/gs/team-agg-streak-stats?competitionId=${competitionId}&divisionId=1`;

const streakRequests = (requests: readonly string[]) =>
  requests.filter((path) => /streak/.test(path));

const RUN_18 = '18-0 run, 2nd half 12:31–7:02';

describe('Scoring streaks page', () => {
  it('ranks the division’s teams by their longest run, in one request', async () => {
    signInTier(1);
    const requests = serveStreaks();
    renderStreaks(PAGE);
    const table = await findTable(/Scoring runs by team, Division I, 2025-26 Men's Basketball/);
    expect(rowNames(table).slice(0, 2)).toEqual(['Alpha', 'Bravo']);
    expect(rowNames(table)).toHaveLength(4);
    expect(cell(table, 'Alpha', 'Best run')).toHaveTextContent('18');
    // No run reached 8-0: a dash, never a "0" that reads as a 0-0 run.
    expect(cell(table, 'Echo', 'Best run')).toHaveTextContent(/^—$/);
    expect(cell(table, 'Echo', 'Worst run')).toHaveTextContent('9');
    expect(cell(table, 'Alpha', 'Runs 10+')).toHaveTextContent('4');
    expect(cell(table, 'Bravo', 'Worst run')).toHaveTextContent('15');
    // No play-by-play games: no runs measured, shown as missing rather than 0.
    expect(cell(table, 'Charlie', 'Best run')).toHaveTextContent('—');
    expect(streakRequests(requests)).toEqual([leadersPath(SEASON)]);
    expect(within(table).getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      `/tools/scoring-streaks?competitionIds=${SEASON}&division=d1&team=1`,
    );
    expect(screen.getByRole('button', { name: /CSV/ })).toBeEnabled();
  });

  it('keeps one conference from the same rows without asking again', async () => {
    signInTier(1);
    const requests = serveStreaks();
    const { router } = renderStreaks(PAGE);
    await findTable(/Scoring runs by team/);
    await userEvent.selectOptions(await screen.findByLabelText('Conference'), 'ACC Conference');
    expect(router.state.location.search).toBe(`?competitionIds=${SEASON}&division=d1&conference=1`);
    const table = await findTable(/Scoring runs by team, ACC Conference, Division I/);
    expect(rowNames(table)).toEqual(['Alpha', 'Charlie']);
    expect(streakRequests(requests)).toEqual([leadersPath(SEASON)]);
  });

  it('drills into a team: runs in fan terms, linked to the game moment, impossible runs left out', async () => {
    signInTier(1);
    const requests = serveStreaks();
    const { router } = renderStreaks(PAGE);
    await findTable(/Scoring runs by team/);
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Alpha');
    expect(router.state.location.search).toContain('team=1');

    const runs = await findTable(/Alpha: runs made/);
    // Longest first; the 0-0 run and the 5000-second run are not shown.
    expect(rowNames(runs)).toEqual([
      RUN_18,
      '10-0 run, 1st half 5:00–2:00',
      '8-0 run, 1st half 1:00 – 2nd half 19:00',
    ]);
    expect(within(runs).getByRole('link', { name: RUN_18 })).toHaveAttribute(
      'href',
      `/stats/${SEASON}/games/501/play-by-play?period=2`,
    );
    expect(cell(runs, RUN_18, 'Opp')).toHaveTextContent('Bravo');
    expect(cell(runs, RUN_18, 'Length')).toHaveTextContent('5:29');
    expect(cell(runs, '10-0 run, 1st half 5:00–2:00', 'Opp')).toHaveTextContent('Delta');
    expect(screen.getByText(/Best run 18-0 · longest drought 0-12/)).toBeVisible();

    const players = await findTable(/Alpha: player scoring streaks/);
    expect(rowNames(players)).toEqual([
      'Sam Guard: 11 straight points (11-2), 2nd half 11:40–8:20',
      'Lee Wing: 7 straight points (7-0), 1st half 15:00–13:20',
    ]);

    const shooting = await findTable(/Alpha: shooting streaks/);
    expect(rowNames(shooting)).toEqual([
      'Alpha: 9 field goals made in a row, from 1st half 16:40',
      'Sam Guard: 6 threes made in a row, from 2nd half 5:00 (over 2 games)',
    ]);
    expect(within(shooting).getByRole('link', { name: /Sam Guard: 6 threes/ })).toHaveAttribute(
      'href',
      `/stats/${SEASON}/games/502/play-by-play?period=2`,
    );

    const swings = await findTable(/Alpha: comebacks and blown leads/);
    expect(rowNames(swings)).toEqual([
      'Won 71-68 vs Bravo after trailing by 15',
      'Lost 60-64 vs Delta after leading by 12',
    ]);
    expect(cell(swings, 'Won 71-68 vs Bravo after trailing by 15', 'Margin')).toHaveTextContent(
      '+3',
    );
    expect(
      within(swings).getByRole('link', { name: 'Lost 60-64 vs Delta after leading by 12' }),
    ).toHaveAttribute('href', `/stats/${SEASON}/games/502/game-flow`);

    const teamRequests = [
      `/gs/streaks-margins/competition/${SEASON}/team/1/`,
      `/gs/team-scoring-streaks?competitionId=${SEASON}&teamId=1`,
      `/gs/player-scoring-streaks?competitionId=${SEASON}&teamId=1`,
      `/gs/team-shooting-streaks?competitionId=${SEASON}&teamId=1`,
      `/gs/player-shooting-streaks?competitionId=${SEASON}&teamId=1`,
    ];
    for (const path of teamRequests) expect(requests).toContain(path);

    await userEvent.click(within(runs).getByRole('link', { name: RUN_18 }));
    expect(await screen.findByText('game page')).toBeVisible();
  });

  it('shows the droughts and filters runs and player streaks by game situation', async () => {
    signInTier(1);
    serveStreaks();
    const { router } = renderStreaks(`${PAGE}&team=1`);
    await findTable(/Alpha: runs made/);

    await userEvent.click(screen.getByRole('button', { name: 'Runs allowed (droughts)' }));
    const droughts = await findTable(/Alpha: runs allowed/);
    expect(rowNames(droughts)).toEqual(['Bravo 12-0 run, 1st half 10:00–6:40']);

    await userEvent.click(screen.getByRole('button', { name: 'Runs made' }));
    await userEvent.selectOptions(screen.getByLabelText('Game situation'), 'Second half');
    expect(router.state.location.search).toBe(
      `?competitionIds=${SEASON}&division=d1&team=1&situation=secondHalf`,
    );
    expect(rowNames(await findTable(/Alpha: runs made \(second half\)/))).toEqual([RUN_18]);
    expect(rowNames(await findTable(/player scoring streaks \(second half\)/))).toEqual([
      'Sam Guard: 11 straight points (11-2), 2nd half 11:40–8:20',
    ]);

    await userEvent.selectOptions(
      screen.getByLabelText('Game situation'),
      'Started tied or behind',
    );
    expect(rowNames(await findTable(/Alpha: runs made \(started tied or behind\)/))).toEqual([
      RUN_18,
      '8-0 run, 1st half 1:00 – 2nd half 19:00',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Game situation'), 'Overtime');
    expect(await screen.findByText(/No run of 8-0 or more by Alpha here/)).toBeVisible();
  });

  it('names each team with its season when the page shows several', async () => {
    signInTier(1);
    const requests = serveStreaks();
    renderStreaks(`/tools/scoring-streaks?competitionIds=${SEASON}-${LAST_SEASON}&division=d1`);
    const table = await findTable(/Scoring runs by team/);
    expect(rowNames(table)).toHaveLength(8);
    expect(rowNames(table)).toContain('Alpha (24-25)');
    expect(rowNames(table)).toContain('Alpha (25-26)');
    expect(streakRequests(requests).sort()).toEqual(
      [leadersPath(LAST_SEASON), leadersPath(SEASON)].sort(),
    );
  });

  it('keeps the team shown in the picker when the link names another conference', async () => {
    signInTier(1);
    serveStreaks();
    renderStreaks(`${PAGE}&conference=2&team=1`);
    await findTable(/Alpha: runs made/);
    expect(screen.getByLabelText('Team')).toHaveValue('1');
    expect(
      within(screen.getByLabelText('Team'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All teams (leaderboard)', 'Alpha', 'Bravo', 'Echo']);
  });

  it('says so for a team the division does not have', async () => {
    signInTier(1);
    serveStreaks();
    renderStreaks(`${PAGE}&team=777`);
    expect(
      await screen.findByText("No such team in Division I, 2025-26 Men's Basketball."),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show the leaderboard' }));
    expect(await findTable(/Scoring runs by team/)).toBeVisible();
  });

  it('shows an error with Retry when the runs cannot be loaded', async () => {
    signInTier(1);
    serveStreaks({ 'team-scoring-streaks': () => new Response(null, { status: 500 }) });
    renderStreaks(`${PAGE}&team=1`);
    expect(
      await screen.findByText('The runs could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible();
    // The other tables do not wait for it.
    expect(await findTable(/Alpha: player scoring streaks/)).toBeVisible();
  });

  it.each([
    '/tools/scoring-streaks?competitionIds=abc&division=d1',
    '/tools/scoring-streaks?competitionIds=99999&division=d1',
    '/tools/scoring-streaks?competitionIds=41097&division=d4',
    '/tools/scoring-streaks?competitionIds=41097-41098&division=d1',
    '/tools/scoring-streaks?competitionIds=&division=d1',
  ])('answers %s with the not-found page and no request', async (url) => {
    signInTier(1);
    const requests = serveStreaks();
    renderStreaks(url);
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('opens the default season and division without a query', async () => {
    signInTier(1);
    const requests = serveStreaks();
    renderStreaks('/tools/scoring-streaks');
    await findTable(/Scoring runs by team, Division I, 2025-26/);
    expect(streakRequests(requests)).toEqual([leadersPath(SEASON)]);
  });

  it('shows a visitor what opens the tool and asks for no statistics', async () => {
    const requests = serveStreaks();
    renderStreaks(PAGE);
    const locked = await screen.findByRole(
      'region',
      { name: 'Scoring streaks is locked' },
      { timeout: 5000 },
    );
    expect(locked).toHaveTextContent('needs a free, verified account');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });
});
