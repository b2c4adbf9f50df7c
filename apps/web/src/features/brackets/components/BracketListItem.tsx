/**
 * One of the user's brackets in the list: its name, picks made and score, with Open, Copy share
 * link, Rename (in place, checked as the API checks names) and Delete (after a confirmation).
 * Both stay offered once picks lock: a name and a bracket's place in the account are not picks.
 */
import { useState } from 'react';
import type { UserBracket } from '@courtside/contract';
import { SavedItemControls, type SavedItemClassNames } from '@/components/forms/SavedItemControls';
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

type Copy = 'idle' | 'copied' | 'failed';

const SECONDARY_BUTTON = 'btn btn-outline-secondary btn-sm';

const CLASS_NAMES: SavedItemClassNames = {
  actions: 'picks-actions',
  renameActions: 'picks-actions mt-2',
  input: 'form-control form-control-sm',
  secondaryButton: SECONDARY_BUTTON,
  deleteButton: 'btn btn-outline-danger btn-sm',
};

export function BracketListItem({
  bracket,
  gameCount,
  isOpen,
  unsaved,
  shareUrl,
  onOpen,
  onDeleted,
}: BracketListItemProps) {
  const [copy, setCopy] = useState<Copy>('idle');
  const rename = useUpdateUserBracket(bracket.tournamentId);
  const remove = useDeleteUserBracket(bracket.tournamentId);

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
      <SavedItemControls
        name={bracket.name}
        noun="bracket"
        classNames={CLASS_NAMES}
        nameProblem={bracketNameProblem}
        renaming={rename}
        deleting={remove}
        onRename={(name, done) =>
          rename.mutate({ bracketId: bracket.id, changes: { name } }, { onSuccess: done })
        }
        onDelete={() => remove.mutate(bracket.id, { onSuccess: () => onDeleted(bracket.id) })}
        failureText={writeFailure}
        summary={
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
          </>
        }
        onOpen={() => onOpen(bracket.id)}
        isOpen={isOpen}
        actions={
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-label={`Copy the share link of ${bracket.name}`}
            onClick={copyLink}
          >
            Copy share link
          </button>
        }
        footer={
          <div aria-live="polite" className="small">
            {copy === 'copied' && <p className="mb-0 mt-1">Share link copied.</p>}
            {copy === 'failed' && (
              <p className="mb-0 mt-1">
                Copy this link to share the bracket: <code>{shareUrl}</code>
              </p>
            )}
          </div>
        }
      />
    </li>
  );
}
