import { describe, expect, it } from 'vitest';
import { fakePackModule } from '../icons.test-utils';
import { filterIconEntries, toIconEntries } from './icon-entries';

describe('toIconEntries', () => {
  it('lists the icon components of a pack sorted by export name', () => {
    const module = { ...fakePackModule(['LuZap', 'LuActivity', 'LuBell']), version: '1.0' };
    const entries = toIconEntries(module);
    expect(entries.map((entry) => entry.name)).toEqual(['LuActivity', 'LuBell', 'LuZap']);
    expect(entries[0]?.searchKey).toBe('luactivity');
  });
});

describe('filterIconEntries', () => {
  const entries = toIconEntries(fakePackModule(['LuAlarmClock', 'LuClock', 'LuZap']));

  it('keeps names that contain the query, ignoring case and surrounding spaces', () => {
    const names = filterIconEntries(entries, '  CLOCK ').map((entry) => entry.name);
    expect(names).toEqual(['LuAlarmClock', 'LuClock']);
  });

  it('returns every icon for a blank query', () => {
    expect(filterIconEntries(entries, ' ')).toBe(entries);
  });
});
