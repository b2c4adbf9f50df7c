/**
 * A season's conferences as a labelled select with "All conferences" first: the conference
 * filter of the tools. Hands on the chosen conference's id, or null for all of them.
 */
import { LabeledSelect, type SelectOption } from './LabeledSelect';

const ALL_CONFERENCES = 'all';

export interface ConferenceSelectProps<C extends { readonly conferenceId: number }> {
  id: string;
  conferences: readonly C[];
  /** What a conference is called in the list. */
  labelOf: (conference: C) => string;
  value: number | null;
  onChange: (conferenceId: number | null) => void;
  /** The wrapper's class (the page's grid cell). */
  className?: string;
}

export function ConferenceSelect<C extends { readonly conferenceId: number }>({
  id,
  conferences,
  labelOf,
  value,
  onChange,
  className,
}: ConferenceSelectProps<C>) {
  const options: SelectOption<number | typeof ALL_CONFERENCES>[] = [
    { value: ALL_CONFERENCES, label: 'All conferences' },
    ...conferences.map((conference) => ({
      value: conference.conferenceId,
      label: labelOf(conference),
    })),
  ];
  return (
    <LabeledSelect
      className={className}
      id={id}
      label="Conference"
      options={options}
      value={value ?? ALL_CONFERENCES}
      onChange={(chosen) => onChange(chosen === ALL_CONFERENCES ? null : chosen)}
    />
  );
}
