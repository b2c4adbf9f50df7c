/**
 * The scatter pages' controls, each a labelled native control (reachable by keyboard, usable on
 * a phone): a stat picker grouped by what the stats measure, the season / division /
 * conference scope, a whole-number minimum, the name search and the chart's guide switches.
 * The pages lay them out in a grid that stacks on a narrow screen (scatter.css).
 */
import { useState } from 'react';
import type { DivisionLabel, Gender } from '@courtside/contract';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { ConferenceSelect } from '@/components/forms/ConferenceSelect';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import type { StatKey } from '@/lib/stats/dictionary';
import { GUIDE_TOGGLES, type GuideToggle } from '../content/scatter-params';
import type { StatOptionGroup } from '../content/stat-groups';
import type { ScatterScope } from '../hooks/use-scatter-scope';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
}

export interface StatSelectProps<K extends StatKey, E extends string> {
  id: string;
  label: string;
  value: K | E;
  groups: readonly StatOptionGroup<K>[];
  /** Choices listed before the stats (e.g. "None", "Team colors"). */
  extraOptions?: readonly ChoiceOption<E>[];
  onChange: (value: K | E) => void;
}

export function StatSelect<K extends StatKey, E extends string = never>({
  id,
  label,
  value,
  groups,
  extraOptions = [],
  onChange,
}: StatSelectProps<K, E>) {
  const choose = (raw: string) => {
    const extra = extraOptions.find((option) => option.value === raw);
    if (extra !== undefined) return onChange(extra.value);
    for (const group of groups) {
      const option = group.options.find((candidate) => candidate.key === raw);
      if (option !== undefined) return onChange(option.key);
    }
  };
  return (
    <div className="scatter-control">
      <label className="form-label small mb-0" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => choose(event.target.value)}
      >
        {extraOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.id} label={group.label}>
            {group.options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

export interface ScopeControlsProps {
  idPrefix: string;
  scope: ScatterScope;
  preferredGender: Gender;
  onCompetition: (competitionId: number) => void;
  onDivision: (division: DivisionLabel) => void;
  onConference: (conferenceId: number | null) => void;
}

/** Season, division and conference (the division's conferences in that season). */
export function ScopeControls({
  idPrefix,
  scope,
  preferredGender,
  onCompetition,
  onDivision,
  onConference,
}: ScopeControlsProps) {
  return (
    <>
      <div className="scatter-control">
        <CompetitionSelect
          id={`${idPrefix}-season`}
          label="Season"
          value={scope.competitionId}
          onChange={onCompetition}
          preferredGender={preferredGender}
        />
      </div>
      <LabeledSelect
        className="scatter-control"
        id={`${idPrefix}-division`}
        label="Division"
        options={DIVISION_OPTIONS}
        value={scope.division.label}
        onChange={onDivision}
      />
      <ConferenceSelect
        className="scatter-control"
        id={`${idPrefix}-conference`}
        conferences={scope.conferences}
        labelOf={(row) => row.conferenceShortName}
        value={scope.conferenceId ?? null}
        onChange={onConference}
      />
    </>
  );
}

export interface MinimumInputProps {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A whole number from 0 to `max`; anything else typed is not applied. */
export function MinimumInput({ id, label, value, max, onChange }: MinimumInputProps) {
  return (
    <div className="scatter-control">
      <label className="form-label small mb-0" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="form-control form-control-sm"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(next) && next >= 0 && next <= max) {
            onChange(next);
          }
        }}
      />
    </div>
  );
}

export interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  /** How many points the search highlights (announced politely). */
  matches: number;
  onChange: (value: string) => void;
}

/**
 * The box keeps what is typed (spaces included) and hands the trimmed text on; a search the URL
 * changes from outside (back button, a link) replaces it.
 */
export function SearchBox({ id, label, value, matches, onChange }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <div className="scatter-control">
      <label className="form-label small mb-0" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={text}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.trim());
        }}
      />
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {value.trim() === '' ? '' : `${matches} highlighted`}
      </p>
    </div>
  );
}

export interface GuideSwitchesProps {
  idPrefix: string;
  values: Readonly<Record<GuideToggle, boolean>>;
  onChange: (key: GuideToggle, value: boolean) => void;
}

/** Average lines, quadrant labels, fitted line and outlier labels on or off. */
export function GuideSwitches({ idPrefix, values, onChange }: GuideSwitchesProps) {
  return (
    <fieldset className="scatter-guides">
      <legend className="form-label small mb-1">Chart guides</legend>
      {GUIDE_TOGGLES.map((toggle) => (
        <div key={toggle.key} className="form-check form-switch">
          <input
            id={`${idPrefix}-${toggle.key}`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={values[toggle.key]}
            onChange={(event) => onChange(toggle.key, event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${idPrefix}-${toggle.key}`}>
            {toggle.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
