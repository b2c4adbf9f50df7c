import { ACCOUNT_API, BRACKET_SCORING_SYSTEMS, type BracketLeaderboard } from '@courtside/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE, TOURNAMENT, renderChallenge, serveChallenge } from '../challenge.test-utils';

const row = (
  rank: number,
  name: string,
  current: number,
  mine = false,
): BracketLeaderboard['rows'][number] => ({
  rank,
  shareId: `share-${rank}`,
  name,
  mine,
  current,
  maxPossible: current + 300,
  expected: current + 80.25,
  winChance: 0.5 / rank,
  correctPicks: current / 10,
});

const BOARD: BracketLeaderboard = {
  tournamentId: TOURNAMENT,
  scoringSystem: 'doubling',
  gamesPlayed: 36,
  entries: 1234,
  runs: 10_000,
  rows: [row(1, 'Chalk', 300), row(2, 'Upsets', 250), row(9, 'Mine', 120, true)],
};

const LEADERBOARD = `${PAGE}?view=leaderboard`;
const findTable = () =>
  screen.findByRole('table', { name: "2024-25 Men's National Tournament bracket leaderboard" });

function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((tr) => within(tr).queryByRole('rowheader') !== null)
    .map((tr) => [...tr.children].map((cell) => cell.textContent ?? ''));
}

describe('Brackets page: the leaderboard', () => {
  it('ranks the pool with its size, games played, scoring system and runs', async () => {
    const calls = serveChallenge({ leaderboard: BOARD });
    const { router } = renderChallenge(LEADERBOARD);
    const table = await findTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.querySelector('button > span')?.textContent ?? header.textContent),
    ).toEqual(['Bracket', 'Rank', 'Points', 'Max', 'Expected', 'Win %', 'Correct']);
    expect(cells(table)).toEqual([
      ['Chalk', '1', '300', '600', '380.3', '50.0%', '30'],
      ['Upsets', '2', '250', '550', '330.3', '25.0%', '25'],
      ['Mineyours', '9', '120', '420', '200.3', '5.6%', '12'],
    ]);
    expect(screen.getByText('1,234 complete brackets')).toBeVisible();
    expect(screen.getByText(/36 games played/)).toBeVisible();
    expect(screen.getByText(`· Scoring: ${BRACKET_SCORING_SYSTEMS.doubling.label}`)).toBeVisible();
    expect(screen.getByText(/Win chances from 10,000 simulated tournaments/)).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual([ACCOUNT_API.bracketLeaderboard(TOURNAMENT)]);

    const mine = within(table).getByText('yours');
    expect(mine.closest('tr')).toHaveTextContent('Mine');
    await userEvent.click(within(table).getByRole('link', { name: 'Upsets' }));
    expect(router.state.location.search).toBe('?view=picks&bracket=share-2');
  });

  it('is open to visitors', async () => {
    serveChallenge({ leaderboard: { ...BOARD, rows: BOARD.rows.slice(0, 2) } });
    renderChallenge(LEADERBOARD, { signedIn: false });
    const table = await findTable();
    expect(within(table).queryByText('yours')).not.toBeInTheDocument();
  });

  it('says so when no complete bracket is saved', async () => {
    serveChallenge();
    renderChallenge(LEADERBOARD, { signedIn: false });
    expect(
      await screen.findByText('No complete bracket has been saved for this tournament yet.'),
    ).toBeVisible();
    expect(screen.getByText('0 complete brackets')).toBeVisible();
  });
});
