/**
 * The filters of the NIL views, kept in the URL: the division (the pool the index is computed
 * over) on both views, and conference, team and position on the player list. Changing the
 * division or the conference drops the filters below it, which may name nothing there.
 */
import { DIVISIONS } from '@courtside/contract';
import { useId } from 'react';
import type { SetFilters } from '@/lib/stats/url-filters';
import { POSITION_GROUPS, type NilFilters, type PositionGroupFilter } from '../content/nil-route';
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
    <div className="nil__filters" role="group" aria-label="NIL filters">
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
          <div className="nil__filter">
            <label className="form-label small mb-0" htmlFor={`${id}-position`}>
              Position
            </label>
            <select
              id={`${id}-position`}
              className="form-select form-select-sm"
              value={filters.position}
              onChange={(event) =>
                setFilters({
                  position:
                    POSITION_GROUPS.find((group) => group.value === event.target.value)?.value ??
                    'all',
                })
              }
            >
              {POSITION_GROUPS.map((group) => (
                <option key={group.value} value={group.value satisfies PositionGroupFilter}>
                  {group.label}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
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
    <div className="nil__filter">
      <label className="form-label small mb-0" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {listed.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
