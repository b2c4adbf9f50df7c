/**
 * The page's filters, one schema for every view, kept in the URL so a filtered list can be
 * shared: the entries view's division and conference (on either side of the move, as the API's
 * own filters match a team or a conference), position group and outcome, and the school or
 * conference whose moves the teams and conferences views list.
 */
import {
  defineUrlFilters,
  enumParam,
  intItem,
  stringParam,
  type FilterParam,
} from '@/lib/stats/url-filters';
import type { PortalEntrant, PortalStatus, PositionGroup } from './entrants';

const conferenceItem = intItem({ min: 0 });

/** A conference id, or null for every conference (the default, left out of the URL). */
const conferenceParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : conferenceItem.parse(last);
  },
  serialize: (value) => (value === null ? [] : [conferenceItem.serialize(value)]),
  equals: (a, b) => a === b,
};

export const DIVISION_CHOICES = ['all', 'd1', 'd2', 'd3'] as const;
export const POSITION_CHOICES = ['all', 'guards', 'forwards', 'centers'] as const;
export const STATUS_CHOICES = ['all', 'committed', 'uncommitted', 'withdrawn'] as const;

export const PORTAL_FILTERS = defineUrlFilters({
  division: enumParam(DIVISION_CHOICES, 'all'),
  conference: conferenceParam,
  position: enumParam(POSITION_CHOICES, 'all'),
  status: enumParam(STATUS_CHOICES, 'all'),
  /** Teams and conferences views: the group whose moves are listed ('' for the first). */
  group: stringParam(''),
});

export type PortalFilters = typeof PORTAL_FILTERS.defaults;

/** The entries view's part of the filters (Reset puts these back). */
export const ENTRY_FILTER_KEYS = ['division', 'conference', 'position', 'status'] as const;

const DIVISION_IDS: Readonly<Record<(typeof DIVISION_CHOICES)[number], number | null>> = {
  all: null,
  d1: 1,
  d2: 2,
  d3: 3,
};

const POSITION_GROUPS: Readonly<Record<(typeof POSITION_CHOICES)[number], PositionGroup | null>> = {
  all: null,
  guards: 'G',
  forwards: 'F',
  centers: 'C',
};

const STATUSES: Readonly<Record<(typeof STATUS_CHOICES)[number], PortalStatus | null>> = {
  all: null,
  committed: 'Transferred',
  uncommitted: 'Active',
  withdrawn: 'Withdrew',
};

export function filterEntrants(
  entrants: readonly PortalEntrant[],
  filters: PortalFilters,
): PortalEntrant[] {
  const division = DIVISION_IDS[filters.division];
  const group = POSITION_GROUPS[filters.position];
  const status = STATUSES[filters.status];
  const { conference } = filters;
  return entrants.filter(
    (e) =>
      (division === null || e.divisionIdFrom === division || e.divisionIdTo === division) &&
      (conference === null ||
        e.conferenceIdFrom === conference ||
        e.conferenceIdTo === conference) &&
      (group === null || e.positionGroup === group) &&
      (status === null || e.status === status),
  );
}

/** The conferences the entrants left or joined, by name. */
export function conferenceChoices(
  entrants: readonly PortalEntrant[],
): { id: number; name: string }[] {
  const names = new Map<number, string>();
  for (const e of entrants) {
    if (e.conferenceIdFrom !== null && !names.has(e.conferenceIdFrom)) {
      names.set(
        e.conferenceIdFrom,
        e.conferenceShortNameFrom ?? `Conference ${e.conferenceIdFrom}`,
      );
    }
    if (e.conferenceIdTo !== null && !names.has(e.conferenceIdTo)) {
      names.set(e.conferenceIdTo, e.conferenceShortNameTo ?? `Conference ${e.conferenceIdTo}`);
    }
  }
  return [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
