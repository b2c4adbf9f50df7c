/**
 * The game page's frame: the line score by period with every overtime (OT1, OT2…) and the
 * final's "OT"/"2OT", each team's colours from `team-colors` on the header, the flow chart and
 * the box score, and the "Simulated data" mark of the demo league.
 */
import type { GameDataRow, TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  AWAY_ID,
  COMPETITION_ID,
  GAME_ID,
  HOME_ID,
  gameRow,
  pbpEvents,
  teamLines,
} from '../testing/game-fixtures';
import { colorRow, periodRow, serveGame } from '../testing/game-page-fixtures';
import { GameStatsPage } from './GameStatsPage';

const ROUTES = [{ path: '/stats/:competitionId/games/:gameId/:view', element: <GameStatsPage /> }];

function renderGame(view: string, competitionId = COMPETITION_ID) {
  return renderWithSession(ROUTES, {
    initialEntries: [`/stats/${competitionId}/games/${GAME_ID}/${view}`],
  });
}

/** Header texts, then each row's cells, of the line score. */
async function lineScore() {
  const table = await screen.findByRole('table', { name: 'Line score' }, { timeout: 5000 });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  return { headers, rows };
}

const sum = (cells: readonly (string | null)[]) =>
  cells.reduce((total, cell) => total + Number(cell), 0);

// Home State 80, Away U 78 after two overtimes: halves 35-33 and 30-32, OT1 8-8, OT2 7-5.
const DOUBLE_OT: GameDataRow = { ...gameRow, homeScore: 80, awayScore: 78, periods: 4 };
const DOUBLE_OT_PERIODS: TeamPeriodStatsRow[] = [
  periodRow(HOME_ID, 1, 'H1', 35, 33),
  periodRow(HOME_ID, 2, 'H2', 30, 32),
  periodRow(HOME_ID, 3, 'OT', 8, 8),
  periodRow(HOME_ID, 4, '2OT', 7, 5),
  periodRow(AWAY_ID, 1, 'H1', 33, 35),
  periodRow(AWAY_ID, 2, 'H2', 32, 30),
  periodRow(AWAY_ID, 3, 'OT', 8, 8),
  periodRow(AWAY_ID, 4, '2OT', 5, 7),
];

