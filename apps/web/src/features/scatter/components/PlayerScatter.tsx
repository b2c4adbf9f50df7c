/**
 * /tools/player-scatter: any two player stats of a division (or one conference) against each
 * other, filtered by position, games and minutes per game, with the same size, color, guides,
 * search and outlier labels as the team scatter. Player data follows §6: tiers ≥ 2 read the
 * full rows, others the public rows, and the pickers offer only what those rows carry; a link
 * naming a stat the user cannot read shows the default in its place and says so. A shooting
 * percentage on an axis of the full rows leaves out the players below its attempts minimum
 * (lib/stats/shooting-qualifiers), so they are neither plotted nor labelled. Every choice
 * is in the URL (content/player-scatter-route.ts); one request per chart.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths, tierLabel } from '@courtside/contract';
import { playerLabel } from '@/components/stats/name-labels';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { statDefinition } from '@/lib/stats/dictionary';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useSession } from '@/lib/session';
import {
  PUBLIC_ROWS_QUALIFIER_NOTE,
  meetsShootingQualifier,
  minimumInForce,
  qualifierPhrase,
  shootingQualifiersOf,
} from '@/lib/stats/shooting-qualifiers';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  FULL_PLAYER_ROWS_TIER,
  playerRowAccessOf,
  usePlayerScatterRows,
  type PlayerScatterRow,
  type PlayerScatterStat,
} from '../api/player-scatter-rows';
import { useTeamColors } from '../api/team-colors';
import { chartFootnote } from '../content/chart-text';
import {
  PLAYER_SCATTER_FILTERS,
  playerStatChoice,
  playerStatsFor,
  positionGroupOf,
} from '../content/player-scatter-route';
import { chartedStats, choiceStats, statCsvColumn, type CsvColumn } from '../content/scatter-csv';
import { TEAM_COLORS } from '../content/scatter-params';
import { conferenceOf, plottedRows, type PointSource } from '../content/scatter-points';
import { teamPalette } from '../content/team-marks';
import { useScatterLookups, useScatterMarks } from '../hooks/use-scatter-marks';
import { useScatterScope } from '../hooks/use-scatter-scope';
import { PlayerScatterControls } from './PlayerScatterControls';
import { ScatterChart } from './ScatterChart';
import { ScatterPageFrame } from './ScatterPageFrame';

const playerPointRadius = (count: number): number => (count > 600 ? 3.5 : count > 200 ? 4.5 : 6);

const playerSearchTexts = (row: PlayerScatterRow) => [row.fullName, row.teamMarket];

export function PlayerScatter() {
  useDocumentTitle('Player Scatter');
  const [filters, setFilters] = useUrlFilters(PLAYER_SCATTER_FILTERS);
  const { tier } = useSession();
  const access = playerRowAccessOf(tier.value);
  const defaults = useStatsDefaults();
  const scope = useScatterScope(filters);
  const { competitionId } = scope;
  const { choice, unavailable } = useMemo(
    () => playerStatChoice(filters, access),
    [filters, access],
  );
  const stats = useMemo(() => choiceStats(choice), [choice]);
  // Only the full rows carry attempts; the public rows keep the minutes qualifier alone.
  const qualifiers = useMemo(
    () => (access === 'full' ? shootingQualifiersOf([choice.x, choice.y]) : []),
    [access, choice.x, choice.y],
  );
  const requested = useMemo(
    () => chartedStats<PlayerScatterStat>([...stats, ...qualifiers.map((q) => q.attempts)]),
    [stats, qualifiers],
  );
  const players = usePlayerScatterRows(
    scope.conferenceId === undefined
      ? null
      : {
          competitionId,
          divisionId: scope.division.id,
          conferenceId: scope.conferenceId,
          qualifiedOnly: filters.qualified,
          stats: requested,
        },
    access,
  );
  const colors = useTeamColors(competitionId, choice.color === TEAM_COLORS);
  const isSimulated = useIsSimulated(competitionId);

  const { conferenceNames, palettes } = useScatterLookups(scope, colors.data);
  const { plotted, leftOut } = useMemo(() => {
    const candidates = plottedRows(players.data ?? [], choice, filters.minGames).filter(
      (row) =>
        (filters.position === 'all' || positionGroupOf(row.position) === filters.position) &&
        (row.minsPg ?? 0) >= filters.minMinutes,
    );
    const qualified = candidates.filter((row) =>
      qualifiers.every((q) =>
        meetsShootingQualifier(row, q.attempts, minimumInForce(q, filters.minAttempts)),
      ),
    );
    return { plotted: qualified, leftOut: candidates.length - qualified.length };
  }, [
    players.data,
    choice,
    qualifiers,
    filters.minGames,
    filters.position,
    filters.minMinutes,
    filters.minAttempts,
  ]);
  const source = useMemo<PointSource<PlayerScatterRow>>(
    () => ({
      id: (row) => row.playerKey,
      label: (row) => row.fullName,
      description: (row) => [row.teamMarket, row.position].filter(Boolean).join(' · '),
      href: (row) =>
        row.playerId === null ? undefined : paths.player(competitionId, row.playerId),
      team: (row) => ({
        palette:
          (row.teamId === null ? undefined : palettes.get(row.teamId)) ?? teamPalette(undefined),
      }),
    }),
    [competitionId, palettes],
  );
  const { points, colorScale, highlighted } = useScatterMarks(
    plotted,
    source,
    choice,
    filters.search,
    playerSearchTexts,
  );

  const season = scope.competition?.label ?? '';
  const chartScope = {
    group: scope.conferenceName ?? scope.division.name,
    rowsNoun: 'players',
    season,
  };
  const minimums = [
    filters.minGames > 0 ? `at least ${filters.minGames} games` : null,
    filters.minMinutes > 0 ? `at least ${filters.minMinutes} minutes per game` : null,
    filters.position === 'all' ? null : `position ${filters.position}`,
    qualifiers.length === 0
      ? null
      : `${qualifierPhrase(qualifiers, filters.minAttempts)} (${leftOut} ${
          leftOut === 1 ? 'player' : 'players'
        } left out)`,
  ].filter((part): part is string => part !== null);
  const minimumNote = minimums.length === 0 ? null : minimums.join(', ');
  const csvColumns: CsvColumn<PlayerScatterRow>[] = [
    { header: 'Player', value: (row) => row.fullName },
    { header: 'Team', value: (row) => row.teamMarket },
    { header: 'Position', value: (row) => row.position ?? '' },
    { header: 'Conference', value: (row) => conferenceOf(conferenceNames, row) ?? '' },
    ...chartedStats<PlayerScatterStat>(['gp', 'minsPg', ...stats]).map((key) =>
      statCsvColumn<PlayerScatterStat, PlayerScatterRow>(key),
    ),
  ];
  const tableColumns = useMemo<StatColumnSpec<PlayerScatterRow>[]>(
    () => [
      'position',
      { key: 'conferenceShortName', value: (row) => conferenceOf(conferenceNames, row) },
      ...chartedStats<PlayerScatterStat>(['gp', 'minsPg', ...stats]),
    ],
    [conferenceNames, stats],
  );
  const label = useMemo(() => playerLabel<PlayerScatterRow>(competitionId), [competitionId]);

  return (
    <ScatterPageFrame
      heading="Player Scatter"
      intro="Plot any two player stats against each other across a division or a conference. Select a player to open their page."
      season={season}
      isSimulated={isSimulated}
      controls={
        <>
          <PlayerScatterControls
            filters={filters}
            setFilters={setFilters}
            offered={playerStatsFor(access)}
            choice={choice}
            scope={scope}
            preferredGender={defaults.gender}
            matches={highlighted.size}
            qualifiers={qualifiers}
          />
          <AccessNote
            access={access}
            unavailable={unavailable}
            shootingAxis={shootingQualifiersOf([choice.x, choice.y]).length > 0}
          />
        </>
      }
    >
      <ScatterChart<PlayerScatterStat, PlayerScatterRow>
        query={players}
        plotted={plotted}
        choice={choice}
        chartScope={chartScope}
        minimumNote={minimumNote}
        footnote={chartFootnote([
          season,
          scope.division.name,
          scope.conferenceName,
          filters.qualified ? 'qualified players' : null,
          minimumNote,
          isSimulated ? 'Simulated data' : null,
        ])}
        points={points}
        colorScale={colorScale}
        highlighted={highlighted}
        csvColumns={csvColumns}
        guides={filters}
        pointRadius={playerPointRadius}
        pointsLabel="Players"
        skeletonLabel="Loading the player scatter chart"
        errorTitle="The player statistics could not be loaded"
        table={{
          rowId: (row) => row.playerKey,
          label,
          columns: tableColumns,
          filterLabel: 'Find a player or team',
        }}
      />
    </ScatterPageFrame>
  );
}

/** What the public rows leave out, and the stats of a link the user's rows do not carry. */
function AccessNote({
  access,
  unavailable,
  shootingAxis,
}: {
  access: 'full' | 'public';
  unavailable: readonly PlayerScatterStat[];
  /** A shooting percentage is charted: say that no attempts minimum applies. */
  shootingAxis: boolean;
}) {
  if (access === 'full') return null;
  const plan = tierLabel(FULL_PLAYER_ROWS_TIER);
  return (
    <p className="scatter__note small text-body-secondary">
      {unavailable.length > 0 &&
        `${unavailable.map((key) => statDefinition(key).shortLabel).join(', ')} ${
          unavailable.length === 1 ? 'is' : 'are'
        } not in the public player stats: the chart shows the default instead. `}
      {shootingAxis && `${PUBLIC_ROWS_QUALIFIER_NOTE} `}
      The public player stats are charted here; every player stat comes with{' '}
      <Link to={paths.myAccount('subscribe', FULL_PLAYER_ROWS_TIER)}>{plan}</Link>.
    </p>
  );
}
