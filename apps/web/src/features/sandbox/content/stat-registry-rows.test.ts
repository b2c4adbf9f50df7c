import { describe, expect, it } from 'vitest';
import { STAT_DEFINITIONS } from '@/lib/stats/dictionary';
import { FORMAT_EXAMPLES, exampleFormattedValue } from './format-examples';
import { STAT_REGISTRY_ROWS, filterStatRows, sortStatRows } from './stat-registry-rows';

describe('stat registry rows', () => {
  it('has one row per dictionary entry, with a sample in its format', () => {
    expect(STAT_REGISTRY_ROWS.map((row) => row.key)).toEqual(
      STAT_DEFINITIONS.map((definition) => definition.key),
    );
    const efg = STAT_REGISTRY_ROWS.find((row) => row.key === 'efgPct');
    expect(efg?.example).toBe('51.2%');
  });

  it('filters on every word of the query, across key, labels and definition', () => {
    const found = filterStatRows(STAT_REGISTRY_ROWS, 'effective pct');
    expect(found.map((row) => row.key)).toContain('efgPct');
    expect(found.every((row) => /effective/i.test(`${row.label} ${row.description}`))).toBe(true);
    expect(filterStatRows(STAT_REGISTRY_ROWS, '')).toBe(STAT_REGISTRY_ROWS);
    expect(filterStatRows(STAT_REGISTRY_ROWS, 'zzzz-no-such-stat')).toEqual([]);
  });

  it('sorts by a column either way', () => {
    const ascending = sortStatRows(STAT_REGISTRY_ROWS, { key: 'key', descending: false });
    const descending = sortStatRows(STAT_REGISTRY_ROWS, { key: 'key', descending: true });
    expect(ascending[0]?.key).toBe(descending.at(-1)?.key);
    expect(ascending).toHaveLength(STAT_REGISTRY_ROWS.length);
  });

  it('formats a sample of every display format', () => {
    expect(FORMAT_EXAMPLES.map((example) => exampleFormattedValue(example.format))).toEqual([
      '1,234',
      '12.3',
      '1.85',
      '51.2%',
      '112.3',
      '−1.5',
      '+5',
      '17',
      '31:30',
      'Mar 1, 2025',
      '6\'5"',
      'Yes',
      'W',
      'Guard',
    ]);
  });
});
