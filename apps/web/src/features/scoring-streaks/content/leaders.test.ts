import { describe, expect, it } from 'vitest';
import { LAST_SEASON, SEASON, leaderRows } from '../scoring-streaks.test-utils';
import { rowsOfConference, shownConference, teamChoices, teamLabel } from './leaders';

describe('leaders', () => {
  it('filters by a conference the rows name, else shows them all', () => {
    const rows = leaderRows();
    expect(rowsOfConference(rows, 1).map((row) => row.teamMarket)).toEqual(['Alpha', 'Charlie']);
    expect(rowsOfConference(rows, null)).toHaveLength(4);
    expect(shownConference(rows, 2)).toBe(2);
    expect(shownConference(rows, 201)).toBeNull();
  });

  it('names a team with its season only when the page shows several', () => {
    const [alpha] = leaderRows(LAST_SEASON);
    if (alpha === undefined) throw new Error('fixture');
    expect(teamLabel(alpha, false)).toBe('Alpha');
    expect(teamLabel(alpha, true)).toBe('Alpha (24-25)');
    const choices = teamChoices([...leaderRows(SEASON), ...leaderRows(LAST_SEASON)], true);
    expect(choices.slice(0, 2)).toEqual([
      { teamId: 101, label: 'Alpha (24-25)' },
      { teamId: 1, label: 'Alpha (25-26)' },
    ]);
  });
});
