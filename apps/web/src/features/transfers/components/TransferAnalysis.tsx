/**
 * The analysis view: how transfers into the season did after moving, by direction of the move
 * and by listed position — how many, their minutes and adjusted ORtg before and after, and the
 * METHODS §10 change net of non-transfers of the same class and role. The figures are means of
 * the API's per-transfer values (content/transfer-groups.ts says over whom); the levels behind
 * a direction are explained beside the tables.
 */
import { useMemo } from 'react';
import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useTransferHistory } from '../api/transfer-history';
import {
  LEVEL_LABELS,
  byDirection,
  byPosition,
  type TransferGroupRow,
} from '../content/transfer-groups';
import { seasonLeftLabel, type TransfersRoute } from '../content/transfers-route';

const COLUMNS = [
  'transfers',
  'ratedTransfers',
  'minsPgFrom',
  'minsPgTo',
  'ortgAdjFrom',
  'ortgAdjTo',
  'ortgAdjChange',
  'baselineChange',
  'transferEffect',
] as const satisfies readonly StatKey[];

const groupLabel = (header: string): LabelColumn<TransferGroupRow> => ({
  header,
  text: (row) => row.group,
});
const DIRECTION_LABEL = groupLabel('Direction');
const POSITION_LABEL = groupLabel('Position');

const HIGH_MAJORS = TOP_CONFERENCES_BY_DIVISION[1]
  .map((conference) => conference.conferenceShortName)
  .join(', ');

export interface TransferAnalysisProps {
  route: TransfersRoute;
  divisionName: string;
}

export function TransferAnalysis({ route, divisionName }: TransferAnalysisProps) {
  const transfers = useTransferHistory(route);
  const tables = useMemo(
    () =>
      transfers.data === undefined || transfers.data === null
        ? null
        : { direction: byDirection(transfers.data), position: byPosition(transfers.data) },
    [transfers.data],
  );
  return (
    <>
      <section className="transfers__explainer" aria-labelledby="transfers-definitions">
        <h2 className="h6" id="transfers-definitions">
          How to read it
        </h2>
        <p className="small mb-1">
          Transfers who left or joined a {divisionName} school,{' '}
          {seasonLeftLabel(route.competitionId)} (before) to this season (after), play-by-play games
          only. A move goes <strong>up</strong>, <strong>down</strong> or stays at the{' '}
          <strong>same level</strong> between four levels, highest first:{' '}
          {LEVEL_LABELS['d1-high-major']} ({HIGH_MAJORS}), {LEVEL_LABELS['d1-other']},{' '}
          {LEVEL_LABELS.d2}, {LEVEL_LABELS.d3}.
        </p>
        <p className="small mb-0">
          Each figure is a mean over the group. Minutes cover every transfer; adjusted ORtg before,
          after and its change cover the rated ones (10% of the team&apos;s minutes on both sides);
          the baseline (the mean change of players of the same class and role who stayed) and the
          net change cover those with such players.
        </p>
      </section>
      <DataState
        query={{ ...transfers, data: tables }}
        skeleton={<TableSkeleton label="Loading the transfers" />}
        isEmpty={(data) => data.direction.every((row) => row.transfers === 0)}
        emptyMessage="No transfers for this season and division (both seasons must be in the data)"
        errorTitle="The transfers could not be loaded"
      >
        {(data) => (
          <div className="transfers__analysis">
            <StatTable
              caption={`${divisionName} transfers by direction`}
              rows={data.direction}
              rowId={(row) => row.group}
              label={DIRECTION_LABEL}
              columns={COLUMNS}
              modes={false}
              percentiles={false}
              filterLabel="Find a direction"
            />
            <StatTable
              caption={`${divisionName} transfers by position`}
              rows={data.position}
              rowId={(row) => row.group}
              label={POSITION_LABEL}
              columns={COLUMNS}
              modes={false}
              percentiles={false}
              filterLabel="Find a position"
            />
          </div>
        )}
      </DataState>
    </>
  );
}
