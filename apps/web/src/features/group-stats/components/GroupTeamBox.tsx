/**
 * The team-box view: every team of the group on one table of season statistics, for the
 * teams' own line (offence) or what they allowed (defence, URL filter `side`). Per-game by
 * default; totals, per 40 and per 100 possessions on the switch.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { FOUR_FACTORS, THREE_POINT_RATES } from '@courtside/contract';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useGroupTeamAggStats, type GroupTeamsRequest } from '../api/group-team-agg-stats';
import { teamLabel } from '@/components/stats/name-labels';
import { SideSwitch, useSideFilter } from './SideSwitch';

const STAT_COLUMNS = [
  'gp',
  'overallWins',
  'overallLosses',
  'ptsScored',
  'ortgAdj',
  'drtgAdj',
  'netRtgAdj',
  'ortg',
  'drtg',
  'pace',
  ...FOUR_FACTORS,
  'fgPct',
  ...THREE_POINT_RATES,
  'ftPct',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
] as const satisfies readonly StatKey[];

const HIDDEN_AT_FIRST = ['ortg', 'drtg', 'fgPct', 'reb', 'ast', 'stl', 'blk', 'tov'] as const;

const QUALIFIER = { isQualified: isQualifiedField, note: 'Fewer than 5 games with a box score.' };

export interface GroupTeamBoxProps {
  request: GroupTeamsRequest | null;
  groupName: string;
  /** Conference short names by id: adds a conference column (division and tournament tables). */
  conferenceNames?: ReadonlyMap<number, string>;
}

export function GroupTeamBox({ request, groupName, conferenceNames }: GroupTeamBoxProps) {
  const { isOffense } = useSideFilter();
  const teams = useGroupTeamAggStats(request);
  const competitionId = request?.competitionId ?? 0;
  const label = useMemo(() => teamLabel<TeamAggStatsRow>(competitionId), [competitionId]);
  const columns = useMemo<readonly StatColumnSpec<TeamAggStatsRow>[]>(
    () =>
      conferenceNames === undefined
        ? STAT_COLUMNS
        : [
            {
              key: 'conferenceShortName',
              value: (row) =>
                row.conferenceId === null ? null : (conferenceNames.get(row.conferenceId) ?? null),
            },
            ...STAT_COLUMNS,
          ],
    [conferenceNames],
  );
  const rows = useMemo(
    () => teams.data?.filter((row) => row.scope === 'season' && row.isOffense === isOffense),
    [teams.data, isOffense],
  );
  return (
    <>
      <SideSwitch />
      <DataState
        query={{ ...teams, data: rows }}
        skeleton={<TableSkeleton label="Loading the team statistics" />}
        emptyMessage="No team statistics for this group in this season"
        errorTitle="The team statistics could not be loaded"
      >
        {(shown) => (
          <StatTable
            caption={`${groupName} team stats (${isOffense ? 'offense' : 'defense'})`}
            rows={shown}
            rowId={(row) => `${row.teamId}`}
            label={label}
            columns={columns}
            initiallyHidden={HIDDEN_AT_FIRST}
            initialSort={{ key: 'netRtgAdj', desc: true }}
            initialMode="perGame"
            qualifier={QUALIFIER}
            opponentView={!isOffense}
          />
        )}
      </DataState>
    </>
  );
}
