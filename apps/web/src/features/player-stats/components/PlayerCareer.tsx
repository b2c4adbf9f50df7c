/**
 * A player's career across seasons and teams: every season he is on a roster (found by his
 * person id, since player ids change each season), with his season line and a transfer mark
 * where he changed schools. Each season links to his page in that competition.
 */
import type { PlayerDataRow } from '@courtside/contract/schemas';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { aggregateDenominators, readField } from '@/lib/stats/per-mode';
import { usePersonSeasons, useSeasonLines } from '../api/player-career';
import { careerRows, type CareerRow } from '../content/career';
import { combineQueries } from '@/components/stats/states/combine-queries';
import type { PlayerRoute } from '../content/views';

const LINE_KEYS = [
  'gp',
  'mins',
  'ptsScored',
  'reb',
  'ast',
  'efgPct',
  'tsPct',
  'usagePct',
  'per',
  'bpm',
] as const satisfies readonly StatKey[];

const COLUMNS: readonly StatColumnSpec<CareerRow>[] = [
  { key: 'teamMarket', value: (row) => row.season.teamMarket },
  { key: 'classYr', value: (row) => row.season.classYr },
  ...LINE_KEYS.map((key) => ({
    key,
    value: (row: CareerRow) => (row.line === null ? null : readField(row.line, key)),
  })),
];

const LABEL: LabelColumn<CareerRow> = {
  header: 'Season',
  text: (row) =>
    row.transferFrom === null
      ? row.seasonLabel
      : `${row.seasonLabel} (transfer from ${row.transferFrom})`,
  render: (row) => (
    <>
      <Link to={paths.player(row.season.competitionId, row.season.playerId)}>
        {row.seasonLabel}
      </Link>
      {row.transferFrom !== null && (
        <span className="badge text-bg-warning ms-2">Transfer from {row.transferFrom}</span>
      )}
    </>
  ),
};

const denominators = (row: CareerRow) => aggregateDenominators(row.line ?? {});

export interface PlayerCareerProps {
  route: PlayerRoute;
  name: string;
  player: PlayerDataRow | null;
}

export function PlayerCareer({ name, player }: PlayerCareerProps) {
  const seasons = usePersonSeasons(player?.personId ?? null);
  const lines = useSeasonLines(seasons.data ?? []);
  return (
    <DataState
      query={combineQueries(seasons, lines)}
      skeleton={<TableSkeleton label="Loading the career" rows={4} />}
      isEmpty={([rows]) => rows.length === 0}
      emptyMessage="No seasons found for this player"
      errorTitle="The career could not be loaded"
    >
      {([rows, byCompetition]) => (
        <StatTable
          caption={`${name} career`}
          rows={careerRows(rows, byCompetition)}
          rowId={(row) => `${row.season.competitionId}-${row.season.playerId}`}
          label={LABEL}
          columns={COLUMNS}
          initialMode="perGame"
          modes={['perGame', 'totals', 'per40']}
          denominators={denominators}
          percentiles={false}
        />
      )}
    </DataState>
  );
}
