/**
 * Lineups and on/off (tier ≥ 1): the team's five-player units over its play-by-play games, and
 * each player's team with him on and off the floor. Units under 50 possessions and players
 * under 10% of the team's minutes are greyed and left out of the colouring (METHODS §4, §8).
 * The on/off split shown (on, off, on − off) is a URL filter.
 */
import type { LineupAggRow, OnOffRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  LINEUP_RATES,
  NET_RATINGS,
  ON_OFF_SHOOTING,
  TIER_VALUES,
  paths,
} from '@courtside/contract';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, PlayerDataState, TableSkeleton, TierGate } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useTeamLineups } from '../api/team-lineups';
import { useTeamOnOff } from '../api/team-on-off';
import type { TeamRoute } from '../content/views';
import { ToggleGroup } from '@/components/stats/ToggleGroup';

export const ON_OFF_FILTERS = defineUrlFilters({
  split: enumParam(['diff', 'on', 'off'], 'diff'),
});

const SPLITS = [
  { value: 'diff', label: 'On − off' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const;

const LINEUP_COLUMNS = [
  'gpPbp',
  'mins',
  'poss',
  'ptsScored',
  'ptsAgst',
  'plusMinus',
  ...LINEUP_RATES,
] as const satisfies readonly StatKey[];

const ON_OFF_COLUMNS = [
  'gpPbp',
  'minsOn',
  'minsOff',
  'minsPct',
  ...NET_RATINGS,
  ...ON_OFF_SHOOTING,
  'plusMinus',
] as const satisfies readonly StatKey[];

export const lineupName = (row: LineupAggRow): string =>
  [row.pName1, row.pName2, row.pName3, row.pName4, row.pName5].join(' · ');

const LINEUP_LABEL: LabelColumn<LineupAggRow> = { header: 'Lineup', text: lineupName };
const LINEUP_QUALIFIER = { isQualified: isQualifiedField, note: 'Under 50 possessions.' };
const ON_OFF_QUALIFIER = {
  isQualified: isQualifiedField,
  note: 'On the floor for under 10% of the team’s play-by-play minutes.',
};

function onOffLabel(competitionId: number): LabelColumn<OnOffRow> {
  return {
    header: 'Player',
    text: (row) => row.fullName,
    render: (row) => <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>,
  };
}

/** The rows of one split, from the team's side (they carry both ratings). */
export const onOffRows = (rows: readonly OnOffRow[], split: OnOffRow['onOffDiff']): OnOffRow[] =>
  rows.filter((row) => row.isOffense && row.onOffDiff === split);

export function TeamLineups({ route, teamName }: { route: TeamRoute; teamName: string }) {
  return (
    <TierGate feature="Lineups and on/off" requiredTier={TIER_VALUES.free}>
      <LineupsSection route={route} teamName={teamName} />
      <OnOffSection route={route} teamName={teamName} />
    </TierGate>
  );
}

function LineupsSection({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const lineups = useTeamLineups(route);
  return (
    <section className="team-stats__section" aria-labelledby="team-lineups-title">
      <h2 id="team-lineups-title" className="h5">
        Lineups
      </h2>
      <DataState
        query={lineups}
        skeleton={<TableSkeleton label="Loading the lineups" />}
        emptyMessage="No lineups: this team has no play-by-play games this season"
        errorTitle="The lineups could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName} lineups`}
            rows={rows}
            rowId={(row) => row.lineupId}
            label={LINEUP_LABEL}
            columns={LINEUP_COLUMNS}
            initialSort={{ key: 'mins' }}
            modes={['totals', 'per40', 'per100']}
            initialMode="totals"
            qualifier={LINEUP_QUALIFIER}
          />
        )}
      </DataState>
    </section>
  );
}

function OnOffSection({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const [filters, setFilters] = useUrlFilters(ON_OFF_FILTERS);
  const onOff = useTeamOnOff(route);
  const label = useMemo(() => onOffLabel(route.competitionId), [route.competitionId]);
  const splitLabel = SPLITS.find((split) => split.value === filters.split)?.label ?? '';
  return (
    <section className="team-stats__section" aria-labelledby="team-on-off-title">
      <div className="team-stats__section-head">
        <h2 id="team-on-off-title" className="h5 mb-0">
          On/off
        </h2>
        <ToggleGroup
          label="On/off split"
          options={SPLITS}
          value={filters.split}
          onChange={(split) => setFilters({ split })}
        />
      </div>
      <p className="small text-body-secondary">
        The team’s ratings with each player on the floor and off it, over the games he played.
      </p>
      <PlayerDataState
        feature="On/off"
        query={onOff}
        skeleton={<TableSkeleton label="Loading on/off" />}
        isEmpty={(rows) => onOffRows(rows, filters.split).length === 0}
        emptyMessage="No on/off: this team has no play-by-play games this season"
        errorTitle="On/off could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName} on/off (${splitLabel})`}
            rows={onOffRows(rows, filters.split)}
            rowId={(row) => row._id}
            label={label}
            columns={ON_OFF_COLUMNS}
            initialSort={{ key: 'minsOn' }}
            modes={false}
            qualifier={ON_OFF_QUALIFIER}
          />
        )}
      </PlayerDataState>
    </section>
  );
}
