/**
 * The yearly list's filters: direction of the move, listed position and a conference on either
 * side, the options taken from the season's own moves. Each change is a URL change.
 */
import type { TransferHistoryRow } from '@courtside/contract/schemas';
import { useId, useMemo } from 'react';
import { FilterBar } from '@/components/forms/FilterBar';
import { LabeledSelect, type SelectOption } from '@/components/forms/LabeledSelect';
import type { SetFilters } from '@/lib/stats/url-filters';
import {
  DIRECTIONS,
  DIRECTION_LABELS,
  conferencesIn,
  positionsIn,
  type TransferFilter,
} from '../content/transfer-groups';

export interface TransferFiltersProps {
  rows: readonly TransferHistoryRow[];
  filters: TransferFilter;
  onChange: SetFilters<TransferFilter>;
  onReset: () => void;
}

const DIRECTION_OPTIONS: readonly SelectOption<TransferFilter['direction']>[] = [
  { value: 'all', label: 'Every direction' },
  ...DIRECTIONS.map((direction) => ({ value: direction, label: DIRECTION_LABELS[direction] })),
];

export function TransferFilters({ rows, filters, onChange, onReset }: TransferFiltersProps) {
  const id = useId();
  const positions = useMemo(
    (): SelectOption<string>[] => [
      { value: '', label: 'Every position' },
      ...positionsIn(rows).map((position) => ({ value: position, label: position })),
    ],
    [rows],
  );
  const conferences = useMemo(
    (): SelectOption<number>[] => [
      { value: 0, label: 'Every conference' },
      ...conferencesIn(rows).map((conference) => ({
        value: conference.conferenceId,
        label: conference.name,
      })),
    ],
    [rows],
  );
  const filtered =
    filters.direction !== 'all' || filters.position !== '' || filters.conference !== 0;
  return (
    <FilterBar
      className="transfers__filters"
      label="Filter the transfers"
      reset={filtered ? { label: 'Clear filters', onReset } : undefined}
    >
      <LabeledSelect
        id={`${id}-direction`}
        label="Direction"
        value={filters.direction}
        options={DIRECTION_OPTIONS}
        onChange={(direction) => onChange({ direction })}
      />
      <LabeledSelect
        id={`${id}-position`}
        label="Position"
        value={filters.position}
        options={positions}
        onChange={(position) => onChange({ position })}
      />
      <LabeledSelect
        id={`${id}-conference`}
        label="Conference (either side)"
        value={filters.conference}
        options={conferences}
        onChange={(conference) => onChange({ conference })}
      />
    </FilterBar>
  );
}
