/**
 * The controls of one saved item in an account's list (a bracket, a chart): its summary with a
 * row of buttons (Open, the feature's own, Rename and Delete), a rename form in place of all of
 * it (checked as the API checks names, Escape cancels), and a confirmation in place of the
 * buttons before a delete.
 * The item's writes, names and classes come from the feature; this holds the modes, the focus
 * and the alert of a failed write. Render it as the content of the item's `<li>`.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

/** The feature's classes, so the controls look like the rest of its page. */
export interface SavedItemClassNames {
  /** Each row of buttons: the item's and the confirmation's. */
  actions: string;
  /** The row under the rename field; `actions` when absent. */
  renameActions?: string;
  /** The name field. */
  input: string;
  /** Rename, Cancel and Keep it. */
  secondaryButton: string;
  /** The Delete button that asks first. */
  deleteButton: string;
  form?: string;
  confirm?: string;
}

/** What the controls read of a write (a TanStack Query mutation is one). */
export interface SavedItemWrite {
  isPending: boolean;
  /** The failure of the last try, null when there is none. */
  error: unknown;
  reset(): void;
}

export interface SavedItemControlsProps {
  /** The item's saved name. */
  name: string;
  /** What the item is, in the confirmation's button: "Delete bracket". */
  noun: string;
  classNames: SavedItemClassNames;
  /** Why a name would be refused (as the API checks it), or null when it would be accepted. */
  nameProblem(name: string): string | null;
  /** The rename's write, cleared as the item shows its buttons again. */
  renaming: SavedItemWrite;
  /** The delete's write, cleared as the item shows its buttons again. */
  deleting: SavedItemWrite;
  /** Saves a checked, trimmed, changed name; `done` closes the form once the name is saved. */
  onRename(name: string, done: () => void): void;
  onDelete(): void;
  /** What a failed write says, in an alert under the item. */
  failureText(error: unknown): string;
  /** The name and facts of the item, hidden while it is renamed. */
  summary: ReactNode;
  onOpen(): void;
  /** This is the item open beside the list, where a list shows one (Open's pressed state). */
  isOpen?: boolean;
  /** More buttons, between Open and Rename (a share link). */
  actions?: ReactNode;
  /** Shown under the buttons or the confirmation, hidden while the item is renamed. */
  footer?: ReactNode;
}

type Mode = 'show' | 'rename' | 'confirmDelete';
type ReturnTo = 'rename' | 'delete';

export function SavedItemControls({
  name,
  noun,
  classNames,
  nameProblem,
  renaming,
  deleting,
  onRename,
  onDelete,
  failureText,
  onOpen,
  isOpen,
  summary,
  actions,
  footer,
}: SavedItemControlsProps) {
  const [mode, setMode] = useState<Mode>('show');

  // The button focus goes back to when the item shows its buttons again (React removes the
  // focused input or confirmation, which would leave focus on the page).
  const focusAfterShow = useRef<ReturnTo | null>(null);
  const focusOnReturn = (button: ReturnTo) => (element: HTMLButtonElement | null) => {
    if (element === null || focusAfterShow.current !== button) return;
    focusAfterShow.current = null;
    element.focus();
  };
  const show = (returnTo: ReturnTo) => {
    focusAfterShow.current = returnTo;
    setMode('show');
    renaming.reset();
    deleting.reset();
  };
  // A failed write stays in view until the next one, or until the item shows its buttons again.
  const failed = renaming.error ?? deleting.error;

  return (
    <>
      {mode === 'rename' ? (
        <RenameForm
          name={name}
          classNames={classNames}
          nameProblem={nameProblem}
          pending={renaming.isPending}
          onRename={onRename}
          onClose={() => show('rename')}
        />
      ) : (
        <>
          {summary}
          {mode === 'confirmDelete' ? (
            <div className={classNames.confirm} role="group" aria-label={`Delete ${name}?`}>
              <p className="small mb-1">Delete “{name}”? This cannot be undone.</p>
              <div className={classNames.actions}>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={deleting.isPending}
                  onClick={onDelete}
                >
                  {deleting.isPending ? 'Deleting…' : `Delete ${noun}`}
                </button>
                <button
                  type="button"
                  className={classNames.secondaryButton}
                  autoFocus
                  onClick={() => show('delete')}
                >
                  Keep it
                </button>
              </div>
            </div>
          ) : (
            <div className={classNames.actions}>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                aria-label={`Open ${name}`}
                aria-pressed={isOpen}
                onClick={onOpen}
              >
                Open
              </button>
              {actions}
              <button
                type="button"
                className={classNames.secondaryButton}
                aria-label={`Rename ${name}`}
                ref={focusOnReturn('rename')}
                onClick={() => setMode('rename')}
              >
                Rename
              </button>
              <button
                type="button"
                className={classNames.deleteButton}
                aria-label={`Delete ${name}`}
                ref={focusOnReturn('delete')}
                onClick={() => setMode('confirmDelete')}
              >
                Delete
              </button>
            </div>
          )}
          {footer}
        </>
      )}
      {failed !== null && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {failureText(failed)}
        </div>
      )}
    </>
  );
}

interface RenameFormProps {
  name: string;
  classNames: SavedItemClassNames;
  nameProblem(name: string): string | null;
  pending: boolean;
  onRename(name: string, done: () => void): void;
  onClose(): void;
}

/** Mounted afresh for each rename, so it starts from the saved name with no problem shown. */
function RenameForm({
  name,
  classNames,
  nameProblem,
  pending,
  onRename,
  onClose,
}: RenameFormProps) {
  const id = useId();
  const [value, setValue] = useState(name);
  // The problem shows once a save is tried, not while the first characters are typed.
  const [checked, setChecked] = useState(false);
  const problem = nameProblem(value);
  const showProblem = checked && problem !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== null || pending) return;
    const trimmed = value.trim();
    if (trimmed === name) onClose();
    else onRename(trimmed, onClose);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <form onSubmit={submit} onKeyDown={escape} noValidate className={classNames.form}>
      <label htmlFor={`${id}-name`} className="form-label small mb-1">
        New name for “{name}”
      </label>
      <input
        id={`${id}-name`}
        className={`${classNames.input}${showProblem ? ' is-invalid' : ''}`}
        value={value}
        autoFocus
        autoComplete="off"
        aria-invalid={showProblem}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {showProblem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
      <div className={classNames.renameActions ?? classNames.actions}>
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
          {pending ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className={classNames.secondaryButton} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
