/**
 * The filters of the prospects list, kept in the URL: the division (the rows the API sends),
 * then conference, team, position, class and, when the season has a projection, the projected
 * tier. Changing the division or the conference drops the filters below it, which may name
 * nothing there.
 */
import { DIVISIONS } from '@courtside/contract';
import { useId } from 'react';
import { FilterBar } from '@/components/forms/FilterBar';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import type { SetFilters } from '@/lib/stats/url-filters';
import {
  CLASS_GROUPS,
  POSITION_GROUPS,
  TIER_OPTIONS,
  type DraftFilters,
} from '../content/draft-route';
import type { FilterOption } from '../hooks/use-draft-players';

export interface DraftFilterBarProps {
  filters: DraftFilters;
  setFilters: SetFilters<DraftFilters>;
  conferences: readonly FilterOption[];
  teams: readonly FilterOption[];
  /** Whether to offer the projected tier (absent without a model). */
  showTier: boolean;
}

export function DraftFilterBar({
  filters,
  setFilters,
  conferences,
  teams,
  showTier,
}: DraftFilterBarProps) {
  const id = useId();
  return (
    <FilterBar label="Draft prospect filters">
      <FilterSelect
        id={`${id}-division`}
        label="Division"
        value={filters.division}
        options={DIVISIONS.map((division) => ({ value: division.id, label: division.name }))}
        onChange={(division) => setFilters({ division, conference: 0, team: 0 })}
      />
      <FilterSelect
        id={`${id}-conference`}
        label="Conference"
        value={filters.conference}
        options={[{ value: 0, label: 'All conferences' }, ...conferences]}
        onChange={(conference) => setFilters({ conference, team: 0 })}
      />
      <FilterSelect
        id={`${id}-team`}
        label="Team"
        value={filters.team}
        options={[{ value: 0, label: 'All teams' }, ...teams]}
        onChange={(team) => setFilters({ team })}
      />
      <LabeledSelect
        id={`${id}-position`}
        label="Position"
        className="draft__filter"
        value={filters.position}
        options={POSITION_GROUPS}
        onChange={(position) => setFilters({ position })}
      />
      <LabeledSelect
        id={`${id}-class`}
        label="Class"
        className="draft__filter"
        value={filters.class}
        options={CLASS_GROUPS}
        onChange={(value) => setFilters({ class: value })}
      />
      {showTier && (
        <LabeledSelect
          id={`${id}-tier`}
          label="Projected tier"
          className="draft__filter"
          value={filters.tier}
          options={TIER_OPTIONS}
          onChange={(tier) => setFilters({ tier })}
        />
      )}
    </FilterBar>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: number;
  options: readonly FilterOption[];
  onChange: (value: number) => void;
}

function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  // A value the options do not list (a team of another conference in a shared link, or the
  // options still loading) is still the filter applied, so the select names it rather than
  // showing another option.
  const listed = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: `${label} ${value}` }];
  return (
    <LabeledSelect
      id={id}
      label={label}
      className="draft__filter"
      value={value}
      options={listed}
      onChange={onChange}
    />
  );
}
