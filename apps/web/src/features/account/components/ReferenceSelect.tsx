/**
 * A select fed by a reference list (teams, conferences). While the list loads, or when it is
 * unavailable, the select is disabled and shows only the saved value, so nothing is lost and no
 * choice is made up.
 */
import type { ReactNode } from 'react';
import type { PickerListState } from '@/lib/reference-lists';

export interface ReferenceChoice {
  value: number;
  label: string;
  /** Options with the same group are shown under one heading (e.g. a division). */
  group?: string;
}

export interface ReferenceSelectProps {
  id: string;
  label: string;
  state: PickerListState;
  choices: readonly ReferenceChoice[];
  value: number | null;
  onChange(value: number | null): void;
  /** The label of the empty choice, e.g. "No team". */
  noneLabel: string;
  /** How a saved id with no matching choice is shown, e.g. "Team 12 (saved)". */
  savedLabel(id: number): string;
  describedBy?: string;
}

function groupChoices(choices: readonly ReferenceChoice[]): Array<[string, ReferenceChoice[]]> {
  const groups = new Map<string, ReferenceChoice[]>();
  for (const choice of choices) {
    const key = choice.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), choice]);
  }
  return [...groups.entries()];
}

function renderChoices(choices: readonly ReferenceChoice[]): ReactNode {
  const grouped = groupChoices(choices);
  const renderOption = (choice: ReferenceChoice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  );
  if (grouped.length <= 1) return choices.map(renderOption);
  return grouped.map(([group, members]) => (
    <optgroup key={group} label={group}>
      {members.map(renderOption)}
    </optgroup>
  ));
}

export function ReferenceSelect(props: ReferenceSelectProps) {
  const { id, label, state, choices, value, onChange, noneLabel, savedLabel, describedBy } = props;
  const usable = state === 'ready';
  const known = value !== null && choices.some((choice) => choice.value === value);
  const savedOnly = value === null ? noneLabel : savedLabel(value);
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value === null ? '' : String(value)}
        disabled={!usable}
        aria-describedby={describedBy}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        {usable ? (
          <>
            <option value="">{noneLabel}</option>
            {value !== null && !known && <option value={value}>{savedLabel(value)}</option>}
            {renderChoices(choices)}
          </>
        ) : (
          <option value={value === null ? '' : value}>
            {state === 'loading' ? `Loading… (${savedOnly})` : savedOnly}
          </option>
        )}
      </select>
    </div>
  );
}
