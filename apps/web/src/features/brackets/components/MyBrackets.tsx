/**
 * The signed-in user's brackets of the tournament: where picks stand, the list (with a share
 * link each), a new bracket, and the picker of the open one. Unsaved picks are kept here per
 * bracket (and in the tab's storage), so moving between brackets, or to another view and back,
 * keeps them until they are saved or undone.
 */
import { useEffect, useState } from 'react';
import {
  USER_BRACKET_LIMITS,
  paths,
  type BracketLayout,
  type NationalTournament,
} from '@courtside/contract';
import { ErrorState, TableSkeleton } from '@/components/stats/states';
import { toRequestError } from '@/lib/api/request-errors';
import { useUserBrackets } from '../api/user-brackets';
import { shareSearch } from '../content/bracket-route';
import { readDrafts, writeDrafts, type Drafts } from '../content/draft-storage';
import { samePicks, type Picks } from '../content/picks';
import { BracketEditor } from './BracketEditor';
import { BracketListItem } from './BracketListItem';
import { CreateBracketForm } from './CreateBracketForm';
import { LayoutState } from './LayoutState';
import { PickStatusBanner } from './PickStatusBanner';
import { usePickStatus } from './use-pick-status';

export function MyBrackets({ tournament }: { tournament: NationalTournament }) {
  return (
    <LayoutState tournamentId={tournament.tournamentId}>
      {(layout) => <BracketsOfLayout tournament={tournament} layout={layout} />}
    </LayoutState>
  );
}

function shareUrl(tournament: NationalTournament, shareId: string): string {
  const path = paths.bracket(tournament.competitionId, tournament.tournamentId);
  return `${globalThis.location.origin}${path}${shareSearch(shareId)}`;
}

function withDraft(drafts: Drafts, bracketId: string, picks: Picks | undefined): Drafts {
  const next = new Map(drafts);
  if (picks === undefined) next.delete(bracketId);
  else next.set(bracketId, picks);
  return next;
}

const isUnsaved = (draft: Picks | undefined, saved: Picks): boolean =>
  draft !== undefined && !samePicks(draft, saved);

interface BracketsOfLayoutProps {
  tournament: NationalTournament;
  layout: BracketLayout;
}

function BracketsOfLayout({ tournament, layout }: BracketsOfLayoutProps) {
  const list = useUserBrackets(tournament.tournamentId);
  const status = usePickStatus(layout);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { tournamentId } = tournament;
  const [drafts, setDrafts] = useState(() => readDrafts(tournamentId));
  useEffect(() => writeDrafts(tournamentId, drafts), [tournamentId, drafts]);
  const setDraft = (bracketId: string, picks: Picks | undefined) =>
    setDrafts((current) => withDraft(current, bracketId, picks));
  // Picks changed while the save was on its way stay unsaved.
  const draftSaved = (bracketId: string, picks: Picks) =>
    setDrafts((current) => {
      const draft = current.get(bracketId);
      return draft !== undefined && samePicks(draft, picks)
        ? withDraft(current, bracketId, undefined)
        : current;
    });

  let content;
  let editor = null;
  if (list.isPending) {
    content = <TableSkeleton label="Loading your brackets" rows={3} columns={3} />;
  } else if (list.isError) {
    content = (
      <ErrorState
        title="Your brackets could not be loaded."
        error={toRequestError(list.error)}
        onRetry={list.refetch}
      />
    );
  } else {
    const brackets = list.data;
    const open = brackets.find((bracket) => bracket.id === chosenId) ?? brackets[0];
    content = (
      <>
        {brackets.length === 0 ? (
          <p className="text-body-secondary">
            {status === 'open'
              ? 'No bracket yet: name one to start picking.'
              : 'You have no bracket for this tournament.'}
          </p>
        ) : (
          <ul className="picks-list list-unstyled">
            {brackets.map((bracket) => (
              <BracketListItem
                key={bracket.id}
                bracket={bracket}
                gameCount={layout.games.length}
                isOpen={bracket.id === open?.id}
                unsaved={status === 'open' && isUnsaved(drafts.get(bracket.id), bracket.picks)}
                shareUrl={shareUrl(tournament, bracket.shareId)}
                onOpen={setChosenId}
                onDeleted={(bracketId) => setDraft(bracketId, undefined)}
              />
            ))}
          </ul>
        )}
        {status === 'open' && (
          <CreateBracketForm
            tournamentId={tournament.tournamentId}
            bracketCount={brackets.length}
            onCreated={(bracket) => setChosenId(bracket.id)}
          />
        )}
      </>
    );
    editor = open !== undefined && (
      <BracketEditor
        key={open.id}
        layout={layout}
        bracket={open}
        status={status}
        draft={drafts.get(open.id)}
        onDraftChange={setDraft}
        onDraftSaved={draftSaved}
      />
    );
  }

  return (
    <div className="picks-layout">
      <section aria-labelledby="picks-mine-heading">
        <h2 className="h5" id="picks-mine-heading">
          Your brackets
          {list.data !== undefined && (
            <span className="small text-body-secondary fw-normal">
              {' '}
              ({list.data.length} of {USER_BRACKET_LIMITS.bracketsPerTournament})
            </span>
          )}
        </h2>
        <PickStatusBanner layout={layout} status={status} />
        {content}
      </section>
      {editor}
    </div>
  );
}
