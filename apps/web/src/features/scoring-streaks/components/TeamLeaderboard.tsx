/**
 * The division's (or a conference's) teams side by side: longest run made and allowed, runs of
 * 10-0 and 8-0 each way, games with a 10-0 run, runs across halftime and the longest streaks of
 * results. Sorted by the longest run first; each team opens its drill-down. The CSV download
 * is the table's own (exactly the rows and columns shown).
 */
import type { TeamAggStreakStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton, type DataStateQuery } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { teamLabel } from '../content/leaders';
import { STREAK_FILTERS, type StreakFilterValues } from '../content/streak-filters';

/**
 * Runs are stored from 8-0 up, so the API's longest run is 0 when none reached 8: shown as
 * missing (no run), never as a "0-0 run".
 */
const longestRun = (value: number | null): number | null => (value === 0 ? null : value);

const LEADER_COLUMNS: readonly StatColumnSpec<TeamAggStreakStatsRow>[] = [
  { key: 'longestRunFor', value: (row) => longestRun(row.longestRunFor) },
  { key: 'longestRunAgst', value: (row) => longestRun(row.longestRunAgst) },
  'runs10For',
  'runs10Agst',
  'runs8For',
  'runs8Agst',
  'gamesWithRun10For',
  'gamesWithRun10Agst',
  'runsAcrossHalftimeFor',
  'runsAcrossHalftimeAgst',
  'longestWinStreak',
  'longestLossStreak',
  'gpPbp',
];

const HIDDEN_AT_FIRST = [
  'gamesWithRun10Agst',
  'runsAcrossHalftimeAgst',
] as const satisfies readonly StatKey[];

export interface TeamLeaderboardProps {
  query: DataStateQuery<TeamAggStreakStatsRow[]>;
  /** The rows shown (the conference's, or the division's). */
  rows: readonly TeamAggStreakStatsRow[];
  filters: StreakFilterValues;
  severalSeasons: boolean;
  scopeText: string;
}

export function TeamLeaderboard({
  query,
  rows,
  filters,
  severalSeasons,
  scopeText,
}: TeamLeaderboardProps) {
  const label = useMemo(
    (): LabelColumn<TeamAggStreakStatsRow> => ({
      header: 'Team',
      text: (row) => teamLabel(row, severalSeasons),
      render: (row) => (
        <Link to={`?${STREAK_FILTERS.serialize({ ...filters, team: row.teamId }).toString()}`}>
          {teamLabel(row, severalSeasons)}
        </Link>
      ),
    }),
    [filters, severalSeasons],
  );
  return (
    <section className="scoring-streaks__section" aria-labelledby="streak-leaders-title">
      <h2 id="streak-leaders-title" className="h5">
        Runs and droughts by team
      </h2>
      <p className="scoring-streaks__note">
        A run is 8 or more unanswered points, free throws included, counted in play-by-play games
        (“Best run” 18 is an 18-0 run; “Worst run” is the longest run a team allowed: its longest
        drought; a dash: none reached 8-0, or no play-by-play games). Pick a team for each of its
        runs, its players’ streaks and the game moments.
      </p>
      <DataState
        query={query}
        skeleton={<TableSkeleton label="Loading the teams’ runs" columns={8} />}
        isEmpty={() => rows.length === 0}
        emptyMessage={`No streak statistics for ${scopeText} yet.`}
        errorTitle="The teams’ runs could not be loaded"
      >
        {() => (
          <StatTable
            caption={`Scoring runs by team, ${scopeText}`}
            rows={rows}
            rowId={(row) => `${row.competitionId}-${row.teamId}`}
            label={label}
            columns={LEADER_COLUMNS}
            initiallyHidden={HIDDEN_AT_FIRST}
            initialSort={{ key: 'longestRunFor' }}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}
