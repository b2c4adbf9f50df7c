/**
 * The player-box view: every rated player of the division with his NIL index, tier, the four
 * inputs and their percentiles, filtered by conference, team and position (URL filters) and
 * searchable, sortable and downloadable through the stats table. Cells are coloured by the
 * pool percentiles the API sends (each input by its own percentile), not within the shown
 * rows, so a team's list reads the same as the division's.
 */
import { getCompetition } from '@courtside/contract';
import type { NilPredictionRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { playerTeamLabel } from '@/components/stats/name-labels';
import type { ProvidedPercentile } from '@/components/stats/StatTable/cell-percentiles';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import type { SetFilters } from '@/lib/stats/url-filters';
import type { NilFilters } from '../content/nil-route';
import { useNilPlayers } from '../hooks/use-nil-players';
import { NilFilterBar } from './NilFilterBar';

/** Each input and its percentile column, coloured by the percentile the API computed. */
const POOL_PERCENTILES: Partial<Record<StatKey, (row: NilPredictionRow) => number>> = {
  ratingPctile: (row) => row.ratingPctile,
  bpm: (row) => row.ratingPctile,
  minutesPctile: (row) => row.minutesPctile,
  mins: (row) => row.minutesPctile,
  prestigePctile: (row) => row.prestigePctile,
  programPrestige: (row) => row.prestigePctile,
  teamPctile: (row) => row.teamPctile,
  teamNetRtgAdj: (row) => row.teamPctile,
};

const poolPercentile: ProvidedPercentile<NilPredictionRow> = (row, key) => {
  const share = POOL_PERCENTILES[key]?.(row);
  return share === undefined ? null : share * 100;
};

const HIDDEN: readonly StatKey[] = ['nilRangeLow', 'nilRangeHigh', 'gp', 'height'];

export interface NilPlayerBoxProps {
  competitionId: number;
  divisionName: string;
  filters: NilFilters;
  setFilters: SetFilters<NilFilters>;
}

export function NilPlayerBox({
  competitionId,
  divisionName,
  filters,
  setFilters,
}: NilPlayerBoxProps) {
  const { predictions, rows, conferenceNames, conferenceOptions, teamOptions } = useNilPlayers(
    competitionId,
    filters,
  );
  const label = useMemo(() => playerTeamLabel<NilPredictionRow>(competitionId), [competitionId]);
  const columns = useMemo<StatColumnSpec<NilPredictionRow>[]>(
    () => [
      'nilIndex',
      'nilTier',
      'nilRangeLow',
      'nilRangeHigh',
      {
        key: 'conferenceShortName',
        value: (row) =>
          row.conferenceId === null ? null : (conferenceNames.get(row.conferenceId) ?? null),
      },
      'position',
      'classYr',
      'ratingPctile',
      'bpm',
      'minutesPctile',
      'mins',
      'prestigePctile',
      'programPrestige',
      'teamPctile',
      'teamNetRtgAdj',
      'gp',
      'height',
      'isTransfer',
    ],
    [conferenceNames],
  );
  const filtered = filters.conference !== 0 || filters.team !== 0 || filters.position !== 'all';
  return (
    <>
      <NilFilterBar
        filters={filters}
        setFilters={setFilters}
        playerOptions={{ conferences: conferenceOptions, teams: teamOptions }}
      />
      <DataState
        query={{ ...predictions, data: rows }}
        skeleton={<TableSkeleton label="Loading the NIL values" />}
        emptyMessage={
          filtered
            ? 'No rated player matches these filters'
            : `No NIL values for ${divisionName} this season (players need a box rating and 10% of their team's minutes)`
        }
        errorTitle="The NIL values could not be loaded"
      >
        {(shown) => (
          <StatTable
            caption={`${divisionName} NIL values ${getCompetition(competitionId)?.label ?? ''}`.trim()}
            rows={shown}
            rowId={(row) => row._id}
            label={label}
            columns={columns}
            initiallyHidden={HIDDEN}
            initialSort={{ key: 'nilIndex' }}
            modes={false}
            percentiles={poolPercentile}
            filterLabel="Find a player or team"
          />
        )}
      </DataState>
    </>
  );
}
