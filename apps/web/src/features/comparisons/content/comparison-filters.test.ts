import { describe, expect, it } from 'vitest';
import { COMPARISON_FILTERS, parseSubject, subjectsOf } from './comparison-filters';

const parse = (search: string) => COMPARISON_FILTERS.parse(new URLSearchParams(search));

describe('comparison filters', () => {
  it('reads subjects with their own seasons', () => {
    const filters = parse('kind=players&subjects=38409:123-33533:0456&pctiles=overall');
    expect(filters).toEqual({
      kind: 'players',
      subjects: ['38409:123', '33533:456'],
      mode: 'perGame',
      pctiles: 'overall',
    });
    expect(subjectsOf(filters.subjects)).toEqual([
      { key: '38409:123', competitionId: 38409, id: 123 },
      { key: '33533:456', competitionId: 33533, id: 456 },
    ]);
  });

  it('drops a repeated subject and writes the list back joined by hyphens', () => {
    const filters = parse('subjects=38409:1-38409:1-38409:2');
    expect(filters.subjects).toEqual(['38409:1', '38409:2']);
    expect(COMPARISON_FILTERS.serialize(filters).get('subjects')).toBe('38409:1-38409:2');
  });

  it('falls back to no subjects for a list it cannot read', () => {
    expect(parse('subjects=38409:1-abc').subjects).toEqual([]);
    expect(parse('subjects=99999:1-38409:2').subjects).toEqual([]);
    expect(parse('subjects=38409:0-38409:2').subjects).toEqual([]);
    expect(parse('subjects=38409:1-38409:2-38409:3-38409:4-38409:5').subjects).toEqual([]);
    expect(parse('kind=coaches&mode=per7&pctiles=nearby')).toEqual(COMPARISON_FILTERS.defaults);
  });

  it('parses one subject', () => {
    expect(parseSubject('38409:12')).toEqual({ key: '38409:12', competitionId: 38409, id: 12 });
    expect(parseSubject('38409-12')).toBeUndefined();
  });
});
