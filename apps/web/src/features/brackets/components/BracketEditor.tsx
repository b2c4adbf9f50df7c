/**
 * One of the user's brackets in the picker: its score, then, while picks are open, the helpers
 * (pick by odds, by seed, clear), Save and an unsaved-changes note above the drawing, where a
 * click on a team picks it. Unsaved picks are the page's (MyBrackets keeps them per bracket), so
 * opening another bracket loses nothing. Once picks lock the saved picks are shown read-only.
 */
import { useState } from 'react';
import type { BracketLayout, BracketPickStatus, UserBracket } from '@courtside/contract';
import { useUpdateUserBracket } from '../api/user-bracket';
import {
  applyPick,
  emptyPicks,
  isComplete,
  pickCount,
  samePicks,
  validPicks,
  type Picks,
} from '../content/picks';
import { writeFailure } from '../content/write-failure';
import { BracketScoreSummary } from './BracketScoreSummary';
import { PickDrawing } from './PickDrawing';

export interface BracketEditorProps {
  layout: BracketLayout;
  bracket: UserBracket;
  status: BracketPickStatus;
  /** Unsaved picks of this bracket, if any. */
  draft: Picks | undefined;
  onDraftChange(bracketId: string, picks: Picks | undefined): void;
  /** The picks sent were saved: their draft, if still the same, is done. */
  onDraftSaved(bracketId: string, picks: Picks): void;
}

export function BracketEditor({
  layout,
  bracket,
  status,
  draft,
  onDraftChange,
  onDraftSaved,
}: BracketEditorProps) {
  const { games } = layout;
  const update = useUpdateUserBracket(layout.tournamentId);
  const [justSaved, setJustSaved] = useState(false);
  const editable = status === 'open';
  const saved = validPicks(games, bracket.picks);
  const shown = editable && draft !== undefined ? draft : saved;
  const dirty = editable && draft !== undefined && !samePicks(draft, bracket.picks);

  const change = (picks: Picks | undefined) => {
    update.reset();
    setJustSaved(false);
    onDraftChange(bracket.id, picks);
  };
  const save = () => {
    if (!dirty || update.isPending) return;
    const picks = [...shown];
    update.mutate(
      { bracketId: bracket.id, changes: { picks } },
      {
        onSuccess: () => {
          onDraftSaved(bracket.id, picks);
          setJustSaved(true);
        },
      },
    );
  };

  return (
    <section className="picks-editor" aria-labelledby="picks-editor-heading">
      <h2 className="h5" id="picks-editor-heading">
        {bracket.name}
      </h2>
      <BracketScoreSummary score={bracket.score} ofSavedPicks={dirty} />
      <p className="small mb-2">
        {pickCount(shown)} of {games.length} games picked
        {isComplete(games, shown)
          ? ': complete.'
          : ': pick every game, the First Four included, to enter the pool.'}
      </p>
      {editable && (
        <div className="picks-actions mb-2" role="toolbar" aria-label="Picks">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => change(layout.pickByOdds)}
          >
            Pick by odds
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => change(layout.pickBySeed)}
          >
            Pick by seed
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => change(emptyPicks(games))}
          >
            Clear picks
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!dirty || update.isPending}
            onClick={save}
          >
            {update.isPending ? 'Saving…' : 'Save picks'}
          </button>
          {dirty && (
            <button type="button" className="btn btn-link btn-sm" onClick={() => change(undefined)}>
              Undo changes
            </button>
          )}
          <span className="small text-body-secondary" aria-live="polite">
            {dirty ? 'Unsaved changes' : justSaved ? 'Picks saved.' : 'All picks saved.'}
          </span>
        </div>
      )}
      {update.error !== null && (
        <div className="alert alert-danger py-2" role="alert">
          {writeFailure(update.error)}
        </div>
      )}
      <PickDrawing
        layout={layout}
        picks={shown}
        label={`${bracket.name}: the bracket`}
        onPick={
          editable ? (index, teamId) => change(applyPick(games, shown, index, teamId)) : undefined
        }
      />
    </section>
  );
}
