/**
 * The outcome select and the predictor list of a model: stats grouped by dictionary family,
 * named by the dictionary. Predictors are a list with a Remove button each and one "Add a
 * predictor" select (a checkbox list of 150 stats would not fit a phone); the select offers
 * only stats not in the model yet and is disabled at MAX_PREDICTORS.
 */
import { useId } from 'react';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { MAX_PREDICTORS } from '../content/fit-filters';
import { groupByFamily } from '../content/fit-stats';

interface StatOptionsProps {
  stats: readonly StatKey[];
}

function StatOptions({ stats }: StatOptionsProps) {
  return (
    <>
      {groupByFamily(stats).map((group) => (
        <optgroup key={group.family} label={group.label}>
          {group.stats.map((definition) => (
            <option key={definition.key} value={definition.key}>
              {definition.label} ({definition.shortLabel})
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

export interface OutcomeSelectProps {
  stats: readonly StatKey[];
  value: StatKey;
  onChange: (key: StatKey) => void;
}

export function OutcomeSelect({ stats, value, onChange }: OutcomeSelectProps) {
  const id = useId();
  return (
    <div className="model-fitting__field model-fitting__field--wide">
      <label className="form-label small mb-0" htmlFor={id}>
        Outcome (what the model explains)
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => {
          const key = stats.find((stat) => stat === event.target.value);
          if (key !== undefined) onChange(key);
        }}
      >
        <StatOptions stats={stats} />
      </select>
    </div>
  );
}

export interface PredictorPickerProps {
  /** Every stat the rows carry. */
  stats: readonly StatKey[];
  outcome: StatKey;
  value: readonly StatKey[];
  onChange: (predictors: StatKey[]) => void;
}

export function PredictorPicker({ stats, outcome, value, onChange }: PredictorPickerProps) {
  const addId = useId();
  const full = value.length >= MAX_PREDICTORS;
  const addable = stats.filter((key) => key !== outcome && !value.includes(key));
  return (
    <fieldset className="model-fitting__predictors">
      <legend className="form-label small mb-1">
        Predictors ({value.length} of at most {MAX_PREDICTORS})
      </legend>
      {value.length === 0 ? (
        <p className="small text-body-secondary mb-2">
          No predictors: the model is the outcome&rsquo;s average.
        </p>
      ) : (
        <ul className="model-fitting__chips list-unstyled mb-2">
          {value.map((key) => {
            const { label } = statDefinition(key);
            return (
              <li key={key} className="model-fitting__chip">
                <span>{label}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-link model-fitting__remove"
                  aria-label={`Remove ${label}`}
                  onClick={() => onChange(value.filter((entry) => entry !== key))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label className="form-label small mb-0" htmlFor={addId}>
        Add a predictor
      </label>
      <select
        id={addId}
        className="form-select form-select-sm"
        value=""
        disabled={full}
        aria-describedby={full ? `${addId}-full` : undefined}
        onChange={(event) => {
          const key = addable.find((stat) => stat === event.target.value);
          if (key !== undefined) onChange([...value, key]);
        }}
      >
        <option value="">Choose a stat…</option>
        <StatOptions stats={addable} />
      </select>
      {full && (
        <p id={`${addId}-full`} className="small text-body-secondary mb-0">
          A model takes at most {MAX_PREDICTORS} predictors; remove one to add another.
        </p>
      )}
    </fieldset>
  );
}
