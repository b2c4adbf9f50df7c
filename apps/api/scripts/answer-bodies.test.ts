import { describe, expect, it } from 'vitest';
import { BUILD_STAMP, compareBodies, withoutBuildStamps } from './answer-bodies';

const before = JSON.stringify([{ _id: 'a', fgmDiff: 2, rows: [{ x: 1 }] }]);

describe('compareBodies', () => {
  it('accepts keys added at any depth and lists them', () => {
    const after = JSON.stringify([
      { _id: 'a', fgmDiff: 2, rows: [{ x: 1, y: 2 }], astDiff: -3, stlDiff: null },
    ]);
    expect(compareBodies(before, after)).toEqual({
      kind: 'addedKeys',
      keys: ['astDiff', 'stlDiff', 'y'],
    });
  });

  it('refuses a changed value, a reordered key or a removed key', () => {
    const changed = JSON.stringify([{ _id: 'a', fgmDiff: 3, rows: [{ x: 1 }] }]);
    const reordered = JSON.stringify([{ fgmDiff: 2, _id: 'a', rows: [{ x: 1 }] }]);
    const removed = JSON.stringify([{ _id: 'a', rows: [{ x: 1 }] }]);
    for (const after of [changed, reordered, removed]) {
      expect(compareBodies(before, after).kind).toBe('changed');
    }
  });
});

describe('withoutBuildStamps', () => {
  it("replaces the rows' stamps of the build's time and keeps any other time", () => {
    const body = JSON.stringify([
      { updated: '2026-11-28T00:37:14.512Z', at: '2026-11-28T00:37:14.512Z' },
      { updated: '2026-11-27T09:00:00.000Z' },
    ]);
    expect(withoutBuildStamps(body, '2026-11-28T00:37:14Z-3d0f7a02')).toBe(
      `[{${BUILD_STAMP},"at":"2026-11-28T00:37:14.512Z"},{"updated":"2026-11-27T09:00:00.000Z"}]`,
    );
    expect(withoutBuildStamps(body, '')).toBe(body);
  });
});
