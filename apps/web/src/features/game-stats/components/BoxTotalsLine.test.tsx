import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoxTotals } from '../hooks/game-model';
import { BoxTotalsLine } from './BoxTotalsLine';

const TOTALS: BoxTotals = {
  mins: 200,
  ptsScored: 71,
  fgm: 25,
  fga: 60,
  fgm3: 7,
  fga3: 20,
  ftm: 14,
  fta: 18,
  orb: 9,
  drb: 24,
  reb: 33,
  ast: 13,
  stl: 6,
  blk: 3,
  tov: 11,
  pf: 17,
};

describe('BoxTotalsLine', () => {
  it('writes minutes, points, the made–attempted pairs and the other counts in box order', () => {
    render(<BoxTotalsLine team="Home State" totals={TOTALS} />);
    const table = screen.getByRole('table', { name: 'Home State totals' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Totals',
      'MIN',
      'PTS',
      'FG',
      '3PT',
      'FT',
      'REB',
      'AST',
      'STL',
      'BLK',
      'TOV',
      'PF',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '200:00',
      '71',
      '25-60',
      '7-20',
      '14-18',
      '33',
      '13',
      '6',
      '3',
      '11',
      '17',
    ]);
  });
});
