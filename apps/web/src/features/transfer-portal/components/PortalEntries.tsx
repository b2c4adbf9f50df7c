/**
 * The entries view: every entrant with the line of the season he left, his outcome and his new
 * school, filtered by division, conference, position and outcome (URL filters), searchable by
 * name, sortable, and downloadable as the CSV of the rows and columns shown. Cell colors are
 * percentiles among the entrants shown who played 10% of their team's minutes.
 */
import { useMemo } from 'react';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import type { StatKey } from '@/lib/stats/dictionary';
import { useUrlFilters } from '@/lib/stats/url-filters';
import type { PortalEntrant } from '../content/entrants';
import type { PortalRoute } from '../content/portal-route';
import {
  ENTRY_FILTER_KEYS,
  PORTAL_FILTERS,
  conferenceChoices,
  filterEntrants,
} from '../content/portal-filters';
import { EntryFiltersForm } from './EntryFiltersForm';
import { EntrantName } from './PortalLinks';

const COLUMNS = [
  'status',
  'teamMarketFrom',
  'conferenceShortNameFrom',
  'divisionIdFrom',
  'teamMarketTo',
  'conferenceShortNameTo',
  'divisionIdTo',
  'classYr',
  'eligibilityYear',
  'position',
  'gp',
  'minsPg',
  'ptsScoredPg',
  'rebPg',
  'astPg',
  'tsPct',
  'usagePct',
  'per',
  'bpm',
  'ratingValue',
] as const satisfies readonly (StatKey & keyof PortalEntrant)[];

const HIDDEN_AT_FIRST = [
  'divisionIdFrom',
  'divisionIdTo',
  'eligibilityYear',
  'rebPg',
  'astPg',
  'usagePct',
  'per',
] as const satisfies readonly (typeof COLUMNS)[number][];

const LABEL: LabelColumn<PortalEntrant> = {
  header: 'Player',
  text: (row) => row.fullName,
  render: (row) => <EntrantName entrant={row} />,
};

const QUALIFIER = {
  isQualified: (row: PortalEntrant) => row.isQualified,
  note: 'Under 10% of his team’s minutes last season, or no season line (play-by-play games only): no cell color.',
};

export interface PortalEntriesProps {
  route: PortalRoute;
  entrants: readonly PortalEntrant[];
}

export function PortalEntries({ route, entrants }: PortalEntriesProps) {
  const [filters, setFilters] = useUrlFilters(PORTAL_FILTERS);
  const conferences = useMemo(() => conferenceChoices(entrants), [entrants]);
  const rows = useMemo(() => filterEntrants(entrants, filters), [entrants, filters]);
  const gender = route.gender === 'MALE' ? "Men's" : "Women's";
  return (
    <>
      <EntryFiltersForm
        filters={filters}
        conferences={conferences}
        onChange={(patch) => setFilters(patch)}
        onReset={() =>
          setFilters(Object.fromEntries(ENTRY_FILTER_KEYS.map((key) => [key, undefined])))
        }
      />
      <StatTable
        caption={`${gender} transfer portal entries`}
        rows={rows}
        rowId={(row) => row._id}
        label={LABEL}
        columns={COLUMNS}
        initiallyHidden={HIDDEN_AT_FIRST}
        initialSort={{ key: 'ratingValue' }}
        modes={false}
        qualifier={QUALIFIER}
        filterLabel="Search by name"
      />
    </>
  );
}
