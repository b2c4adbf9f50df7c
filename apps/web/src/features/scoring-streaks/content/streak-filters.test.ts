import { describe, expect, it } from 'vitest';
import { STREAK_FILTERS, scopeProblem } from './streak-filters';

const problem = (query: string) => scopeProblem(new URLSearchParams(query));

describe('scopeProblem', () => {
  it('accepts known seasons of one gender and a division, or neither', () => {
    expect(problem('competitionIds=41097&division=d1')).toBeNull();
    expect(problem('competitionIds=38409-41097&division=d3')).toBeNull();
    expect(problem('')).toBeNull();
  });

  it('names what is wrong with a malformed or unknown scope', () => {
    expect(problem('competitionIds=abc&division=d1')).toBe('Unknown season "abc"');
    expect(problem('competitionIds=041097')).toBe('Unknown season "041097"');
    expect(problem('competitionIds=12345')).toBe('Unknown season "12345"');
    expect(problem('competitionIds=')).toBe('Unknown season ""');
    expect(problem('division=D1')).toBe('Unknown division "D1"');
    expect(problem('competitionIds=41097-41098')).toBe("Men's and women's seasons cannot be mixed");
    expect(problem(`competitionIds=${Array(9).fill('41097').join('-')}`)).toBe(
      'At most 8 seasons at once',
    );
  });
});

describe('STREAK_FILTERS', () => {
  it('always writes the seasons (sorted) and the division, other filters only when set', () => {
    const values = STREAK_FILTERS.parse(new URLSearchParams('competitionIds=41097-38409'));
    expect(values.competitionIds).toEqual([41097, 38409]);
    expect(values.division).toBe('d1');
    expect(STREAK_FILTERS.serialize(values).toString()).toBe(
      'competitionIds=38409-41097&division=d1',
    );
    expect(STREAK_FILTERS.serialize({ ...values, team: 5, situation: 'late' }).toString()).toBe(
      'competitionIds=38409-41097&division=d1&team=5&situation=late',
    );
  });

  it('falls back to the defaults for unreadable filters', () => {
    const values = STREAK_FILTERS.parse(
      new URLSearchParams('team=x&side=sideways&situation=halftime&conference=-1'),
    );
    expect(values).toEqual({
      competitionIds: [41097],
      division: 'd1',
      conference: null,
      team: null,
      side: 'for',
      situation: 'all',
    });
  });
});
