/**
 * Every choice of a model, each labelled and reachable by keyboard: teams or players, season,
 * division, (players) which players enter, the outcome and the predictors, what each row is
 * weighted by (none, or the subject's own: players' minutes, teams' possessions) and whether the
 * standard errors are HC3-robust. The page turns each change into its URL (fit-filters.ts).
 */
import { useId } from 'react';
import { DIVISIONS, type DivisionLabel, type Gender } from '@courtside/contract';
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
  const weightOptions: readonly FitWeights[] = ['none', SUBJECT_WEIGHTING[choices.subject]];
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
        <div className="model-fitting__field">
          <label className="form-label small mb-0" htmlFor={`${id}-division`}>
            Division
          </label>
          <select
            id={`${id}-division`}
            className="form-select form-select-sm"
            value={choices.division}
            onChange={(event) => {
              const division = DIVISIONS.find((entry) => entry.label === event.target.value);
              if (division !== undefined) onChange({ division: division.label });
            }}
          >
            {DIVISIONS.map((division) => (
              <option key={division.label} value={division.label}>
                {division.name}
              </option>
            ))}
          </select>
        </div>
        {choices.subject === 'players' && (
          <div className="model-fitting__field">
            <label className="form-label small mb-0" htmlFor={`${id}-minutes`}>
              Players
            </label>
            <select
              id={`${id}-minutes`}
              className="form-select form-select-sm"
              value={choices.minutes}
              onChange={(event) => {
                const minutes = PLAYER_MINUTES.find((entry) => entry === event.target.value);
                if (minutes !== undefined) onChange({ minutes });
              }}
            >
              {PLAYER_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {MINUTES_LABELS[minutes]}
                </option>
              ))}
            </select>
          </div>
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
        <div className="model-fitting__field">
          <label className="form-label small mb-0" htmlFor={`${id}-weights`}>
            Weight each {choices.subject === 'teams' ? 'team' : 'player'} by
          </label>
          <select
            id={`${id}-weights`}
            className="form-select form-select-sm"
            value={choices.weights}
            onChange={(event) => {
              const weights = weightOptions.find((entry) => entry === event.target.value);
              if (weights !== undefined) onChange({ weights });
            }}
          >
            {weightOptions.map((weights) => (
              <option key={weights} value={weights}>
                {WEIGHT_LABELS[weights]}
              </option>
            ))}
          </select>
        </div>
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