describe('GameHeader: line score and overtime', () => {
  it('shows both halves and each overtime, adding up to the final, and says Final/2OT', async () => {
    const requests = serveGame(
      { 'team-period-stats': DOUBLE_OT_PERIODS, 'team-game-stats': teamLines },
      { game: DOUBLE_OT },
    );
    renderGame('overview');
    const { headers, rows } = await lineScore();
    expect(headers).toEqual(['Team', 'H1', 'H2', 'OT1', 'OT2', 'T']);
    expect(rows).toEqual([
      ['Away U', '33', '32', '8', '5', '78'],
      ['Home State', '35', '30', '8', '7', '80'],
    ]);
    for (const row of rows) expect(sum(row.slice(1, -1))).toBe(Number(row.at(-1)));
    expect(screen.getByTestId('game-status')).toHaveTextContent('Final/2OT');
    const periods = requests.find((request) => request.endpoint === 'team-period-stats');
    expect(periods?.url.searchParams.get('gameId')).toBe(String(GAME_ID));
  });

  it('shows quarters and OT1 for a women’s game, reading an unrated opponent from the other line', async () => {
    const women = 38529;
    const game: GameDataRow = {
      ...gameRow,
      competitionId: women,
      awayTeamId: null,
      awayMarket: 'Chicago State Tech',
      homeScore: 70,
      awayScore: 66,
      periods: 5,
    };
    const at = { competitionId: women, gameId: GAME_ID };
    serveGame(
      {
        'team-period-stats': [
          periodRow(HOME_ID, 1, 'Q1', 15, 18, at),
          periodRow(HOME_ID, 2, 'Q2', 16, 14, at),
          periodRow(HOME_ID, 3, 'Q3', 17, 15, at),
          periodRow(HOME_ID, 4, 'Q4', 12, 13, at),
          periodRow(HOME_ID, 5, 'OT', 10, 6, at),
        ],
        'team-game-stats': teamLines,
      },
      { game },
    );
    renderGame('overview', women);
    const { headers, rows } = await lineScore();
    expect(headers).toEqual(['Team', 'Q1', 'Q2', 'Q3', 'Q4', 'OT1', 'T']);
    expect(rows).toEqual([
      ['Chicago State Tech', '18', '14', '15', '13', '6', '66'],
      ['Home State', '15', '16', '17', '12', '10', '70'],
    ]);
    expect(screen.getByTestId('game-status')).toHaveTextContent('Final/OT');
  });

  it('says Final/OT for a box-score game without asking for periods it does not have', async () => {
    const requests = serveGame(
      { 'team-game-stats': teamLines },
      { game: { ...gameRow, coverage: 'box', periods: 3 } },
    );
    renderGame('overview');
    expect(await screen.findByTestId('game-status')).toHaveTextContent('Final/OT');
    expect(await screen.findByRole('table', { name: /Team totals/ })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Line score' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.endpoint === 'team-period-stats')).toBe(false);
  });

  it('says Final without an overtime', async () => {
    serveGame({ 'team-game-stats': teamLines });
    renderGame('overview');
    expect(await screen.findByTestId('game-status')).toHaveTextContent(/^Final$/);
    const { rows } = await lineScore();
    expect(rows).toEqual([
      ['Away U', '3', '4', '7'],
      ['Home State', '2', '7', '9'],
    ]);
  });

  it('says Scheduled before tip-off, with no line score', async () => {
    const scheduled: GameDataRow = {
      ...gameRow,
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      periods: null,
      coverage: 'schedule',
    };
    const requests = serveGame({ 'team-game-stats': [] }, { game: scheduled });
    renderGame('overview');
    expect(await screen.findByTestId('game-status')).toHaveTextContent('Scheduled');
    expect(await screen.findByText('No box score for this game.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Line score' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.endpoint === 'team-period-stats')).toBe(false);
  });
});

describe('GameHeader: team colours and simulated data', () => {
  // Kentucky blue at home, Duke blue away: too alike, so the away side takes its gold
  // (darkened to 3:1 on white, #a1935f, with black text).
  const COLORS = [colorRow(HOME_ID, '#0033A0', '#FFFFFF'), colorRow(AWAY_ID, '#003087', '#B3A369')];

  it('marks each team with its colour in the header, the line score and the game flow', async () => {
    const requests = serveGame({ 'team-colors': COLORS, 'enh-pbp': pbpEvents });
    const { container } = renderGame('game-flow');
    await screen.findByRole('figure', { name: /game flow/ }, { timeout: 5000 });
    const away = screen.getByTestId('away-score');
    const home = screen.getByTestId('home-score');
    const chipOf = (side: HTMLElement) => side.querySelector('.game-team-chip') as HTMLElement;
    expect(chipOf(home)).toHaveAttribute('data-team-color', '#0033a0');
    expect(chipOf(home)).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    expect(chipOf(away)).toHaveAttribute('data-team-color', '#a1935f');
    expect(chipOf(away)).toHaveStyle({ color: 'rgb(0, 0, 0)' });
    const swatches = [...container.querySelectorAll('.game-line-score .game-team-swatch')].map(
      (swatch) => swatch.getAttribute('data-team-color'),
    );
    expect(swatches).toEqual(['#a1935f', '#0033a0']);
    // The flow chart's areas: home lead in home blue, away lead in away gold.
    const figure = screen.getByRole('figure', { name: /game flow/ });
    expect(figure.querySelector('path[fill="#0033a0"]')).not.toBeNull();
    expect(figure.querySelector('path[fill="#a1935f"]')).not.toBeNull();
    const colorRequest = requests.find((request) => request.endpoint === 'team-colors');
    expect(colorRequest?.url.pathname).toContain(`${HOME_ID}-${AWAY_ID}`);
  });

  it('heads the box score totals with the same colours', async () => {
    serveGame({ 'team-colors': COLORS, 'team-game-stats': teamLines });
    renderGame('overview');
    const totals = await screen.findByRole('table', { name: /Team totals/ }, { timeout: 5000 });
    const swatchOf = (name: string) =>
      within(totals)
        .getByRole('row', { name: new RegExp(name) })
        .querySelector('.game-team-swatch');
    expect(swatchOf('Home State')).toHaveAttribute('data-team-color', '#0033a0');
    expect(swatchOf('Away U')).toHaveAttribute('data-team-color', '#a1935f');
  });

  it('shows the simulated-data mark for the demo league only', async () => {
    serveGame({ 'team-game-stats': teamLines }, { isSimulated: true });
    renderGame('overview');
    expect(await screen.findByText('Simulated data')).toBeVisible();
  });

  it('has no simulated-data mark for real seasons', async () => {
    serveGame({ 'team-game-stats': teamLines });
    renderGame('overview');
    await screen.findByRole('table', { name: /Team totals/ }, { timeout: 5000 });
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();
  });
});
