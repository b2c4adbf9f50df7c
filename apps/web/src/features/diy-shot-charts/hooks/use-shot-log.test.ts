import { describe, expect, it } from 'vitest';
import { shotLogReducer } from './use-shot-log';

const start = { draft: { chartId: null, name: '', shots: [] }, history: [] };
const shot = (x: number, made = true) => ({ x, y: 10, made });

describe('shotLogReducer', () => {
  it('undoes logging, clearing and importing, one step at a time', () => {
    let state = shotLogReducer(start, { type: 'log', shot: shot(1) });
    state = shotLogReducer(state, { type: 'log', shot: shot(2, false) });
    state = shotLogReducer(state, { type: 'replace', shots: [] });
    state = shotLogReducer(state, { type: 'replace', shots: [shot(9)] });
    expect(state.draft.shots).toEqual([shot(9)]);
    state = shotLogReducer(state, { type: 'undo' });
    expect(state.draft.shots).toEqual([]);
    state = shotLogReducer(state, { type: 'undo' });
    expect(state.draft.shots).toEqual([shot(1), shot(2, false)]);
    state = shotLogReducer(state, { type: 'undo' });
    state = shotLogReducer(state, { type: 'undo' });
    expect(state.draft.shots).toEqual([]);
    expect(shotLogReducer(state, { type: 'undo' })).toBe(state);
  });

  it('keeps the name out of the undo history, and starts a fresh one on open', () => {
    let state = shotLogReducer(start, { type: 'log', shot: shot(1) });
    state = shotLogReducer(state, { type: 'rename', name: 'Game 1' });
    state = shotLogReducer(state, { type: 'undo' });
    expect(state.draft).toEqual({ chartId: null, name: 'Game 1', shots: [] });
    state = shotLogReducer(state, {
      type: 'open',
      draft: { chartId: 'c1', name: 'Saved', shots: [shot(3)] },
    });
    expect(state.history).toEqual([]);
  });

  it('logs no more than a chart holds', () => {
    const full = {
      draft: {
        chartId: null,
        name: '',
        shots: Array.from({ length: 1000 }, (_, i) => shot(i % 25)),
      },
      history: [],
    };
    expect(shotLogReducer(full, { type: 'log', shot: shot(0) })).toBe(full);
  });
});
