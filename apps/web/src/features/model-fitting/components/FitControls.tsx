/**
 * Every choice of a model, each labelled and reachable by keyboard: teams or players, season,
 * division, (players) which players enter, the outcome and the predictors, what each row is
 * weighted by (none, or the subject's own: players' minutes, teams' possessions) and whether the
 * standard errors are HC3-robust. The page turns each change into its URL (fit-filters.ts).
 */
import { useId } from 'react';
import type { DivisionLabel, Gender } from '@courtside/contract';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import type { StatKey } from '@/lib/stats/dictionary';
import {
  PLAYER_MINUTES,
  type FitErrors,
  type FitSubject,
  type FitWeights,
  type PlayerMinutes,
} from '../content/fit-filters';
import { SUBJECT_WEIGHTING } from '../content/fit-weights';
import { OutcomeSelect, PredictorPicker } from './StatPickers';

const SUBJECT_OPTIONS = [
  { value: 'teams', label: 'Teams' },
  { value: 'players', label: 'Players' },
] as const satisfies readonly { value: FitSubject; label: string }[];

const MINUTES_LABELS: Readonly<Record<PlayerMinutes, string>> = {
  qualified: 'Qualified (10% of team minutes)',
  '10': 'At least 10 minutes per game',
  '15': 'At least 15 minutes per game',
  '20': 'At least 20 minutes per game',
  '25': 'At least 25 minutes per game',
  all: 'Every player',
};

const MINUTES_OPTIONS = PLAYER_MINUTES.map((minutes) => ({
  value: minutes,
  label: MINUTES_LABELS[minutes],
}));

const WEIGHT_LABELS: Readonly<Record<FitWeights, string>> = {
  none: 'Nothing: each counts once',
  minutes: 'Minutes played',
  possessions: 'Possessions',
};

export interface FitChoices {
  subject: FitSubject;
  competitionId: number;
  division: DivisionLabel;
  minutes: PlayerMinutes;
  outcome: StatKey;
  predictors: readonly StatKey[];
  weights: FitWeights;
  errors: FitErrors;
}

export interface FitControlsProps {
  choices: FitChoices;
  /** The stats the rows carry. */
  stats: readonly StatKey[];
  preferredGender: Gender;
  onSubjectChange: (subject: FitSubject) => void;
  onChange: (patch: Partial<Omit<FitChoices, 'subject'>>) => void;
}

export function FitControls({
  choices,
  stats,
  preferredGender,
  onSubjectChange,
  onChange,
}: FitControlsProps) {
  const id = useId();
  const weightChoices: readonly FitWeights[] = ['none', SUBJECT_WEIGHTING[choices.subject]];
  const weightOptions = weightChoices.map((value) => ({ value, label: WEIGHT_LABELS[value] }));
  return (
    <section className="model-fitting__controls" aria-label="Model choices">
      <div className="model-fitting__row">
        <div className="model-fitting__field">
          <span className="form-label small mb-0 d-block" aria-hidden="true">
            Fit
          </span>
          <ToggleGroup
            label="Fit teams or players"
            options={SUBJECT_OPTIONS}
            value={choices.subject}
            onChange={onSubjectChange}
          />
        </div>
        <div className="model-fitting__field">
          <CompetitionSelect
            id={`${id}-competition`}
            label="Season"
            value={choices.competitionId}
            preferredGender={preferredGender}
            onChange={(competitionId) => onChange({ competitionId })}
          />
        </div>
        <LabeledSelect
          className="model-fitting__field"
          id={`${id}-division`}
          label="Division"
          options={DIVISION_OPTIONS}
          value={choices.division}
          onChange={(division) => onChange({ division })}
        />
        {choices.subject === 'players' && (
          <LabeledSelect
            className="model-fitting__field"
            id={`${id}-minutes`}
            label="Players"
            options={MINUTES_OPTIONS}
            value={choices.minutes}
            onChange={(minutes) => onChange({ minutes })}
          />
        )}
      </div>
      <div className="model-fitting__row">
        <OutcomeSelect
          stats={stats}
          value={choices.outcome}
          onChange={(outcome) =>
            onChange({
              outcome,
              predictors: choices.predictors.filter((key) => key !== outcome),
            })
          }
        />
      </div>
      <PredictorPicker
        stats={stats}
        outcome={choices.outcome}
        value={choices.predictors}
        onChange={(predictors) => onChange({ predictors })}
      />
      <div className="model-fitting__row">
        <LabeledSelect
          className="model-fitting__field"
          id={`${id}-weights`}
          label={`Weight each ${choices.subject === 'teams' ? 'team' : 'player'} by`}
          options={weightOptions}
          value={choices.weights}
          onChange={(weights) => onChange({ weights })}
        />
        <div className="model-fitting__field form-check model-fitting__check">
          <input
            id={`${id}-errors`}
            type="checkbox"
            className="form-check-input"
            checked={choices.errors === 'hc3'}
            aria-describedby={`${id}-errors-note`}
            onChange={(event) => onChange({ errors: event.target.checked ? 'hc3' : 'classical' })}
          />
          <label className="form-check-label small" htmlFor={`${id}-errors`}>
            Robust standard errors (HC3)
          </label>
          <p id={`${id}-errors-note`} className="small text-body-secondary mb-0">
            For when the misses are larger for some {choices.subject} than for others.
          </p>
        </div>
      </div>
    </section>
  );
}
