/**
 * /tools/team-scatter: any two team stats of a division (or one conference) against each other,
 * with an optional third as the marks' size and a fourth as their color — or the teams' own
 * colors with their initials — average lines, quadrant labels, a fitted line with its R², a
 * search that highlights teams and labels on the outliers. Every choice is in the URL
 * (content/team-scatter-route.ts); one `team-agg-stats` request per chart.
 */
import { useMemo } from 'react';
import { paths } from '@courtside/contract';
import { teamLabel } from '@/components/stats/name-labels';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeamColors } from '../api/team-colors';
import {
  useTeamScatterRows,
  type TeamScatterRow,
  type TeamScatterStat,
} from '../api/team-scatter-rows';
import { chartFootnote } from '../content/chart-text';
import { chartedStats, choiceStats, statCsvColumn, type CsvColumn } from '../content/scatter-csv';
import { TEAM_COLORS } from '../content/scatter-params';
import { conferenceOf, plottedRows, type PointSource } from '../content/scatter-points';
import { teamInitials, teamPalette } from '../content/team-marks';
import { TEAM_SCATTER_FILTERS, teamStatChoice } from '../content/team-scatter-route';
import { useScatterLookups, useScatterMarks } from '../hooks/use-scatter-marks';
import { useScatterScope } from '../hooks/use-scatter-scope';
import { ScatterChart } from './ScatterChart';
import { ScatterPageFrame } from './ScatterPageFrame';
import { TeamScatterControls } from './TeamScatterControls';

const teamSearchTexts = (row: TeamScatterRow) => [row.teamMarket];

/** Discs large enough for initials while a conference's teams are charted. */
function teamPointRadius(count: number, teamColors: boolean): number {
  if (teamColors && count <= 80) return 11;
  return count > 200 ? 4.5 : 6;
}

export function TeamScatter() {
  useDocumentTitle('Team Scatter');
  const [filters, setFilters] = useUrlFilters(TEAM_SCATTER_FILTERS);
  const defaults = useStatsDefaults();
  const scope = useScatterScope(filters);
  const { competitionId } = scope;
  const choice = useMemo(() => teamStatChoice(filters), [filters]);
  const teamColors = choice.color === TEAM_COLORS;
  const stats = useMemo(() => choiceStats(choice), [choice]);
  const teams = useTeamScatterRows(
    scope.conferenceId === undefined
      ? null
      : { competitionId, divisionId: scope.division.id, conferenceId: scope.conferenceId, stats },
  );
  const colors = useTeamColors(competitionId, teamColors);
  const isSimulated = useIsSimulated(competitionId);

  const { conferenceNames, palettes } = useScatterLookups(scope, colors.data);
  const plotted = useMemo(
    () => plottedRows(teams.data ?? [], choice, filters.minGames),
    [teams.data, choice, filters.minGames],
  );
  const source = useMemo<PointSource<TeamScatterRow>>(
    () => ({
      id: (row) => String(row.teamId),
      label: (row) => row.teamMarket,
      description: (row) => conferenceOf(conferenceNames, row) ?? undefined,
      href: (row) => paths.team(competitionId, row.teamId),
      team: (row) => ({
        palette: palettes.get(row.teamId) ?? teamPalette(undefined),
        badge: teamInitials(row.teamMarket),
      }),
    }),
    [competitionId, conferenceNames, palettes],
  );
  const { points, colorScale, highlighted } = useScatterMarks(
    plotted,
    source,
    choice,
    filters.search,
    teamSearchTexts,
  );

  const season = scope.competition?.label ?? '';
  const chartScope = {
    group: scope.conferenceName ?? scope.division.name,
    rowsNoun: 'teams',
    season,
  };
  const minimumNote = filters.minGames > 0 ? `at least ${filters.minGames} games` : null;
  const csvColumns: CsvColumn<TeamScatterRow>[] = [
    { header: 'Team', value: (row) => row.teamMarket },
    {
      header: 'Conference',
      value: (row) => conferenceOf(conferenceNames, row) ?? '',
    },
    ...chartedStats<TeamScatterStat>(['gp', ...stats]).map((key) =>
      statCsvColumn<TeamScatterStat, TeamScatterRow>(key),
    ),
  ];
  const tableColumns = useMemo<StatColumnSpec<TeamScatterRow>[]>(
    () => [
      {
        key: 'conferenceShortName',
        value: (row) => conferenceOf(conferenceNames, row),
      },
      ...chartedStats<TeamScatterStat>(['gp', ...stats]),
    ],
    [conferenceNames, stats],
  );
  const label = useMemo(() => teamLabel<TeamScatterRow>(competitionId), [competitionId]);

  return (
    <ScatterPageFrame
      heading="Team Scatter"
      intro="Plot any two team stats against each other to spot styles and outliers. Select a team to open its page."
      season={season}
      isSimulated={isSimulated}
      controls={
        <TeamScatterControls
          filters={filters}
          setFilters={setFilters}
          scope={scope}
          preferredGender={defaults.gender}
          matches={highlighted.size}
        />
      }
    >
      <ScatterChart<TeamScatterStat, TeamScatterRow>
        query={teams}
        plotted={plotted}
        choice={choice}
        chartScope={chartScope}
        minimumNote={minimumNote}
        footnote={chartFootnote([
          season,
          scope.division.name,
          scope.conferenceName,
          minimumNote,
          isSimulated ? 'Simulated data' : null,
        ])}
        points={points}
        colorScale={colorScale}
        highlighted={highlighted}
        csvColumns={csvColumns}
        guides={filters}
        pointRadius={(count) => teamPointRadius(count, teamColors)}
        pointsLabel="Teams"
        skeletonLabel="Loading the team scatter chart"
        errorTitle="The team statistics could not be loaded"
        table={{
          rowId: (row) => String(row.teamId),
          label,
          columns: tableColumns,
          filterLabel: 'Find a team',
        }}
      />
    </ScatterPageFrame>
  );
}
