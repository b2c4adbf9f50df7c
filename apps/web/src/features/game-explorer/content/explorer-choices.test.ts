import { describe, expect, it } from 'vitest';
import { explorerRows, teamRows } from '../game-explorer.test-utils';
import { roundChoicesOf, teamChoicesOf } from './explorer-choices';

describe('game explorer choices', () => {
  it("lists the division's teams once each, by name", () => {
    expect(teamChoicesOf([...teamRows(), ...teamRows().slice(0, 1)])).toEqual([
      { teamId: 1, label: 'Alpha' },
      { teamId: 2, label: 'Bravo' },
      { teamId: 3, label: 'Charlie' },
      { teamId: 4, label: 'Delta' },
    ]);
  });

  it('offers the rounds of the chosen stage only', () => {
    const rows = explorerRows();
    expect(roundChoicesOf(rows, 'national')).toEqual([{ round: 1, label: 'First Round' }]);
    expect(roundChoicesOf(rows, 'conference')).toEqual([{ round: 2, label: 'Semifinals' }]);
    expect(roundChoicesOf(rows, 'any')).toEqual([
      { round: 1, label: 'First Round' },
      { round: 2, label: 'Semifinals' },
    ]);
    expect(roundChoicesOf(rows, 'regular')).toEqual([]);
  });
});
