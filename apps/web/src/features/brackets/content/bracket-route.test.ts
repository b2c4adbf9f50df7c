import { describe, expect, it } from 'vitest';
import { BRACKET_FILTERS, shareSearch, viewSearch } from './bracket-route';

describe('bracket route filters', () => {
  it('reads the view and the shared bracket, defaulting to the odds and none', () => {
    expect(BRACKET_FILTERS.parse(new URLSearchParams(''))).toEqual({
      view: 'odds',
      odds: 'current',
      bracket: '',
    });
    expect(BRACKET_FILTERS.parse(new URLSearchParams('view=picks&bracket=abc&odds=pre'))).toEqual({
      view: 'picks',
      odds: 'pre',
      bracket: 'abc',
    });
    expect(BRACKET_FILTERS.parse(new URLSearchParams('view=nope')).view).toBe('odds');
  });

  it('writes a view keeping the other parameters, and leaves defaults out', () => {
    const current = new URLSearchParams('odds=pre&bracket=abc&utm=x');
    expect(viewSearch(current, { view: 'leaderboard' })).toBe(
      '?utm=x&view=leaderboard&odds=pre&bracket=abc',
    );
    expect(viewSearch(new URLSearchParams('view=picks'), { view: 'odds' })).toBe('');
  });

  it('links a shared bracket in the picks view', () => {
    expect(shareSearch('abc-123')).toBe('?view=picks&bracket=abc-123');
  });
});
