import { describe, expect, it } from 'vitest';
import { draftStorageKey, readDrafts, toDrafts, writeDrafts } from './draft-storage';

describe('unsaved picks storage', () => {
  it('keeps each bracket’s unsaved picks per tournament, and forgets them when none are left', () => {
    writeDrafts(5025, new Map([['a', [1, null, 3]]]));
    expect(readDrafts(5025)).toEqual(new Map([['a', [1, null, 3]]]));
    expect(readDrafts(5026)).toEqual(new Map());
    writeDrafts(5025, new Map());
    expect(sessionStorage.getItem(draftStorageKey(5025))).toBeNull();
  });

  it('reads nothing from text it cannot use', () => {
    sessionStorage.setItem(draftStorageKey(5025), '{not json');
    expect(readDrafts(5025)).toEqual(new Map());
    expect(toDrafts([1, 2])).toEqual(new Map());
    expect(toDrafts({ a: [1, 'x'], b: 'no', c: [null, 2] })).toEqual(new Map([['c', [null, 2]]]));
  });
});
