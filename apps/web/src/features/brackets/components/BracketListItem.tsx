/**
 * One of the user's brackets in the list: its name, picks made and score, with Open, Copy share
 * link, Rename (in place, checked as the API checks names) and Delete (after a confirmation).
 * Both stay offered once picks lock: a name and a bracket's place in the account are not picks.
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { UserBracket } from '@courtside/contract';
import { useDeleteUserBracket, useUpdateUserBracket } from '../api/user-bracket';
import { bracketNameProblem } from '../content/bracket-name';
import { writeFailure } from '../content/write-failure';

export interface BracketListItemProps {
  bracket: UserBracket;
  gameCount: number;
  isOpen: boolean;
  unsaved: boolean;
  /** The read-only link, whole. */
  shareUrl: string;
  onOpen(bracketId: string): void;
  onDeleted(bracketId: string): void;
}

type Mode = 'show' | 'rename' | 'confirmDelete';
type Copy = 'idle' | 'copied' | 'failed';

export function BracketListItem({
  bracket,
  gameCount,
  isOpen,
  unsaved,
  shareUrl,
  onOpen,
  onDeleted,
}: BracketListItemProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('show');
  const [name, setName] = useState(bracket.name);
  const [checked, setChecked] = useState(false);
  const [copy, setCopy] = useState<Copy>('idle');
  const rename = useUpdateUserBracket(bracket.tournamentId);
  const remove = useDeleteUserBracket(bracket.tournamentId);
  const problem = bracketNameProblem(name);
  const showProblem = checked && problem !== null;
  const failed = rename.error ?? remove.error;

  const show = () => {
    setMode('show');
    setChecked(false);
    rename.reset();
    remove.reset();
  };
  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== null || rename.isPending) return;
    const trimmed = name.trim();
    if (trimmed === bracket.name) return show();
    rename.mutate({ bracketId: bracket.id, changes: { name: trimmed } }, { onSuccess: show });
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') show();
  };
  const copyLink = () => {
    // Without the clipboard (an insecure page, a refused permission) the link is shown instead.
    const clipboard = globalThis.navigator?.clipboard;
    if (clipboard === undefined) return setCopy('failed');
    clipboard.writeText(shareUrl).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <li className={`picks-list__item${isOpen ? ' picks-list__item--open' : ''}`}>
      {mode === 'rename' ? (
        <form onSubmit={submitRename} onKeyDown={escape} noValidate>
          <label htmlFor={`${id}-name`} className="form-label small mb-1">
            New name for “{bracket.name}”
          </label>
          <input
            id={`${id}-name`}
            className={`form-control form-control-sm${showProblem ? ' is-invalid' : ''}`}
            value={name}
            autoFocus
            autoComplete="off"
            aria-invalid={showProblem}
            aria-describedby={showProblem ? `${id}-problem` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {showProblem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
          <div className="picks-actions mt-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={rename.isPending}>
              {rename.isPending ? 'Saving…' : 'Save name'}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={show}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <h3 className="h6 mb-0">
            {bracket.name}
            {isOpen && <span className="badge text-bg-primary ms-2">Open</span>}
            {unsaved && <span className="badge text-bg-warning ms-2">Unsaved changes</span>}
          </h3>
          <p className="small text-body-secondary mb-1">
            {bracket.pickCount} of {gameCount} picks · {bracket.score.current} points
            {bracket.score.rank !== null && ` · rank ${bracket.score.rank}`}
            {!bracket.complete && ' · incomplete'}
          </p>
          {mode === 'confirmDelete' ? (
            <div role="group" aria-label={`Delete ${bracket.name}?`}>
              <p className="small mb-1">Delete “{bracket.name}”? This cannot be undone.</p>
              <div className="picks-actions">
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(bracket.id, { onSuccess: () => onDeleted(bracket.id) })
                  }
                >
                  {remove.isPending ? 'Deleting…' : 'Delete bracket'}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  autoFocus
                  onClick={show}
                >
                  Keep it
                </button>
              </div>
            </div>
          ) : (
            <div className="picks-actions">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                aria-label={`Open ${bracket.name}`}
                aria-pressed={isOpen}
                onClick={() => onOpen(bracket.id)}
              >
                Open
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={`Copy the share link of ${bracket.name}`}
                onClick={copyLink}
              >
                Copy share link
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={`Rename ${bracket.name}`}
                onClick={() => {
                  setName(bracket.name);
                  setMode('rename');
                }}
              >
                Rename
              </button>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={`Delete ${bracket.name}`}
                onClick={() => setMode('confirmDelete')}
              >
                Delete
              </button>
            </div>
          )}
          <div aria-live="polite" className="small">
            {copy === 'copied' && <p className="mb-0 mt-1">Share link copied.</p>}
            {copy === 'failed' && (
              <p className="mb-0 mt-1">
                Copy this link to share the bracket: <code>{shareUrl}</code>
              </p>
            )}
          </div>
        </>
      )}
      {failed !== null && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {writeFailure(failed)}
        </div>
      )}
    </li>
  );
}
