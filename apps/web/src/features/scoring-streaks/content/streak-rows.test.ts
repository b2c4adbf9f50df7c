import { describe, expect, it } from 'vitest';
import type { StreaksMarginRow } from '@courtside/contract/schemas';
import {
  marginRows,
  playerShootingRows,
  playerStreakRows,
  runRows,
  teamShootingRows,
} from '../scoring-streaks.test-utils';
import { formatOf } from './moments';
import {
  playerStreakText,
  runText,
  shootingStreakViews,
  shownPlayerStreaks,
  shownRuns,
  swingGames,
  swingText,
} from './streak-rows';

const MEN = formatOf('MALE');

const ids = (rows: readonly { _id: string }[]) => rows.map((row) => row._id);

describe('shownRuns', () => {
  it('keeps the possible runs of one side, longest first', () => {
    expect(ids(shownRuns(runRows(), { side: 'for', situation: 'all', format: MEN }))).toEqual([
      'r18',
      'r10',
      'r8',
    ]);
    expect(ids(shownRuns(runRows(), { side: 'against', situation: 'all', format: MEN }))).toEqual([
      'a12',
    ]);
  });

  it('reads "from behind" from the running side: a run against a leading team counts', () => {
    // Alpha led 10-8 when Bravo's 12-0 began: Bravo was behind.
    expect(
      ids(shownRuns(runRows(), { side: 'against', situation: 'fromBehind', format: MEN })),
    ).toEqual(['a12']);
    expect(
      ids(shownRuns(runRows(), { side: 'for', situation: 'fromBehind', format: MEN })),
    ).toEqual(['r18', 'r8']);
  });

  it('writes a run as a fan reads it', () => {
    const [r18, , , a12] = runRows();
    if (r18 === undefined || a12 === undefined) throw new Error('fixture');
    expect(runText(MEN, r18, 'Bravo')).toBe('18-0 run, 2nd half 12:31–7:02');
    expect(runText(MEN, a12, 'Bravo')).toBe('Bravo 12-0 run, 1st half 10:00–6:40');
  });
});

describe('player and shooting streaks', () => {
  it('orders player streaks by points and writes the opponent’s meanwhile', () => {
    const shown = shownPlayerStreaks(playerStreakRows(), MEN, 'firstHalf');
    expect(ids(shown)).toEqual(['p2']);
    const [first] = shownPlayerStreaks(playerStreakRows(), MEN, 'all');
    if (first === undefined) throw new Error('fixture');
    expect(playerStreakText(MEN, first)).toBe(
      'Sam Guard: 11 straight points (11-2), 2nd half 11:40–8:20',
    );
  });

  it('names team rows by the team and player rows by the player, longest first', () => {
    const views = shootingStreakViews(MEN, teamShootingRows(), playerShootingRows(), 'Alpha');
    expect(views.map((view) => view.text)).toEqual([
      'Alpha: 9 field goals made in a row, from 1st half 16:40',
      'Sam Guard: 6 threes made in a row, from 2nd half 5:00 (over 2 games)',
    ]);
  });
});

describe('swing games', () => {
  it('keeps the comebacks won and the leads lost, the largest first', () => {
    const rows = marginRows() as StreaksMarginRow[];
    const swings = swingGames(rows);
    expect(ids(swings)).toEqual(['m501', 'm502']);
    const [comeback, collapse] = swings;
    if (comeback === undefined || collapse === undefined) throw new Error('fixture');
    expect(swingText(comeback, 'Bravo')).toBe('Won 71-68 vs Bravo after trailing by 15');
    expect(swingText(collapse, 'Delta')).toBe('Lost 60-64 vs Delta after leading by 12');
  });
});
