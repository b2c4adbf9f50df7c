/**
 * The filters of the NIL views, kept in the URL: the division (the pool the index is computed
 * over) on both views, and conference, team and position on the player list. Changing the
 * division or the conference drops the filters below it, which may name nothing there.
 */
import { DIVISIONS } from '@courtside/contract';
import { useId } from 'react';
import { FilterBar } from '@/components/forms/FilterBar';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import type { SetFilters } from '@/lib/stats/url-filters';
import { POSITION_GROUPS, type NilFilters } from '../content/nil-route';
import type { FilterOption } from '../hooks/use-nil-players';

export interface PlayerFilterOptions {
  conferences: readonly FilterOption[];
  teams: readonly FilterOption[];
}

export interface NilFilterBarProps {
  filters: NilFilters;
  setFilters: SetFilters<NilFilters>;
  /** The player list's filters; absent on the method view. */
  playerOptions?: PlayerFilterOptions;
}

export function NilFilterBar({ filters, setFilters, playerOptions }: NilFilterBarProps) {
  const id = useId();
  return (
    <FilterBar label="NIL filters">
      <FilterSelect
        id={`${id}-division`}
        label="Division"
        value={filters.division}
        options={DIVISIONS.map((division) => ({ value: division.id, label: division.name }))}
        onChange={(division) => setFilters({ division, conference: 0, team: 0 })}
      />
      {playerOptions && (
        <>
          <FilterSelect
            id={`${id}-conference`}
            label="Conference"
            value={filters.conference}
            options={[{ value: 0, label: 'All conferences' }, ...playerOptions.conferences]}
            onChange={(conference) => setFilters({ conference, team: 0 })}
          />
          <FilterSelect
            id={`${id}-team`}
            label="Team"
            value={filters.team}
            options={[{ value: 0, label: 'All teams' }, ...playerOptions.teams]}
            onChange={(team) => setFilters({ team })}
          />
          <LabeledSelect
            id={`${id}-position`}
            label="Position"
            className="nil__filter"
            value={filters.position}
            options={POSITION_GROUPS}
            onChange={(position) => setFilters({ position })}
          />
        </>
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
      className="nil__filter"
      value={value}
      options={listed}
      onChange={onChange}
    />
  );
}
