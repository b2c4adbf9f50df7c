/**
 * The yearly list's filters: direction of the move, listed position and a conference on either
 * side, the options taken from the season's own moves. Each change is a URL change.
 */
import type { TransferHistoryRow } from '@courtside/contract/schemas';
import { useId, useMemo } from 'react';
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

const isDirection = (value: string): value is TransferFilter['direction'] =>
  value === 'all' || (DIRECTIONS as readonly string[]).includes(value);

export function TransferFilters({ rows, filters, onChange, onReset }: TransferFiltersProps) {
  const id = useId();
  const positions = useMemo(() => positionsIn(rows), [rows]);
  const conferences = useMemo(() => conferencesIn(rows), [rows]);
  const filtered =
    filters.direction !== 'all' || filters.position !== '' || filters.conference !== 0;
  return (
    <div className="transfers__filters" role="group" aria-label="Filter the transfers">
      <div>
        <label className="form-label small mb-0" htmlFor={`${id}-direction`}>
          Direction
        </label>
        <select
          id={`${id}-direction`}
          className="form-select form-select-sm"
          value={filters.direction}
          onChange={(event) => {
            const value = event.target.value;
            if (isDirection(value)) onChange({ direction: value });
          }}
        >
          <option value="all">Every direction</option>
          {DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {DIRECTION_LABELS[direction]}
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
          onChange={(event) => onChange({ position: event.target.value })}
        >
          <option value="">Every position</option>
          {positions.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small mb-0" htmlFor={`${id}-conference`}>
          Conference (either side)
        </label>
        <select
          id={`${id}-conference`}
          className="form-select form-select-sm"
          value={filters.conference}
          onChange={(event) => onChange({ conference: Number(event.target.value) })}
        >
          <option value={0}>Every conference</option>
          {conferences.map((conference) => (
            <option key={conference.conferenceId} value={conference.conferenceId}>
              {conference.name}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onReset}>
          Clear filters
        </button>
      )}
    </div>
  );
}
