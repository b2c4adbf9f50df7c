import { describe, expect, it } from 'vitest';
import { monthScopes, scopeLabel, scopeRank } from './scopes';

describe('scopes', () => {
  it('labels named scopes and months, and passes unknown ones through', () => {
    expect(scopeLabel('confReg')).toBe('Conference (regular season)');
    expect(scopeLabel('month-2025-02')).toBe('February 2025');
    expect(scopeLabel('month-2025-13')).toBe('month-2025-13');
    expect(scopeLabel('2025-01-01..2025-01-31')).toBe('2025-01-01..2025-01-31');
  });

  it('lists each month with a dated game once, in calendar order', () => {
    const games = [
      { gameDate: '2025-01-14' },
      { gameDate: '2024-12-02' },
      { gameDate: '2025-01-03' },
      { gameDate: null },
    ];
    expect(monthScopes(games)).toEqual(['month-2024-12', 'month-2025-01']);
  });

  it('orders named scopes before months', () => {
    expect(scopeRank('season')).toBe(0);
    expect(scopeRank('clutch')).toBeLessThan(scopeRank('month-2024-11'));
  });
});
