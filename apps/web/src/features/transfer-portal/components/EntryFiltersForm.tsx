/** The entries view's filter controls: one labelled select per URL filter, and a reset. */
import { useId } from 'react';
import { FilterBar } from '@/components/forms/FilterBar';
import { LabeledSelect, type SelectOption } from '@/components/forms/LabeledSelect';
import {
  DIVISION_CHOICES,
  POSITION_CHOICES,
  STATUS_CHOICES,
  ENTRY_FILTER_KEYS,
  PORTAL_FILTERS,
  type PortalFilters,
} from '../content/portal-filters';
import { divisionName } from '../content/summaries';

const DIVISION_LABELS: Readonly<Record<(typeof DIVISION_CHOICES)[number], string>> = {
  all: 'All divisions',
  d1: divisionName(1),
  d2: divisionName(2),
  d3: divisionName(3),
};

const POSITION_LABELS: Readonly<Record<(typeof POSITION_CHOICES)[number], string>> = {
  all: 'All positions',
  guards: 'Guards',
  forwards: 'Forwards',
  centers: 'Centers',
};

const STATUS_LABELS: Readonly<Record<(typeof STATUS_CHOICES)[number], string>> = {
  all: 'Any outcome',
  committed: 'Committed',
  uncommitted: 'Still in the portal',
  withdrawn: 'Withdrew',
};

const optionsOf = <C extends string>(
  choices: readonly C[],
  labels: Readonly<Record<C, string>>,
): readonly SelectOption<C>[] =>
  choices.map((choice) => ({ value: choice, label: labels[choice] }));

const DIVISION_OPTIONS = optionsOf(DIVISION_CHOICES, DIVISION_LABELS);
const POSITION_OPTIONS = optionsOf(POSITION_CHOICES, POSITION_LABELS);
const STATUS_OPTIONS = optionsOf(STATUS_CHOICES, STATUS_LABELS);

export interface EntryFiltersFormProps {
  filters: PortalFilters;
  conferences: readonly { id: number; name: string }[];
  onChange: (patch: Partial<PortalFilters>) => void;
  onReset: () => void;
}

export function EntryFiltersForm({
  filters,
  conferences,
  onChange,
  onReset,
}: EntryFiltersFormProps) {
  const id = useId();
  const filtered = ENTRY_FILTER_KEYS.some((key) => filters[key] !== PORTAL_FILTERS.defaults[key]);
  const conferenceOptions: SelectOption<number | ''>[] = [
    { value: '', label: 'All conferences' },
    ...conferences.map((conference) => ({ value: conference.id, label: conference.name })),
  ];
  return (
    <FilterBar
      as="form"
      className="transfer-portal__filters"
      label="Filter the entries"
      reset={filtered ? { label: 'Reset filters', onReset } : undefined}
    >
      <LabeledSelect
        id={`${id}-division`}
        label="Division"
        value={filters.division}
        options={DIVISION_OPTIONS}
        onChange={(division) => onChange({ division })}
      />
      <LabeledSelect
        id={`${id}-conference`}
        label="Conference"
        value={filters.conference ?? ''}
        options={conferenceOptions}
        onChange={(conference) => onChange({ conference: conference === '' ? null : conference })}
      />
      <LabeledSelect
        id={`${id}-position`}
        label="Position"
        value={filters.position}
        options={POSITION_OPTIONS}
        onChange={(position) => onChange({ position })}
      />
      <LabeledSelect
        id={`${id}-status`}
        label="Outcome"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
    </FilterBar>
  );
}
