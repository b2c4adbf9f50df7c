/**
 * The drill-down's tables — runs (or droughts), player scoring streaks, shooting streaks,
 * comebacks and blown leads — each a StatTable (dictionary columns, sorting, CSV of the rows
 * shown) whose first column is the sentence a fan reads, linked to its game: the play-by-play at
 * the period a streak began in, or the flow chart of a game whose margin swung.
 */
import type { PeriodFormat } from '@courtside/contract';
import type {
  PlayerScoringStreakRow,
  StreaksMarginRow,
  TeamScoringStreakRow,
} from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { usePlayerScoringStreaks } from '../api/player-scoring-streaks';
import { usePlayerShootingStreaks } from '../api/player-shooting-streaks';
import { useTeamMargins } from '../api/team-margins';
import { useTeamRuns, type TeamStreakRequest } from '../api/team-runs';
import { useTeamShootingStreaks } from '../api/team-shooting-streaks';
import { SITUATION_LABELS, gameFlowPath, gameMomentPath } from '../content/moments';
import type { StreakFilterValues } from '../content/streak-filters';
import {
  playerStreakText,
  runText,
  shootingStreakViews,
  shownPlayerStreaks,
  shownRuns,
  swingGames,
  swingText,
  type ShootingStreakView,
} from '../content/streak-rows';

export interface StreakTableContext {
  request: TeamStreakRequest;
  teamName: string;
  format: PeriodFormat;
  opponentOf: (teamId: number | null) => string;
  filters: StreakFilterValues;
}

const minutesOf = (row: { durationSecs: number }) => row.durationSecs / 60;

function situationSuffix(filters: StreakFilterValues): string {
  return filters.situation === 'all'
    ? ''
    : ` (${SITUATION_LABELS[filters.situation].toLowerCase()})`;
}

