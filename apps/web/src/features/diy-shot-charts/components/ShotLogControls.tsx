/**
 * Beside the court: what a click logs (Make or Miss), Undo and Clear, how to log with a mouse,
 * a finger or the keyboard, and a status line that says what the last action did (read out by
 * screen readers).
 */
import { DIY_SHOT_CHART_LIMITS } from '@courtside/contract';
import { ToggleGroup } from '@/components/stats/ToggleGroup';

const CLICK_RESULTS = [
  { value: 'made', label: 'Make' },
  { value: 'missed', label: 'Miss' },
] as const;

export interface ShotLogControlsProps {
  clickLogsMade: boolean;
  onClickLogsMade(made: boolean): void;
  canUndo: boolean;
  onUndo(): void;
  shotCount: number;
  onClear(): void;
  /** What the last action did, e.g. "Make logged: 15.0 ft out (Mid-range). 3 shots." */
  status: string;
  instructionsId: string;
}

export function ShotLogControls({
  clickLogsMade,
  onClickLogsMade,
  canUndo,
  onUndo,
  shotCount,
  onClear,
  status,
  instructionsId,
}: ShotLogControlsProps) {
  return (
    <div className="diy-controls">
      <div className="diy-controls__row">
        <span className="diy-controls__label" aria-hidden="true">
          A click logs
        </span>
        <ToggleGroup
          label="A click logs"
          options={CLICK_RESULTS}
          value={clickLogsMade ? 'made' : 'missed'}
          onChange={(value) => onClickLogsMade(value === 'made')}
        />
      </div>
      <div className="diy-controls__row">
        <button
          type="button"
          className="btn btn-outline-secondary stats-action btn-sm"
          onClick={onUndo}
          disabled={!canUndo}
        >
          Undo
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm diy-danger"
          onClick={onClear}
          disabled={shotCount === 0}
        >
          Clear
        </button>
        <span className="small text-body-secondary">
          {shotCount} of {DIY_SHOT_CHART_LIMITS.shotsPerChart} shots
        </span>
      </div>
      <div id={instructionsId} className="diy-controls__help small">
        <p className="mb-1">
          <strong>Mouse or touch:</strong> click or tap where the shot was taken. It logs a{' '}
          {clickLogsMade ? 'make' : 'miss'}; Shift- or Alt-click, or a long press, logs a{' '}
          {clickLogsMade ? 'miss' : 'make'}.
        </p>
        <p className="mb-0">
          <strong>Keyboard:</strong> focus the court, move the cursor with the arrow keys (Shift for
          5 ft), press Enter or M to log a make, X or N to log a miss, and Backspace to undo.
        </p>
      </div>
      <p className="diy-controls__status small mb-0" role="status">
        {status}
      </p>
    </div>
  );
}
