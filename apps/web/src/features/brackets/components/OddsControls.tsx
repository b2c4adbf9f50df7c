/**
 * The page's two choices: which national tournament (every one Courtside covers, newest season
 * first, men then women; a new address, keeping the odds choice) and which odds (the `odds` URL
 * filter), as native controls that wrap on a phone.
 */
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NATIONAL_TOURNAMENTS, paths, type NationalTournament } from '@courtside/contract';
import type { BracketOddsScope } from '@courtside/contract/schemas';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { ODDS_CHOICES } from '../content/bracket-route';

const TOURNAMENT_OPTIONS = NATIONAL_TOURNAMENTS.map((tournament) => ({
  value: tournament.tournamentId,
  label: tournament.label,
}));

export interface OddsControlsProps {
  tournament: NationalTournament;
  scope: BracketOddsScope;
  onScopeChange: (scope: BracketOddsScope) => void;
}

export function OddsControls({ tournament, scope, onScopeChange }: OddsControlsProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = useId();
  const openTournament = (tournamentId: number) => {
    const chosen = NATIONAL_TOURNAMENTS.find((entry) => entry.tournamentId === tournamentId);
    if (chosen === undefined) return;
    void navigate({ pathname: paths.bracket(chosen.competitionId, chosen.tournamentId), search });
  };
  return (
    <div className="brackets__controls">
      <LabeledSelect
        id={`${id}-tournament`}
        label="Tournament"
        value={tournament.tournamentId}
        options={TOURNAMENT_OPTIONS}
        onChange={openTournament}
        className="brackets__picker"
      />
      <fieldset className="brackets__scope">
        <legend className="form-label small mb-0">Odds</legend>
        {ODDS_CHOICES.map((choice) => (
          <div key={choice.scope} className="form-check form-check-inline">
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-odds`}
              id={`${id}-odds-${choice.scope}`}
              checked={scope === choice.scope}
              onChange={() => onScopeChange(choice.scope)}
            />
            <label className="form-check-label" htmlFor={`${id}-odds-${choice.scope}`}>
              {choice.label}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
