/**
 * The yearly-transfers view: every transfer into the season touching the division, with his
 * line before (last season at the old school) and after (this season at the new one), and the
 * METHODS §10 adjusted ORtg on both sides where rated. Direction, position and conference are
 * URL filters; the table adds the name search, sorting and the CSV of what it shows.
 */
import type { TransferHistoryRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useTransferHistory } from '../api/transfer-history';
import { DIRECTION_LABELS, ROLE_LABELS, keepsTransfer } from '../content/transfer-groups';
import { seasonLeftLabel, type TransfersRoute } from '../content/transfers-route';
import { useTransferFilters } from '../hooks/use-transfer-filters';
import { TransferFilters } from './TransferFilters';

const COLUMNS: readonly StatColumnSpec<TransferHistoryRow>[] = [
  'teamMarketFrom',
  'conferenceShortNameFrom',
  'teamMarketTo',
  'conferenceShortNameTo',
  {
    key: 'moveDirection',
    value: (row) => (row.moveDirection === null ? null : DIRECTION_LABELS[row.moveDirection]),
  },
  'position',
  'classYr',
  { key: 'role', value: (row) => (row.role === null ? null : ROLE_LABELS[row.role]) },
  'gpFrom',
  'minsPgFrom',
  'ptsPgFrom',
  'ortgAdjFrom',
  'gpTo',
  'minsPgTo',
  'ptsPgTo',
  'ortgAdjTo',
  'ortgAdjChange',
  'baselineChange',
  'transferEffect',
];

const HIDDEN_AT_FIRST = [
  'teamMarketFrom',
  'teamMarketTo',
  'role',
  'gpFrom',
  'gpTo',
  'baselineChange',
] as const satisfies readonly StatKey[];

/** The player linked to his page this season, with both schools linked underneath. */
function transferLabel(competitionId: number): LabelColumn<TransferHistoryRow> {
  return {
    header: 'Player',
    text: (row) => `${row.fullName} (${row.teamMarketFrom} to ${row.teamMarketTo})`,
    render: (row) => (
      <>
        <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>
        <span className="d-block small text-body-secondary">
          <Link to={paths.team(row.competitionIdFrom, row.teamIdFrom)}>{row.teamMarketFrom}</Link>
          {' → '}
          <Link to={paths.team(competitionId, row.teamIdTo)}>{row.teamMarketTo}</Link>
        </span>
      </>
    ),
  };
}

export interface YearlyTransfersProps {
  route: TransfersRoute;
  divisionName: string;
}

export function YearlyTransfers({ route, divisionName }: YearlyTransfersProps) {
  const transfers = useTransferHistory(route);
  const [filters, setFilters, resetFilters] = useTransferFilters();
  const label = useMemo(() => transferLabel(route.competitionId), [route.competitionId]);
  const shown = useMemo(
    () => transfers.data?.filter((row) => keepsTransfer(row, filters)),
    [transfers.data, filters],
  );
  return (
    <>
      <p className="small text-body-secondary">
        Players who left or joined a {divisionName} school before this season: before is{' '}
        {seasonLeftLabel(route.competitionId)} at the school left, after is this season at the new
        one (play-by-play games only). Adjusted ORtg is blank under 10% of the team&apos;s minutes;
        the net change subtracts the mean change of players of the same class and role who stayed.
      </p>
      <DataState
        query={transfers}
        skeleton={<TableSkeleton label="Loading the transfers" />}
        emptyMessage="No transfers for this season and division (both seasons must be in the data)"
        errorTitle="The transfers could not be loaded"
      >
        {(rows) => (
          <>
            <TransferFilters
              rows={rows}
              filters={filters}
              onChange={setFilters}
              onReset={resetFilters}
            />
            <StatTable
              caption={`${divisionName} transfers`}
              rows={shown ?? rows}
              rowId={(row) => `${row.personId}`}
              label={label}
              columns={COLUMNS}
              initiallyHidden={HIDDEN_AT_FIRST}
              initialSort={{ key: 'ptsPgTo', desc: true }}
              modes={false}
              filterLabel="Find a player or team"
            />
          </>
        )}
      </DataState>
    </>
  );
}
