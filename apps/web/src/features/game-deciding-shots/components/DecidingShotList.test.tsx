import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import { seasonShots, shot, teamMap } from '../game-deciding-shots.fixtures';
import { shotsInListOrder } from '../content/deciding-shots';
import { DecidingShotList, SHOT_PAGE_SIZE, decidingShotsCsv } from './DecidingShotList';

const teams = teamMap();

describe('the list of deciding shots', () => {
  it('writes the CSV as the list reads, one line per shot', () => {
    const rows = parseCsv(decidingShotsCsv(shotsInListOrder(seasonShots()), teams));
    expect(rows[0]).toEqual([
      'Date',
      'Team',
      'Opponent',
      'Period',
      'Time left',
      'Score before',
      'Situation',
      'Player',
      'Shot',
      'Distance (ft)',
      'Result',
    ]);
    expect(rows).toHaveLength(7);
    // Latest first: Ben Baker's miss at 0:12 of game 102.
    expect(rows[1]).toEqual([
      '2026-02-20',
      'Bravo',
      'Charlie',
      'H2',
      '0:12',
      '61-62',
      'Down 1',
      'Ben Baker',
      'go-ahead two',
      '11',
      'Missed',
    ]);
    // Cat Cole's winner has no location: no distance.
    expect(rows[2]?.slice(7)).toEqual(['Cat Cole', 'go-ahead three', '', 'Made (game-winner)']);
  });

  it('shows a page of shots at a time', async () => {
    const many = Array.from({ length: SHOT_PAGE_SIZE + 5 }, (_, index) =>
      shot({
        game: 200 + index,
        seq: 1,
        teamId: 1,
        teamIdAgst: 2,
        playerId: 11,
        fullName: 'Ann Archer',
        period: 2,
        periodLabel: 'H2',
        clock: 10,
        score: [50, 50],
        value: 2,
        made: index % 2 === 0,
        at: [0, 4],
        date: '2026-01-01',
      }),
    );
    render(
      <MemoryRouter>
        <DecidingShotList shots={many} teams={teams} scopeText="Division I, 2025-26" />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(SHOT_PAGE_SIZE + 1);
    expect(
      screen.getByText(`Showing ${SHOT_PAGE_SIZE} of ${SHOT_PAGE_SIZE + 5} shots.`),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(within(table).getAllByRole('row')).toHaveLength(SHOT_PAGE_SIZE + 6);
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  });
});
