import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, initialDraft, readDraft, writeDraft } from './draft-storage';

const DRAFT = { chartId: null, name: 'Practice', shots: [{ x: 1, y: 2, made: true }] };

afterEach(() => localStorage.clear());

describe('draft storage', () => {
  it('keeps a draft and reads it back', () => {
    writeDraft(DRAFT);
    expect(readDraft()).toEqual(DRAFT);
    writeDraft(null);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a shot off the court', JSON.stringify({ ...DRAFT, shots: [{ x: 30, y: 0, made: true }] })],
    ['a shot without result', JSON.stringify({ ...DRAFT, shots: [{ x: 0, y: 0 }] })],
    ['a numeric id', JSON.stringify({ ...DRAFT, chartId: 7 })],
    ['no name', JSON.stringify({ chartId: null, shots: [] })],
  ])('reads %s as no draft', (_label, text) => {
    localStorage.setItem(DRAFT_STORAGE_KEY, text);
    expect(readDraft()).toBeNull();
  });

  it("starts a page from the stored draft only when it is that chart's", () => {
    const opened = { ...DRAFT, chartId: 'c1' };
    writeDraft(opened);
    expect(initialDraft('c1')).toEqual(opened);
    expect(initialDraft(null)).toEqual({ chartId: null, name: '', shots: [] });
    expect(initialDraft('c2')).toEqual({ chartId: null, name: '', shots: [] });
  });
});
