/** The entries view's filter controls: one labelled select per URL filter, and a reset. */
import { useId } from 'react';
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
  return (
    <form
      className="transfer-portal__filters"
      aria-label="Filter the entries"
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label className="form-label small mb-0" htmlFor={`${id}-division`}>
          Division
        </label>
        <select
          id={`${id}-division`}
          className="form-select form-select-sm"
          value={filters.division}
          onChange={(event) =>
            onChange({ division: DIVISION_CHOICES.find((c) => c === event.target.value) })
          }
        >
          {DIVISION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {DIVISION_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small mb-0" htmlFor={`${id}-conference`}>
          Conference
        </label>
        <select
          id={`${id}-conference`}
          className="form-select form-select-sm"
          value={filters.conference ?? ''}
          onChange={(event) =>
            onChange({
              conference: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">All conferences</option>
          {conferences.map((conference) => (
            <option key={conference.id} value={conference.id}>
              {conference.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small mb-0" htmlFor={`${id}-position`}>
          Position
        </label>
        <select
          id={`${id}-position`}
          className="form-select form-select-sm"
          value={filters.position}
          onChange={(event) =>
            onChange({ position: POSITION_CHOICES.find((c) => c === event.target.value) })
          }
        >
          {POSITION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {POSITION_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small mb-0" htmlFor={`${id}-status`}>
          Outcome
        </label>
        <select
          id={`${id}-status`}
          className="form-select form-select-sm"
          value={filters.status}
          onChange={(event) =>
            onChange({ status: STATUS_CHOICES.find((c) => c === event.target.value) })
          }
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onReset}>
          Reset filters
        </button>
      )}
    </form>
  );
}
