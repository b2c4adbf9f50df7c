import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PRIOR_SEASON, SEASON, seasonShots } from '../game-deciding-shots.fixtures';
import { renderDeciding, serveDeciding, signInTier } from '../game-deciding-shots.test-utils';

const PAGE = `/tools/game-deciding-shots?competitionIds=${SEASON}&division=d1`;
const SHOT_FIELDS =
  'gameDate,seq,period,periodLabel,clock,fullName,x,y,distance,shotValue,isMade,shotType,isGameWinner,teamScoreBefore,oppScoreBefore,attemptKind,deficitBefore';

const TEAM_FIELDS =
  'teamMarket,gpDeciding,decidingFga,decidingFgm,decidingFgm3,decidingFgPct,tyingFga,tyingFgm,tyingFgPct,goAheadFga,goAheadFgm,goAheadFgPct,gameWinners';

const findTable = (name: RegExp) => screen.findByRole('table', { name }, { timeout: 5000 });

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
}

const rowNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

/** The cell of `name`'s row under the column whose sort button reads `column`. */
function cell(table: HTMLElement, name: string, column: string): string | null {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex(
    (header) => header.querySelector('button > span')?.textContent === column,
  );
  const row = bodyRows(table).find(
    (candidate) => within(candidate).getByRole('rowheader').textContent === name,
  );
  return row?.children[index]?.textContent ?? null;
}

const summary = () => screen.getByTestId('deciding-summary');
const shotList = () => screen.getByRole('table', { name: /Game-deciding shots, latest first/ });

