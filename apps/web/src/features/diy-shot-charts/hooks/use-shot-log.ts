/**
 * The chart on the court: its shots, name and saved chart, with an undo history. Logging a shot,
 * clearing the court and importing a file each keep the shots as they were, so Undo (or
 * Backspace) steps back through all three; opening a chart starts a fresh history.
 */
import { useCallback, useReducer } from 'react';
import { DIY_SHOT_CHART_LIMITS, type DiyShot } from '@courtside/contract';
import type { ChartDraft } from '../content/draft-storage';

/** How many steps Undo can go back. */
const HISTORY_DEPTH = 500;

interface ShotLogState {
  draft: ChartDraft;
  /** Earlier shot lists, the latest last. */
  history: readonly DiyShot[][];
}

type ShotLogAction =
  | { type: 'log'; shot: DiyShot }
  | { type: 'replace'; shots: DiyShot[] }
  | { type: 'undo' }
  | { type: 'rename'; name: string }
  | { type: 'open'; draft: ChartDraft };

function withShots(state: ShotLogState, shots: DiyShot[]): ShotLogState {
  return {
    draft: { ...state.draft, shots },
    history: [...state.history, state.draft.shots].slice(-HISTORY_DEPTH),
  };
}

export function shotLogReducer(state: ShotLogState, action: ShotLogAction): ShotLogState {
  switch (action.type) {
    case 'log':
      if (state.draft.shots.length >= DIY_SHOT_CHART_LIMITS.shotsPerChart) return state;
      return withShots(state, [...state.draft.shots, action.shot]);
    case 'replace':
      return withShots(state, action.shots);
    case 'undo': {
      const previous = state.history.at(-1);
      if (previous === undefined) return state;
      return { draft: { ...state.draft, shots: previous }, history: state.history.slice(0, -1) };
    }
    case 'rename':
      return { ...state, draft: { ...state.draft, name: action.name } };
    case 'open':
      return { draft: action.draft, history: [] };
  }
}

export interface ShotLog {
  draft: ChartDraft;
  canUndo: boolean;
  isFull: boolean;
  /** Adds a shot; false when the chart already holds the most shots a chart can. */
  log(shot: DiyShot): boolean;
  undo(): void;
  clear(): void;
  replaceShots(shots: DiyShot[]): void;
  rename(name: string): void;
  /** Puts another chart on the court (opened, saved, or a new one). */
  open(draft: ChartDraft): void;
}

export function useShotLog(initial: () => ChartDraft): ShotLog {
  const [state, dispatch] = useReducer(shotLogReducer, undefined, () => ({
    draft: initial(),
    history: [],
  }));
  const isFull = state.draft.shots.length >= DIY_SHOT_CHART_LIMITS.shotsPerChart;
  const log = useCallback(
    (shot: DiyShot) => {
      if (isFull) return false;
      dispatch({ type: 'log', shot });
      return true;
    },
    [isFull],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const clear = useCallback(() => dispatch({ type: 'replace', shots: [] }), []);
  const replaceShots = useCallback((shots: DiyShot[]) => dispatch({ type: 'replace', shots }), []);
  const rename = useCallback((name: string) => dispatch({ type: 'rename', name }), []);
  const open = useCallback((draft: ChartDraft) => dispatch({ type: 'open', draft }), []);
  return {
    draft: state.draft,
    canUndo: state.history.length > 0,
    isFull,
    log,
    undo,
    clear,
    replaceShots,
    rename,
    open,
  };
}
