/**
 * One national tournament's bracket challenge settings: scoring system, when picks open and
 * lock, whether the challenge is published, and Save. Only the fields the admin changed are
 * sent, so two admins editing different fields of one tournament do not undo each other, and
 * publishing alone sends `{ published }` only; the server checks the result.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  BRACKET_SCORING_SYSTEM_IDS,
  BRACKET_SCORING_SYSTEMS,
  FIRST_TIP_UTC_HOUR,
  isBracketScoringSystemId,
  maxBracketScore,
  type BracketScoringSystemId,
  type BracketSettings,
  type NationalTournament,
  type UpdateBracketSettingsRequest,
} from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { saveBracketSettings } from '../api/bracket-settings-api';
import { formatPoints, maxScoreText, roundPointsText } from '../content/brackets';
import { formatDateTime } from '../content/dates';
import { fromDateTimeLocal, toDateTimeLocal } from '../content/datetime-local';

export interface BracketTournamentFormProps {
  tournament: NationalTournament;
  /** The stored settings (or the defaults); the form shows them until the admin edits. */
  settings: BracketSettings;
  onSaved(settings: BracketSettings): void;
}

/** What the inputs show: times as datetime-local values, compared as the admin sees them. */
interface Draft {
  scoringSystem: BracketScoringSystemId;
  picksOpenAt: string;
  picksLockAt: string;
  published: boolean;
}

const draftOf = (settings: BracketSettings): Draft => ({
  scoringSystem: settings.scoringSystem,
  picksOpenAt: toDateTimeLocal(settings.picksOpenAt),
  picksLockAt: toDateTimeLocal(settings.picksLockAt),
  published: settings.published,
});

function changesBetween(saved: Draft, draft: Draft): UpdateBracketSettingsRequest {
  const changes: UpdateBracketSettingsRequest = {};
  if (draft.scoringSystem !== saved.scoringSystem) changes.scoringSystem = draft.scoringSystem;
  if (draft.picksOpenAt !== saved.picksOpenAt) {
    changes.picksOpenAt = fromDateTimeLocal(draft.picksOpenAt);
  }
  if (draft.picksLockAt !== saved.picksLockAt) {
    changes.picksLockAt = fromDateTimeLocal(draft.picksLockAt);
  }
  if (draft.published !== saved.published) changes.published = draft.published;
  return changes;
}

function lastUpdatedText(settings: BracketSettings): string {
  if (settings.updatedAt === null) return 'Never saved: the defaults apply.';
  const who = settings.updatedBy ?? 'a deleted account';
  return `Last updated by ${who} at ${formatDateTime(settings.updatedAt)}.`;
}

function publishedText(settings: BracketSettings): string {
  if (!settings.published) return 'Not published: users cannot make brackets yet.';
  return settings.publishedAt === null
    ? 'Published.'
    : `Published since ${formatDateTime(settings.publishedAt)}.`;
}

const FIRST_TIP_TIME = `${String(FIRST_TIP_UTC_HOUR).padStart(2, '0')}:00 UTC`;

export function BracketTournamentForm({
  tournament,
  settings,
  onSaved,
}: BracketTournamentFormProps) {
  // The admin's edits over the stored settings: a field not edited follows the stored value,
  // so a newer list from the server shows through wherever the admin has not typed.
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const saved = draftOf(settings);
  const draft: Draft = { ...saved, ...edits };
  const changes = changesBetween(saved, draft);
  const dirty = Object.keys(changes).length > 0;
  const idPrefix = `bracket-${tournament.tournamentId}`;

  const save = useMutation({
    mutationFn: (body: UpdateBracketSettingsRequest) =>
      saveBracketSettings(tournament.tournamentId, body),
    onSuccess: (updated) => {
      setEdits({});
      onSaved(updated);
    },
  });

  const edit = (next: Partial<Draft>) => {
    if (!save.isIdle) save.reset();
    setEdits((current) => ({ ...current, ...next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && !save.isPending) save.mutate(changes);
  };

  const system = BRACKET_SCORING_SYSTEMS[draft.scoringSystem];

  return (
    <form onSubmit={submit} aria-label={tournament.label}>
      <div className="row g-3">
        <div className="col-lg-6">
          <label htmlFor={`${idPrefix}-scoring`} className="form-label">
            Scoring system
          </label>
          <select
            id={`${idPrefix}-scoring`}
            className="form-select"
            value={draft.scoringSystem}
            aria-describedby={`${idPrefix}-scoring-help`}
            onChange={(event) => {
              const scoringSystem = event.target.value;
              if (isBracketScoringSystemId(scoringSystem)) edit({ scoringSystem });
            }}
          >
            {BRACKET_SCORING_SYSTEM_IDS.map((id) => (
              <option key={id} value={id}>
                {BRACKET_SCORING_SYSTEMS[id].label} · max {formatPoints(maxBracketScore(id))}
              </option>
            ))}
          </select>
          <div id={`${idPrefix}-scoring-help`} className="form-text">
            {system.description} Rounds 1–6: {roundPointsText(system.id)} points per correct pick
            (First Four not scored). {maxScoreText(system.id)}.
          </div>
        </div>
        <div className="col-sm-6 col-lg-3">
          <label htmlFor={`${idPrefix}-open`} className="form-label">
            Picks open
          </label>
          <input
            id={`${idPrefix}-open`}
            type="datetime-local"
            className="form-control"
            value={draft.picksOpenAt}
            onChange={(event) => edit({ picksOpenAt: event.target.value })}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <label htmlFor={`${idPrefix}-lock`} className="form-label">
            Picks lock
          </label>
          <input
            id={`${idPrefix}-lock`}
            type="datetime-local"
            className="form-control"
            value={draft.picksLockAt}
            onChange={(event) => edit({ picksLockAt: event.target.value })}
          />
        </div>
        <div className="col-12">
          <div className="form-check form-switch">
            <input
              id={`${idPrefix}-published`}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={draft.published}
              aria-describedby={`${idPrefix}-published-help ${idPrefix}-published-state`}
              onChange={(event) => edit({ published: event.target.checked })}
            />
            <label htmlFor={`${idPrefix}-published`} className="form-check-label">
              Published
            </label>
          </div>
          <div id={`${idPrefix}-published-help`} className="form-text">
            Users can make brackets only once the challenge is published; picks then follow the open
            and lock times. Without a lock time, picks lock on the first game&apos;s date at{' '}
            {FIRST_TIP_TIME}.
          </div>
          <div id={`${idPrefix}-published-state`} className="small">
            {publishedText(settings)}
          </div>
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-primary" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <span className="small text-body-secondary">{lastUpdatedText(settings)}</span>
      </div>
      <div aria-live="polite">
        {save.isSuccess && (
          <div className="alert alert-success mt-2 mb-0 py-2" role="status">
            Saved {tournament.label}.
          </div>
        )}
      </div>
      {save.isError && (
        <div className="alert alert-danger mt-2 mb-0 py-2" role="alert">
          {toRequestError(save.error).message}
        </div>
      )}
    </form>
  );
}
