/**
 * A new bracket: its name, checked as the API checks it before anything is sent, then Create.
 * Not offered once the account keeps the most brackets a tournament allows; the server's own
 * refusals ({ msg }) are shown as they come.
 */
import { useId, useState, type FormEvent } from 'react';
import { USER_BRACKET_LIMITS, USER_BRACKET_MESSAGES, type UserBracket } from '@courtside/contract';
import { useCreateUserBracket } from '../api/user-brackets';
import { bracketNameProblem } from '../content/bracket-name';
import { writeFailure } from '../content/write-failure';

export interface CreateBracketFormProps {
  tournamentId: number;
  bracketCount: number;
  onCreated(bracket: UserBracket): void;
}

export function CreateBracketForm({
  tournamentId,
  bracketCount,
  onCreated,
}: CreateBracketFormProps) {
  const id = useId();
  const create = useCreateUserBracket(tournamentId);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = bracketNameProblem(name);
  const showProblem = checked && problem !== null;
  const full = bracketCount >= USER_BRACKET_LIMITS.bracketsPerTournament;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== null || full || create.isPending) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (bracket) => {
          setName('');
          setChecked(false);
          onCreated(bracket);
        },
      },
    );
  };

  if (full) return <p className="small text-body-secondary">{USER_BRACKET_MESSAGES.tooMany}</p>;
  return (
    <form className="picks-create" onSubmit={submit} aria-label="New bracket" noValidate>
      <label htmlFor={`${id}-name`} className="form-label">
        New bracket name
      </label>
      <div className="picks-actions">
        <input
          id={`${id}-name`}
          className={`form-control form-control-sm w-auto flex-grow-1${showProblem ? ' is-invalid' : ''}`}
          value={name}
          placeholder="e.g. Chalk all the way"
          autoComplete="off"
          aria-invalid={showProblem}
          aria-describedby={showProblem ? `${id}-problem` : undefined}
          onChange={(event) => {
            create.reset();
            setName(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create bracket'}
        </button>
      </div>
      {showProblem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
      <div className="form-text">
        A complete bracket&apos;s name shows on the tournament&apos;s public leaderboard; nothing
        else about you does.
      </div>
      {create.error !== null && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {writeFailure(create.error)}
        </div>
      )}
    </form>
  );
}