describe('Game-deciding shots page', () => {
  it('shows the totals, the court, the leaderboards and the shots of the season', async () => {
    signInTier(2);
    const requests = serveDeciding();
    renderDeciding(PAGE);
    const players = await findTable(/by player/);
    expect(players).toHaveAccessibleName(
      "Tying and go-ahead shooting by player, Division I, 2025-26 Men's Basketball",
    );
    expect(summary()).toHaveTextContent(
      '6 attempts, 3 made (50.0%), 8 points: 2 tying attempts (50.0%) and 4 go-ahead attempts (50.0%); 2 game-winners.',
    );
    expect(rowNames(players)).toEqual(['Ann Archer', 'Ben Baker', 'Al Adams', 'Cat Cole']);
    expect(cell(players, 'Ann Archer', 'Team')).toBe('Alpha');
    expect(cell(players, 'Ann Archer', 'Att')).toBe('2');
    expect(cell(players, 'Ann Archer', 'Made')).toBe('1');
    expect(cell(players, 'Ann Archer', 'FG%')).toBe('50.0%');
    expect(cell(players, 'Ann Archer', 'Pts')).toBe('3');
    expect(cell(players, 'Ann Archer', 'Winners')).toBe('1');
    expect(within(players).getByRole('link', { name: 'Ann Archer' })).toHaveAttribute(
      'href',
      `/stats/${SEASON}/players/11/overview`,
    );

    const teams = await findTable(/by team/);
    expect(rowNames(teams)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(cell(teams, 'Alpha', 'Conf')).toBe('ACC');
    expect(cell(teams, 'Alpha', 'FG%')).toBe('66.7%');
    expect(cell(teams, 'Alpha', 'Pts')).toBe('5');
    expect(cell(teams, 'Alpha', 'G')).toBe('2');
    expect(cell(teams, 'Bravo', 'Tie att')).toBe('1');

    // Five located shots on the court; the sixth has no location and says so.
    const dots = within(screen.getByRole('group', { name: 'Shots' })).getAllByRole('img');
    expect(dots).toHaveLength(5);
    expect(
      screen.getByRole('img', {
        name: 'Ann Archer, made go-ahead three (game-winner), Tied, 0:25 left in H2',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 shot has no location and is not drawn.')).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: "Download Game-deciding shots, Division I, 2025-26 Men's Basketball as PNG",
      }),
    ).toBeVisible();

    expect(bodyRowsOf(shotList())).toHaveLength(6);
    expect(screen.getAllByText('Simulated data').length).toBeGreaterThan(0);
    expect(requests).toContain(
      `/gs/pbp-shots-tying-go-ahead?competitionId=${SEASON}&divisionId=1&fields=${SHOT_FIELDS}`,
    );
    expect(requests).toContain(
      `/gs/team-tying-go-ahead-shooting?competitionId=${SEASON}&divisionId=1&isOffense=true&fields=${TEAM_FIELDS}`,
    );
  });

  it('keeps the filters in the URL and recounts everything from them', async () => {
    signInTier(2);
    const requests = serveDeciding();
    const { router } = renderDeciding(PAGE);
    await findTable(/by player/);
    const before = requests.length;

    await userEvent.selectOptions(screen.getByLabelText('Time left'), '10');
    expect(router.state.location.search).toBe(
      `?competitionIds=${SEASON}&division=d1&secondsLeft=10`,
    );
    expect(summary()).toHaveTextContent('3 attempts, 1 made (33.3%), 2 points');
    let players = await findTable(/by player/);
    expect(rowNames(players)).toEqual(['Al Adams', 'Ann Archer', 'Ben Baker']);

    await userEvent.selectOptions(screen.getByLabelText('Score before the shot'), 'down2');
    expect(router.state.location.search).toContain('margin=down2');
    expect(summary()).toHaveTextContent('1 attempt, 1 made (100.0%), 2 points');

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe(`?competitionIds=${SEASON}&division=d1`);
    expect(summary()).toHaveTextContent('6 attempts');

    // Made only: the court and the list, not the leaderboards (a percentage needs misses).
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'made');
    expect(bodyRowsOf(shotList())).toHaveLength(3);
    players = await findTable(/by player/);
    expect(cell(players, 'Ben Baker', 'Att')).toBe('2');
    expect(screen.getByText(/the result filter applies to the court/)).toBeVisible();

    // A conference narrows the team choices; a team narrows everything.
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'any');
    await userEvent.selectOptions(screen.getByLabelText('Conference'), 'SEC');
    expect(router.state.location.search).toContain('conference=2');
    const teamChoices = within(screen.getByLabelText('Team')).getAllByRole('option');
    expect(teamChoices.map((option) => option.textContent)).toEqual(['All teams', 'Bravo']);
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Bravo');
    expect(router.state.location.search).toContain('team=2');
    expect(summary()).toHaveTextContent('2 attempts, 0 made (0.0%), 0 points');
    // Every filter is applied in the browser: no new request.
    expect(requests.length).toBe(before);
  });

  it("links each shot to its game's play-by-play on the shot's period", async () => {
    signInTier(2);
    serveDeciding();
    const { router } = renderDeciding(PAGE);
    await findTable(/by player/);
    const list = shotList();
    const link = within(list).getByRole('link', {
      name: 'Play-by-play: Ann Archer, 0:08.4 OT, 2026-02-01',
    });
    expect(link).toHaveAttribute('href', `/stats/${SEASON}/games/101/play-by-play?period=3`);
    await userEvent.click(link);
    expect(await screen.findByText('game page')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/stats/${SEASON}/games/101/play-by-play`);
    expect(router.state.location.search).toBe('?period=3');
  });

  it('reads several seasons at once and names their teams with the season', async () => {
    signInTier(2);
    const requests = serveDeciding();
    renderDeciding(
      `/tools/game-deciding-shots?competitionIds=${PRIOR_SEASON}-${SEASON}&division=d1`,
    );
    await findTable(/by player/);
    expect(summary()).toHaveTextContent('12 attempts, 6 made (50.0%), 16 points');
    expect(requests).toContain(
      `/gs/pbp-shots-tying-go-ahead?competitionId=${PRIOR_SEASON}&divisionId=1&fields=${SHOT_FIELDS}`,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Game-deciding shots');
    expect(
      screen.getByRole('table', {
        name: "Tying and go-ahead shooting by team, Division I, 2024-25 Men's Basketball and 2025-26 Men's Basketball",
      }),
    ).toBeInTheDocument();
    const teamChoices = within(screen.getByLabelText('Team')).getAllByRole('option');
    expect(teamChoices.map((option) => option.textContent)).toContain('Alpha (2025-26)');
  });

  it('treats a team or conference the season does not have as all of them', async () => {
    signInTier(2);
    serveDeciding();
    renderDeciding(`${PAGE}&team=999&conference=77`);
    await findTable(/by player/);
    expect(summary()).toHaveTextContent('6 attempts');
    expect(screen.getByLabelText('Team')).toHaveValue('0');
    expect(screen.getByLabelText('Conference')).toHaveValue('0');
  });

  it('drops a team outside the chosen conference', async () => {
    signInTier(2);
    serveDeciding();
    // Alpha (1) plays in the ACC, not the SEC (2): the SEC's shots, every SEC team.
    renderDeciding(`${PAGE}&team=1&conference=2`);
    await findTable(/by player/);
    expect(summary()).toHaveTextContent('2 attempts, 0 made');
    expect(screen.getByLabelText('Team')).toHaveValue('0');
    expect(screen.getByLabelText('Conference')).toHaveValue('2');
  });

  it('says so when the division has no deciding shots', async () => {
    signInTier(2);
    serveDeciding({
      'pbp-shots-tying-go-ahead': () => [],
      'team-tying-go-ahead-shooting': () => [],
    });
    renderDeciding(PAGE);
    expect(
      await screen.findByText(/No tying or go-ahead shots for Division I, 2025-26/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  });

  it('shows a failed read with a Retry that asks again', async () => {
    signInTier(2);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serveDeciding({
      'pbp-shots-tying-go-ahead': () =>
        fail ? HttpResponse.json({ msg: 'boom' }, { status: 500 }) : [],
      'team-tying-go-ahead-shooting': () => [],
    });
    renderDeciding(PAGE);
    expect(
      await screen.findByText('The game-deciding shots could not be loaded', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(/No tying or go-ahead shots for/)).toBeVisible();
  });

  it("tells the free tier its shots are its trial players' and ranks teams on every attempt", async () => {
    signInTier(1);
    // The server keeps only the trial players' rows: Ann Archer's two shots.
    serveDeciding({
      'pbp-shots-tying-go-ahead': () => seasonShots().filter((entry) => entry.playerId === 11),
    });
    renderDeciding(PAGE);
    const players = await findTable(/by player/);
    expect(rowNames(players)).toEqual(['Ann Archer']);
    expect(summary()).toHaveTextContent('Your trial players: 2 attempts, 1 made (50.0%), 3 points');
    expect(screen.getByText(/Your free tier shows your team’s top/)).toBeVisible();
    // The teams are the API's whole-season rows, not a count of Ann's shots.
    const teams = await findTable(/by team/);
    expect(rowNames(teams)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(cell(teams, 'Alpha', 'Att')).toBe('3');
    expect(cell(teams, 'Alpha', 'Pts')).toBe('5');
    expect(screen.getByText(/only the conference and team filters apply to them/)).toBeVisible();

    // A situation filter cuts the shots but not the whole-season team totals.
    await userEvent.selectOptions(screen.getByLabelText('Time left'), '10');
    expect(summary()).toHaveTextContent('Your trial players: 1 attempt, 0 made (0.0%), 0 points');
    expect(cell(await findTable(/by team/), 'Alpha', 'Att')).toBe('3');
    await userEvent.selectOptions(screen.getByLabelText('Conference'), 'SEC');
    expect(rowNames(await findTable(/by team/))).toEqual(['Bravo']);
    expect(
      screen.getByText(/None of your trial players took a tying or go-ahead shot/),
    ).toBeVisible();
  });

  it('answers a malformed address with the not-found page and asks for nothing', async () => {
    signInTier(2);
    const requests = serveDeciding();
    const first = renderDeciding('/tools/game-deciding-shots?competitionIds=abc&division=d1');
    expect(await screen.findByText('page not found')).toBeVisible();
    first.unmount();
    renderDeciding(`/tools/game-deciding-shots?competitionIds=${SEASON}&division=d4`);
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('opens the default season for the bare address', async () => {
    signInTier(2);
    serveDeciding();
    const { router } = renderDeciding('/tools/game-deciding-shots');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?competitionIds=${SEASON}&division=d1`),
    );
    await findTable(/by player/);
  });

  it('shows a visitor what opens the tool and asks for no statistics', async () => {
    const requests = serveDeciding();
    renderDeciding(PAGE);
    const locked = await screen.findByRole(
      'region',
      { name: 'Game-deciding shots is locked' },
      { timeout: 5000 },
    );
    expect(within(locked).getByRole('link', { name: 'Sign up free' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });
});

function bodyRowsOf(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}