export function RunsTable({ request, teamName, format, opponentOf, filters }: StreakTableContext) {
  const runs = useTeamRuns(request);
  const isOffense = filters.side === 'for';
  const label = useMemo(
    (): LabelColumn<TeamScoringStreakRow> => ({
      header: 'Run',
      text: (row) => runText(format, row, opponentOf(row.teamIdAgst)),
      render: (row) => (
        <Link to={gameMomentPath(row.competitionId, row.gameId, row.startPeriod)}>
          {runText(format, row, opponentOf(row.teamIdAgst))}
        </Link>
      ),
    }),
    [format, opponentOf],
  );
  const columns = useMemo(
    (): StatColumnSpec<TeamScoringStreakRow>[] => [
      { key: 'teamMarketAgst', value: (row) => opponentOf(row.teamIdAgst) },
      'gameDate',
      'runPts',
      { key: 'streakMins', value: minutesOf },
    ],
    [opponentOf],
  );
  const title = `${isOffense ? 'Runs made' : 'Runs allowed (droughts)'}${situationSuffix(filters)}`;
  return (
    <section className="scoring-streaks__section" aria-labelledby="streak-runs-title">
      <h3 id="streak-runs-title" className="h5">
        {title}
      </h3>
      <DataState
        query={runs}
        skeleton={<TableSkeleton label="Loading the runs" />}
        isEmpty={(rows) => shownRuns(rows, { ...filters, format }).length === 0}
        emptyMessage={`No run of 8-0 or more ${isOffense ? 'by' : 'against'} ${teamName} here in its play-by-play games.`}
        errorTitle="The runs could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName}: ${title.toLowerCase()}`}
            rows={shownRuns(rows, { ...filters, format })}
            rowId={(row) => row._id}
            label={label}
            columns={columns}
            initialSort={{ key: 'runPts' }}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}

export function PlayerStreaksTable({
  request,
  teamName,
  format,
  opponentOf,
  filters,
}: StreakTableContext) {
  const streaks = usePlayerScoringStreaks(request);
  const label = useMemo(
    (): LabelColumn<PlayerScoringStreakRow> => ({
      header: 'Streak',
      text: (row) => playerStreakText(format, row),
      render: (row) => (
        <Link to={gameMomentPath(row.competitionId, row.gameId, row.startPeriod)}>
          {playerStreakText(format, row)}
        </Link>
      ),
    }),
    [format],
  );
  const columns = useMemo(
    (): StatColumnSpec<PlayerScoringStreakRow>[] => [
      { key: 'teamMarketAgst', value: (row) => opponentOf(row.teamIdAgst) },
      'gameDate',
      'streakPts',
      'ptsAgstDuring',
      'scoringPlays',
      { key: 'streakMins', value: minutesOf },
    ],
    [opponentOf],
  );
  const title = `Player scoring streaks${situationSuffix(filters)}`;
  return (
    <section className="scoring-streaks__section" aria-labelledby="streak-players-title">
      <h3 id="streak-players-title" className="h5">
        {title}
      </h3>
      <p className="scoring-streaks__note">
        Seven or more of the team’s points in a row, all by one player; the opponent may score
        meanwhile.
      </p>
      <DataState
        query={streaks}
        skeleton={<TableSkeleton label="Loading the player streaks" />}
        isEmpty={(rows) => shownPlayerStreaks(rows, format, filters.situation).length === 0}
        emptyMessage={`No player of ${teamName} scored 7 of its points in a row here.`}
        errorTitle="The player streaks could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName}: ${title.toLowerCase()}`}
            rows={shownPlayerStreaks(rows, format, filters.situation)}
            rowId={(row) => row._id}
            label={label}
            columns={columns}
            initialSort={{ key: 'streakPts' }}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}

const SHOOTING_LABEL: LabelColumn<ShootingStreakView> = {
  header: 'Streak',
  text: (view) => view.text,
  render: (view) => (
    <Link to={gameMomentPath(view.row.competitionId, view.row.startGameId, view.row.startPeriod)}>
      {view.text}
    </Link>
  ),
};

const SHOOTING_COLUMNS: readonly StatColumnSpec<ShootingStreakView>[] = [
  { key: 'streakLength', value: (view) => view.row.streakLength },
  { key: 'gamesSpanned', value: (view) => view.row.gamesSpanned },
  { key: 'gameDate', value: (view) => view.row.startGameDate },
];

export function ShootingStreaksTable({ request, teamName, format }: StreakTableContext) {
  const query = combineQueries(useTeamShootingStreaks(request), usePlayerShootingStreaks(request));
  return (
    <section className="scoring-streaks__section" aria-labelledby="streak-shooting-title">
      <h3 id="streak-shooting-title" className="h5">
        Shooting streaks
      </h3>
      <p className="scoring-streaks__note">
        The longest run of makes and of misses of each kind, in game order over the season (a streak
        may carry over into the next game), so the game situation does not apply.
      </p>
      <DataState
        query={query}
        skeleton={<TableSkeleton label="Loading the shooting streaks" />}
        isEmpty={([teamRows, playerRows]) =>
          shootingStreakViews(format, teamRows, playerRows, teamName).length === 0
        }
        emptyMessage={`No shooting streaks for ${teamName}: no play-by-play attempts this season.`}
        errorTitle="The shooting streaks could not be loaded"
      >
        {([teamRows, playerRows]) => (
          <StatTable
            caption={`${teamName}: shooting streaks`}
            rows={shootingStreakViews(format, teamRows, playerRows, teamName)}
            rowId={(view) => view.row._id}
            label={SHOOTING_LABEL}
            columns={SHOOTING_COLUMNS}
            initialSort={{ key: 'streakLength' }}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}

const SWING_COLUMNS: readonly StatColumnSpec<StreaksMarginRow>[] = [
  'gameDate',
  'finalMargin',
  'comebackPts',
  'blownLeadPts',
  'maxLead',
  'maxLeadAgst',
  'leadChanges',
];

export function SwingGamesTable({ request, teamName, opponentOf }: StreakTableContext) {
  const margins = useTeamMargins(request);
  const label = useMemo(
    (): LabelColumn<StreaksMarginRow> => ({
      header: 'Game',
      text: (row) => swingText(row, opponentOf(row.teamIdAgst)),
      render: (row) => (
        <Link to={gameFlowPath(row.competitionId, row.gameId)}>
          {swingText(row, opponentOf(row.teamIdAgst))}
        </Link>
      ),
    }),
    [opponentOf],
  );
  return (
    <section className="scoring-streaks__section" aria-labelledby="streak-swings-title">
      <h3 id="streak-swings-title" className="h5">
        Comebacks and blown leads
      </h3>
      <DataState
        query={margins}
        skeleton={<TableSkeleton label="Loading the comebacks" />}
        isEmpty={(rows) => swingGames(rows).length === 0}
        emptyMessage={`${teamName} neither came back to win nor lost a lead in its play-by-play games.`}
        errorTitle="The comebacks could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName}: comebacks and blown leads`}
            rows={swingGames(rows)}
            rowId={(row) => row._id}
            label={label}
            columns={SWING_COLUMNS}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}
