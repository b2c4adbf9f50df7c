/**
 * A tournament's field corrections: the field as the challenge plays it, the corrections being
 * edited (the saved ones until the admin changes them) and Save, which replaces the stored list.
 * The server checks the list against the served bracket and the games played; its refusal is
 * shown as it is, since it names the line at fault.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BracketFieldCorrection,
  BracketSettings,
  NationalTournament,
} from '@courtside/contract';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { toRequestError } from '@/lib/api/request-errors';
import { saveFieldCorrections } from '../api/bracket-field-api';
import { bracketFieldKey, useBracketField, type FieldTeam } from '../api/bracket-layout-api';
import { regionNamesOf, sameCorrections, withCorrection } from '../content/bracket-field';
import { AddCorrectionForm } from './AddCorrectionForm';
import { CorrectionList } from './CorrectionList';
import { FieldByRegion } from './FieldByRegion';

export interface FieldCorrectionsPanelProps {
  tournament: NationalTournament;
  settings: BracketSettings;
  onSaved(settings: BracketSettings): void;
}

const NO_TEAMS: readonly FieldTeam[] = [];

export function FieldCorrectionsPanel({
  tournament,
  settings,
  onSaved,
}: FieldCorrectionsPanelProps) {
  const { tournamentId } = tournament;
  const idPrefix = `bracket-${tournamentId}-field`;
  const queryClient = useQueryClient();
  const field = useBracketField(tournamentId);
  // Null follows the stored list, so a newer list from the server shows until the admin edits.
  const [draft, setDraft] = useState<BracketFieldCorrection[] | null>(null);
  const saved = settings.fieldCorrections;
  const corrections = draft ?? saved;
  const dirty = !sameCorrections(corrections, saved);

  const save = useMutation({
    mutationFn: (list: readonly BracketFieldCorrection[]) =>
      saveFieldCorrections(tournamentId, list),
    onSuccess: (updated) => {
      setDraft(null);
      onSaved(updated);
      // The layout applies the stored corrections: read it again to show the field as saved.
      void queryClient.invalidateQueries({ queryKey: bracketFieldKey(tournamentId) });
    },
  });

  const edit = (next: BracketFieldCorrection[]) => {
    if (!save.isIdle) save.reset();
    setDraft(next);
  };

  if (field.isPending) return <LoadingSpinner label={`Loading the field of ${tournament.label}`} />;
  const fieldError = field.isError ? toRequestError(field.error) : null;
  if (fieldError?.status === 404) {
    return (
      <div className="alert alert-warning mb-0" role="alert">
        No bracket is stored for this tournament yet, so there is no field to correct. Corrections
        can be made once the served data holds its bracket.
      </div>
    );
  }

  const teams = field.data?.teams ?? NO_TEAMS;
  const regionNames = regionNamesOf(teams);
  const names = new Map(teams.map((team) => [team.teamId, team.teamMarket]));
  const teamName = (teamId: number) => names.get(teamId) ?? `Team ${teamId}`;
  const gamesPlayed = field.data?.gamesPlayed ?? 0;

  return (
    <div>
      {fieldError !== null ? (
        // Saved corrections that no longer fit the served data make the layout fail: the list
        // stays editable so an admin can remove them.
        <div className="alert alert-danger" role="alert">
          The field could not be loaded: {fieldError.message}
        </div>
      ) : (
        <>
          <p className="small text-body-secondary">
            The field as the bracket challenge plays it, saved corrections applied.
            {gamesPlayed > 0 &&
              ` ${gamesPlayed} game${gamesPlayed === 1 ? ' is' : 's are'} already played: corrections must agree with their results.`}
          </p>
          <FieldByRegion
            teams={teams}
            regionNames={regionNames}
            corrected={new Set(saved.map((entry) => entry.teamId))}
          />
          <AddCorrectionForm
            idPrefix={idPrefix}
            teams={teams}
            regionNames={regionNames}
            corrections={corrections}
            onAdd={(correction) => edit(withCorrection(corrections, correction))}
            disabled={save.isPending}
          />
        </>
      )}
      <CorrectionList
        corrections={corrections}
        teamName={teamName}
        regionNames={regionNames}
        onRemove={(teamId) => edit(corrections.filter((entry) => entry.teamId !== teamId))}
        disabled={save.isPending}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate(corrections)}
        >
          {save.isPending ? 'Saving…' : 'Save corrections'}
        </button>
        {dirty && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={save.isPending}
            onClick={() => {
              save.reset();
              setDraft(null);
            }}
          >
            Undo changes
          </button>
        )}
      </div>
      <div aria-live="polite">
        {save.isSuccess && (
          <div className="alert alert-success mt-2 mb-0 py-2" role="status">
            Saved the field corrections of {tournament.label}.
          </div>
        )}
      </div>
      {save.isError && (
        <div className="alert alert-danger mt-2 mb-0 py-2" role="alert">
          {toRequestError(save.error).message}
        </div>
      )}
    </div>
  );
}
